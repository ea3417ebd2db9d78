CREATE TABLE "lab_result" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"document_type" text NOT NULL,
	"document_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"passed" boolean NOT NULL,
	"readings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" text,
	"tested_by" bigint,
	"tested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_result" ADD CONSTRAINT "lab_result_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_result_by_line" ON "lab_result" USING btree ("org_id","document_type","document_id","line_id","id");