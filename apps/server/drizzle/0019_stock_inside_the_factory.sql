CREATE TABLE "job_work_challan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"number" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"taxable_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"round_off" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"party_id" bigint,
	"date" date,
	"process_id" bigint,
	"expected_by" date,
	"vehicle_number" text,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_work_challan_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "job_work_challan_status_check" CHECK ("job_work_challan"."status" IN (0, 10, 20, 30, 90)),
	CONSTRAINT "job_work_challan_number_check" CHECK ("job_work_challan"."status" = 0 OR "job_work_challan"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "job_work_challan_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"job_work_challan_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"returned_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"wasted_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "job_work_challan_lines_job_work_challan_id_line_no_key" UNIQUE("job_work_challan_id","line_no"),
	CONSTRAINT "job_work_challan_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_work_challan_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"job_work_challan_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_work_challan_revision_org_id_job_work_challan_id_r_d2fe4232" UNIQUE("org_id","job_work_challan_id","revision"),
	CONSTRAINT "job_work_challan_revision_revision_check" CHECK ("job_work_challan_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_work_receipt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"number" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"taxable_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"round_off" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"party_id" bigint,
	"job_work_challan_id" bigint,
	"date" date,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_work_receipt_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "job_work_receipt_status_check" CHECK ("job_work_receipt"."status" IN (0, 7, 90)),
	CONSTRAINT "job_work_receipt_number_check" CHECK ("job_work_receipt"."status" = 0 OR "job_work_receipt"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "job_work_receipt_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"job_work_receipt_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"job_work_challan_line_id" bigint,
	"item_id" bigint,
	"quantity" numeric(14, 3),
	"wastage_quantity" numeric(14, 3),
	"uom_id" bigint,
	"processed_item_id" bigint,
	"received_quantity" numeric(14, 3),
	"processed_uom_id" bigint,
	"rate" numeric(14, 2),
	"stock_area_id" bigint,
	"lot_number" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "job_work_receipt_lines_job_work_receipt_id_line_no_key" UNIQUE("job_work_receipt_id","line_no"),
	CONSTRAINT "job_work_receipt_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_work_receipt_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"job_work_receipt_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_work_receipt_revision_org_id_job_work_receipt_id_r_34d55ae8" UNIQUE("org_id","job_work_receipt_id","revision"),
	CONSTRAINT "job_work_receipt_revision_revision_check" CHECK ("job_work_receipt_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_allocation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"number" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"taxable_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"round_off" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"material_request_id" bigint,
	"date" date,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_allocation_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "material_allocation_status_check" CHECK ("material_allocation"."status" IN (0, 10, 7, 90)),
	CONSTRAINT "material_allocation_number_check" CHECK ("material_allocation"."status" = 0 OR "material_allocation"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "material_allocation_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"material_allocation_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"material_request_line_id" bigint,
	"item_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"to_stock_area_id" bigint,
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "material_allocation_lines_material_allocation_id_line_no_key" UNIQUE("material_allocation_id","line_no"),
	CONSTRAINT "material_allocation_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "material_allocation_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"material_allocation_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_allocation_revision_org_id_material_allocatio_0e725624" UNIQUE("org_id","material_allocation_id","revision"),
	CONSTRAINT "material_allocation_revision_revision_check" CHECK ("material_allocation_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_reconciliation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"number" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"taxable_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"round_off" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"date" date,
	"department_id" bigint,
	"from_date" date,
	"to_date" date,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_reconciliation_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "material_reconciliation_status_check" CHECK ("material_reconciliation"."status" IN (0, 5, 7, 90)),
	CONSTRAINT "material_reconciliation_number_check" CHECK ("material_reconciliation"."status" = 0 OR "material_reconciliation"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "material_reconciliation_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"material_reconciliation_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"opening_quantity" numeric(14, 3),
	"received_quantity" numeric(14, 3),
	"consumed_quantity" numeric(14, 3),
	"returned_quantity" numeric(14, 3),
	"adjusted_quantity" numeric(14, 3),
	"quantity" numeric(14, 3),
	"counted_quantity" numeric(14, 3),
	"loss_quantity" numeric(14, 3),
	"uom_id" bigint,
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "material_reconciliation_lines_material_reconciliation__1ce9167d" UNIQUE("material_reconciliation_id","line_no"),
	CONSTRAINT "material_reconciliation_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "material_reconciliation_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"material_reconciliation_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_reconciliation_revision_org_id_material_recon_3dea09b8" UNIQUE("org_id","material_reconciliation_id","revision"),
	CONSTRAINT "material_reconciliation_revision_revision_check" CHECK ("material_reconciliation_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_count" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"number" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"taxable_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"round_off" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"date" date,
	"stock_area_id" bigint,
	"frozen_at" text,
	"frozen_ledger_id" bigint,
	"counted_by" text,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_count_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "stock_count_status_check" CHECK ("stock_count"."status" IN (0, 5, 7, 90)),
	CONSTRAINT "stock_count_number_check" CHECK ("stock_count"."status" = 0 OR "stock_count"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"stock_count_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" bigint,
	"lot_number" text,
	"roll_number" text,
	"rack_id" bigint,
	"packing_type_id" bigint,
	"held" boolean,
	"book_quantity" numeric(14, 3),
	"counted_quantity" numeric(14, 3),
	"uom_id" bigint,
	"difference_quantity" numeric(14, 3),
	"rate" numeric(14, 2),
	"difference_value" numeric(14, 2),
	"reason" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_count_lines_stock_count_id_line_no_key" UNIQUE("stock_count_id","line_no"),
	CONSTRAINT "stock_count_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_count_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"stock_count_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_count_revision_org_id_stock_count_id_revision_key" UNIQUE("org_id","stock_count_id","revision"),
	CONSTRAINT "stock_count_revision_revision_check" CHECK ("stock_count_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_reservation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"balance_id" bigint NOT NULL,
	"document_type" text NOT NULL,
	"document_id" bigint NOT NULL,
	"line_id" bigint,
	"sales_order_id" bigint,
	"quantity" numeric(16, 3) NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservation_quantity_check" CHECK ("stock_reservation"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "department_transfer" DROP CONSTRAINT "department_transfer_status_check";--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD COLUMN "sales_order_id" bigint;--> statement-breakpoint
ALTER TABLE "location" ADD COLUMN "location_type" text;--> statement-breakpoint
ALTER TABLE "location" ADD COLUMN "party_id" bigint;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "requesting_department_id" bigint;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD COLUMN "reserved" numeric(16, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_work_challan" ADD CONSTRAINT "job_work_challan_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan" ADD CONSTRAINT "job_work_challan_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan" ADD CONSTRAINT "job_work_challan_org_id_process_id_fkey" FOREIGN KEY ("org_id","process_id") REFERENCES "public"."process"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD CONSTRAINT "job_work_challan_lines_org_id_job_work_challan_id_fkey" FOREIGN KEY ("org_id","job_work_challan_id") REFERENCES "public"."job_work_challan"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD CONSTRAINT "job_work_challan_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD CONSTRAINT "job_work_challan_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD CONSTRAINT "job_work_challan_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan_revision" ADD CONSTRAINT "job_work_challan_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan_revision" ADD CONSTRAINT "job_work_challan_revision_org_id_job_work_challan_id_fkey" FOREIGN KEY ("org_id","job_work_challan_id") REFERENCES "public"."job_work_challan"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt" ADD CONSTRAINT "job_work_receipt_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt" ADD CONSTRAINT "job_work_receipt_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt" ADD CONSTRAINT "job_work_receipt_org_id_job_work_challan_id_fkey" FOREIGN KEY ("org_id","job_work_challan_id") REFERENCES "public"."job_work_challan"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_lines" ADD CONSTRAINT "job_work_receipt_lines_org_id_job_work_receipt_id_fkey" FOREIGN KEY ("org_id","job_work_receipt_id") REFERENCES "public"."job_work_receipt"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_lines" ADD CONSTRAINT "job_work_receipt_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_lines" ADD CONSTRAINT "job_work_receipt_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_lines" ADD CONSTRAINT "job_work_receipt_lines_org_id_processed_item_id_fkey" FOREIGN KEY ("org_id","processed_item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_lines" ADD CONSTRAINT "job_work_receipt_lines_org_id_processed_uom_id_fkey" FOREIGN KEY ("org_id","processed_uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_lines" ADD CONSTRAINT "job_work_receipt_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_revision" ADD CONSTRAINT "job_work_receipt_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_revision" ADD CONSTRAINT "job_work_receipt_revision_org_id_job_work_receipt_id_fkey" FOREIGN KEY ("org_id","job_work_receipt_id") REFERENCES "public"."job_work_receipt"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation" ADD CONSTRAINT "material_allocation_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation" ADD CONSTRAINT "material_allocation_org_id_material_request_id_fkey" FOREIGN KEY ("org_id","material_request_id") REFERENCES "public"."material_request"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_material_allocation_id_fkey" FOREIGN KEY ("org_id","material_allocation_id") REFERENCES "public"."material_allocation"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_to_stock_area_id_fkey" FOREIGN KEY ("org_id","to_stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_revision" ADD CONSTRAINT "material_allocation_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_revision" ADD CONSTRAINT "material_allocation_revision_org_id_material_allocation_id_fkey" FOREIGN KEY ("org_id","material_allocation_id") REFERENCES "public"."material_allocation"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_reconciliation" ADD CONSTRAINT "material_reconciliation_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_reconciliation" ADD CONSTRAINT "material_reconciliation_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_reconciliation_lines" ADD CONSTRAINT "material_reconciliation_lines_org_id_material_reconcil_11aa6ead" FOREIGN KEY ("org_id","material_reconciliation_id") REFERENCES "public"."material_reconciliation"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_reconciliation_lines" ADD CONSTRAINT "material_reconciliation_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_reconciliation_lines" ADD CONSTRAINT "material_reconciliation_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_reconciliation_lines" ADD CONSTRAINT "material_reconciliation_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_reconciliation_revision" ADD CONSTRAINT "material_reconciliation_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_reconciliation_revision" ADD CONSTRAINT "material_reconciliation_revision_org_id_material_recon_36efaf99" FOREIGN KEY ("org_id","material_reconciliation_id") REFERENCES "public"."material_reconciliation"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count" ADD CONSTRAINT "stock_count_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count" ADD CONSTRAINT "stock_count_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_org_id_stock_count_id_fkey" FOREIGN KEY ("org_id","stock_count_id") REFERENCES "public"."stock_count"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_revision" ADD CONSTRAINT "stock_count_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_revision" ADD CONSTRAINT "stock_count_revision_org_id_stock_count_id_fkey" FOREIGN KEY ("org_id","stock_count_id") REFERENCES "public"."stock_count"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD CONSTRAINT "stock_reservation_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD CONSTRAINT "stock_reservation_org_id_balance_id_fkey" FOREIGN KEY ("org_id","balance_id") REFERENCES "public"."stock_balance"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD CONSTRAINT "stock_reservation_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_work_challan_number_key" ON "job_work_challan" USING btree ("org_id","number") WHERE "job_work_challan"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_work_challan_search" ON "job_work_challan" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "job_work_challan_by_status" ON "job_work_challan" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "job_work_challan_by_date" ON "job_work_challan" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "job_work_challan_by_party" ON "job_work_challan" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "job_work_challan_by_process" ON "job_work_challan" USING btree ("org_id","process_id");--> statement-breakpoint
CREATE INDEX "job_work_challan_lines_by_item" ON "job_work_challan_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "job_work_challan_lines_by_stock_area" ON "job_work_challan_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "job_work_challan_lines_by_uom" ON "job_work_challan_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_work_receipt_number_key" ON "job_work_receipt" USING btree ("org_id","number") WHERE "job_work_receipt"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_work_receipt_search" ON "job_work_receipt" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "job_work_receipt_by_status" ON "job_work_receipt" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "job_work_receipt_by_date" ON "job_work_receipt" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "job_work_receipt_by_party" ON "job_work_receipt" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "job_work_receipt_by_job_work_challan" ON "job_work_receipt" USING btree ("org_id","job_work_challan_id");--> statement-breakpoint
CREATE INDEX "job_work_receipt_lines_by_item" ON "job_work_receipt_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "job_work_receipt_lines_by_uom" ON "job_work_receipt_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "job_work_receipt_lines_by_processed_item" ON "job_work_receipt_lines" USING btree ("org_id","processed_item_id");--> statement-breakpoint
CREATE INDEX "job_work_receipt_lines_by_processed_uom" ON "job_work_receipt_lines" USING btree ("org_id","processed_uom_id");--> statement-breakpoint
CREATE INDEX "job_work_receipt_lines_by_stock_area" ON "job_work_receipt_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_allocation_number_key" ON "material_allocation" USING btree ("org_id","number") WHERE "material_allocation"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "material_allocation_search" ON "material_allocation" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "material_allocation_by_status" ON "material_allocation" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "material_allocation_by_date" ON "material_allocation" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "material_allocation_by_material_request" ON "material_allocation" USING btree ("org_id","material_request_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_item" ON "material_allocation_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_stock_area" ON "material_allocation_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_uom" ON "material_allocation_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_to_stock_area" ON "material_allocation_lines" USING btree ("org_id","to_stock_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_reconciliation_number_key" ON "material_reconciliation" USING btree ("org_id","number") WHERE "material_reconciliation"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "material_reconciliation_search" ON "material_reconciliation" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "material_reconciliation_by_status" ON "material_reconciliation" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "material_reconciliation_by_date" ON "material_reconciliation" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "material_reconciliation_by_department" ON "material_reconciliation" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE INDEX "material_reconciliation_lines_by_item" ON "material_reconciliation_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "material_reconciliation_lines_by_stock_area" ON "material_reconciliation_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "material_reconciliation_lines_by_uom" ON "material_reconciliation_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_number_key" ON "stock_count" USING btree ("org_id","number") WHERE "stock_count"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_count_search" ON "stock_count" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "stock_count_by_status" ON "stock_count" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "stock_count_by_date" ON "stock_count" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "stock_count_by_stock_area" ON "stock_count" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "stock_count_lines_by_item" ON "stock_count_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "stock_count_lines_by_rack" ON "stock_count_lines" USING btree ("org_id","rack_id");--> statement-breakpoint
CREATE INDEX "stock_count_lines_by_uom" ON "stock_count_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "stock_reservation_by_balance" ON "stock_reservation" USING btree ("org_id","balance_id");--> statement-breakpoint
CREATE INDEX "stock_reservation_by_document" ON "stock_reservation" USING btree ("org_id","document_type","document_id");--> statement-breakpoint
CREATE INDEX "stock_reservation_by_sales_order" ON "stock_reservation" USING btree ("org_id","sales_order_id");--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD CONSTRAINT "department_transfer_lines_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location" ADD CONSTRAINT "location_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_org_id_requesting_department_id_fkey" FOREIGN KEY ("org_id","requesting_department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_transfer_lines_by_sales_order" ON "department_transfer_lines" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "location_by_party" ON "location" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "purchase_order_by_requesting_department" ON "purchase_order" USING btree ("org_id","requesting_department_id");--> statement-breakpoint
ALTER TABLE "department_transfer" ADD CONSTRAINT "department_transfer_status_check" CHECK ("department_transfer"."status" IN (0, 10, 7, 90));--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_reserved_check" CHECK ("stock_balance"."reserved" >= 0 AND "stock_balance"."reserved" <= "stock_balance"."quantity");