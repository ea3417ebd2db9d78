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
ALTER TABLE "stock_balance" ADD COLUMN "reserved" numeric(16, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_allocation" ADD CONSTRAINT "material_allocation_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation" ADD CONSTRAINT "material_allocation_org_id_material_request_id_fkey" FOREIGN KEY ("org_id","material_request_id") REFERENCES "public"."material_request"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_material_allocation_id_fkey" FOREIGN KEY ("org_id","material_allocation_id") REFERENCES "public"."material_allocation"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_lines" ADD CONSTRAINT "material_allocation_lines_org_id_to_stock_area_id_fkey" FOREIGN KEY ("org_id","to_stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_revision" ADD CONSTRAINT "material_allocation_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_allocation_revision" ADD CONSTRAINT "material_allocation_revision_org_id_material_allocation_id_fkey" FOREIGN KEY ("org_id","material_allocation_id") REFERENCES "public"."material_allocation"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD CONSTRAINT "stock_reservation_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD CONSTRAINT "stock_reservation_org_id_balance_id_fkey" FOREIGN KEY ("org_id","balance_id") REFERENCES "public"."stock_balance"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD CONSTRAINT "stock_reservation_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_allocation_number_key" ON "material_allocation" USING btree ("org_id","number") WHERE "material_allocation"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "material_allocation_search" ON "material_allocation" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "material_allocation_by_status" ON "material_allocation" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "material_allocation_by_date" ON "material_allocation" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "material_allocation_by_material_request" ON "material_allocation" USING btree ("org_id","material_request_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_item" ON "material_allocation_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_stock_area" ON "material_allocation_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_uom" ON "material_allocation_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "material_allocation_lines_by_to_stock_area" ON "material_allocation_lines" USING btree ("org_id","to_stock_area_id");--> statement-breakpoint
CREATE INDEX "stock_reservation_by_balance" ON "stock_reservation" USING btree ("org_id","balance_id");--> statement-breakpoint
CREATE INDEX "stock_reservation_by_document" ON "stock_reservation" USING btree ("org_id","document_type","document_id");--> statement-breakpoint
CREATE INDEX "stock_reservation_by_sales_order" ON "stock_reservation" USING btree ("org_id","sales_order_id");--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_reserved_check" CHECK ("stock_balance"."reserved" >= 0 AND "stock_balance"."reserved" <= "stock_balance"."quantity");