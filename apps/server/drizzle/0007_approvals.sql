CREATE TABLE "approval_configuration" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"module_name" text,
	"level" integer,
	"min_amount" numeric,
	"department_id" bigint,
	"party_type_id" bigint,
	"active" boolean,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_configuration_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "approval_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"module_id" smallint NOT NULL,
	"entity_id" bigint NOT NULL,
	"action" text NOT NULL,
	"level" integer NOT NULL,
	"staff_id" bigint,
	"remarks" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_log_action_check" CHECK ("approval_log"."action" IN ('request', 'approve', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "approval_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"module_id" smallint NOT NULL,
	"entity_id" bigint NOT NULL,
	"levels" integer[] NOT NULL,
	"level" integer NOT NULL,
	"status" text NOT NULL,
	"requested_by" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "approval_request_org_id_module_id_entity_id_key" UNIQUE("org_id","module_id","entity_id"),
	CONSTRAINT "approval_request_status_check" CHECK ("approval_request"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "approval_configuration" ADD CONSTRAINT "approval_configuration_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_configuration" ADD CONSTRAINT "approval_configuration_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_configuration" ADD CONSTRAINT "approval_configuration_org_id_party_type_id_fkey" FOREIGN KEY ("org_id","party_type_id") REFERENCES "public"."party_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_log" ADD CONSTRAINT "approval_log_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_configuration_unique_key" ON "approval_configuration" USING btree ("org_id",lower(btrim("module_name")),"level");--> statement-breakpoint
CREATE INDEX "approval_configuration_by_module_name" ON "approval_configuration" USING btree ("org_id",lower("module_name"),"id");--> statement-breakpoint
CREATE INDEX "approval_configuration_by_department" ON "approval_configuration" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE INDEX "approval_configuration_by_party_type" ON "approval_configuration" USING btree ("org_id","party_type_id");--> statement-breakpoint
CREATE INDEX "approval_log_by_entity" ON "approval_log" USING btree ("org_id","module_id","entity_id","id");--> statement-breakpoint
CREATE INDEX "approval_request_pending" ON "approval_request" USING btree ("org_id","status","module_id","level");