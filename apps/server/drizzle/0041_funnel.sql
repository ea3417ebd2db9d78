CREATE TABLE "digital_platform" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"description" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_platform_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnel" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"company_name" text,
	"contact_person" text,
	"phone" text,
	"email" text,
	"city" text,
	"state" text,
	"source_id" bigint,
	"type_id" bigint,
	"reference" text,
	"customer_type_id" bigint,
	"expected_value" numeric,
	"entry_date" date,
	"expected_closing_date" date,
	"stage_id" bigint,
	"owner_id" bigint,
	"party_id" bigint,
	"remarks" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnel_customer_type" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"description" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_customer_type_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "acl" ADD COLUMN "can_view_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "acl" SET "can_view_all" = true WHERE "role_id" IN (SELECT "id" FROM "role" WHERE "name" = 'Administrator');--> statement-breakpoint
ALTER TABLE "funnel_stage" ADD COLUMN "outcome" text;--> statement-breakpoint
UPDATE "funnel_stage" SET "outcome" = 'OPEN' WHERE "outcome" IS NULL;--> statement-breakpoint
ALTER TABLE "digital_platform" ADD CONSTRAINT "digital_platform_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel" ADD CONSTRAINT "funnel_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel" ADD CONSTRAINT "funnel_org_id_source_id_fkey" FOREIGN KEY ("org_id","source_id") REFERENCES "public"."funnel_source"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel" ADD CONSTRAINT "funnel_org_id_type_id_fkey" FOREIGN KEY ("org_id","type_id") REFERENCES "public"."funnel_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel" ADD CONSTRAINT "funnel_org_id_customer_type_id_fkey" FOREIGN KEY ("org_id","customer_type_id") REFERENCES "public"."funnel_customer_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel" ADD CONSTRAINT "funnel_org_id_stage_id_fkey" FOREIGN KEY ("org_id","stage_id") REFERENCES "public"."funnel_stage"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel" ADD CONSTRAINT "funnel_org_id_owner_id_fkey" FOREIGN KEY ("org_id","owner_id") REFERENCES "public"."staff"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel" ADD CONSTRAINT "funnel_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_customer_type" ADD CONSTRAINT "funnel_customer_type_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digital_platform_unique_key" ON "digital_platform" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "digital_platform_by_name" ON "digital_platform" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "funnel_search" ON "funnel" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "funnel_by_company_name" ON "funnel" USING btree ("org_id",lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "funnel_by_source" ON "funnel" USING btree ("org_id","source_id");--> statement-breakpoint
CREATE INDEX "funnel_by_type" ON "funnel" USING btree ("org_id","type_id");--> statement-breakpoint
CREATE INDEX "funnel_by_customer_type" ON "funnel" USING btree ("org_id","customer_type_id");--> statement-breakpoint
CREATE INDEX "funnel_by_stage" ON "funnel" USING btree ("org_id","stage_id");--> statement-breakpoint
CREATE INDEX "funnel_by_owner" ON "funnel" USING btree ("org_id","owner_id");--> statement-breakpoint
CREATE INDEX "funnel_by_party" ON "funnel" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_customer_type_unique_key" ON "funnel_customer_type" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "funnel_customer_type_by_name" ON "funnel_customer_type" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
-- The funnel looks up its stage, source, type and customer type (decision 1601): the database notices their
-- every row change like the other lookups' (migration 0002, decision 0207).
CREATE TRIGGER funnel_stage_rows_changed AFTER INSERT OR UPDATE OR DELETE ON funnel_stage
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_funnel_stage');
--> statement-breakpoint
CREATE TRIGGER funnel_stage_rows_truncated AFTER TRUNCATE ON funnel_stage
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_funnel_stage');
--> statement-breakpoint
CREATE TRIGGER funnel_source_rows_changed AFTER INSERT OR UPDATE OR DELETE ON funnel_source
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_funnel_source');
--> statement-breakpoint
CREATE TRIGGER funnel_source_rows_truncated AFTER TRUNCATE ON funnel_source
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_funnel_source');
--> statement-breakpoint
CREATE TRIGGER funnel_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON funnel_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_funnel_type');
--> statement-breakpoint
CREATE TRIGGER funnel_type_rows_truncated AFTER TRUNCATE ON funnel_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_funnel_type');
--> statement-breakpoint
CREATE TRIGGER funnel_customer_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON funnel_customer_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_funnel_customer_type');
--> statement-breakpoint
CREATE TRIGGER funnel_customer_type_rows_truncated AFTER TRUNCATE ON funnel_customer_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_funnel_customer_type');
