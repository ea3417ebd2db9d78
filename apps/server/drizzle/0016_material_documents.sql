CREATE TABLE "packing_type_inward" (
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
	CONSTRAINT "packing_type_inward_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "packing_type_inward_status_check" CHECK ("packing_type_inward"."status" IN (0, 7, 90)),
	CONSTRAINT "packing_type_inward_number_check" CHECK ("packing_type_inward"."status" = 0 OR "packing_type_inward"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "packing_type_inward_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"packing_type_inward_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"packing_id" bigint,
	"quantity" numeric(14, 3),
	"rate" numeric(14, 2),
	"stock_area_id" bigint,
	"rack_id" bigint,
	"lot_number" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "packing_type_inward_lines_packing_type_inward_id_line_no_key" UNIQUE("packing_type_inward_id","line_no"),
	CONSTRAINT "packing_type_inward_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "packing_type_inward_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"packing_type_inward_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_type_inward_revision_org_id_packing_type_inwar_01b5054e" UNIQUE("org_id","packing_type_inward_id","revision"),
	CONSTRAINT "packing_type_inward_revision_revision_check" CHECK ("packing_type_inward_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supporting_material_allocation" (
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
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supporting_material_allocation_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "supporting_material_allocation_status_check" CHECK ("supporting_material_allocation"."status" IN (0, 7, 90)),
	CONSTRAINT "supporting_material_allocation_number_check" CHECK ("supporting_material_allocation"."status" = 0 OR "supporting_material_allocation"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "supporting_material_allocation_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"supporting_material_allocation_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"supporting_material_id" bigint,
	"quantity" numeric(14, 3),
	"stock_area_id" bigint,
	"rack_id" bigint,
	"lot_number" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "supporting_material_allocation_lines_supporting_materi_338e8d0a" UNIQUE("supporting_material_allocation_id","line_no"),
	CONSTRAINT "supporting_material_allocation_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "supporting_material_allocation_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"supporting_material_allocation_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supporting_material_allocation_revision_org_id_support_42269cb8" UNIQUE("org_id","supporting_material_allocation_id","revision"),
	CONSTRAINT "supporting_material_allocation_revision_revision_check" CHECK ("supporting_material_allocation_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supporting_material_inward" (
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
	CONSTRAINT "supporting_material_inward_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "supporting_material_inward_status_check" CHECK ("supporting_material_inward"."status" IN (0, 7, 90)),
	CONSTRAINT "supporting_material_inward_number_check" CHECK ("supporting_material_inward"."status" = 0 OR "supporting_material_inward"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "supporting_material_inward_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"supporting_material_inward_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"supporting_material_id" bigint,
	"quantity" numeric(14, 3),
	"rate" numeric(14, 2),
	"stock_area_id" bigint,
	"rack_id" bigint,
	"lot_number" text,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "supporting_material_inward_lines_supporting_material_i_1d549cef" UNIQUE("supporting_material_inward_id","line_no"),
	CONSTRAINT "supporting_material_inward_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "supporting_material_inward_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"supporting_material_inward_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supporting_material_inward_revision_org_id_supporting__32351542" UNIQUE("org_id","supporting_material_inward_id","revision"),
	CONSTRAINT "supporting_material_inward_revision_revision_check" CHECK ("supporting_material_inward_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "packing_type_inward" ADD CONSTRAINT "packing_type_inward_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_type_inward" ADD CONSTRAINT "packing_type_inward_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_type_inward" ADD CONSTRAINT "packing_type_inward_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_type_inward_lines" ADD CONSTRAINT "packing_type_inward_lines_org_id_packing_type_inward_id_fkey" FOREIGN KEY ("org_id","packing_type_inward_id") REFERENCES "public"."packing_type_inward"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_type_inward_lines" ADD CONSTRAINT "packing_type_inward_lines_org_id_packing_id_fkey" FOREIGN KEY ("org_id","packing_id") REFERENCES "public"."packing"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_type_inward_lines" ADD CONSTRAINT "packing_type_inward_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_type_inward_lines" ADD CONSTRAINT "packing_type_inward_lines_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_type_inward_revision" ADD CONSTRAINT "packing_type_inward_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_type_inward_revision" ADD CONSTRAINT "packing_type_inward_revision_org_id_packing_type_inward_id_fkey" FOREIGN KEY ("org_id","packing_type_inward_id") REFERENCES "public"."packing_type_inward"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_allocation" ADD CONSTRAINT "supporting_material_allocation_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_allocation" ADD CONSTRAINT "supporting_material_allocation_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_allocation_lines" ADD CONSTRAINT "supporting_material_allocation_lines_org_id_supporting_ab802df4" FOREIGN KEY ("org_id","supporting_material_allocation_id") REFERENCES "public"."supporting_material_allocation"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_allocation_lines" ADD CONSTRAINT "supporting_material_allocation_lines_org_id_supporting_c7187abc" FOREIGN KEY ("org_id","supporting_material_id") REFERENCES "public"."supporting_material"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_allocation_lines" ADD CONSTRAINT "supporting_material_allocation_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_allocation_lines" ADD CONSTRAINT "supporting_material_allocation_lines_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_allocation_revision" ADD CONSTRAINT "supporting_material_allocation_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_allocation_revision" ADD CONSTRAINT "supporting_material_allocation_revision_org_id_support_cfd4d6be" FOREIGN KEY ("org_id","supporting_material_allocation_id") REFERENCES "public"."supporting_material_allocation"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_inward" ADD CONSTRAINT "supporting_material_inward_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_inward" ADD CONSTRAINT "supporting_material_inward_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_inward" ADD CONSTRAINT "supporting_material_inward_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_inward_lines" ADD CONSTRAINT "supporting_material_inward_lines_org_id_supporting_mat_6ed3db91" FOREIGN KEY ("org_id","supporting_material_inward_id") REFERENCES "public"."supporting_material_inward"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_inward_lines" ADD CONSTRAINT "supporting_material_inward_lines_org_id_supporting_mat_9a25111b" FOREIGN KEY ("org_id","supporting_material_id") REFERENCES "public"."supporting_material"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_inward_lines" ADD CONSTRAINT "supporting_material_inward_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_inward_lines" ADD CONSTRAINT "supporting_material_inward_lines_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_inward_revision" ADD CONSTRAINT "supporting_material_inward_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material_inward_revision" ADD CONSTRAINT "supporting_material_inward_revision_org_id_supporting__6ae7ccd2" FOREIGN KEY ("org_id","supporting_material_inward_id") REFERENCES "public"."supporting_material_inward"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packing_type_inward_number_key" ON "packing_type_inward" USING btree ("org_id","number") WHERE "packing_type_inward"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "packing_type_inward_search" ON "packing_type_inward" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "packing_type_inward_by_status" ON "packing_type_inward" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "packing_type_inward_by_date" ON "packing_type_inward" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "packing_type_inward_by_party" ON "packing_type_inward" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "packing_type_inward_by_branch" ON "packing_type_inward" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "packing_type_inward_lines_by_packing" ON "packing_type_inward_lines" USING btree ("org_id","packing_id");--> statement-breakpoint
CREATE INDEX "packing_type_inward_lines_by_stock_area" ON "packing_type_inward_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "packing_type_inward_lines_by_rack" ON "packing_type_inward_lines" USING btree ("org_id","rack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supporting_material_allocation_number_key" ON "supporting_material_allocation" USING btree ("org_id","number") WHERE "supporting_material_allocation"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "supporting_material_allocation_search" ON "supporting_material_allocation" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "supporting_material_allocation_by_status" ON "supporting_material_allocation" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "supporting_material_allocation_by_date" ON "supporting_material_allocation" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "supporting_material_allocation_by_department" ON "supporting_material_allocation" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE INDEX "supporting_material_allocation_lines_by_supporting_material" ON "supporting_material_allocation_lines" USING btree ("org_id","supporting_material_id");--> statement-breakpoint
CREATE INDEX "supporting_material_allocation_lines_by_stock_area" ON "supporting_material_allocation_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "supporting_material_allocation_lines_by_rack" ON "supporting_material_allocation_lines" USING btree ("org_id","rack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supporting_material_inward_number_key" ON "supporting_material_inward" USING btree ("org_id","number") WHERE "supporting_material_inward"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "supporting_material_inward_search" ON "supporting_material_inward" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "supporting_material_inward_by_status" ON "supporting_material_inward" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "supporting_material_inward_by_date" ON "supporting_material_inward" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "supporting_material_inward_by_party" ON "supporting_material_inward" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE INDEX "supporting_material_inward_by_branch" ON "supporting_material_inward" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE INDEX "supporting_material_inward_lines_by_supporting_material" ON "supporting_material_inward_lines" USING btree ("org_id","supporting_material_id");--> statement-breakpoint
CREATE INDEX "supporting_material_inward_lines_by_stock_area" ON "supporting_material_inward_lines" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "supporting_material_inward_lines_by_rack" ON "supporting_material_inward_lines" USING btree ("org_id","rack_id");