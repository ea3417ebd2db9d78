ALTER TABLE "daily_production_lines" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD CONSTRAINT "daily_production_lines_org_id_operator_id_fkey" FOREIGN KEY ("org_id","operator_id") REFERENCES "public"."staff"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD CONSTRAINT "daily_production_machine_wise_lines_org_id_operator_id_fkey" FOREIGN KEY ("org_id","operator_id") REFERENCES "public"."staff"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_production_lines_by_operator" ON "daily_production_lines" USING btree ("org_id","operator_id");--> statement-breakpoint
CREATE INDEX "daily_production_machine_wise_lines_by_operator" ON "daily_production_machine_wise_lines" USING btree ("org_id","operator_id");--> statement-breakpoint
-- A daily line's operator looks up a staff user (decision 1320): staff is now a table lookups point into,
-- so the database notices its every row change like the others' (migration 0002, decision 0207).
CREATE TRIGGER staff_rows_changed AFTER INSERT OR UPDATE OR DELETE ON staff
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_staff');
--> statement-breakpoint
CREATE TRIGGER staff_rows_truncated AFTER TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_staff');
