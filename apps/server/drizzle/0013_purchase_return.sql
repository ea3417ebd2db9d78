CREATE TABLE "purchase_return" (
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
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_return_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "purchase_return_status_check" CHECK ("purchase_return"."status" IN (0, 7, 90)),
	CONSTRAINT "purchase_return_number_check" CHECK ("purchase_return"."status" = 0 OR "purchase_return"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "purchase_return_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"purchase_return_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"purchase_order_line_id" bigint,
	"item_id" bigint,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"rate" numeric(14, 2),
	"stock_area_id" bigint,
	"lot_number" text,
	"roll_number" text,
	"reason" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_return_lines_purchase_return_id_line_no_key" UNIQUE("purchase_return_id","line_no"),
	CONSTRAINT "purchase_return_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_return_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"purchase_return_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_return_revision_org_id_purchase_return_id_revision_key" UNIQUE("org_id","purchase_return_id","revision"),
	CONSTRAINT "purchase_return_revision_revision_check" CHECK ("purchase_return_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_return" ADD CONSTRAINT "purchase_return_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return" ADD CONSTRAINT "purchase_return_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return" ADD CONSTRAINT "purchase_return_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return" ADD CONSTRAINT "purchase_return_org_id_purchase_order_id_fkey" FOREIGN KEY ("org_id","purchase_order_id") REFERENCES "public"."purchase_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_org_id_purchase_return_id_fkey" FOREIGN KEY ("org_id","purchase_return_id") REFERENCES "public"."purchase_return"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_revision" ADD CONSTRAINT "purchase_return_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_revision" ADD CONSTRAINT "purchase_return_revision_org_id_purchase_return_id_fkey" FOREIGN KEY ("org_id","purchase_return_id") REFERENCES "public"."purchase_return"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_return_number_key" ON "purchase_return" USING btree ("org_id","number") WHERE "purchase_return"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_return_search" ON "purchase_return" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "purchase_return_by_status" ON "purchase_return" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "purchase_return_by_date" ON "purchase_return" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "purchase_return_by_party" ON "purchase_return" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "purchase_return_by_branch" ON "purchase_return" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "purchase_return_by_purchase_order" ON "purchase_return" USING btree ("org_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_by_item" ON "purchase_return_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_by_uom" ON "purchase_return_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_by_stock_area" ON "purchase_return_lines" USING btree ("org_id","stock_area_id");