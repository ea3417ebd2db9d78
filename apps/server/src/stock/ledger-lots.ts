// The lots with stock that stock ageing reads (decision 1990), kept by every posting in its transaction: per
// item and lot, in each stock area and over all of them, the balance rows' sum and the earliest India's day
// of an identity with a balance row there. Balance rows are never deleted, so that day only ever moves
// earlier: the least of the kept one and those of the rows a posting writes.
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { IN_INDIA } from '../core/today.ts';
import { stockLotTotal } from '../db/schema.ts';

/**
 * The statement, for a WITH of the posting's write, that adds to the lot rows what the posting's balance
 * rows changed by. `after` names the relation of the balances as the posting writes them (id, quantity); the
 * table is read as it was before (the statement's one snapshot). Every balance the posting locked or made is
 * written, so a row made here (at zero, its place new) brings its identity's day even when nothing moved.
 * Only postings holding the item's material row write its lot rows, so they never wait for each other here.
 */
export function keepLots(caller: Caller, after: SQL, balanceIds: readonly number[]): SQL {
  const org = sql`${caller.orgId}::bigint`;
  const t = stockLotTotal;
  return sql`INSERT INTO ${t} (org_id, item_id, stock_area_id, lot_number, received_on, on_hand)
    SELECT ${org}, m.item_id, p.stock_area_id, i.lot_number,
           min((i.created_at AT TIME ZONE ${IN_INDIA})::date), sum(nb.quantity - b.quantity)
      FROM stock_balance b
      JOIN ${after} nb ON nb.id = b.id
      JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
      JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id AND m.item_id IS NOT NULL
     CROSS JOIN LATERAL (VALUES (b.stock_area_id), (NULL::bigint)) p (stock_area_id)
     WHERE b.org_id = ${org} AND b.id IN ${balanceIds}
     GROUP BY m.item_id, i.lot_number, p.stock_area_id
     ORDER BY m.item_id, i.lot_number, p.stock_area_id
    ON CONFLICT ON CONSTRAINT stock_lot_total_key DO UPDATE
       SET on_hand = ${t}.on_hand + excluded.on_hand, received_on = least(${t}.received_on, excluded.received_on)
     WHERE excluded.on_hand <> 0 OR excluded.received_on < ${t}.received_on`;
}
