CREATE TABLE "stock_lot_total" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"stock_area_id" bigint,
	"lot_number" text NOT NULL,
	"received_on" date NOT NULL,
	"on_hand" numeric(16, 3) NOT NULL,
	CONSTRAINT "stock_lot_total_key" UNIQUE NULLS NOT DISTINCT("org_id","item_id","stock_area_id","lot_number")
);
--> statement-breakpoint
ALTER TABLE "stock_lot_total" ADD CONSTRAINT "stock_lot_total_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lot_total" ADD CONSTRAINT "stock_lot_total_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lot_total" ADD CONSTRAINT "stock_lot_total_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_lot_total_in_stock" ON "stock_lot_total" USING btree ("org_id","stock_area_id","item_id") WHERE "stock_lot_total"."on_hand" > 0;--> statement-breakpoint
-- Written by hand (decision 1990): the lots of the stock already there, in each stock area and over all of
-- them, as stock ageing sums them from the balance rows (its day India's, decision 1980).
INSERT INTO stock_lot_total (org_id, item_id, stock_area_id, lot_number, received_on, on_hand)
  SELECT b.org_id, m.item_id, p.stock_area_id, i.lot_number,
         min((i.created_at AT TIME ZONE 'Asia/Kolkata')::date), sum(b.quantity)
    FROM stock_balance b
    JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
    JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id AND m.item_id IS NOT NULL
   CROSS JOIN LATERAL (VALUES (b.stock_area_id), (NULL::bigint)) p (stock_area_id)
   GROUP BY b.org_id, m.item_id, p.stock_area_id, i.lot_number;
