// The order-line reports' seed (issue 40): submitted sales and purchase orders of 5 lines each over the stock
// seed's items, a year of order dates, written with set-based SQL (as documents.bench.ts does).
import { sql } from 'drizzle-orm';
import type { Caller } from '../src/core/caller.ts';
import type { Executor } from '../src/db/client.ts';

const LINES = 5;
const PARTIES = 50;

/**
 * PARTIES parties (customers and suppliers), and `orders` sales orders and as many purchase orders of LINES
 * lines each on the stock seed's items (`SB-…`), dated over the year from 1 April 2026 (half Open, a
 * quarter In Progress, a quarter Closed), a third of their lines partly dispatched or received.
 */
export async function seedOrders(db: Executor, caller: Caller, orders: number): Promise<void> {
  const org = caller.orgId;
  const who = caller.staffId;
  await db.execute(
    sql.raw(`INSERT INTO party (org_id, company_name, is_customer, is_supplier, active, search, created_by, updated_by)
             SELECT ${org}, 'Bench Party ' || g, true, true, true, 'benchparty' || g, ${who}, ${who}
             FROM generate_series(1, ${PARTIES}) g`),
  );
  for (const [table, series, done] of [
    ['sales_order', 'SO', 'dispatched_quantity'],
    ['purchase_order', 'PO', 'received_quantity'],
  ] as const) {
    await db.execute(
      sql.raw(`WITH parties AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM party
                                WHERE org_id = ${org} AND company_name LIKE 'Bench Party %')
               INSERT INTO ${table} (org_id, number, status, taxable_total, grand_total, party_id, date, search,
                                     created_by, updated_by)
               SELECT ${org}, '${series}/BENCH/' || lpad(g::text, 5, '0'), (ARRAY[10, 10, 20, 30])[1 + g % 4], 0, 0,
                      p.id, DATE '2026-04-01' + (g * 7) % 365, '${series.toLowerCase()}bench' || g, ${who}, ${who}
               FROM generate_series(1, ${orders}) g JOIN parties p ON p.k = g % ${PARTIES}`),
    );
    await db.execute(
      sql.raw(`INSERT INTO ${table}_lines (org_id, ${table}_id, line_no, item_id, quantity, rate, ${done})
               SELECT ${org}, o.id, l, i.ids[1 + (o.g * ${LINES} + l) % cardinality(i.ids)], 10 + (o.g + l) % 90, 100,
                      CASE WHEN (o.g + l) % 3 = 0 THEN 5 ELSE 0 END
               FROM (SELECT id, row_number() OVER (ORDER BY id) AS g FROM ${table}
                     WHERE org_id = ${org} AND number LIKE '${series}/BENCH/%') o
               CROSS JOIN generate_series(1, ${LINES}) l
               CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM item WHERE org_id = ${org} AND code LIKE 'SB-%') i`),
    );
  }
}
