CREATE TABLE "document_counter" (
	"org_id" bigint NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counter_pkey" PRIMARY KEY("org_id","series","financial_year"),
	CONSTRAINT "document_counter_last_number_check" CHECK ("document_counter"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order" (
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
	"expected_date" date,
	"branch_id" bigint,
	"place_of_supply" text,
	"payment_terms" text,
	"transport_id" bigint,
	"freight" numeric(14, 2),
	"other_charges" numeric(14, 2),
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "purchase_order_status_check" CHECK ("purchase_order"."status" IN (0, 5, 10, 20, 30, 90)),
	CONSTRAINT "purchase_order_number_check" CHECK ("purchase_order"."status" = 0 OR "purchase_order"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"purchase_order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
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
	"received_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_purchase_order_id_line_no_key" UNIQUE("purchase_order_id","line_no"),
	CONSTRAINT "purchase_order_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
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
	"delivery_date" date,
	"customer_reference" text,
	"branch_id" bigint,
	"ship_to" text,
	"place_of_supply" text,
	"payment_terms" text,
	"transport_id" bigint,
	"freight" numeric(14, 2),
	"other_charges" numeric(14, 2),
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "sales_order_status_check" CHECK ("sales_order"."status" IN (0, 5, 10, 20, 30, 90)),
	CONSTRAINT "sales_order_number_check" CHECK ("sales_order"."status" = 0 OR "sales_order"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
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
	"produced_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"dispatched_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_order_lines_sales_order_id_line_no_key" UNIQUE("sales_order_id","line_no"),
	CONSTRAINT "sales_order_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "document_counter" ADD CONSTRAINT "document_counter_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_org_id_transport_id_fkey" FOREIGN KEY ("org_id","transport_id") REFERENCES "public"."transport"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_org_id_purchase_order_id_fkey" FOREIGN KEY ("org_id","purchase_order_id") REFERENCES "public"."purchase_order"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_org_id_transport_id_fkey" FOREIGN KEY ("org_id","transport_id") REFERENCES "public"."transport"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_number_key" ON "purchase_order" USING btree ("org_id","number") WHERE "purchase_order"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_order_search" ON "purchase_order" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "purchase_order_by_status" ON "purchase_order" USING btree ("org_id","status","date","id");--> statement-breakpoint
CREATE INDEX "purchase_order_by_date" ON "purchase_order" USING btree ("org_id","date","id");--> statement-breakpoint
CREATE INDEX "purchase_order_by_party" ON "purchase_order" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "purchase_order_by_branch" ON "purchase_order" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "purchase_order_by_transport" ON "purchase_order" USING btree ("org_id","transport_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_by_item" ON "purchase_order_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_by_uom" ON "purchase_order_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_number_key" ON "sales_order" USING btree ("org_id","number") WHERE "sales_order"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_order_search" ON "sales_order" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "sales_order_by_status" ON "sales_order" USING btree ("org_id","status","date","id");--> statement-breakpoint
CREATE INDEX "sales_order_by_date" ON "sales_order" USING btree ("org_id","date","id");--> statement-breakpoint
CREATE INDEX "sales_order_by_party" ON "sales_order" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "sales_order_by_branch" ON "sales_order" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "sales_order_by_transport" ON "sales_order" USING btree ("org_id","transport_id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_by_item" ON "sales_order_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_by_uom" ON "sales_order_lines" USING btree ("org_id","uom_id");