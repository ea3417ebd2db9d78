CREATE TABLE "stock_area_total" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"stock_area_id" bigint NOT NULL,
	"branch_id" bigint,
	"location_id" bigint,
	"places" integer DEFAULT 0 NOT NULL,
	"value" numeric(20, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_area_total_key" UNIQUE NULLS NOT DISTINCT("org_id","kind","stock_area_id","branch_id","location_id"),
	CONSTRAINT "stock_area_total_kind_check" CHECK ("stock_area_total"."kind" IN ('item', 'supportingMaterial', 'packing'))
);
--> statement-breakpoint
ALTER TABLE "stock_area_total" ADD CONSTRAINT "stock_area_total_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_area_total" ADD CONSTRAINT "stock_area_total_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_area_total" ADD CONSTRAINT "stock_area_total_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_area_total" ADD CONSTRAINT "stock_area_total_org_id_location_id_fkey" FOREIGN KEY ("org_id","location_id") REFERENCES "public"."location"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand (decision 0961): the totals of the stock already there, as the stock view counts and values it.
INSERT INTO stock_area_total (org_id, kind, stock_area_id, branch_id, location_id, places, value)
  SELECT b.org_id, m.kind, b.stock_area_id, b.branch_id, b.location_id, count(*),
         sum(coalesce(round(b.quantity * m.value / nullif(m.quantity, 0), 2), 0))
    FROM stock_balance b
    JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
   WHERE b.quantity > 0
   GROUP BY b.org_id, m.kind, b.stock_area_id, b.branch_id, b.location_id
   ORDER BY b.org_id, m.kind, b.stock_area_id, b.branch_id, b.location_id;
