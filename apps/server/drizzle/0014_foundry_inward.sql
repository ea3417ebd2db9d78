CREATE TABLE "foundry_inward" (
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
	"purchase_order_id" bigint,
	"challan_number" text,
	"challan_date" date,
	"vehicle_number" text,
	"gross_weight" numeric(14, 3),
	"tare_weight" numeric(14, 3),
	"net_weight" numeric(14, 3),
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foundry_inward_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "foundry_inward_status_check" CHECK ("foundry_inward"."status" IN (0, 7, 90)),
	CONSTRAINT "foundry_inward_number_check" CHECK ("foundry_inward"."status" = 0 OR "foundry_inward"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "foundry_inward_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"foundry_inward_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"purchase_order_line_id" bigint,
	"item_id" bigint,
	"lot_number" text,
	"pieces" integer,
	"quantity" numeric(14, 3),
	"accepted_quantity" numeric(14, 3),
	"rejected_quantity" numeric(14, 3),
	"uom_id" bigint,
	"rate" numeric(14, 2),
	"stock_area_id" bigint,
	"rack_id" bigint,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "foundry_inward_lines_foundry_inward_id_line_no_key" UNIQUE("foundry_inward_id","line_no"),
	CONSTRAINT "foundry_inward_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "foundry_inward_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"foundry_inward_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foundry_inward_revision_org_id_foundry_inward_id_revision_key" UNIQUE("org_id","foundry_inward_id","revision"),
	CONSTRAINT "foundry_inward_revision_revision_check" CHECK ("foundry_inward_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "foundry_inward" ADD CONSTRAINT "foundry_inward_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward" ADD CONSTRAINT "foundry_inward_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward" ADD CONSTRAINT "foundry_inward_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward" ADD CONSTRAINT "foundry_inward_org_id_purchase_order_id_fkey" FOREIGN KEY ("org_id","purchase_order_id") REFERENCES "public"."purchase_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward_lines" ADD CONSTRAINT "foundry_inward_lines_org_id_foundry_inward_id_fkey" FOREIGN KEY ("org_id","foundry_inward_id") REFERENCES "public"."foundry_inward"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward_lines" ADD CONSTRAINT "foundry_inward_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward_lines" ADD CONSTRAINT "foundry_inward_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward_lines" ADD CONSTRAINT "foundry_inward_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward_lines" ADD CONSTRAINT "foundry_inward_lines_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward_revision" ADD CONSTRAINT "foundry_inward_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundry_inward_revision" ADD CONSTRAINT "foundry_inward_revision_org_id_foundry_inward_id_fkey" FOREIGN KEY ("org_id","foundry_inward_id") REFERENCES "public"."foundry_inward"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "foundry_inward_number_key" ON "foundry_inward" USING btree ("org_id","number") WHERE "foundry_inward"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "foundry_inward_search" ON "foundry_inward" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "foundry_inward_by_status" ON "foundry_inward" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "foundry_inward_by_date" ON "foundry_inward" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "foundry_inward_by_party" ON "foundry_inward" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "foundry_inward_by_branch" ON "foundry_inward" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "foundry_inward_by_purchase_order" ON "foundry_inward" USING btree ("org_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "foundry_inward_lines_by_item" ON "foundry_inward_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "foundry_inward_lines_by_uom" ON "foundry_inward_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "foundry_inward_lines_by_stock_area" ON "foundry_inward_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "foundry_inward_lines_by_rack" ON "foundry_inward_lines" USING btree ("org_id","rack_id");