import { DOCUMENT_STATUS, type ParcelRow } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../core/caller.ts';
import { ownRow } from '../../core/scope.ts';
import { queryRows, type Executor } from '../../db/client.ts';
import { escapeLike } from '../../stores/sql.ts';

/**
 * Parcels in stock (decision 1140): a parcel is what completed packagings packed under its number, held
 * as the roll number of its contents wherever they lie now; what a dispatch took is no longer there.
 * The stock is the organisation's, whoever packed it; its packaging is named only to whoever sees that
 * document (decision 2369).
 */

export interface ParcelQuery {
  /** One parcel by its number. */
  parcelNumber?: string;
  /** Parcels of the order's items, packed for it or for no order. */
  salesOrderId?: number;
  /** Parcels whose number, item (code or name) or lot contains it, in any case. */
  search?: string;
  /** One of PARCEL_SORTS, `-` before it for descending; by parcel number otherwise. */
  sort?: string;
  page: number;
  size: number;
}

/** The orders a page of parcels may take (the picker's columns); each ends on the parcel and its contents. */
export const PARCEL_SORTS = {
  parcelNumber: sql`pc.parcel`,
  itemName: sql`it.name`,
  lotNumber: sql`i.lot_number`,
  stockAreaName: sql`a.name`,
  quantity: sql`b.quantity`,
} as const;

const orderOf = (sort: string | undefined): SQL => {
  const key = sort?.replace(/^-/, '') ?? 'parcelNumber';
  const column = PARCEL_SORTS[key as keyof typeof PARCEL_SORTS] ?? PARCEL_SORTS.parcelNumber;
  return sort?.startsWith('-') ? sql`${column} DESC` : sql`${column}`;
};

type Raw = Omit<ParcelRow, 'item' | 'uom'> & {
  itemCode: string;
  itemName: string;
  uomId: number | null;
  uomName: string | null;
  decimals: number | null;
};

/** The parcels in stock the query names, a page of them by parcel number, and how many there are. */
export async function parcelsInStock(
  ex: Executor,
  caller: Caller,
  query: ParcelQuery,
): Promise<{ rows: ParcelRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.parcelNumber !== undefined) conditions.push(sql`pc.parcel = ${query.parcelNumber}`);
  if (query.salesOrderId !== undefined)
    conditions.push(
      sql`(pc.for_order IS NULL OR pc.for_order = ${query.salesOrderId})
          AND m.item_id IN (SELECT item_id FROM sales_order_lines
                             WHERE org_id = ${caller.orgId} AND sales_order_id = ${query.salesOrderId})`,
    );
  if (query.search !== undefined) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(
      sql`(pc.parcel ILIKE ${like} OR it.code ILIKE ${like} OR it.name ILIKE ${like} OR i.lot_number ILIKE ${like})`,
    );
  }
  const seen = ownRow('p', caller);
  const where = conditions.length > 0 ? sql`AND ${sql.join(conditions, sql` AND `)}` : sql``;
  const from = sql`
    FROM (SELECT l.parcel_number AS parcel, max(p.sales_order_id) AS for_order,
                 min(CASE WHEN ${seen} THEN p.number END) AS number,
                 max(CASE WHEN ${seen} THEN p.sales_order_id END) AS sales_order_id,
                 coalesce(sum(l.gross_weight), 0) AS gross, coalesce(sum(l.net_weight), 0) AS net
          FROM packaging_lines l
          JOIN packaging p ON p.org_id = l.org_id AND p.id = l.packaging_id AND p.status = ${DOCUMENT_STATUS.COMPLETED}
          WHERE l.org_id = ${caller.orgId}
          GROUP BY l.parcel_number) pc
    JOIN stock_identity i ON i.org_id = ${caller.orgId} AND i.roll_number = pc.parcel
    JOIN stock_material m ON m.org_id = i.org_id AND m.id = i.material_id AND m.item_id IS NOT NULL
    JOIN stock_balance b ON b.org_id = i.org_id AND b.identity_id = i.id AND b.quantity > 0
    JOIN item it ON it.id = m.item_id
    LEFT JOIN uom u ON u.id = it.uom_id
    JOIN stock_area a ON a.id = b.stock_area_id
    WHERE true ${where}`;
  const [count] = await queryRows<{ total: number }>(ex, sql`SELECT count(*)::int AS total ${from}`);
  const rows = await queryRows<Raw>(
    ex,
    sql`SELECT pc.parcel AS "parcelNumber", coalesce(pc.number, '') AS "packagingNumber",
               pc.sales_order_id::int AS "packagingSalesOrderId", it.id::int AS "itemId", it.code AS "itemCode",
               it.name AS "itemName", u.id::int AS "uomId", u.name AS "uomName", u.decimals, i.lot_number AS "lotNumber",
               b.stock_area_id::int AS "stockAreaId", a.name AS "stockAreaName", b.quantity::float8 AS quantity,
               b.held, pc.gross::float8 AS "grossWeight", pc.net::float8 AS "netWeight"
        ${from}
        ORDER BY ${orderOf(query.sort)}, pc.parcel, it.name, i.lot_number, b.id
        LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`,
  );
  return { rows: rows.map(shaped), total: count?.total ?? 0 };
}

const shaped = ({ itemCode, itemName, uomId, uomName, decimals, ...row }: Raw): ParcelRow => ({
  ...row,
  item: { id: row.itemId, code: itemCode, name: itemName },
  uom: uomId === null ? null : { id: uomId, name: uomName ?? '', decimals },
});
