ALTER TABLE "production_batch" DROP CONSTRAINT "production_batch_status_check";--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD COLUMN "production_batch_id" bigint;--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD COLUMN "stock_area_id" bigint;--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD COLUMN "sales_order_line_id" bigint;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD COLUMN "production_batch_id" bigint;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD COLUMN "stock_area_id" bigint;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD COLUMN "sales_order_line_id" bigint;--> statement-breakpoint
ALTER TABLE "planning_lines" ADD COLUMN "produced_before" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "production_batch" ADD COLUMN "runs_over_days" boolean;--> statement-breakpoint
ALTER TABLE "production_batch" ADD COLUMN "produced_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "weaving_process" ADD COLUMN "source_entry" text;--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD CONSTRAINT "daily_production_lines_org_id_production_batch_id_fkey" FOREIGN KEY ("org_id","production_batch_id") REFERENCES "public"."production_batch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD CONSTRAINT "daily_production_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD CONSTRAINT "daily_production_machine_wise_lines_org_id_production__9b73040c" FOREIGN KEY ("org_id","production_batch_id") REFERENCES "public"."production_batch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD CONSTRAINT "daily_production_machine_wise_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_production_lines_by_production_batch" ON "daily_production_lines" USING btree ("org_id","production_batch_id");--> statement-breakpoint
CREATE INDEX "daily_production_lines_by_stock_area" ON "daily_production_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "daily_production_machine_wise_lines_by_production_batch" ON "daily_production_machine_wise_lines" USING btree ("org_id","production_batch_id");--> statement-breakpoint
CREATE INDEX "daily_production_machine_wise_lines_by_stock_area" ON "daily_production_machine_wise_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
ALTER TABLE "production_batch" ADD CONSTRAINT "production_batch_status_check" CHECK ("production_batch"."status" IN (0, 10, 7, 90));