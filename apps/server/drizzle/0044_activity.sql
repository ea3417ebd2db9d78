CREATE TABLE "crm_activity_log" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"funnel_id" bigint,
	"party_id" bigint,
	"kind_id" bigint,
	"activity_date" date,
	"activity_time" text,
	"owner_id" bigint,
	"outcome" text,
	"notes" text,
	"next_follow_up_date" date,
	"follow_up_done" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_activity_log_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_activity_log" ADD CONSTRAINT "crm_activity_log_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity_log" ADD CONSTRAINT "crm_activity_log_org_id_funnel_id_fkey" FOREIGN KEY ("org_id","funnel_id") REFERENCES "public"."funnel"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity_log" ADD CONSTRAINT "crm_activity_log_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity_log" ADD CONSTRAINT "crm_activity_log_org_id_kind_id_fkey" FOREIGN KEY ("org_id","kind_id") REFERENCES "public"."crm_activity"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity_log" ADD CONSTRAINT "crm_activity_log_org_id_owner_id_fkey" FOREIGN KEY ("org_id","owner_id") REFERENCES "public"."staff"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_activity_log_search" ON "crm_activity_log" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "crm_activity_log_by_activity_date" ON "crm_activity_log" USING btree ("org_id","activity_date","id");--> statement-breakpoint
CREATE INDEX "crm_activity_log_by_funnel" ON "crm_activity_log" USING btree ("org_id","funnel_id");--> statement-breakpoint
CREATE INDEX "crm_activity_log_by_party" ON "crm_activity_log" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "crm_activity_log_by_kind" ON "crm_activity_log" USING btree ("org_id","kind_id");--> statement-breakpoint
CREATE INDEX "crm_activity_log_by_owner" ON "crm_activity_log" USING btree ("org_id","owner_id");--> statement-breakpoint
-- The activity log looks up funnel entries and activity kinds (decision 1680): the database notices their
-- every row change like the other lookups' (migration 0002, decision 0207).
CREATE TRIGGER funnel_rows_changed AFTER INSERT OR UPDATE OR DELETE ON funnel
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_funnel');
--> statement-breakpoint
CREATE TRIGGER funnel_rows_truncated AFTER TRUNCATE ON funnel
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_funnel');
--> statement-breakpoint
CREATE TRIGGER crm_activity_rows_changed AFTER INSERT OR UPDATE OR DELETE ON crm_activity
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_crm_activity');
--> statement-breakpoint
CREATE TRIGGER crm_activity_rows_truncated AFTER TRUNCATE ON crm_activity
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_crm_activity');
