import { DOCUMENT_STATUS, statusLabel, type ReportSort } from '@erp/domain';
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
  /** By one of the report's sortable columns; else newest order first. */
  sort?: ReportSort;
}

const DISPATCHED = sql`coalesce(l.dispatched_quantity, 0)`;

/** The SQL of each column the report sorts by. */
const SORTS: Readonly<Record<string, SQL>> = {
  orderNumber: sql`o.number`,
  orderDate: sql`o.date`,
  customer: sql`lower(p.company_name)`,
  'item.code': sql`it.code`,
  'item.name': sql`lower(it.name)`,
  ordered: sql`l.quantity`,
  dispatched: DISPATCHED,
  pending: sql`greatest(l.quantity - ${DISPATCHED}, 0)`,
};

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
  if (query.pending) conditions.push(sql`l.quantity > ${DISPATCHED}`);
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

/** The sums of the quantities of every line the query keeps (the report's totals). */
export async function dispatchAgainstTotals(
  ex: Executor,
  caller: Caller,
  query: DispatchAgainstQuery,
): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    ex,
    sql`SELECT coalesce(sum(l.quantity), 0)::float8 AS ordered, coalesce(sum(${DISPATCHED}), 0)::float8 AS dispatched,
               coalesce(sum(greatest(l.quantity - ${DISPATCHED}, 0)), 0)::float8 AS pending
        ${linesOf(caller, query)}`,
  );
  return row ?? {};
}

/** A page of order lines, newest order first, then by number and line (after the sort asked for). */
export async function dispatchAgainstPage(ex: Executor, caller: Caller, query: DispatchAgainstQuery) {
  const first = query.sort && SORTS[query.sort.key];
  const direction = query.sort?.descending ? sql`DESC` : sql`ASC`;
  const rows = await queryRows<Raw>(
    ex,
    sql`SELECT l.id::int AS "lineId", o.id::int AS "salesOrderId", o.number AS "orderNumber",
               to_char(o.date, 'YYYY-MM-DD') AS "orderDate", p.company_name AS customer, l.item_id::int AS "itemId",
               it.code, it.name, u.name AS "uomName", u.decimals, l.quantity::float8 AS ordered,
               ${DISPATCHED}::float8 AS dispatched, o.status
        ${linesOf(caller, query)}
        ORDER BY ${first ? sql`${first} ${direction},` : sql``} o.date DESC, o.number DESC, l.line_no
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
