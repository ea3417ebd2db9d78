CREATE TABLE "opening_payable" (
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
	"invoice_number" text,
	"invoice_date" date,
	"due_date" date,
	"amount" numeric(14, 2),
	"remarks" text,
	"kept" jsonb,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_payable_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "opening_payable_status_check" CHECK ("opening_payable"."status" IN (0, 7, 90)),
	CONSTRAINT "opening_payable_number_check" CHECK ("opening_payable"."status" = 0 OR "opening_payable"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "opening_payable_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"opening_payable_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "opening_payable_lines_opening_payable_id_line_no_key" UNIQUE("opening_payable_id","line_no"),
	CONSTRAINT "opening_payable_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "opening_payable_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"opening_payable_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_payable_revision_org_id_opening_payable_id_revision_key" UNIQUE("org_id","opening_payable_id","revision"),
	CONSTRAINT "opening_payable_revision_revision_check" CHECK ("opening_payable_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "opening_receivable" (
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
	"invoice_number" text,
	"invoice_date" date,
	"due_date" date,
	"amount" numeric(14, 2),
	"remarks" text,
	"kept" jsonb,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_receivable_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "opening_receivable_status_check" CHECK ("opening_receivable"."status" IN (0, 7, 90)),
	CONSTRAINT "opening_receivable_number_check" CHECK ("opening_receivable"."status" = 0 OR "opening_receivable"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "opening_receivable_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"opening_receivable_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "opening_receivable_lines_opening_receivable_id_line_no_key" UNIQUE("opening_receivable_id","line_no"),
	CONSTRAINT "opening_receivable_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "opening_receivable_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"opening_receivable_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_receivable_revision_org_id_opening_receivable__8c370978" UNIQUE("org_id","opening_receivable_id","revision"),
	CONSTRAINT "opening_receivable_revision_revision_check" CHECK ("opening_receivable_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "opening_payable" ADD CONSTRAINT "opening_payable_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_payable" ADD CONSTRAINT "opening_payable_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_payable_lines" ADD CONSTRAINT "opening_payable_lines_org_id_opening_payable_id_fkey" FOREIGN KEY ("org_id","opening_payable_id") REFERENCES "public"."opening_payable"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_payable_revision" ADD CONSTRAINT "opening_payable_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_payable_revision" ADD CONSTRAINT "opening_payable_revision_org_id_opening_payable_id_fkey" FOREIGN KEY ("org_id","opening_payable_id") REFERENCES "public"."opening_payable"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_receivable" ADD CONSTRAINT "opening_receivable_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_receivable" ADD CONSTRAINT "opening_receivable_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_receivable_lines" ADD CONSTRAINT "opening_receivable_lines_org_id_opening_receivable_id_fkey" FOREIGN KEY ("org_id","opening_receivable_id") REFERENCES "public"."opening_receivable"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_receivable_revision" ADD CONSTRAINT "opening_receivable_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_receivable_revision" ADD CONSTRAINT "opening_receivable_revision_org_id_opening_receivable_id_fkey" FOREIGN KEY ("org_id","opening_receivable_id") REFERENCES "public"."opening_receivable"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opening_payable_number_key" ON "opening_payable" USING btree ("org_id","number") WHERE "opening_payable"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "opening_payable_search" ON "opening_payable" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "opening_payable_by_status" ON "opening_payable" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "opening_payable_by_date" ON "opening_payable" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "opening_payable_by_party" ON "opening_payable" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opening_receivable_number_key" ON "opening_receivable" USING btree ("org_id","number") WHERE "opening_receivable"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "opening_receivable_search" ON "opening_receivable" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "opening_receivable_by_status" ON "opening_receivable" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "opening_receivable_by_date" ON "opening_receivable" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "opening_receivable_by_party" ON "opening_receivable" USING btree ("org_id","party_id");