CREATE TABLE "dispatch" (
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
	"sales_order_id" bigint,
	"date" date,
	"transport_id" bigint,
	"freight" numeric(14, 2),
	"vehicle_number" text,
	"driver_name" text,
	"lr_number" text,
	"lr_date" date,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "dispatch_status_check" CHECK ("dispatch"."status" IN (0, 7, 90)),
	CONSTRAINT "dispatch_number_check" CHECK ("dispatch"."status" = 0 OR "dispatch"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "dispatch_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"dispatch_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"sales_order_line_id" bigint,
	"parcel_number" text,
	"item_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "dispatch_lines_dispatch_id_line_no_key" UNIQUE("dispatch_id","line_no"),
	CONSTRAINT "dispatch_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "dispatch_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"dispatch_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_revision_org_id_dispatch_id_revision_key" UNIQUE("org_id","dispatch_id","revision"),
	CONSTRAINT "dispatch_revision_revision_check" CHECK ("dispatch_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packaging" (
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
	"sales_order_id" bigint,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packaging_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "packaging_status_check" CHECK ("packaging"."status" IN (0, 7, 90)),
	CONSTRAINT "packaging_number_check" CHECK ("packaging"."status" = 0 OR "packaging"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "packaging_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"packaging_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"parcel_number" text,
	"item_id" bigint,
	"stock_area_id" bigint,
	"lot_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"to_stock_area_id" bigint,
	"gross_weight" numeric(14, 3),
	"net_weight" numeric(14, 3),
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "packaging_lines_packaging_id_line_no_key" UNIQUE("packaging_id","line_no"),
	CONSTRAINT "packaging_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "packaging_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"packaging_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packaging_revision_org_id_packaging_id_revision_key" UNIQUE("org_id","packaging_id","revision"),
	CONSTRAINT "packaging_revision_revision_check" CHECK ("packaging_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dispatch" ADD CONSTRAINT "dispatch_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch" ADD CONSTRAINT "dispatch_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch" ADD CONSTRAINT "dispatch_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch" ADD CONSTRAINT "dispatch_org_id_transport_id_fkey" FOREIGN KEY ("org_id","transport_id") REFERENCES "public"."transport"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_org_id_dispatch_id_fkey" FOREIGN KEY ("org_id","dispatch_id") REFERENCES "public"."dispatch"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_revision" ADD CONSTRAINT "dispatch_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_revision" ADD CONSTRAINT "dispatch_revision_org_id_dispatch_id_fkey" FOREIGN KEY ("org_id","dispatch_id") REFERENCES "public"."dispatch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging" ADD CONSTRAINT "packaging_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging" ADD CONSTRAINT "packaging_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_lines" ADD CONSTRAINT "packaging_lines_org_id_packaging_id_fkey" FOREIGN KEY ("org_id","packaging_id") REFERENCES "public"."packaging"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_lines" ADD CONSTRAINT "packaging_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_lines" ADD CONSTRAINT "packaging_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_lines" ADD CONSTRAINT "packaging_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_lines" ADD CONSTRAINT "packaging_lines_org_id_to_stock_area_id_fkey" FOREIGN KEY ("org_id","to_stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_revision" ADD CONSTRAINT "packaging_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_revision" ADD CONSTRAINT "packaging_revision_org_id_packaging_id_fkey" FOREIGN KEY ("org_id","packaging_id") REFERENCES "public"."packaging"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_number_key" ON "dispatch" USING btree ("org_id","number") WHERE "dispatch"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "dispatch_search" ON "dispatch" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "dispatch_by_status" ON "dispatch" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "dispatch_by_date" ON "dispatch" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "dispatch_by_party" ON "dispatch" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "dispatch_by_sales_order" ON "dispatch" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "dispatch_by_transport" ON "dispatch" USING btree ("org_id","transport_id");--> statement-breakpoint
CREATE INDEX "dispatch_lines_by_item" ON "dispatch_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "dispatch_lines_by_stock_area" ON "dispatch_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "dispatch_lines_by_uom" ON "dispatch_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_number_key" ON "packaging" USING btree ("org_id","number") WHERE "packaging"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "packaging_search" ON "packaging" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "packaging_by_status" ON "packaging" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "packaging_by_date" ON "packaging" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "packaging_by_sales_order" ON "packaging" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "packaging_lines_by_item" ON "packaging_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "packaging_lines_by_stock_area" ON "packaging_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "packaging_lines_by_uom" ON "packaging_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "packaging_lines_by_to_stock_area" ON "packaging_lines" USING btree ("org_id","to_stock_area_id");