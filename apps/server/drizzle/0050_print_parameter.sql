CREATE TABLE "print_parameter" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"module_name" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"copies" integer NOT NULL,
	"extra_remarks" text DEFAULT '' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_parameter_document_key" UNIQUE("org_id","module_name","entity_id")
);
--> statement-breakpoint
ALTER TABLE "print_parameter" ADD CONSTRAINT "print_parameter_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;