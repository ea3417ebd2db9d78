-- Issue 17 (decisions 0900-0902): the one stock ledger. drizzle-kit wrote the tables (from a snapshot
-- without the old stock_ledger and stock_balance, so that it creates them whole); the rest is by hand.
-- A database with opening stock upgrades in place: its rows are kept aside, the old tables dropped, the
-- new ones made, and every item with stock becomes a material with one identity (no lot, roll or packing),
-- every old balance a balance of that identity, every ledger row a ledger row (its id kept) with its value
-- at its rate and its afters; the append-only trigger moves to the new ledger.
CREATE TEMP TABLE stock_ledger_0009 ON COMMIT DROP AS SELECT * FROM stock_ledger;--> statement-breakpoint
CREATE TEMP TABLE stock_balance_0009 ON COMMIT DROP AS SELECT * FROM stock_balance;--> statement-breakpoint
DROP TABLE stock_ledger;--> statement-breakpoint
DROP TABLE stock_balance;--> statement-breakpoint
CREATE TABLE "stock_balance" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"identity_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"branch_id" bigint,
	"location_id" bigint,
	"stock_area_id" bigint NOT NULL,
	"rack_id" bigint,
	"held" boolean DEFAULT false NOT NULL,
	"quantity" numeric(16, 3) DEFAULT 0 NOT NULL,
	"secondary_quantity" numeric(16, 3) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balance_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "stock_balance_place_key" UNIQUE NULLS NOT DISTINCT("org_id","identity_id","stock_area_id","rack_id","held"),
	CONSTRAINT "stock_balance_quantity_check" CHECK ("stock_balance"."quantity" >= 0),
	CONSTRAINT "stock_balance_secondary_quantity_check" CHECK ("stock_balance"."secondary_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_identity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"lot_number" text DEFAULT '' NOT NULL,
	"roll_number" text DEFAULT '' NOT NULL,
	"packing_type_id" bigint,
	"manufactured_on" date,
	"expires_on" date,
	"secondary_factor" numeric(14, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_identity_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "stock_identity_key" UNIQUE NULLS NOT DISTINCT("org_id","material_id","lot_number","roll_number","packing_type_id"),
	CONSTRAINT "stock_identity_secondary_factor_check" CHECK ("stock_identity"."secondary_factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"identity_id" bigint NOT NULL,
	"balance_id" bigint NOT NULL,
	"branch_id" bigint,
	"location_id" bigint,
	"stock_area_id" bigint NOT NULL,
	"rack_id" bigint,
	"held" boolean DEFAULT false NOT NULL,
	"movement" text NOT NULL,
	"document_type" text NOT NULL,
	"document_id" bigint,
	"document_no" text NOT NULL,
	"line_id" bigint,
	"reverses_id" bigint,
	"quantity" numeric(16, 3) NOT NULL,
	"secondary_quantity" numeric(16, 3) DEFAULT 0 NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"balance_after" numeric(16, 3) NOT NULL,
	"area_quantity_after" numeric(16, 3) NOT NULL,
	"material_quantity_after" numeric(16, 3) NOT NULL,
	"material_value_after" numeric(18, 2) NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "stock_ledger_movement_check" CHECK ("stock_ledger"."movement" <> ''),
	CONSTRAINT "stock_ledger_quantity_check" CHECK ("stock_ledger"."quantity" <> 0),
	CONSTRAINT "stock_ledger_rate_check" CHECK ("stock_ledger"."rate" >= 0),
	CONSTRAINT "stock_ledger_balance_after_check" CHECK ("stock_ledger"."balance_after" >= 0),
	CONSTRAINT "stock_ledger_area_quantity_after_check" CHECK ("stock_ledger"."area_quantity_after" >= 0),
	CONSTRAINT "stock_ledger_material_quantity_after_check" CHECK ("stock_ledger"."material_quantity_after" >= 0),
	CONSTRAINT "stock_ledger_material_value_after_check" CHECK ("stock_ledger"."material_value_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_material" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"item_id" bigint,
	"supporting_material_id" bigint,
	"packing_id" bigint,
	"quantity" numeric(16, 3) DEFAULT 0 NOT NULL,
	"value" numeric(18, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_material_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "stock_material_kind_check" CHECK (num_nonnulls("stock_material"."item_id", "stock_material"."supporting_material_id", "stock_material"."packing_id") = 1 AND CASE "stock_material"."kind"
        WHEN 'item' THEN "stock_material"."item_id" IS NOT NULL
        WHEN 'supportingMaterial' THEN "stock_material"."supporting_material_id" IS NOT NULL
        WHEN 'packing' THEN "stock_material"."packing_id" IS NOT NULL
        ELSE false END),
	CONSTRAINT "stock_material_quantity_check" CHECK ("stock_material"."quantity" >= 0),
	CONSTRAINT "stock_material_value_check" CHECK ("stock_material"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_identity_id_fkey" FOREIGN KEY ("org_id","identity_id") REFERENCES "public"."stock_identity"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_material_id_fkey" FOREIGN KEY ("org_id","material_id") REFERENCES "public"."stock_material"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_location_id_fkey" FOREIGN KEY ("org_id","location_id") REFERENCES "public"."location"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_identity" ADD CONSTRAINT "stock_identity_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_identity" ADD CONSTRAINT "stock_identity_org_id_material_id_fkey" FOREIGN KEY ("org_id","material_id") REFERENCES "public"."stock_material"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_identity" ADD CONSTRAINT "stock_identity_org_id_packing_type_id_fkey" FOREIGN KEY ("org_id","packing_type_id") REFERENCES "public"."packing"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_material_id_fkey" FOREIGN KEY ("org_id","material_id") REFERENCES "public"."stock_material"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_identity_id_fkey" FOREIGN KEY ("org_id","identity_id") REFERENCES "public"."stock_identity"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_balance_id_fkey" FOREIGN KEY ("org_id","balance_id") REFERENCES "public"."stock_balance"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_location_id_fkey" FOREIGN KEY ("org_id","location_id") REFERENCES "public"."location"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_rack_id_fkey" FOREIGN KEY ("org_id","rack_id") REFERENCES "public"."rack"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_reverses_id_fkey" FOREIGN KEY ("org_id","reverses_id") REFERENCES "public"."stock_ledger"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_material" ADD CONSTRAINT "stock_material_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_material" ADD CONSTRAINT "stock_material_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_material" ADD CONSTRAINT "stock_material_org_id_supporting_material_id_fkey" FOREIGN KEY ("org_id","supporting_material_id") REFERENCES "public"."supporting_material"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_material" ADD CONSTRAINT "stock_material_org_id_packing_id_fkey" FOREIGN KEY ("org_id","packing_id") REFERENCES "public"."packing"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balance_by_branch" ON "stock_balance" USING btree ("org_id","branch_id","material_id");--> statement-breakpoint
CREATE INDEX "stock_balance_by_area" ON "stock_balance" USING btree ("org_id","stock_area_id","material_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_by_material" ON "stock_ledger" USING btree ("org_id","material_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_by_area" ON "stock_ledger" USING btree ("org_id","material_id","stock_area_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_by_document" ON "stock_ledger" USING btree ("org_id","document_type","document_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_by_balance" ON "stock_ledger" USING btree ("org_id","balance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_one_opening" ON "stock_ledger" USING btree ("org_id","balance_id") WHERE "stock_ledger"."movement" = 'OPENING';--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_reversed_once" ON "stock_ledger" USING btree ("org_id","reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_material_item_key" ON "stock_material" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_material_supporting_material_key" ON "stock_material" USING btree ("org_id","supporting_material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_material_packing_key" ON "stock_material" USING btree ("org_id","packing_id");--> statement-breakpoint
INSERT INTO stock_material (org_id, kind, item_id)
  SELECT DISTINCT org_id, 'item', item_id FROM stock_balance_0009 ORDER BY org_id, item_id;--> statement-breakpoint
INSERT INTO stock_identity (org_id, material_id) SELECT org_id, id FROM stock_material ORDER BY id;--> statement-breakpoint
INSERT INTO stock_balance (org_id, identity_id, material_id, branch_id, location_id, stock_area_id, quantity,
                           version, updated_by, updated_at)
  SELECT b.org_id, i.id, m.id, l.branch_id, a.location_id, b.stock_area_id, b.quantity, b.version,
         b.updated_by, b.updated_at
    FROM stock_balance_0009 b
    JOIN stock_material m ON m.org_id = b.org_id AND m.item_id = b.item_id
    JOIN stock_identity i ON i.org_id = m.org_id AND i.material_id = m.id
    JOIN stock_area a ON a.org_id = b.org_id AND a.id = b.stock_area_id
    LEFT JOIN location l ON l.org_id = a.org_id AND l.id = a.location_id
   ORDER BY b.org_id, b.item_id, b.stock_area_id;--> statement-breakpoint
-- Only the opening stock upload posted before this release; its rows were its only movements.
INSERT INTO stock_ledger (id, org_id, material_id, identity_id, balance_id, branch_id, location_id,
                          stock_area_id, movement, document_type, document_no, quantity, rate, value,
                          balance_after, area_quantity_after, material_quantity_after,
                          material_value_after, created_by, created_at)
  SELECT o.id, o.org_id, b.material_id, b.identity_id, b.id, b.branch_id, b.location_id, o.stock_area_id,
         o.movement, 'openingStock', o.document_no, o.quantity, o.rate, round(o.quantity * o.rate, 2),
         o.balance_after, o.balance_after, sum(o.quantity) OVER w, sum(round(o.quantity * o.rate, 2)) OVER w,
         o.created_by, o.created_at
    FROM stock_ledger_0009 o
    JOIN stock_material m ON m.org_id = o.org_id AND m.item_id = o.item_id
    JOIN stock_balance b ON b.org_id = o.org_id AND b.material_id = m.id AND b.stock_area_id = o.stock_area_id
  WINDOW w AS (PARTITION BY o.org_id, o.item_id ORDER BY o.id)
   ORDER BY o.id;--> statement-breakpoint
UPDATE stock_material m SET quantity = l.material_quantity_after, value = l.material_value_after
  FROM (SELECT DISTINCT ON (org_id, material_id) org_id, material_id, material_quantity_after,
               material_value_after
          FROM stock_ledger ORDER BY org_id, material_id, id DESC) l
 WHERE l.org_id = m.org_id AND l.material_id = m.id;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('stock_ledger', 'id'), coalesce(max(id), 0) + 1, false) FROM stock_ledger;--> statement-breakpoint
-- Append-only, as drizzle/0002_triggers.sql made the old ledger (its function is kept).
CREATE TRIGGER stock_ledger_no_update BEFORE UPDATE OR DELETE ON stock_ledger
  FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER stock_ledger_no_truncate BEFORE TRUNCATE ON stock_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_append_only();
