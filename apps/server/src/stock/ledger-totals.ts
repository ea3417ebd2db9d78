// The stock view's totals per stock area (decision 0961), kept by every posting in its transaction: the
// balance rows with stock and their value at the moving average, each row's to the paisa as the view values
// it, by kind of material, stock area, branch and location. A posting changes the value of the rows it posts
// at and, when it changes a material's quantity or value, of every stocked row of that material; each such
// row's share before the posting and after it are computed in the posting's one write (decision 1350), and
// the difference added to the area rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { stockAreaTotal } from '../db/schema.ts';

/** A balance row's value at a material's moving average, to the paisa, as `balanceValue` (reads/filter) has it. */
const valueOf = (quantity: SQL, materialValue: SQL, materialQuantity: SQL): SQL =>
  sql`CASE WHEN ${quantity} > 0 THEN coalesce(round(${quantity} * ${materialValue} / nullif(${materialQuantity}, 0), 2), 0) ELSE 0 END`;

/**
 * The statement, for a WITH of the posting's write, that adds to the area rows what the revalued rows'
 * share changed by. `after` names the relations of the rows as the posting writes them, balances (id,
 * quantity) and materials (id, quantity, value); the table is read as it was before (the statement's
 * one snapshot, under the posting's locks: no other posting changes these rows meanwhile). The revalued rows
 * are those posted at, and every stocked row of the materials whose average moved (by the balances' index by
 * material). Area rows are made or updated in the order of their stock area, so two postings lock the rows
 * they share in the same order.
 */
export function keepAreaTotals(
  caller: Caller,
  after: { balances: SQL; materials: SQL },
  revalued: { balanceIds: readonly number[]; materialIds: readonly number[] },
): SQL {
  const org = sql`${caller.orgId}::bigint`;
  const t = stockAreaTotal;
  const before = valueOf(sql`b.quantity`, sql`m.value`, sql`m.quantity`);
  const now = valueOf(sql`a.quantity`, sql`a.material_value`, sql`a.material_quantity`);
  // The ids as lists of values, not the relations': the planner then reads their rows by index, both
  // kinds in one bitmap of the two indexes (a union of their ids, joined back, read every place: decision 2380).
  const stocked =
    revalued.materialIds.length === 0
      ? sql``
      : sql` OR (b.material_id IN ${revalued.materialIds} AND b.quantity > 0)`;
  return sql`INSERT INTO ${t} (org_id, kind, stock_area_id, branch_id, location_id, places, value)
    SELECT ${org}, m.kind, b.stock_area_id, b.branch_id, b.location_id,
           sum((a.quantity > 0)::int - (b.quantity > 0)::int), sum(${now} - ${before})
      FROM stock_balance b
      JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
      LEFT JOIN ${after.balances} nb ON nb.id = b.id
      LEFT JOIN ${after.materials} nm ON nm.id = m.id
     CROSS JOIN LATERAL (SELECT coalesce(nb.quantity, b.quantity) AS quantity,
                                coalesce(nm.quantity, m.quantity) AS material_quantity,
                                coalesce(nm.value, m.value) AS material_value) a
     WHERE b.org_id = ${org}
       AND (b.id = ANY(ARRAY[${sql.join(
         revalued.balanceIds.map((id) => sql`${id}::bigint`),
         sql`, `,
       )}]::bigint[])${stocked})
     GROUP BY m.kind, b.stock_area_id, b.branch_id, b.location_id
    HAVING sum((a.quantity > 0)::int - (b.quantity > 0)::int) <> 0 OR sum(${now} - ${before}) <> 0
     ORDER BY b.stock_area_id, m.kind, b.branch_id, b.location_id
    ON CONFLICT ON CONSTRAINT stock_area_total_key DO UPDATE
       SET places = ${t}.places + excluded.places, value = ${t}.value + excluded.value, updated_at = now()`;
}
