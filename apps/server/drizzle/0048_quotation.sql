CREATE TABLE "quotation" (
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
	"funnel_id" bigint,
	"date" date,
	"valid_until" date,
	"branch_id" bigint,
	"place_of_supply" text,
	"terms" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "quotation_status_check" CHECK ("quotation"."status" IN (0, 5, 10, 30, 40, 90)),
	CONSTRAINT "quotation_number_check" CHECK ("quotation"."status" = 0 OR "quotation"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"quotation_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
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
	CONSTRAINT "quotation_lines_quotation_id_line_no_key" UNIQUE("quotation_id","line_no"),
	CONSTRAINT "quotation_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "quotation_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"quotation_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_revision_org_id_quotation_id_revision_key" UNIQUE("org_id","quotation_id","revision"),
	CONSTRAINT "quotation_revision_revision_check" CHECK ("quotation_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "quotation_id" bigint;--> statement-breakpoint
ALTER TABLE "quotation" ADD CONSTRAINT "quotation_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation" ADD CONSTRAINT "quotation_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation" ADD CONSTRAINT "quotation_org_id_funnel_id_fkey" FOREIGN KEY ("org_id","funnel_id") REFERENCES "public"."funnel"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation" ADD CONSTRAINT "quotation_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_org_id_quotation_id_fkey" FOREIGN KEY ("org_id","quotation_id") REFERENCES "public"."quotation"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_revision" ADD CONSTRAINT "quotation_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_revision" ADD CONSTRAINT "quotation_revision_org_id_quotation_id_fkey" FOREIGN KEY ("org_id","quotation_id") REFERENCES "public"."quotation"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_number_key" ON "quotation" USING btree ("org_id","number") WHERE "quotation"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quotation_search" ON "quotation" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "quotation_by_status" ON "quotation" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "quotation_by_date" ON "quotation" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "quotation_by_party" ON "quotation" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "quotation_by_funnel" ON "quotation" USING btree ("org_id","funnel_id");--> statement-breakpoint
CREATE INDEX "quotation_by_branch" ON "quotation" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "quotation_lines_by_item" ON "quotation_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "quotation_lines_by_uom" ON "quotation_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_org_id_quotation_id_fkey" FOREIGN KEY ("org_id","quotation_id") REFERENCES "public"."quotation"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_by_quotation" ON "sales_order" USING btree ("org_id","quotation_id");