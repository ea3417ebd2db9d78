CREATE TABLE "purchase_bill" (
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
	"supplier_bill_number" text,
	"supplier_bill_date" date,
	"date" date,
	"branch_id" bigint,
	"place_of_supply" text,
	"purchase_order_id" bigint,
	"freight" numeric(14, 2),
	"other_charges" numeric(14, 2),
	"remarks" text,
	"match_reasons" text,
	"itc_cgst" numeric(14, 2),
	"itc_sgst" numeric(14, 2),
	"itc_igst" numeric(14, 2),
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_bill_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "purchase_bill_status_check" CHECK ("purchase_bill"."status" IN (0, 5, 7, 90)),
	CONSTRAINT "purchase_bill_number_check" CHECK ("purchase_bill"."status" = 0 OR "purchase_bill"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "purchase_bill_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"purchase_bill_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"purchase_order_line_id" bigint,
	"inward_line_id" bigint,
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
	CONSTRAINT "purchase_bill_lines_purchase_bill_id_line_no_key" UNIQUE("purchase_bill_id","line_no"),
	CONSTRAINT "purchase_bill_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_bill_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"purchase_bill_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_bill_revision_org_id_purchase_bill_id_revision_key" UNIQUE("org_id","purchase_bill_id","revision"),
	CONSTRAINT "purchase_bill_revision_revision_check" CHECK ("purchase_bill_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "billed_quantity" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_bill" ADD CONSTRAINT "purchase_bill_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bill" ADD CONSTRAINT "purchase_bill_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bill" ADD CONSTRAINT "purchase_bill_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bill" ADD CONSTRAINT "purchase_bill_org_id_purchase_order_id_fkey" FOREIGN KEY ("org_id","purchase_order_id") REFERENCES "public"."purchase_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bill_lines" ADD CONSTRAINT "purchase_bill_lines_org_id_purchase_bill_id_fkey" FOREIGN KEY ("org_id","purchase_bill_id") REFERENCES "public"."purchase_bill"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bill_lines" ADD CONSTRAINT "purchase_bill_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bill_lines" ADD CONSTRAINT "purchase_bill_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bill_revision" ADD CONSTRAINT "purchase_bill_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bill_revision" ADD CONSTRAINT "purchase_bill_revision_org_id_purchase_bill_id_fkey" FOREIGN KEY ("org_id","purchase_bill_id") REFERENCES "public"."purchase_bill"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bill_number_key" ON "purchase_bill" USING btree ("org_id","number") WHERE "purchase_bill"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_bill_search" ON "purchase_bill" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "purchase_bill_by_status" ON "purchase_bill" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "purchase_bill_by_date" ON "purchase_bill" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "purchase_bill_by_party" ON "purchase_bill" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "purchase_bill_by_branch" ON "purchase_bill" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "purchase_bill_by_purchase_order" ON "purchase_bill" USING btree ("org_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_bill_lines_by_item" ON "purchase_bill_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "purchase_bill_lines_by_uom" ON "purchase_bill_lines" USING btree ("org_id","uom_id");