import { DOCUMENT_STATUS, statusLabel, type ListColumn } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';

/**
 * The dispatch-against-SO report (issue 19, decision 1144): per line of the submitted sales orders (Open,
 * In Progress, Closed), what was ordered, what was dispatched (the line's dispatched quantity, which the
 * dispatches fill) and what is pending.
 */
export interface DispatchAgainstQuery {
  partyId?: number;
  salesOrderId?: number;
  /** Order dates, 'yyyy-MM-dd', both ends included. */
  from?: string;
  to?: string;
  /** Only lines with something pending. */
  pending?: boolean;
  page: number;
  size: number;
}

export const DISPATCH_AGAINST_TITLE = 'Dispatch Against SO';

export const DISPATCH_AGAINST_COLUMNS: readonly ListColumn[] = [
  { key: 'orderNumber', header: 'SO Number', type: 'text' },
  { key: 'orderDate', header: 'SO Date', type: 'date' },
  { key: 'customer', header: 'Customer', type: 'text' },
  { key: 'item.code', header: 'Item Code', type: 'text' },
  { key: 'item.name', header: 'Item', type: 'text' },
  { key: 'uom.name', header: 'UOM', type: 'text' },
  { key: 'ordered', header: 'Ordered', type: 'quantity', unit: 'uom' },
  { key: 'dispatched', header: 'Dispatched', type: 'quantity', unit: 'uom' },
  { key: 'pending', header: 'Pending', type: 'quantity', unit: 'uom' },
  { key: 'statusLabel', header: 'Status', type: 'text' },
];

const SUBMITTED = [DOCUMENT_STATUS.OPEN, DOCUMENT_STATUS.IN_PROGRESS, DOCUMENT_STATUS.CLOSED];

function linesOf(caller: Caller, query: DispatchAgainstQuery): SQL {
  const conditions: SQL[] = [
    sql`o.org_id = ${caller.orgId}`,
    sql`o.status IN (${sql.join(
      SUBMITTED.map((status) => sql`${status}`),
      sql`, `,
    )})`,
  ];
  if (query.partyId !== undefined) conditions.push(sql`o.party_id = ${query.partyId}`);
  if (query.salesOrderId !== undefined) conditions.push(sql`o.id = ${query.salesOrderId}`);
  if (query.from) conditions.push(sql`o.date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`o.date <= ${query.to}::date`);
  if (query.pending) conditions.push(sql`l.quantity > coalesce(l.dispatched_quantity, 0)`);
  return sql`FROM sales_order o
             JOIN sales_order_lines l ON l.org_id = o.org_id AND l.sales_order_id = o.id
             LEFT JOIN party p ON p.org_id = o.org_id AND p.id = o.party_id
             LEFT JOIN item it ON it.org_id = l.org_id AND it.id = l.item_id
             LEFT JOIN uom u ON u.org_id = it.org_id AND u.id = it.uom_id
             WHERE ${sql.join(conditions, sql` AND `)}`;
}

export async function countDispatchAgainst(
  ex: Executor,
  caller: Caller,
  query: DispatchAgainstQuery,
): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total ${linesOf(caller, query)}`,
  );
  return row?.total ?? 0;
}

interface Raw {
  lineId: number;
  salesOrderId: number;
  orderNumber: string;
  orderDate: string;
  customer: string | null;
  itemId: number;
  code: string | null;
  name: string | null;
  uomName: string | null;
  decimals: number | null;
  ordered: number;
  dispatched: number;
  status: number;
}

/** A page of order lines, newest order first, then by number and line. */
export async function dispatchAgainstPage(ex: Executor, caller: Caller, query: DispatchAgainstQuery) {
  const rows = await queryRows<Raw>(
    ex,
    sql`SELECT l.id::int AS "lineId", o.id::int AS "salesOrderId", o.number AS "orderNumber",
               to_char(o.date, 'YYYY-MM-DD') AS "orderDate", p.company_name AS customer, l.item_id::int AS "itemId",
               it.code, it.name, u.name AS "uomName", u.decimals, l.quantity::float8 AS ordered,
               coalesce(l.dispatched_quantity, 0)::float8 AS dispatched, o.status
        ${linesOf(caller, query)}
        ORDER BY o.date DESC, o.number DESC, l.line_no
        LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`,
  );
  return rows.map(({ code, name, uomName, decimals, ...row }) => ({
    ...row,
    item: { id: row.itemId, code: code ?? '', name: name ?? '' },
    uom: uomName === null ? null : { name: uomName, decimals },
    pending: Math.max(0, Number((row.ordered - row.dispatched).toFixed(3))),
    statusLabel: statusLabel(row.status),
  }));
}
