CREATE TABLE "bag_making_process" (
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
	"machine_id" bigint,
	"shift" text,
	"cutting" boolean,
	"stitching" boolean,
	"printing" boolean,
	"sales_order_id" bigint,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_making_process_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "bag_making_process_status_check" CHECK ("bag_making_process"."status" IN (0, 7, 90)),
	CONSTRAINT "bag_making_process_number_check" CHECK ("bag_making_process"."status" = 0 OR "bag_making_process"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "bag_making_process_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"bag_making_process_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"line_role" text,
	"item_id" bigint,
	"cost_head_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"roll_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"weight_kg" numeric(14, 3),
	"rate" numeric(14, 2),
	"sales_order_line_id" bigint,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "bag_making_process_lines_bag_making_process_id_line_no_key" UNIQUE("bag_making_process_id","line_no"),
	CONSTRAINT "bag_making_process_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "bag_making_process_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"bag_making_process_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_making_process_revision_org_id_bag_making_process__c62b0846" UNIQUE("org_id","bag_making_process_id","revision"),
	CONSTRAINT "bag_making_process_revision_revision_check" CHECK ("bag_making_process_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lot_wise_production_batch" (
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
	"mould_id" bigint,
	"granule_lot" text,
	"shots" numeric(14, 3),
	"machine_id" bigint,
	"shift" text,
	"sales_order_id" bigint,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_wise_production_batch_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "lot_wise_production_batch_status_check" CHECK ("lot_wise_production_batch"."status" IN (0, 7, 90)),
	CONSTRAINT "lot_wise_production_batch_number_check" CHECK ("lot_wise_production_batch"."status" = 0 OR "lot_wise_production_batch"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "lot_wise_production_batch_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"lot_wise_production_batch_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"line_role" text,
	"item_id" bigint,
	"cost_head_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"roll_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"weight_kg" numeric(14, 3),
	"rate" numeric(14, 2),
	"sales_order_line_id" bigint,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "lot_wise_production_batch_lines_lot_wise_production_ba_bdba681e" UNIQUE("lot_wise_production_batch_id","line_no"),
	CONSTRAINT "lot_wise_production_batch_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "lot_wise_production_batch_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"lot_wise_production_batch_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_wise_production_batch_revision_org_id_lot_wise_pro_a59fd794" UNIQUE("org_id","lot_wise_production_batch_id","revision"),
	CONSTRAINT "lot_wise_production_batch_revision_revision_check" CHECK ("lot_wise_production_batch_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "new_production_batch" (
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
	"stage" text,
	"process_id" bigint,
	"machine_id" bigint,
	"shift" text,
	"sales_order_id" bigint,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_production_batch_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "new_production_batch_status_check" CHECK ("new_production_batch"."status" IN (0, 7, 90)),
	CONSTRAINT "new_production_batch_number_check" CHECK ("new_production_batch"."status" = 0 OR "new_production_batch"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "new_production_batch_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"new_production_batch_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"line_role" text,
	"item_id" bigint,
	"cost_head_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"roll_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"weight_kg" numeric(14, 3),
	"metres" numeric(14, 2),
	"denier" numeric(7, 2),
	"gsm_added" numeric(6, 2),
	"rate" numeric(14, 2),
	"sales_order_line_id" bigint,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "new_production_batch_lines_new_production_batch_id_line_no_key" UNIQUE("new_production_batch_id","line_no"),
	CONSTRAINT "new_production_batch_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "new_production_batch_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"new_production_batch_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_production_batch_revision_org_id_new_production_ba_ce89dadd" UNIQUE("org_id","new_production_batch_id","revision"),
	CONSTRAINT "new_production_batch_revision_revision_check" CHECK ("new_production_batch_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "production_batch" (
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
	"bom_id" bigint,
	"batch_size" numeric(14, 3),
	"sales_order_id" bigint,
	"process_id" bigint,
	"remarks" text,
	"yield_percent" numeric(14, 2),
	"bom_yield_percent" numeric(14, 2),
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_batch_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "production_batch_status_check" CHECK ("production_batch"."status" IN (0, 7, 90)),
	CONSTRAINT "production_batch_number_check" CHECK ("production_batch"."status" = 0 OR "production_batch"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "production_batch_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"production_batch_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"line_role" text,
	"item_id" bigint,
	"cost_head_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"roll_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"weight_kg" numeric(14, 3),
	"rate" numeric(14, 2),
	"sales_order_line_id" bigint,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "production_batch_lines_production_batch_id_line_no_key" UNIQUE("production_batch_id","line_no"),
	CONSTRAINT "production_batch_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "production_batch_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"production_batch_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_batch_revision_org_id_production_batch_id_r_132d1ebe" UNIQUE("org_id","production_batch_id","revision"),
	CONSTRAINT "production_batch_revision_revision_check" CHECK ("production_batch_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slitting_process" (
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
	"machine_id" bigint,
	"shift" text,
	"sales_order_id" bigint,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slitting_process_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "slitting_process_status_check" CHECK ("slitting_process"."status" IN (0, 7, 90)),
	CONSTRAINT "slitting_process_number_check" CHECK ("slitting_process"."status" = 0 OR "slitting_process"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "slitting_process_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"slitting_process_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"line_role" text,
	"item_id" bigint,
	"cost_head_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"roll_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"weight_kg" numeric(14, 3),
	"metres" numeric(14, 2),
	"width_inches" numeric(5, 2),
	"rate" numeric(14, 2),
	"sales_order_line_id" bigint,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "slitting_process_lines_slitting_process_id_line_no_key" UNIQUE("slitting_process_id","line_no"),
	CONSTRAINT "slitting_process_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "slitting_process_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"slitting_process_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slitting_process_revision_org_id_slitting_process_id_r_c90471b2" UNIQUE("org_id","slitting_process_id","revision"),
	CONSTRAINT "slitting_process_revision_revision_check" CHECK ("slitting_process_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "weaving_process" (
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
	"machine_id" bigint,
	"shift" text,
	"operator" text,
	"tubular" boolean,
	"sales_order_id" bigint,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weaving_process_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "weaving_process_status_check" CHECK ("weaving_process"."status" IN (0, 7, 90)),
	CONSTRAINT "weaving_process_number_check" CHECK ("weaving_process"."status" = 0 OR "weaving_process"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "weaving_process_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"weaving_process_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"line_role" text,
	"item_id" bigint,
	"cost_head_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"roll_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"weight_kg" numeric(14, 3),
	"metres" numeric(14, 2),
	"width_inches" numeric(5, 2),
	"mesh" text,
	"gsm" numeric(14, 2),
	"rate" numeric(14, 2),
	"sales_order_line_id" bigint,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "weaving_process_lines_weaving_process_id_line_no_key" UNIQUE("weaving_process_id","line_no"),
	CONSTRAINT "weaving_process_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "weaving_process_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"weaving_process_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weaving_process_revision_org_id_weaving_process_id_revision_key" UNIQUE("org_id","weaving_process_id","revision"),
	CONSTRAINT "weaving_process_revision_revision_check" CHECK ("weaving_process_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cost_head" ADD COLUMN "rate_basis" text;--> statement-breakpoint
ALTER TABLE "cost_head" ADD COLUMN "rate" numeric;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "scrap_rate" numeric;--> statement-breakpoint
ALTER TABLE "mould" ADD COLUMN "material_item_id" bigint;--> statement-breakpoint
ALTER TABLE "bag_making_process" ADD CONSTRAINT "bag_making_process_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_making_process" ADD CONSTRAINT "bag_making_process_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_making_process" ADD CONSTRAINT "bag_making_process_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_making_process_lines" ADD CONSTRAINT "bag_making_process_lines_org_id_bag_making_process_id_fkey" FOREIGN KEY ("org_id","bag_making_process_id") REFERENCES "public"."bag_making_process"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_making_process_lines" ADD CONSTRAINT "bag_making_process_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_making_process_lines" ADD CONSTRAINT "bag_making_process_lines_org_id_cost_head_id_fkey" FOREIGN KEY ("org_id","cost_head_id") REFERENCES "public"."cost_head"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_making_process_lines" ADD CONSTRAINT "bag_making_process_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_making_process_lines" ADD CONSTRAINT "bag_making_process_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_making_process_revision" ADD CONSTRAINT "bag_making_process_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_making_process_revision" ADD CONSTRAINT "bag_making_process_revision_org_id_bag_making_process_id_fkey" FOREIGN KEY ("org_id","bag_making_process_id") REFERENCES "public"."bag_making_process"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch" ADD CONSTRAINT "lot_wise_production_batch_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch" ADD CONSTRAINT "lot_wise_production_batch_org_id_mould_id_fkey" FOREIGN KEY ("org_id","mould_id") REFERENCES "public"."mould"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch" ADD CONSTRAINT "lot_wise_production_batch_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch" ADD CONSTRAINT "lot_wise_production_batch_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch_lines" ADD CONSTRAINT "lot_wise_production_batch_lines_org_id_lot_wise_produc_6b66ef52" FOREIGN KEY ("org_id","lot_wise_production_batch_id") REFERENCES "public"."lot_wise_production_batch"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch_lines" ADD CONSTRAINT "lot_wise_production_batch_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch_lines" ADD CONSTRAINT "lot_wise_production_batch_lines_org_id_cost_head_id_fkey" FOREIGN KEY ("org_id","cost_head_id") REFERENCES "public"."cost_head"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch_lines" ADD CONSTRAINT "lot_wise_production_batch_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch_lines" ADD CONSTRAINT "lot_wise_production_batch_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch_revision" ADD CONSTRAINT "lot_wise_production_batch_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch_revision" ADD CONSTRAINT "lot_wise_production_batch_revision_org_id_lot_wise_pro_cd8f65d0" FOREIGN KEY ("org_id","lot_wise_production_batch_id") REFERENCES "public"."lot_wise_production_batch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch" ADD CONSTRAINT "new_production_batch_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch" ADD CONSTRAINT "new_production_batch_org_id_process_id_fkey" FOREIGN KEY ("org_id","process_id") REFERENCES "public"."process"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch" ADD CONSTRAINT "new_production_batch_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch" ADD CONSTRAINT "new_production_batch_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch_lines" ADD CONSTRAINT "new_production_batch_lines_org_id_new_production_batch_id_fkey" FOREIGN KEY ("org_id","new_production_batch_id") REFERENCES "public"."new_production_batch"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch_lines" ADD CONSTRAINT "new_production_batch_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch_lines" ADD CONSTRAINT "new_production_batch_lines_org_id_cost_head_id_fkey" FOREIGN KEY ("org_id","cost_head_id") REFERENCES "public"."cost_head"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch_lines" ADD CONSTRAINT "new_production_batch_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch_lines" ADD CONSTRAINT "new_production_batch_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch_revision" ADD CONSTRAINT "new_production_batch_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_production_batch_revision" ADD CONSTRAINT "new_production_batch_revision_org_id_new_production_ba_3dac38f2" FOREIGN KEY ("org_id","new_production_batch_id") REFERENCES "public"."new_production_batch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch" ADD CONSTRAINT "production_batch_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch" ADD CONSTRAINT "production_batch_org_id_bom_id_fkey" FOREIGN KEY ("org_id","bom_id") REFERENCES "public"."bom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch" ADD CONSTRAINT "production_batch_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch" ADD CONSTRAINT "production_batch_org_id_process_id_fkey" FOREIGN KEY ("org_id","process_id") REFERENCES "public"."process"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch_lines" ADD CONSTRAINT "production_batch_lines_org_id_production_batch_id_fkey" FOREIGN KEY ("org_id","production_batch_id") REFERENCES "public"."production_batch"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch_lines" ADD CONSTRAINT "production_batch_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch_lines" ADD CONSTRAINT "production_batch_lines_org_id_cost_head_id_fkey" FOREIGN KEY ("org_id","cost_head_id") REFERENCES "public"."cost_head"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch_lines" ADD CONSTRAINT "production_batch_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch_lines" ADD CONSTRAINT "production_batch_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch_revision" ADD CONSTRAINT "production_batch_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batch_revision" ADD CONSTRAINT "production_batch_revision_org_id_production_batch_id_fkey" FOREIGN KEY ("org_id","production_batch_id") REFERENCES "public"."production_batch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process" ADD CONSTRAINT "slitting_process_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process" ADD CONSTRAINT "slitting_process_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process" ADD CONSTRAINT "slitting_process_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process_lines" ADD CONSTRAINT "slitting_process_lines_org_id_slitting_process_id_fkey" FOREIGN KEY ("org_id","slitting_process_id") REFERENCES "public"."slitting_process"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process_lines" ADD CONSTRAINT "slitting_process_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process_lines" ADD CONSTRAINT "slitting_process_lines_org_id_cost_head_id_fkey" FOREIGN KEY ("org_id","cost_head_id") REFERENCES "public"."cost_head"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process_lines" ADD CONSTRAINT "slitting_process_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process_lines" ADD CONSTRAINT "slitting_process_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process_revision" ADD CONSTRAINT "slitting_process_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slitting_process_revision" ADD CONSTRAINT "slitting_process_revision_org_id_slitting_process_id_fkey" FOREIGN KEY ("org_id","slitting_process_id") REFERENCES "public"."slitting_process"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process" ADD CONSTRAINT "weaving_process_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process" ADD CONSTRAINT "weaving_process_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process" ADD CONSTRAINT "weaving_process_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process_lines" ADD CONSTRAINT "weaving_process_lines_org_id_weaving_process_id_fkey" FOREIGN KEY ("org_id","weaving_process_id") REFERENCES "public"."weaving_process"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process_lines" ADD CONSTRAINT "weaving_process_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process_lines" ADD CONSTRAINT "weaving_process_lines_org_id_cost_head_id_fkey" FOREIGN KEY ("org_id","cost_head_id") REFERENCES "public"."cost_head"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process_lines" ADD CONSTRAINT "weaving_process_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process_lines" ADD CONSTRAINT "weaving_process_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process_revision" ADD CONSTRAINT "weaving_process_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weaving_process_revision" ADD CONSTRAINT "weaving_process_revision_org_id_weaving_process_id_fkey" FOREIGN KEY ("org_id","weaving_process_id") REFERENCES "public"."weaving_process"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bag_making_process_number_key" ON "bag_making_process" USING btree ("org_id","number") WHERE "bag_making_process"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bag_making_process_search" ON "bag_making_process" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "bag_making_process_by_status" ON "bag_making_process" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "bag_making_process_by_date" ON "bag_making_process" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "bag_making_process_by_machine" ON "bag_making_process" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "bag_making_process_by_sales_order" ON "bag_making_process" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "bag_making_process_lines_by_item" ON "bag_making_process_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "bag_making_process_lines_by_cost_head" ON "bag_making_process_lines" USING btree ("org_id","cost_head_id");--> statement-breakpoint
CREATE INDEX "bag_making_process_lines_by_stock_area" ON "bag_making_process_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "bag_making_process_lines_by_uom" ON "bag_making_process_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_wise_production_batch_number_key" ON "lot_wise_production_batch" USING btree ("org_id","number") WHERE "lot_wise_production_batch"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_search" ON "lot_wise_production_batch" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_by_status" ON "lot_wise_production_batch" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_by_date" ON "lot_wise_production_batch" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_by_mould" ON "lot_wise_production_batch" USING btree ("org_id","mould_id");--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_by_machine" ON "lot_wise_production_batch" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_by_sales_order" ON "lot_wise_production_batch" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_lines_by_item" ON "lot_wise_production_batch_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_lines_by_cost_head" ON "lot_wise_production_batch_lines" USING btree ("org_id","cost_head_id");--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_lines_by_stock_area" ON "lot_wise_production_batch_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "lot_wise_production_batch_lines_by_uom" ON "lot_wise_production_batch_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_production_batch_number_key" ON "new_production_batch" USING btree ("org_id","number") WHERE "new_production_batch"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "new_production_batch_search" ON "new_production_batch" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "new_production_batch_by_status" ON "new_production_batch" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "new_production_batch_by_date" ON "new_production_batch" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "new_production_batch_by_process" ON "new_production_batch" USING btree ("org_id","process_id");--> statement-breakpoint
CREATE INDEX "new_production_batch_by_machine" ON "new_production_batch" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "new_production_batch_by_sales_order" ON "new_production_batch" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "new_production_batch_lines_by_item" ON "new_production_batch_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "new_production_batch_lines_by_cost_head" ON "new_production_batch_lines" USING btree ("org_id","cost_head_id");--> statement-breakpoint
CREATE INDEX "new_production_batch_lines_by_stock_area" ON "new_production_batch_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "new_production_batch_lines_by_uom" ON "new_production_batch_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_batch_number_key" ON "production_batch" USING btree ("org_id","number") WHERE "production_batch"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "production_batch_search" ON "production_batch" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "production_batch_by_status" ON "production_batch" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "production_batch_by_date" ON "production_batch" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "production_batch_by_bom" ON "production_batch" USING btree ("org_id","bom_id");--> statement-breakpoint
CREATE INDEX "production_batch_by_sales_order" ON "production_batch" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "production_batch_by_process" ON "production_batch" USING btree ("org_id","process_id");--> statement-breakpoint
CREATE INDEX "production_batch_lines_by_item" ON "production_batch_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "production_batch_lines_by_cost_head" ON "production_batch_lines" USING btree ("org_id","cost_head_id");--> statement-breakpoint
CREATE INDEX "production_batch_lines_by_stock_area" ON "production_batch_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "production_batch_lines_by_uom" ON "production_batch_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slitting_process_number_key" ON "slitting_process" USING btree ("org_id","number") WHERE "slitting_process"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "slitting_process_search" ON "slitting_process" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "slitting_process_by_status" ON "slitting_process" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "slitting_process_by_date" ON "slitting_process" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "slitting_process_by_machine" ON "slitting_process" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "slitting_process_by_sales_order" ON "slitting_process" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "slitting_process_lines_by_item" ON "slitting_process_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "slitting_process_lines_by_cost_head" ON "slitting_process_lines" USING btree ("org_id","cost_head_id");--> statement-breakpoint
CREATE INDEX "slitting_process_lines_by_stock_area" ON "slitting_process_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "slitting_process_lines_by_uom" ON "slitting_process_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weaving_process_number_key" ON "weaving_process" USING btree ("org_id","number") WHERE "weaving_process"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "weaving_process_search" ON "weaving_process" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "weaving_process_by_status" ON "weaving_process" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "weaving_process_by_date" ON "weaving_process" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "weaving_process_by_machine" ON "weaving_process" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "weaving_process_by_sales_order" ON "weaving_process" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "weaving_process_lines_by_item" ON "weaving_process_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "weaving_process_lines_by_cost_head" ON "weaving_process_lines" USING btree ("org_id","cost_head_id");--> statement-breakpoint
CREATE INDEX "weaving_process_lines_by_stock_area" ON "weaving_process_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "weaving_process_lines_by_uom" ON "weaving_process_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
ALTER TABLE "mould" ADD CONSTRAINT "mould_org_id_material_item_id_fkey" FOREIGN KEY ("org_id","material_item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mould_by_material_item" ON "mould" USING btree ("org_id","material_item_id");