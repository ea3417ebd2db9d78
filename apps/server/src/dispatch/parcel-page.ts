import {
  DOCUMENT_STATUS,
  PHRASES,
  RESPONSE_CODES,
  say,
  type ParcelDispatch,
  type ParcelPage,
  type ParcelRow,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { ownRow } from '../core/scope.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { parcelsInStock } from '../stock/reads/parcels.ts';

type Taken = Omit<ParcelRow, 'item' | 'uom' | 'held' | 'grossWeight' | 'netWeight' | 'packagingNumber'> & {
  itemCode: string;
  itemName: string;
  uomId: number | null;
  uomName: string | null;
  decimals: number | null;
};

/**
 * The parcel's packing: the packaging that packed it (named only to whoever sees it, decision 2369) and its
 * weights; none when it was never packed.
 */
async function packed(ex: Executor, caller: Caller, parcelNumber: string) {
  const [row] = await queryRows<{ number: string | null; gross: number; net: number; lines: number }>(
    ex,
    sql`SELECT min(CASE WHEN ${ownRow('p', caller)} THEN p.number END) AS number, coalesce(sum(l.gross_weight), 0)::float8 AS gross,
               coalesce(sum(l.net_weight), 0)::float8 AS net, count(*)::int AS lines
        FROM packaging_lines l
        JOIN packaging p ON p.org_id = l.org_id AND p.id = l.packaging_id AND p.status = ${DOCUMENT_STATUS.COMPLETED}
        WHERE l.org_id = ${caller.orgId} AND l.parcel_number = ${parcelNumber}`,
  );
  return row && row.lines > 0 ? row : null;
}

/**
 * The dispatch the parcel is on: the one that took it, else the draft loading it; a cancelled one holds none.
 * Whichever user entered it, it holds the parcel; a role without "All records" that does not see it (decision
 * 1863) is told in words where the parcel is, and nothing of the dispatch (decision 2369).
 */
async function dispatchOf(
  ex: Executor,
  caller: Caller,
  parcelNumber: string,
): Promise<ParcelDispatch | null> {
  const [row] = await queryRows<ParcelDispatch & { seen: boolean }>(
    ex,
    sql`SELECT d.id::int AS id, d.number, d.status::int AS status, d.date::text AS date,
               p.company_name AS "customerName", ${ownRow('d', caller)} AS seen
        FROM dispatch_lines dl
        JOIN dispatch d ON d.org_id = dl.org_id AND d.id = dl.dispatch_id
        LEFT JOIN party p ON p.org_id = d.org_id AND p.id = d.party_id
        WHERE dl.org_id = ${caller.orgId} AND dl.parcel_number = ${parcelNumber}
          AND d.status IN (${DOCUMENT_STATUS.DRAFT}, ${DOCUMENT_STATUS.COMPLETED})
        ORDER BY d.status = ${DOCUMENT_STATUS.COMPLETED} DESC, d.id DESC
        LIMIT 1`,
  );
  if (!row) return null;
  const { seen, ...found } = row;
  if (seen) return found;
  const words =
    found.status === DOCUMENT_STATUS.COMPLETED ? PHRASES.parcelLeftUnseen : PHRASES.parcelLoadingUnseen;
  throw new AppError(RESPONSE_CODES.FORBIDDEN, say(words, { parcel: parcelNumber }));
}

/** What the dispatch took of the parcel, as its ledger rows say: the parcel's contents once it has left. */
async function takenBy(ex: Executor, caller: Caller, dispatchId: number, parcelNumber: string) {
  const rows = await queryRows<Taken>(
    ex,
    sql`SELECT i.roll_number AS "parcelNumber", it.id::int AS "itemId", it.code AS "itemCode",
               it.name AS "itemName", u.id::int AS "uomId", u.name AS "uomName", u.decimals,
               i.lot_number AS "lotNumber", l.stock_area_id::int AS "stockAreaId", a.name AS "stockAreaName",
               (-sum(l.quantity))::float8 AS quantity
        FROM stock_ledger l
        JOIN stock_identity i ON i.org_id = l.org_id AND i.id = l.identity_id AND i.roll_number = ${parcelNumber}
        JOIN stock_material m ON m.org_id = i.org_id AND m.id = i.material_id
        JOIN item it ON it.org_id = l.org_id AND it.id = m.item_id
        LEFT JOIN uom u ON u.org_id = it.org_id AND u.id = it.uom_id
        JOIN stock_area a ON a.org_id = l.org_id AND a.id = l.stock_area_id
        WHERE l.org_id = ${caller.orgId} AND l.document_type = 'dispatch' AND l.document_id = ${dispatchId}
        GROUP BY i.roll_number, it.id, it.code, it.name, u.id, u.name, u.decimals, i.lot_number, l.stock_area_id, a.name
        HAVING sum(l.quantity) < 0
        ORDER BY it.name, i.lot_number`,
  );
  return rows.map(({ itemCode, itemName, uomId, uomName, decimals, ...row }) => ({
    ...row,
    item: { id: row.itemId, code: itemCode, name: itemName },
    uom: uomId === null ? null : { id: uomId, name: uomName ?? '', decimals },
  }));
}

/**
 * A parcel's page (issue 58, decision 2360): its contents in stock, or as its dispatch took them once it has
 * left; its packaging, weights and dispatch. None (not found) for a parcel never packed or of another organisation.
 */
export async function parcelPage(
  ex: Executor,
  caller: Caller,
  parcelNumber: string,
): Promise<ParcelPage | null> {
  const packing = await packed(ex, caller, parcelNumber);
  if (!packing) return null;
  const dispatch = await dispatchOf(ex, caller, parcelNumber);
  const facts = {
    parcelNumber,
    packagingNumber: packing.number ?? '',
    grossWeight: packing.gross,
    netWeight: packing.net,
    dispatch,
  };
  if (dispatch?.status === DOCUMENT_STATUS.COMPLETED) {
    const taken = await takenBy(ex, caller, dispatch.id, parcelNumber);
    return {
      ...facts,
      contents: taken.map((row) => ({ ...row, ...weighed(facts), held: false })),
    };
  }
  const { rows } = await parcelsInStock(ex, caller, { parcelNumber, page: 1, size: 500 });
  return rows.length === 0 ? null : { ...facts, contents: rows };
}

const weighed = (facts: { packagingNumber: string; grossWeight: number; netWeight: number }) => ({
  packagingNumber: facts.packagingNumber,
  packagingSalesOrderId: null,
  grossWeight: facts.grossWeight,
  netWeight: facts.netWeight,
});
