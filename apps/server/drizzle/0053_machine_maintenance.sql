CREATE TABLE "machine_maintenance" (
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
	"machine_activity_id" bigint,
	"machine_breakdown_id" bigint,
	"date" date,
	"done_by_id" bigint,
	"findings" text,
	"checklist_results" text,
	"downtime_minutes" integer,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_maintenance_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "machine_maintenance_status_check" CHECK ("machine_maintenance"."status" IN (0, 7, 90)),
	CONSTRAINT "machine_maintenance_number_check" CHECK ("machine_maintenance"."status" = 0 OR "machine_maintenance"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "machine_maintenance_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"machine_maintenance_id" bigint NOT NULL,
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
	CONSTRAINT "machine_maintenance_lines_machine_maintenance_id_line_no_key" UNIQUE("machine_maintenance_id","line_no"),
	CONSTRAINT "machine_maintenance_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "machine_maintenance_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"machine_maintenance_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_maintenance_revision_org_id_machine_maintenanc_a83e024c" UNIQUE("org_id","machine_maintenance_id","revision"),
	CONSTRAINT "machine_maintenance_revision_revision_check" CHECK ("machine_maintenance_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "machine_activity_log" ADD COLUMN "maintenance_id" bigint;--> statement-breakpoint
ALTER TABLE "machine_activity_log" ADD COLUMN "maintenance_number" text;--> statement-breakpoint
ALTER TABLE "machine_maintenance" ADD CONSTRAINT "machine_maintenance_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance" ADD CONSTRAINT "machine_maintenance_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance" ADD CONSTRAINT "machine_maintenance_org_id_machine_activity_id_fkey" FOREIGN KEY ("org_id","machine_activity_id") REFERENCES "public"."machine_activity"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance" ADD CONSTRAINT "machine_maintenance_org_id_machine_breakdown_id_fkey" FOREIGN KEY ("org_id","machine_breakdown_id") REFERENCES "public"."machine_breakdown"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance" ADD CONSTRAINT "machine_maintenance_org_id_done_by_id_fkey" FOREIGN KEY ("org_id","done_by_id") REFERENCES "public"."staff"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance_lines" ADD CONSTRAINT "machine_maintenance_lines_org_id_machine_maintenance_id_fkey" FOREIGN KEY ("org_id","machine_maintenance_id") REFERENCES "public"."machine_maintenance"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance_lines" ADD CONSTRAINT "machine_maintenance_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance_lines" ADD CONSTRAINT "machine_maintenance_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance_lines" ADD CONSTRAINT "machine_maintenance_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance_revision" ADD CONSTRAINT "machine_maintenance_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_maintenance_revision" ADD CONSTRAINT "machine_maintenance_revision_org_id_machine_maintenance_id_fkey" FOREIGN KEY ("org_id","machine_maintenance_id") REFERENCES "public"."machine_maintenance"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_maintenance_number_key" ON "machine_maintenance" USING btree ("org_id","number") WHERE "machine_maintenance"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "machine_maintenance_search" ON "machine_maintenance" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "machine_maintenance_by_status" ON "machine_maintenance" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "machine_maintenance_by_date" ON "machine_maintenance" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "machine_maintenance_by_machine" ON "machine_maintenance" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "machine_maintenance_by_machine_activity" ON "machine_maintenance" USING btree ("org_id","machine_activity_id");--> statement-breakpoint
CREATE INDEX "machine_maintenance_by_machine_breakdown" ON "machine_maintenance" USING btree ("org_id","machine_breakdown_id");--> statement-breakpoint
CREATE INDEX "machine_maintenance_by_done_by" ON "machine_maintenance" USING btree ("org_id","done_by_id");--> statement-breakpoint
CREATE INDEX "machine_maintenance_lines_by_item" ON "machine_maintenance_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "machine_maintenance_lines_by_stock_area" ON "machine_maintenance_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "machine_maintenance_lines_by_uom" ON "machine_maintenance_lines" USING btree ("org_id","uom_id");