DROP INDEX "credit_note_number_key";--> statement-breakpoint
DROP INDEX "debit_note_number_key";--> statement-breakpoint
DROP INDEX "job_work_challan_number_key";--> statement-breakpoint
DROP INDEX "sales_invoice_number_key";--> statement-breakpoint
ALTER TABLE "credit_note" ADD COLUMN "series_key" text;--> statement-breakpoint
ALTER TABLE "debit_note" ADD COLUMN "series_key" text;--> statement-breakpoint
ALTER TABLE "dispatch" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "job_work_challan" ADD COLUMN "series_key" text;--> statement-breakpoint
ALTER TABLE "job_work_receipt" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "packaging" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "sales_invoice" ADD COLUMN "series_key" text;--> statement-breakpoint
ALTER TABLE "dispatch" ADD CONSTRAINT "dispatch_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt" ADD CONSTRAINT "job_work_receipt_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging" ADD CONSTRAINT "packaging_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_by_branch" ON "dispatch" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "job_work_receipt_by_branch" ON "job_work_receipt" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "packaging_by_branch" ON "packaging" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_number_key" ON "credit_note" USING btree ("org_id","series_key","number") WHERE "credit_note"."number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "debit_note_number_key" ON "debit_note" USING btree ("org_id","series_key","number") WHERE "debit_note"."number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_work_challan_number_key" ON "job_work_challan" USING btree ("org_id","series_key","number") WHERE "job_work_challan"."number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_number_key" ON "sales_invoice" USING btree ("org_id","series_key","number") WHERE "sales_invoice"."number" IS NOT NULL;--> statement-breakpoint
-- Decisions 1825, 1826 (hand-written; keep this block when the migration is regenerated): the documents made
-- before take the branch of the document they derive from (a dispatch's and a packaging's sales order, a job
-- work receipt's challan), and a GST series' numbered documents the series their number was drawn from: their
-- branch's GSTIN, or `branch <id>` for a branch without one (gst-series.ts gstSeriesKey).
UPDATE "dispatch" d SET "branch_id" = o."branch_id" FROM "sales_order" o
  WHERE o."org_id" = d."org_id" AND o."id" = d."sales_order_id" AND d."branch_id" IS NULL;--> statement-breakpoint
UPDATE "packaging" p SET "branch_id" = o."branch_id" FROM "sales_order" o
  WHERE o."org_id" = p."org_id" AND o."id" = p."sales_order_id" AND p."branch_id" IS NULL;--> statement-breakpoint
UPDATE "job_work_receipt" r SET "branch_id" = c."branch_id" FROM "job_work_challan" c
  WHERE c."org_id" = r."org_id" AND c."id" = r."job_work_challan_id" AND r."branch_id" IS NULL;--> statement-breakpoint
UPDATE "sales_invoice" h SET "series_key" = COALESCE(NULLIF(btrim(b."gstin"), ''), 'branch ' || b."id") FROM "branch" b
  WHERE b."org_id" = h."org_id" AND b."id" = h."branch_id" AND h."number" IS NOT NULL;--> statement-breakpoint
UPDATE "credit_note" h SET "series_key" = COALESCE(NULLIF(btrim(b."gstin"), ''), 'branch ' || b."id") FROM "branch" b
  WHERE b."org_id" = h."org_id" AND b."id" = h."branch_id" AND h."number" IS NOT NULL;--> statement-breakpoint
UPDATE "debit_note" h SET "series_key" = COALESCE(NULLIF(btrim(b."gstin"), ''), 'branch ' || b."id") FROM "branch" b
  WHERE b."org_id" = h."org_id" AND b."id" = h."branch_id" AND h."number" IS NOT NULL;--> statement-breakpoint
UPDATE "job_work_challan" h SET "series_key" = COALESCE(NULLIF(btrim(b."gstin"), ''), 'branch ' || b."id") FROM "branch" b
  WHERE b."org_id" = h."org_id" AND b."id" = h."branch_id" AND h."number" IS NOT NULL;
