CREATE TABLE "inward" (
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
	"pre_inward_id" bigint,
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
	CONSTRAINT "inward_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "inward_status_check" CHECK ("inward"."status" IN (0, 7, 90)),
	CONSTRAINT "inward_number_check" CHECK ("inward"."status" = 0 OR "inward"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "inward_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"inward_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"purchase_order_line_id" bigint,
	"item_id" bigint,
	"quantity" numeric(14, 3),
	"accepted_quantity" numeric(14, 3),
	"rejected_quantity" numeric(14, 3),
	"short_quantity" numeric(14, 3),
	"uom_id" bigint,
	"rate" numeric(14, 2),
	"stock_area_id" bigint,
	"rack_id" bigint,
	"lot_number" text,
	"roll_number" text,
	"manufactured_on" date,
	"expires_on" date,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "inward_lines_inward_id_line_no_key" UNIQUE("inward_id","line_no"),
	CONSTRAINT "inward_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "inward_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"inward_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inward_revision_org_id_inward_id_revision_key" UNIQUE("org_id","inward_id","revision"),
	CONSTRAINT "inward_revision_revision_check" CHECK ("inward_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pre_inward" (
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
	"received_by" text,
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_inward_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "pre_inward_status_check" CHECK ("pre_inward"."status" IN (0, 10, 30, 90)),
	CONSTRAINT "pre_inward_number_check" CHECK ("pre_inward"."status" = 0 OR "pre_inward"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "pre_inward_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"pre_inward_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" bigint,
	"quantity" numeric(14, 3),
	"uom_id" bigint,
	"remarks" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "pre_inward_lines_pre_inward_id_line_no_key" UNIQUE("pre_inward_id","line_no"),
	CONSTRAINT "pre_inward_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "pre_inward_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"pre_inward_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_inward_revision_org_id_pre_inward_id_revision_key" UNIQUE("org_id","pre_inward_id","revision"),
	CONSTRAINT "pre_inward_revision_revision_check" CHECK ("pre_inward_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_issue" (
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
	"purpose" text,
	"reason" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_issue_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "stock_issue_status_check" CHECK ("stock_issue"."status" IN (0, 7, 90)),
	CONSTRAINT "stock_issue_number_check" CHECK ("stock_issue"."status" = 0 OR "stock_issue"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "stock_issue_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"stock_issue_id" bigint NOT NULL,
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
	CONSTRAINT "stock_issue_lines_stock_issue_id_line_no_key" UNIQUE("stock_issue_id","line_no"),
	CONSTRAINT "stock_issue_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_issue_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"stock_issue_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_issue_revision_org_id_stock_issue_id_revision_key" UNIQUE("org_id","stock_issue_id","revision"),
	CONSTRAINT "stock_issue_revision_revision_check" CHECK ("stock_issue_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "secondary_uom_id" bigint;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "secondary_conversion" text;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "secondary_factor" numeric;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "tracks_expiry" boolean;--> statement-breakpoint
ALTER TABLE "inward" ADD CONSTRAINT "inward_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward" ADD CONSTRAINT "inward_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward" ADD CONSTRAINT "inward_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward" ADD CONSTRAINT "inward_org_id_purchase_order_id_fkey" FOREIGN KEY ("org_id","purchase_order_id") REFERENCES "public"."purchase_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward" ADD CONSTRAINT "inward_org_id_pre_inward_id_fkey" FOREIGN KEY ("org_id","pre_inward_id") REFERENCES "public"."pre_inward"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_org_id_inward_id_fkey" FOREIGN KEY ("org_id","inward_id") REFERENCES "public"."inward"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_revision" ADD CONSTRAINT "inward_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_revision" ADD CONSTRAINT "inward_revision_org_id_inward_id_fkey" FOREIGN KEY ("org_id","inward_id") REFERENCES "public"."inward"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inward" ADD CONSTRAINT "pre_inward_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inward" ADD CONSTRAINT "pre_inward_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inward" ADD CONSTRAINT "pre_inward_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inward" ADD CONSTRAINT "pre_inward_org_id_purchase_order_id_fkey" FOREIGN KEY ("org_id","purchase_order_id") REFERENCES "public"."purchase_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inward_lines" ADD CONSTRAINT "pre_inward_lines_org_id_pre_inward_id_fkey" FOREIGN KEY ("org_id","pre_inward_id") REFERENCES "public"."pre_inward"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inward_lines" ADD CONSTRAINT "pre_inward_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inward_lines" ADD CONSTRAINT "pre_inward_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inward_revision" ADD CONSTRAINT "pre_inward_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inward_revision" ADD CONSTRAINT "pre_inward_revision_org_id_pre_inward_id_fkey" FOREIGN KEY ("org_id","pre_inward_id") REFERENCES "public"."pre_inward"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_issue" ADD CONSTRAINT "stock_issue_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_issue" ADD CONSTRAINT "stock_issue_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_issue_lines" ADD CONSTRAINT "stock_issue_lines_org_id_stock_issue_id_fkey" FOREIGN KEY ("org_id","stock_issue_id") REFERENCES "public"."stock_issue"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_issue_lines" ADD CONSTRAINT "stock_issue_lines_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_issue_lines" ADD CONSTRAINT "stock_issue_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_issue_lines" ADD CONSTRAINT "stock_issue_lines_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_issue_revision" ADD CONSTRAINT "stock_issue_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_issue_revision" ADD CONSTRAINT "stock_issue_revision_org_id_stock_issue_id_fkey" FOREIGN KEY ("org_id","stock_issue_id") REFERENCES "public"."stock_issue"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inward_number_key" ON "inward" USING btree ("org_id","number") WHERE "inward"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inward_search" ON "inward" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "inward_by_status" ON "inward" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "inward_by_date" ON "inward" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "inward_by_party" ON "inward" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "inward_by_branch" ON "inward" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "inward_by_purchase_order" ON "inward" USING btree ("org_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "inward_by_pre_inward" ON "inward" USING btree ("org_id","pre_inward_id");--> statement-breakpoint
CREATE INDEX "inward_lines_by_item" ON "inward_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "inward_lines_by_uom" ON "inward_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "inward_lines_by_stock_area" ON "inward_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "inward_lines_by_rack" ON "inward_lines" USING btree ("org_id","rack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_inward_number_key" ON "pre_inward" USING btree ("org_id","number") WHERE "pre_inward"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pre_inward_search" ON "pre_inward" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "pre_inward_by_status" ON "pre_inward" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "pre_inward_by_date" ON "pre_inward" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "pre_inward_by_party" ON "pre_inward" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "pre_inward_by_branch" ON "pre_inward" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "pre_inward_by_purchase_order" ON "pre_inward" USING btree ("org_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "pre_inward_lines_by_item" ON "pre_inward_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "pre_inward_lines_by_uom" ON "pre_inward_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_issue_number_key" ON "stock_issue" USING btree ("org_id","number") WHERE "stock_issue"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_issue_search" ON "stock_issue" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "stock_issue_by_status" ON "stock_issue" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "stock_issue_by_date" ON "stock_issue" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "stock_issue_by_department" ON "stock_issue" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE INDEX "stock_issue_lines_by_item" ON "stock_issue_lines" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "stock_issue_lines_by_stock_area" ON "stock_issue_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "stock_issue_lines_by_uom" ON "stock_issue_lines" USING btree ("org_id","uom_id");--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_org_id_secondary_uom_id_fkey" FOREIGN KEY ("org_id","secondary_uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_by_secondary_uom" ON "item" USING btree ("org_id","secondary_uom_id");