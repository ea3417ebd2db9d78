ALTER TABLE "job_work_receipt_lines" ADD COLUMN "rack_id" bigint;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD COLUMN "rack_id" bigint;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD COLUMN "to_rack_id" bigint;--> statement-breakpoint
ALTER TABLE "packaging_lines" ADD COLUMN "to_rack_id" bigint;--> statement-breakpoint
ALTER TABLE "transfer_validation_lines" ADD COLUMN "to_rack_id" bigint;--> statement-breakpoint
ALTER TABLE "job_work_receipt_lines" ADD CONSTRAINT "job_work_receipt_lines_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_to_rack_id_fkey" FOREIGN KEY ("org_id","to_rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_lines" ADD CONSTRAINT "packaging_lines_org_id_to_rack_id_fkey" FOREIGN KEY ("org_id","to_rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation_lines" ADD CONSTRAINT "transfer_validation_lines_org_id_to_rack_id_fkey" FOREIGN KEY ("org_id","to_rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_work_receipt_lines_by_rack" ON "job_work_receipt_lines" USING btree ("org_id","rack_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_rack" ON "material_allocation_lines" USING btree ("org_id","rack_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_to_rack" ON "material_allocation_lines" USING btree ("org_id","to_rack_id");--> statement-breakpoint
CREATE INDEX "packaging_lines_by_to_rack" ON "packaging_lines" USING btree ("org_id","to_rack_id");--> statement-breakpoint
CREATE INDEX "transfer_validation_lines_by_to_rack" ON "transfer_validation_lines" USING btree ("org_id","to_rack_id");