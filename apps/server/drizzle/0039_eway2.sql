ALTER TABLE "job_work_challan" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "job_work_challan" ADD COLUMN "distance_km" integer;--> statement-breakpoint
ALTER TABLE "job_work_challan" ADD COLUMN "eway_bill_number" text;--> statement-breakpoint
ALTER TABLE "job_work_challan" ADD COLUMN "eway_bill_valid_until" text;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD COLUMN "rate" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "job_work_challan" ADD CONSTRAINT "job_work_challan_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_work_challan_by_branch" ON "job_work_challan" USING btree ("org_id","branch_id");