CREATE TABLE "purchase_order_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"purchase_order_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_revision_org_id_purchase_order_id_revision_key" UNIQUE("org_id","purchase_order_id","revision"),
	CONSTRAINT "purchase_order_revision_revision_check" CHECK ("purchase_order_revision"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_order_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"number" text NOT NULL,
	"status" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_revision_org_id_sales_order_id_revision_key" UNIQUE("org_id","sales_order_id","revision"),
	CONSTRAINT "sales_order_revision_revision_check" CHECK ("sales_order_revision"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_revision" ADD CONSTRAINT "purchase_order_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_revision" ADD CONSTRAINT "purchase_order_revision_org_id_purchase_order_id_fkey" FOREIGN KEY ("org_id","purchase_order_id") REFERENCES "public"."purchase_order"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_revision" ADD CONSTRAINT "sales_order_revision_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_revision" ADD CONSTRAINT "sales_order_revision_org_id_sales_order_id_fkey" FOREIGN KEY ("org_id","sales_order_id") REFERENCES "public"."sales_order"("org_id","id") ON DELETE no action ON UPDATE no action;