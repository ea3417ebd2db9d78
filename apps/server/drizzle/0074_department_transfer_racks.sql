ALTER TABLE "department_transfer_lines" ADD COLUMN "rack_id" bigint;--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD COLUMN "to_rack_id" bigint;--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD CONSTRAINT "department_transfer_lines_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD CONSTRAINT "department_transfer_lines_org_id_to_rack_id_fkey" FOREIGN KEY ("org_id","to_rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_transfer_lines_by_rack" ON "department_transfer_lines" USING btree ("org_id","rack_id");--> statement-breakpoint
CREATE INDEX "department_transfer_lines_by_to_rack" ON "department_transfer_lines" USING btree ("org_id","to_rack_id");