CREATE TABLE "department_transfer" (
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
	"from_department_id" bigint,
	"to_department_id" bigint,
	"reason" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_transfer_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "department_transfer_status_check" CHECK ("department_transfer"."status" IN (0, 7, 90)),
	CONSTRAINT "department_transfer_number_check" CHECK ("department_transfer"."status" = 0 OR "department_transfer"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "department_transfer_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"department_transfer_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" bigint,
	"from_stock_area_id" bigint,
	"to_stock_area_id" bigint,
	"lot_number" text,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "department_transfer_lines_department_transfer_id_line_no_key" UNIQUE("department_transfer_id","line_no"),
	CONSTRAINT "department_transfer_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "department_transfer_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"department_transfer_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_transfer_revision_org_id_department_transfe_db035956" UNIQUE("org_id","department_transfer_id","revision"),
	CONSTRAINT "department_transfer_revision_revision_check" CHECK ("department_transfer_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_request" (
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
	"required_by" date,
	"purpose" text,
	"sales_order_id" bigint,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_request_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "material_request_status_check" CHECK ("material_request"."status" IN (0, 5, 10, 20, 30, 90)),
	CONSTRAINT "material_request_number_check" CHECK ("material_request"."status" = 0 OR "material_request"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "material_request_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"material_request_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" bigint,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"rate" numeric(14, 2),
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"allocated_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"issued_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "material_request_lines_material_request_id_line_no_key" UNIQUE("material_request_id","line_no"),
	CONSTRAINT "material_request_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "material_request_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"material_request_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_request_revision_org_id_material_request_id_r_b12f152f" UNIQUE("org_id","material_request_id","revision"),
	CONSTRAINT "material_request_revision_revision_check" CHECK ("material_request_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfer" (
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
	"from_branch_id" bigint,
	"to_branch_id" bigint,
	"challan_number" text,
	"challan_date" date,
	"vehicle_number" text,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_transfer_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "stock_transfer_status_check" CHECK ("stock_transfer"."status" IN (0, 10, 20, 30, 90)),
	CONSTRAINT "stock_transfer_number_check" CHECK ("stock_transfer"."status" = 0 OR "stock_transfer"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"stock_transfer_id" bigint NOT NULL,
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
	"validated_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_transfer_lines_stock_transfer_id_line_no_key" UNIQUE("stock_transfer_id","line_no"),
	CONSTRAINT "stock_transfer_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"stock_transfer_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_transfer_revision_org_id_stock_transfer_id_revision_key" UNIQUE("org_id","stock_transfer_id","revision"),
	CONSTRAINT "stock_transfer_revision_revision_check" CHECK ("stock_transfer_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_validation" (
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
	"stock_transfer_id" bigint,
	"date" date,
	"received_by" text,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_validation_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "transfer_validation_status_check" CHECK ("transfer_validation"."status" IN (0, 7, 90)),
	CONSTRAINT "transfer_validation_number_check" CHECK ("transfer_validation"."status" = 0 OR "transfer_validation"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "transfer_validation_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"transfer_validation_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"stock_transfer_line_id" bigint,
	"item_id" bigint,
	"quantity" numeric(14, 3),
	"received_quantity" numeric(14, 3),
	"short_quantity" numeric(14, 3),
	"short_reason" text,
	"uom_id" bigint,
	"stock_area_id" bigint,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "transfer_validation_lines_transfer_validation_id_line_no_key" UNIQUE("transfer_validation_id","line_no"),
	CONSTRAINT "transfer_validation_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "transfer_validation_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"transfer_validation_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_validation_revision_org_id_transfer_validatio_fa2ec54b" UNIQUE("org_id","transfer_validation_id","revision"),
	CONSTRAINT "transfer_validation_revision_revision_check" CHECK ("transfer_validation_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "department_transfer" ADD CONSTRAINT "department_transfer_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer" ADD CONSTRAINT "department_transfer_org_id_from_department_id_fkey" FOREIGN KEY ("org_id","from_department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer" ADD CONSTRAINT "department_transfer_org_id_to_department_id_fkey" FOREIGN KEY ("org_id","to_department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD CONSTRAINT "department_transfer_lines_org_id_department_transfer_id_fkey" FOREIGN KEY ("org_id","department_transfer_id") REFERENCES "public"."department_transfer"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD CONSTRAINT "department_transfer_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD CONSTRAINT "department_transfer_lines_org_id_from_stock_area_id_fkey" FOREIGN KEY ("org_id","from_stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD CONSTRAINT "department_transfer_lines_org_id_to_stock_area_id_fkey" FOREIGN KEY ("org_id","to_stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer_lines" ADD CONSTRAINT "department_transfer_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer_revision" ADD CONSTRAINT "department_transfer_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_transfer_revision" ADD CONSTRAINT "department_transfer_revision_org_id_department_transfer_id_fkey" FOREIGN KEY ("org_id","department_transfer_id") REFERENCES "public"."department_transfer"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request" ADD CONSTRAINT "material_request_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request" ADD CONSTRAINT "material_request_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request" ADD CONSTRAINT "material_request_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_lines" ADD CONSTRAINT "material_request_lines_org_id_material_request_id_fkey" FOREIGN KEY ("org_id","material_request_id") REFERENCES "public"."material_request"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_lines" ADD CONSTRAINT "material_request_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_lines" ADD CONSTRAINT "material_request_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_revision" ADD CONSTRAINT "material_request_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_revision" ADD CONSTRAINT "material_request_revision_org_id_material_request_id_fkey" FOREIGN KEY ("org_id","material_request_id") REFERENCES "public"."material_request"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer" ADD CONSTRAINT "stock_transfer_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer" ADD CONSTRAINT "stock_transfer_org_id_from_branch_id_fkey" FOREIGN KEY ("org_id","from_branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer" ADD CONSTRAINT "stock_transfer_org_id_to_branch_id_fkey" FOREIGN KEY ("org_id","to_branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_org_id_stock_transfer_id_fkey" FOREIGN KEY ("org_id","stock_transfer_id") REFERENCES "public"."stock_transfer"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_revision" ADD CONSTRAINT "stock_transfer_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_revision" ADD CONSTRAINT "stock_transfer_revision_org_id_stock_transfer_id_fkey" FOREIGN KEY ("org_id","stock_transfer_id") REFERENCES "public"."stock_transfer"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation" ADD CONSTRAINT "transfer_validation_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation" ADD CONSTRAINT "transfer_validation_org_id_stock_transfer_id_fkey" FOREIGN KEY ("org_id","stock_transfer_id") REFERENCES "public"."stock_transfer"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation_lines" ADD CONSTRAINT "transfer_validation_lines_org_id_transfer_validation_id_fkey" FOREIGN KEY ("org_id","transfer_validation_id") REFERENCES "public"."transfer_validation"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation_lines" ADD CONSTRAINT "transfer_validation_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation_lines" ADD CONSTRAINT "transfer_validation_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation_lines" ADD CONSTRAINT "transfer_validation_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation_revision" ADD CONSTRAINT "transfer_validation_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_validation_revision" ADD CONSTRAINT "transfer_validation_revision_org_id_transfer_validation_id_fkey" FOREIGN KEY ("org_id","transfer_validation_id") REFERENCES "public"."transfer_validation"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "department_transfer_number_key" ON "department_transfer" USING btree ("org_id","number") WHERE "department_transfer"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "department_transfer_search" ON "department_transfer" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "department_transfer_by_status" ON "department_transfer" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "department_transfer_by_date" ON "department_transfer" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "department_transfer_by_from_department" ON "department_transfer" USING btree ("org_id","from_department_id");--> statement-breakpoint
CREATE INDEX "department_transfer_by_to_department" ON "department_transfer" USING btree ("org_id","to_department_id");--> statement-breakpoint
CREATE INDEX "department_transfer_lines_by_item" ON "department_transfer_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "department_transfer_lines_by_from_stock_area" ON "department_transfer_lines" USING btree ("org_id","from_stock_area_id");--> statement-breakpoint
CREATE INDEX "department_transfer_lines_by_to_stock_area" ON "department_transfer_lines" USING btree ("org_id","to_stock_area_id");--> statement-breakpoint
CREATE INDEX "department_transfer_lines_by_uom" ON "department_transfer_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_request_number_key" ON "material_request" USING btree ("org_id","number") WHERE "material_request"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "material_request_search" ON "material_request" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "material_request_by_status" ON "material_request" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "material_request_by_date" ON "material_request" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "material_request_by_department" ON "material_request" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE INDEX "material_request_by_sales_order" ON "material_request" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "material_request_lines_by_item" ON "material_request_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "material_request_lines_by_uom" ON "material_request_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfer_number_key" ON "stock_transfer" USING btree ("org_id","number") WHERE "stock_transfer"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_transfer_search" ON "stock_transfer" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "stock_transfer_by_status" ON "stock_transfer" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "stock_transfer_by_date" ON "stock_transfer" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "stock_transfer_by_from_branch" ON "stock_transfer" USING btree ("org_id","from_branch_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_by_to_branch" ON "stock_transfer" USING btree ("org_id","to_branch_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_by_item" ON "stock_transfer_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_by_stock_area" ON "stock_transfer_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_by_uom" ON "stock_transfer_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_validation_number_key" ON "transfer_validation" USING btree ("org_id","number") WHERE "transfer_validation"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transfer_validation_search" ON "transfer_validation" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "transfer_validation_by_status" ON "transfer_validation" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "transfer_validation_by_date" ON "transfer_validation" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "transfer_validation_by_stock_transfer" ON "transfer_validation" USING btree ("org_id","stock_transfer_id");--> statement-breakpoint
CREATE INDEX "transfer_validation_lines_by_item" ON "transfer_validation_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "transfer_validation_lines_by_uom" ON "transfer_validation_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "transfer_validation_lines_by_stock_area" ON "transfer_validation_lines" USING btree ("org_id","stock_area_id");