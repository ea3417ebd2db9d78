CREATE TABLE "credit_note" (
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
	"sales_invoice_id" bigint,
	"place_of_supply" text,
	"reason" text,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "credit_note_status_check" CHECK ("credit_note"."status" IN (0, 7, 90)),
	CONSTRAINT "credit_note_number_check" CHECK ("credit_note"."status" = 0 OR "credit_note"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "credit_note_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"credit_note_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"sales_invoice_line_id" bigint,
	"item_id" bigint,
	"description" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"rate" numeric(14, 2),
	"discount_percent" numeric(5, 2),
	"hsn_code" text,
	"gst_rate" numeric(5, 2),
	"stock_area_id" bigint,
	"lot_number" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_lines_credit_note_id_line_no_key" UNIQUE("credit_note_id","line_no"),
	CONSTRAINT "credit_note_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "credit_note_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"credit_note_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_revision_org_id_credit_note_id_revision_key" UNIQUE("org_id","credit_note_id","revision"),
	CONSTRAINT "credit_note_revision_revision_check" CHECK ("credit_note_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "debit_note" (
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
	"sales_invoice_id" bigint,
	"place_of_supply" text,
	"reason" text,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debit_note_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "debit_note_status_check" CHECK ("debit_note"."status" IN (0, 7, 90)),
	CONSTRAINT "debit_note_number_check" CHECK ("debit_note"."status" = 0 OR "debit_note"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "debit_note_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"debit_note_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"sales_invoice_line_id" bigint,
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
	CONSTRAINT "debit_note_lines_debit_note_id_line_no_key" UNIQUE("debit_note_id","line_no"),
	CONSTRAINT "debit_note_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "debit_note_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"debit_note_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debit_note_revision_org_id_debit_note_id_revision_key" UNIQUE("org_id","debit_note_id","revision"),
	CONSTRAINT "debit_note_revision_revision_check" CHECK ("debit_note_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sales_invoice_lines" ADD COLUMN "credited_quantity" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_invoice_lines" ADD COLUMN "credited_value" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_org_id_sales_invoice_id_fkey" FOREIGN KEY ("org_id","sales_invoice_id") REFERENCES "public"."sales_invoice"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_org_id_credit_note_id_fkey" FOREIGN KEY ("org_id","credit_note_id") REFERENCES "public"."credit_note"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_revision" ADD CONSTRAINT "credit_note_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_revision" ADD CONSTRAINT "credit_note_revision_org_id_credit_note_id_fkey" FOREIGN KEY ("org_id","credit_note_id") REFERENCES "public"."credit_note"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note" ADD CONSTRAINT "debit_note_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note" ADD CONSTRAINT "debit_note_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note" ADD CONSTRAINT "debit_note_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note" ADD CONSTRAINT "debit_note_org_id_sales_invoice_id_fkey" FOREIGN KEY ("org_id","sales_invoice_id") REFERENCES "public"."sales_invoice"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_lines" ADD CONSTRAINT "debit_note_lines_org_id_debit_note_id_fkey" FOREIGN KEY ("org_id","debit_note_id") REFERENCES "public"."debit_note"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_lines" ADD CONSTRAINT "debit_note_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_lines" ADD CONSTRAINT "debit_note_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_revision" ADD CONSTRAINT "debit_note_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_revision" ADD CONSTRAINT "debit_note_revision_org_id_debit_note_id_fkey" FOREIGN KEY ("org_id","debit_note_id") REFERENCES "public"."debit_note"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_number_key" ON "credit_note" USING btree ("org_id","number") WHERE "credit_note"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_note_search" ON "credit_note" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "credit_note_by_status" ON "credit_note" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "credit_note_by_date" ON "credit_note" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "credit_note_by_party" ON "credit_note" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "credit_note_by_branch" ON "credit_note" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "credit_note_by_sales_invoice" ON "credit_note" USING btree ("org_id","sales_invoice_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_by_item" ON "credit_note_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_by_uom" ON "credit_note_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_by_stock_area" ON "credit_note_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debit_note_number_key" ON "debit_note" USING btree ("org_id","number") WHERE "debit_note"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "debit_note_search" ON "debit_note" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "debit_note_by_status" ON "debit_note" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "debit_note_by_date" ON "debit_note" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "debit_note_by_party" ON "debit_note" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "debit_note_by_branch" ON "debit_note" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "debit_note_by_sales_invoice" ON "debit_note" USING btree ("org_id","sales_invoice_id");--> statement-breakpoint
CREATE INDEX "debit_note_lines_by_item" ON "debit_note_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "debit_note_lines_by_uom" ON "debit_note_lines" USING btree ("org_id","uom_id");