CREATE TABLE "daily_production" (
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
	"shift" text,
	"department_id" bigint,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_production_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "daily_production_status_check" CHECK ("daily_production"."status" IN (0, 10, 90)),
	CONSTRAINT "daily_production_number_check" CHECK ("daily_production"."status" = 0 OR "daily_production"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "daily_production_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"daily_production_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"machine_id" bigint,
	"item_id" bigint,
	"metres" numeric(14, 3),
	"kg" numeric(14, 3),
	"pieces" numeric(14, 3),
	"running_hours" numeric(4, 2),
	"stopped_hours" numeric(4, 2),
	"stoppage_reason" text,
	"still_down" boolean,
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_production_lines_daily_production_id_line_no_key" UNIQUE("daily_production_id","line_no"),
	CONSTRAINT "daily_production_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "daily_production_machine_wise" (
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
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_production_machine_wise_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "daily_production_machine_wise_status_check" CHECK ("daily_production_machine_wise"."status" IN (0, 10, 90)),
	CONSTRAINT "daily_production_machine_wise_number_check" CHECK ("daily_production_machine_wise"."status" = 0 OR "daily_production_machine_wise"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "daily_production_machine_wise_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"daily_production_machine_wise_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"shift" text,
	"item_id" bigint,
	"metres" numeric(14, 3),
	"kg" numeric(14, 3),
	"pieces" numeric(14, 3),
	"running_hours" numeric(4, 2),
	"stopped_hours" numeric(4, 2),
	"stoppage_reason" text,
	"still_down" boolean,
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_production_machine_wise_lines_daily_production_m_e737b844" UNIQUE("daily_production_machine_wise_id","line_no"),
	CONSTRAINT "daily_production_machine_wise_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "daily_production_machine_wise_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"daily_production_machine_wise_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_production_machine_wise_revision_org_id_daily_pr_263f2ea9" UNIQUE("org_id","daily_production_machine_wise_id","revision"),
	CONSTRAINT "daily_production_machine_wise_revision_revision_check" CHECK ("daily_production_machine_wise_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "daily_production_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"daily_production_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_production_revision_org_id_daily_production_id_r_8ea17ac1" UNIQUE("org_id","daily_production_id","revision"),
	CONSTRAINT "daily_production_revision_revision_check" CHECK ("daily_production_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "machine_schedule" (
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
	"machine_id" bigint,
	"date" date,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_schedule_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "machine_schedule_status_check" CHECK ("machine_schedule"."status" IN (0, 10, 30, 90)),
	CONSTRAINT "machine_schedule_number_check" CHECK ("machine_schedule"."status" = 0 OR "machine_schedule"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "machine_schedule_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"machine_schedule_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" bigint,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"sales_order_id" bigint,
	"start_date" date,
	"start_hour" numeric(4, 2),
	"hours" numeric(5, 2),
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "machine_schedule_lines_machine_schedule_id_line_no_key" UNIQUE("machine_schedule_id","line_no"),
	CONSTRAINT "machine_schedule_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "machine_schedule_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"machine_schedule_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_schedule_revision_org_id_machine_schedule_id_r_d07102f5" UNIQUE("org_id","machine_schedule_id","revision"),
	CONSTRAINT "machine_schedule_revision_revision_check" CHECK ("machine_schedule_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "machine" ADD COLUMN "rated_output_per_hour" numeric;--> statement-breakpoint
ALTER TABLE "machine" ADD COLUMN "rated_output_unit" text;--> statement-breakpoint
ALTER TABLE "daily_production" ADD CONSTRAINT "daily_production_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production" ADD CONSTRAINT "daily_production_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD CONSTRAINT "daily_production_lines_org_id_daily_production_id_fkey" FOREIGN KEY ("org_id","daily_production_id") REFERENCES "public"."daily_production"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD CONSTRAINT "daily_production_lines_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD CONSTRAINT "daily_production_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise" ADD CONSTRAINT "daily_production_machine_wise_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise" ADD CONSTRAINT "daily_production_machine_wise_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD CONSTRAINT "daily_production_machine_wise_lines_org_id_daily_produ_689b4321" FOREIGN KEY ("org_id","daily_production_machine_wise_id") REFERENCES "public"."daily_production_machine_wise"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD CONSTRAINT "daily_production_machine_wise_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_revision" ADD CONSTRAINT "daily_production_machine_wise_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_revision" ADD CONSTRAINT "daily_production_machine_wise_revision_org_id_daily_pr_6be12e6c" FOREIGN KEY ("org_id","daily_production_machine_wise_id") REFERENCES "public"."daily_production_machine_wise"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_revision" ADD CONSTRAINT "daily_production_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_revision" ADD CONSTRAINT "daily_production_revision_org_id_daily_production_id_fkey" FOREIGN KEY ("org_id","daily_production_id") REFERENCES "public"."daily_production"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_schedule" ADD CONSTRAINT "machine_schedule_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_schedule" ADD CONSTRAINT "machine_schedule_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_schedule_lines" ADD CONSTRAINT "machine_schedule_lines_org_id_machine_schedule_id_fkey" FOREIGN KEY ("org_id","machine_schedule_id") REFERENCES "public"."machine_schedule"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_schedule_lines" ADD CONSTRAINT "machine_schedule_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_schedule_lines" ADD CONSTRAINT "machine_schedule_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_schedule_lines" ADD CONSTRAINT "machine_schedule_lines_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_schedule_revision" ADD CONSTRAINT "machine_schedule_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_schedule_revision" ADD CONSTRAINT "machine_schedule_revision_org_id_machine_schedule_id_fkey" FOREIGN KEY ("org_id","machine_schedule_id") REFERENCES "public"."machine_schedule"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_production_number_key" ON "daily_production" USING btree ("org_id","number") WHERE "daily_production"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "daily_production_search" ON "daily_production" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "daily_production_by_status" ON "daily_production" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "daily_production_by_date" ON "daily_production" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "daily_production_by_department" ON "daily_production" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE INDEX "daily_production_lines_by_machine" ON "daily_production_lines" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "daily_production_lines_by_item" ON "daily_production_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_production_machine_wise_number_key" ON "daily_production_machine_wise" USING btree ("org_id","number") WHERE "daily_production_machine_wise"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "daily_production_machine_wise_search" ON "daily_production_machine_wise" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "daily_production_machine_wise_by_status" ON "daily_production_machine_wise" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "daily_production_machine_wise_by_date" ON "daily_production_machine_wise" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "daily_production_machine_wise_by_machine" ON "daily_production_machine_wise" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "daily_production_machine_wise_lines_by_item" ON "daily_production_machine_wise_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_schedule_number_key" ON "machine_schedule" USING btree ("org_id","number") WHERE "machine_schedule"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "machine_schedule_search" ON "machine_schedule" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "machine_schedule_by_status" ON "machine_schedule" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "machine_schedule_by_date" ON "machine_schedule" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "machine_schedule_by_machine" ON "machine_schedule" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "machine_schedule_lines_by_item" ON "machine_schedule_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "machine_schedule_lines_by_uom" ON "machine_schedule_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "machine_schedule_lines_by_sales_order" ON "machine_schedule_lines" USING btree ("org_id","sales_order_id");