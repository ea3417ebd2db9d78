CREATE TABLE "payment" (
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
	"mode" text,
	"reference" text,
	"bank" text,
	"amount" numeric(14, 2),
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "payment_status_check" CHECK ("payment"."status" IN (0, 7, 90)),
	CONSTRAINT "payment_number_check" CHECK ("payment"."status" = 0 OR "payment"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payment_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"billing_key" text,
	"billing_id" bigint,
	"amount" numeric(14, 2),
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_lines_payment_id_line_no_key" UNIQUE("payment_id","line_no"),
	CONSTRAINT "payment_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_revision_org_id_payment_id_revision_key" UNIQUE("org_id","payment_id","revision"),
	CONSTRAINT "payment_revision_revision_check" CHECK ("payment_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipt" (
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
	"mode" text,
	"reference" text,
	"bank" text,
	"amount" numeric(14, 2),
	"remarks" text,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "receipt_status_check" CHECK ("receipt"."status" IN (0, 7, 90)),
	CONSTRAINT "receipt_number_check" CHECK ("receipt"."status" = 0 OR "receipt"."number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "receipt_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"billing_key" text,
	"billing_id" bigint,
	"amount" numeric(14, 2),
	"taxable_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_lines_receipt_id_line_no_key" UNIQUE("receipt_id","line_no"),
	CONSTRAINT "receipt_lines_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_revision_org_id_receipt_id_revision_key" UNIQUE("org_id","receipt_id","revision"),
	CONSTRAINT "receipt_revision_revision_check" CHECK ("receipt_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_org_id_payment_id_fkey" FOREIGN KEY ("org_id","payment_id") REFERENCES "public"."payment"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_revision" ADD CONSTRAINT "payment_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_revision" ADD CONSTRAINT "payment_revision_org_id_payment_id_fkey" FOREIGN KEY ("org_id","payment_id") REFERENCES "public"."payment"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_org_id_party_id_fkey" FOREIGN KEY ("org_id","party_id") REFERENCES "public"."party"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_org_id_receipt_id_fkey" FOREIGN KEY ("org_id","receipt_id") REFERENCES "public"."receipt"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_revision" ADD CONSTRAINT "receipt_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_revision" ADD CONSTRAINT "receipt_revision_org_id_receipt_id_fkey" FOREIGN KEY ("org_id","receipt_id") REFERENCES "public"."receipt"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_number_key" ON "payment" USING btree ("org_id","number") WHERE "payment"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_search" ON "payment" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "payment_by_status" ON "payment" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "payment_by_date" ON "payment" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "payment_by_party" ON "payment" USING btree ("org_id","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_number_key" ON "receipt" USING btree ("org_id","number") WHERE "receipt"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "receipt_search" ON "receipt" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "receipt_by_status" ON "receipt" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "receipt_by_date" ON "receipt" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "receipt_by_party" ON "receipt" USING btree ("org_id","party_id");