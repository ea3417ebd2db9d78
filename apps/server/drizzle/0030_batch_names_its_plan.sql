ALTER TABLE "bag_making_process" ADD COLUMN "planning_id" bigint;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch" ADD COLUMN "planning_id" bigint;--> statement-breakpoint
ALTER TABLE "new_production_batch" ADD COLUMN "planning_id" bigint;--> statement-breakpoint
ALTER TABLE "planning_lines" ADD COLUMN "produced_quantity" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "production_batch" ADD COLUMN "planning_id" bigint;--> statement-breakpoint
ALTER TABLE "slitting_process" ADD COLUMN "planning_id" bigint;--> statement-breakpoint
ALTER TABLE "weaving_process" ADD COLUMN "planning_id" bigint;--> statement-breakpoint
ALTER TABLE "bag_making_process" ADD CONSTRAINT "bag_making_process_org_id_planning_id_fkey" FOREIGN KEY ("org_id","planning_id") REFERENCES "public"."planning"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch" ADD CONSTRAINT "lot_wise_production_batch_org_id_planning_id_fkey" FOREIGN KEY ("org_id","planning_id") REFERENCES "public"."planning"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch" ADD CONSTRAINT "new_production_batch_org_id_planning_id_fkey" FOREIGN KEY ("org_id","planning_id") REFERENCES "public"."planning"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch" ADD CONSTRAINT "production_batch_org_id_planning_id_fkey" FOREIGN KEY ("org_id","planning_id") REFERENCES "public"."planning"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process" ADD CONSTRAINT "slitting_process_org_id_planning_id_fkey" FOREIGN KEY ("org_id","planning_id") REFERENCES "public"."planning"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process" ADD CONSTRAINT "weaving_process_org_id_planning_id_fkey" FOREIGN KEY ("org_id","planning_id") REFERENCES "public"."planning"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bag_making_process_by_planning" ON "bag_making_process" USING btree ("org_id","planning_id");--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_by_planning" ON "lot_wise_production_batch" USING btree ("org_id","planning_id");--> statement-breakpoint
CREATE INDEX "new_production_batch_by_planning" ON "new_production_batch" USING btree ("org_id","planning_id");--> statement-breakpoint
CREATE INDEX "production_batch_by_planning" ON "production_batch" USING btree ("org_id","planning_id");--> statement-breakpoint
CREATE INDEX "slitting_process_by_planning" ON "slitting_process" USING btree ("org_id","planning_id");--> statement-breakpoint
CREATE INDEX "weaving_process_by_planning" ON "weaving_process" USING btree ("org_id","planning_id");--> statement-breakpoint
ALTER TABLE "planning_lines" DROP COLUMN "produced_before";