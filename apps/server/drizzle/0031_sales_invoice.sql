CREATE TABLE "sales_invoice" (
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
	"branch_id" bigint,
	"place_of_supply" text,
	"ship_to" text,
	"payment_terms" text,
	"transport_id" bigint,
	"freight" numeric(14, 2),
	"other_charges" numeric(14, 2),
	"vehicle_number" text,
	"lr_number" text,
	"distance_km" integer,
	"remarks" text,
	"irn" text,
	"ack_number" text,
	"ack_date" text,
	"signed_qr_code" text,
	"eway_bill_number" text,
	"eway_bill_valid_until" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_invoice_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "sales_invoice_status_check" CHECK ("sales_invoice"."status" IN (0, 7, 90)),
	CONSTRAINT "sales_invoice_number_check" CHECK ("sales_invoice"."status" = 0 OR "sales_invoice"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "sales_invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"sales_invoice_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"dispatch_line_id" bigint,
	"sales_order_line_id" bigint,
	"item_id" bigint,
	"description" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"rate" numeric(14, 2),
	"discount_percent" numeric(5, 2),
	"hsn_code" text,
	"gst_rate" numeric(5, 2),
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_invoice_lines_sales_invoice_id_line_no_key" UNIQUE("sales_invoice_id","line_no"),
	CONSTRAINT "sales_invoice_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_invoice_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"sales_invoice_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_invoice_revision_org_id_sales_invoice_id_revision_key" UNIQUE("org_id","sales_invoice_id","revision"),
	CONSTRAINT "sales_invoice_revision_revision_check" CHECK ("sales_invoice_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sales_invoice" ADD CONSTRAINT "sales_invoice_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice" ADD CONSTRAINT "sales_invoice_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice" ADD CONSTRAINT "sales_invoice_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice" ADD CONSTRAINT "sales_invoice_org_id_transport_id_fkey" FOREIGN KEY ("org_id","transport_id") REFERENCES "public"."transport"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_lines" ADD CONSTRAINT "sales_invoice_lines_org_id_sales_invoice_id_fkey" FOREIGN KEY ("org_id","sales_invoice_id") REFERENCES "public"."sales_invoice"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_lines" ADD CONSTRAINT "sales_invoice_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_lines" ADD CONSTRAINT "sales_invoice_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_revision" ADD CONSTRAINT "sales_invoice_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_revision" ADD CONSTRAINT "sales_invoice_revision_org_id_sales_invoice_id_fkey" FOREIGN KEY ("org_id","sales_invoice_id") REFERENCES "public"."sales_invoice"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_number_key" ON "sales_invoice" USING btree ("org_id","number") WHERE "sales_invoice"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_invoice_search" ON "sales_invoice" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "sales_invoice_by_status" ON "sales_invoice" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "sales_invoice_by_date" ON "sales_invoice" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "sales_invoice_by_party" ON "sales_invoice" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "sales_invoice_by_branch" ON "sales_invoice" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "sales_invoice_by_transport" ON "sales_invoice" USING btree ("org_id","transport_id");--> statement-breakpoint
CREATE INDEX "sales_invoice_lines_by_item" ON "sales_invoice_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "sales_invoice_lines_by_uom" ON "sales_invoice_lines" USING btree ("org_id","uom_id");