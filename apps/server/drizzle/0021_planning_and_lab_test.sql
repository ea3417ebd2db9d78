CREATE TABLE "lab_test" (
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
	"item_id" bigint,
	"lot_number" text,
	"report_id" text,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_test_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "lab_test_status_check" CHECK ("lab_test"."status" IN (0, 7)),
	CONSTRAINT "lab_test_number_check" CHECK ("lab_test"."status" = 0 OR "lab_test"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "lab_test_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"lab_test_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"parameter_id" bigint,
	"reading" numeric(14, 4),
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_test_lines_lab_test_id_line_no_key" UNIQUE("lab_test_id","line_no"),
	CONSTRAINT "lab_test_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "lab_test_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"lab_test_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_test_revision_org_id_lab_test_id_revision_key" UNIQUE("org_id","lab_test_id","revision"),
	CONSTRAINT "lab_test_revision_revision_check" CHECK ("lab_test_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "planning" (
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
	"plan_name" text,
	"date" date,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "planning_status_check" CHECK ("planning"."status" IN (0, 10, 30, 90)),
	CONSTRAINT "planning_number_check" CHECK ("planning"."status" = 0 OR "planning"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "planning_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"planning_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"sales_order_line_id" bigint,
	"sales_order_id" bigint,
	"item_id" bigint,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"by_date" date,
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "planning_lines_planning_id_line_no_key" UNIQUE("planning_id","line_no"),
	CONSTRAINT "planning_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "planning_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"planning_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_revision_org_id_planning_id_revision_key" UNIQUE("org_id","planning_id","revision"),
	CONSTRAINT "planning_revision_revision_check" CHECK ("planning_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "material_request_lines" ADD COLUMN "planning_id" bigint;--> statement-breakpoint
ALTER TABLE "lab_test" ADD CONSTRAINT "lab_test_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test" ADD CONSTRAINT "lab_test_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_lines" ADD CONSTRAINT "lab_test_lines_org_id_lab_test_id_fkey" FOREIGN KEY ("org_id","lab_test_id") REFERENCES "public"."lab_test"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_lines" ADD CONSTRAINT "lab_test_lines_org_id_parameter_id_fkey" FOREIGN KEY ("org_id","parameter_id") REFERENCES "public"."custom_param"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_revision" ADD CONSTRAINT "lab_test_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_revision" ADD CONSTRAINT "lab_test_revision_org_id_lab_test_id_fkey" FOREIGN KEY ("org_id","lab_test_id") REFERENCES "public"."lab_test"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning" ADD CONSTRAINT "planning_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_lines" ADD CONSTRAINT "planning_lines_org_id_planning_id_fkey" FOREIGN KEY ("org_id","planning_id") REFERENCES "public"."planning"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_lines" ADD CONSTRAINT "planning_lines_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_lines" ADD CONSTRAINT "planning_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_lines" ADD CONSTRAINT "planning_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_revision" ADD CONSTRAINT "planning_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_revision" ADD CONSTRAINT "planning_revision_org_id_planning_id_fkey" FOREIGN KEY ("org_id","planning_id") REFERENCES "public"."planning"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_test_number_key" ON "lab_test" USING btree ("org_id","number") WHERE "lab_test"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "lab_test_search" ON "lab_test" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "lab_test_by_status" ON "lab_test" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "lab_test_by_date" ON "lab_test" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "lab_test_by_item" ON "lab_test" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "lab_test_lines_by_parameter" ON "lab_test_lines" USING btree ("org_id","parameter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planning_number_key" ON "planning" USING btree ("org_id","number") WHERE "planning"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "planning_search" ON "planning" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "planning_by_status" ON "planning" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "planning_by_date" ON "planning" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "planning_lines_by_sales_order" ON "planning_lines" USING btree ("org_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "planning_lines_by_item" ON "planning_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "planning_lines_by_uom" ON "planning_lines" USING btree ("org_id","uom_id");