// The stock bench's seed (decision 0960): 100,000 items and 1,000,000 ledger rows (BENCH_LEDGER) over 5
// branches and 200 stock areas, written with set-based SQL, and the checks that they stay consistent.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../src/core/caller.ts';
import { queryRows, type Database, type Executor } from '../src/db/client.ts';
import { staff } from '../src/db/schema.ts';
import { prepareDatabase } from '../src/setup.ts';
import { sized } from './short.ts';

export const LEDGER = Number(process.env.BENCH_LEDGER ?? sized(1_000_000, 5_000));
/** The busy item's movements: 10,000, or as many as there are items on a small seed. */
const busyOf = (ledger: number): number => Math.min(10_000, ledger / 10);
export const BUSY = busyOf(LEDGER);
const BRANCHES = 5;
const AREAS = 200;

/** The bench's items with their material and identity, numbered g = 1…ITEMS (item 1 is the busy one). */
const benchItems = (org: number): string => `
  SELECT m.id AS material_id, s.id AS identity_id, substr(i.code, 4)::int AS g, i.purchase_price AS rate
  FROM item i JOIN stock_material m ON m.org_id = i.org_id AND m.item_id = i.id
  JOIN stock_identity s ON s.org_id = m.org_id AND s.material_id = m.id
  WHERE i.org_id = ${org} AND i.code LIKE 'SB-%'`;
const benchAreas = (org: number): string => `
  SELECT a.id, a.location_id, l.branch_id, substr(a.code, 5)::int AS n
  FROM stock_area a JOIN location l ON l.org_id = a.org_id AND l.id = a.location_id
  WHERE a.org_id = ${org} AND a.code LIKE 'SBA-%'`;
/** The stock view's totals per stock area (decision 0961), recomputed from the balances as the view counts them. */
const recomputedTotals = (org: number): string => `
  SELECT b.org_id, m.kind, b.stock_area_id, b.branch_id, b.location_id, count(*)::int AS places,
         sum(coalesce(round(b.quantity * m.value / nullif(m.quantity, 0), 2), 0)) AS value
  FROM stock_balance b JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
  WHERE b.org_id = ${org} AND b.quantity > 0 GROUP BY 1, 2, 3, 4, 5`;
/** Stock ageing's lots per item, lot and stock area and over all areas (decision 1990), recomputed from the balances. */
const recomputedLots = (org: number): string => `
  SELECT b.org_id, m.item_id, p.stock_area_id, i.lot_number,
         min((i.created_at AT TIME ZONE 'Asia/Kolkata')::date) AS received_on, sum(b.quantity) AS on_hand
  FROM stock_balance b
  JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
  JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id AND m.item_id IS NOT NULL
  CROSS JOIN LATERAL (VALUES (b.stock_area_id), (NULL::bigint)) p (stock_area_id)
  WHERE b.org_id = ${org} GROUP BY 1, 2, 3, 4`;
/** The stock area (1…AREAS) of place p of item g: 3 places an item, 4 for the busy one, all distinct. */
const areaOf = (g: string, p: string): string => `(7 * ${g} + 67 * (${p})) % ${AREAS} + 1`;

/**
 * Branches with a location each, stock areas over them, ITEMS items each with a material and one identity
 * (lot), 3 balance rows an item (4 for the busy one), and LEDGER ledger rows: each place opens with 100,
 * then alternates issues of 7 and inwards of 10 by rounds, at the item's one rate (so the moving average
 * is that rate and every value after is exact). The afters are running sums in id order; the balances and
 * materials are then the ledger's sums.
 */
export async function seedStock(
  db: Executor,
  caller: Caller,
  uom: number,
  ledger: number = LEDGER,
): Promise<void> {
  const [items, busy] = [ledger / 10, busyOf(ledger)];
  const org = caller.orgId;
  const who = caller.staffId;
  const run = async (text: string) => {
    const t0 = performance.now();
    await db.execute(sql.raw(text));
    if (process.env.BENCH_VERBOSE)
      console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${text.trim().slice(0, 60)}`);
  };
  await run(`INSERT INTO branch (org_id, name, code) SELECT ${org}, 'Bench Branch ' || g, 'SBB-' || g
             FROM generate_series(1, ${BRANCHES}) g`);
  await run(`INSERT INTO location (org_id, name, code, branch_id, active)
             SELECT ${org}, 'Bench Location ' || b.code, 'SBL-' || substr(b.code, 5), b.id, true
             FROM branch b WHERE b.org_id = ${org} AND b.code LIKE 'SBB-%'`);
  await run(`INSERT INTO stock_area (org_id, name, code, location_id, active)
             SELECT ${org}, 'Bench Area ' || g, 'SBA-' || lpad(g::text, 3, '0'), l.id, true
             FROM generate_series(1, ${AREAS}) g
             JOIN location l ON l.org_id = ${org} AND l.code = 'SBL-' || (1 + g % ${BRANCHES})`);
  await run(`INSERT INTO item (org_id, code, name, uom_id, hsn_code, purchase_gst_rate, sale_gst_rate, purchase_price,
                               active, search, created_by, updated_by)
             SELECT ${org}, 'SB-' || lpad(g::text, 6, '0'), CASE WHEN g = 1 THEN 'Stock Bench Busy' ELSE 'Stock Bench Item ' || g END,
                    ${uom}, '3902', 18, 18, 100 + g % 50, true, 'sb' || lpad(g::text, 6, '0') || '|stockbenchitem' || g, ${who}, ${who}
             FROM generate_series(1, ${items}) g`);
  await run(`INSERT INTO stock_material (org_id, kind, item_id)
             SELECT ${org}, 'item', id FROM item WHERE org_id = ${org} AND code LIKE 'SB-%'`);
  await run(`INSERT INTO stock_identity (org_id, material_id, lot_number)
             SELECT ${org}, m.id, 'LOT-' || substr(i.code, 4) FROM stock_material m
             JOIN item i ON i.org_id = m.org_id AND i.id = m.item_id WHERE m.org_id = ${org} AND i.code LIKE 'SB-%'`);
  // The joins below are planned on what the planner knows of the rows just written.
  for (const table of ['branch', 'location', 'stock_area', 'item', 'stock_material', 'stock_identity'])
    await run(`ANALYZE ${table}`);
  await run(`WITH items AS (${benchItems(org)}), areas AS (${benchAreas(org)})
             INSERT INTO stock_balance (org_id, identity_id, material_id, branch_id, location_id, stock_area_id, updated_by)
             SELECT ${org}, it.identity_id, it.material_id, ar.branch_id, ar.location_id, ar.id, ${who}
             FROM items it CROSS JOIN LATERAL generate_series(0, CASE WHEN it.g = 1 THEN 3 ELSE 2 END) p
             JOIN areas ar ON ar.n = ${areaOf('it.g', 'p')}`);
  await run(`WITH items AS (${benchItems(org)}), areas AS (${benchAreas(org)}),
    moves AS (SELECT 2 + (r - 1) % ${items - 1} AS g, (r - 1) / ${items - 1} AS k, 3 AS places
              FROM generate_series(1, ${ledger - busy}) r
              UNION ALL SELECT 1, k, 4 FROM generate_series(0, ${busy - 1}) k),
    placed AS (SELECT g, k, places, ${areaOf('g', 'k % places')} AS area_no,
                      CASE WHEN k < places THEN 100 WHEN (k / places) % 2 = 1 THEN -7 ELSE 10 END AS q
               FROM moves),
    afters AS (SELECT p.*, it.material_id, it.identity_id, it.rate,
                      sum(q) OVER (PARTITION BY g, area_no ORDER BY k) AS balance_after,
                      sum(q) OVER (PARTITION BY g ORDER BY k) AS material_after
               FROM placed p JOIN items it USING (g))
    INSERT INTO stock_ledger (org_id, material_id, identity_id, balance_id, branch_id, location_id, stock_area_id,
                              movement, document_type, document_no, quantity, rate, value, balance_after,
                              area_quantity_after, material_quantity_after, material_value_after, created_by, created_at)
    SELECT ${org}, a.material_id, a.identity_id, b.id, b.branch_id, b.location_id, b.stock_area_id,
           CASE WHEN a.k < a.places THEN 'OPENING' WHEN a.q > 0 THEN 'INWARD' ELSE 'ISSUE' END,
           CASE WHEN a.k < a.places THEN 'openingStock' WHEN a.q > 0 THEN 'inward' ELSE 'stockIssue' END,
           CASE WHEN a.k < a.places THEN 'Opening' WHEN a.q > 0 THEN 'IN/' ELSE 'SI/' END || a.g || '/' || a.k,
           a.q, a.rate, a.q * a.rate, a.balance_after, a.balance_after, a.material_after, a.material_after * a.rate,
           ${who}, timestamptz '2025-04-01' + a.k * interval '45 minutes'
    FROM afters a JOIN areas ar ON ar.n = a.area_no
    JOIN stock_balance b ON b.org_id = ${org} AND b.identity_id = a.identity_id AND b.stock_area_id = ar.id
                         AND b.rack_id IS NULL AND NOT b.held
    ORDER BY a.k, a.g`);
  await run(`UPDATE stock_balance b SET quantity = l.q FROM
             (SELECT balance_id, sum(quantity) AS q FROM stock_ledger WHERE org_id = ${org} GROUP BY 1) l
             WHERE b.org_id = ${org} AND b.id = l.balance_id`);
  await run(`UPDATE stock_material m SET quantity = l.q, value = l.v FROM
             (SELECT material_id, sum(quantity) AS q, sum(value) AS v FROM stock_ledger WHERE org_id = ${org} GROUP BY 1) l
             WHERE m.org_id = ${org} AND m.id = l.material_id`);
  // Recomputed whole: the demo's opening stock (decision 2077) has totals of its own already.
  await run(`DELETE FROM stock_area_total WHERE org_id = ${org}`);
  await run(`DELETE FROM stock_lot_total WHERE org_id = ${org}`);
  await run(`INSERT INTO stock_area_total (org_id, kind, stock_area_id, branch_id, location_id, places, value)
             ${recomputedTotals(org)}`);
  await run(`INSERT INTO stock_lot_total (org_id, item_id, stock_area_id, lot_number, received_on, on_hand)
             ${recomputedLots(org)}`);
  // As autovacuum would (PGlite has none).
  for (const table of ['stock_balance', 'stock_ledger', 'stock_area_total', 'stock_lot_total'])
    await run(`ANALYZE ${table}`);
}

/**
 * The places (balance rows) whose quantity is not the sum of their ledger rows, or whose last ledger row's
 * balance after differs, among those with a ledger row after `sinceId` (all when 0).
 */
export async function brokenPlaces(db: Executor, org: number, sinceId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH touched AS (SELECT DISTINCT balance_id FROM stock_ledger WHERE org_id = ${org} AND id > ${sinceId}),
             sums AS (SELECT l.balance_id, sum(l.quantity) AS q,
                             (array_agg(l.balance_after ORDER BY l.id DESC))[1] AS last_after
                      FROM stock_ledger l JOIN touched t USING (balance_id) WHERE l.org_id = ${org} GROUP BY 1)
        SELECT count(*)::int AS n FROM sums s JOIN stock_balance b ON b.id = s.balance_id
        WHERE b.quantity <> s.q OR b.quantity <> s.last_after OR b.quantity < 0`,
  );
  return row?.n ?? Number.NaN;
}

/** The stock area rows whose kept totals differ from those recomputed from the balances (decision 0961). */
export async function driftedAreas(db: Executor, org: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql.raw(`WITH kept AS (SELECT org_id, kind, stock_area_id, branch_id, location_id, places, value
                           FROM stock_area_total WHERE org_id = ${org} AND (places <> 0 OR value <> 0)),
                  recomputed AS (${recomputedTotals(org)})
             SELECT count(*)::int AS n FROM ((TABLE kept EXCEPT TABLE recomputed)
                                             UNION ALL (TABLE recomputed EXCEPT TABLE kept)) d`),
  );
  return row?.n ?? Number.NaN;
}

/** The lot rows whose kept day or quantity differ from those recomputed from the balances (decision 1990). */
export async function driftedLots(db: Executor, org: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql.raw(`WITH kept AS (SELECT org_id, item_id, stock_area_id, lot_number, received_on, on_hand
                           FROM stock_lot_total WHERE org_id = ${org}),
                  recomputed AS (${recomputedLots(org)})
             SELECT count(*)::int AS n FROM ((TABLE kept EXCEPT TABLE recomputed)
                                             UNION ALL (TABLE recomputed EXCEPT TABLE kept)) d`),
  );
  return row?.n ?? Number.NaN;
}

/**
 * A database prepared with the demo data and the stock seed: the admin as the caller, and `one`, the first
 * row of a query (a missing one is a broken seed). The seed's ledger rows, or what they are to be, asked once
 * the demo's data is in.
 */
export async function seededDatabase(
  database: Database,
  ledger: number | ((caller: Caller) => Promise<number>) = LEDGER,
): Promise<{ caller: Caller; one: <T>(query: SQL) => Promise<T> }> {
  await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
  const [admin] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
  if (!admin) throw new Error('no admin');
  const caller: Caller = { staffId: admin.id, orgId: admin.orgId };
  const one = async <T>(query: SQL): Promise<T> => {
    const [row] = await queryRows<T>(database.db, query);
    if (!row) throw new Error('the seed is missing a row');
    return row;
  };
  const { id: uom } = await one<{ id: number }>(
    sql`SELECT id FROM uom WHERE org_id = ${caller.orgId} AND name = 'KG'`,
  );
  const t0 = performance.now();
  await seedStock(database.db, caller, uom, typeof ledger === 'number' ? ledger : await ledger(caller));
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { caller, one };
}
