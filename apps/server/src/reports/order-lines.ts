import {
  DOCUMENT_STATUS,
  statusLabel,
  totalsPerUnit,
  type ReportSort,
  type ReportTotalValues,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope } from '../core/scope.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { escapeLike } from '../stores/sql.ts';

/**
 * The order-line reports (decisions 1144, 1700): per line of the submitted orders (Open, In Progress,
 * Closed), what was ordered, what is done (the line's progress quantity, which the later documents fill:
 * a sales order's dispatched, a purchase order's received) and what is pending. Dispatch against SO and
 * pending sales orders read the sales orders; inward against PO and pending purchase orders the purchase
 * orders.
 */
export interface OrderLinesQuery {
  partyId?: number;
  orderId?: number;
  itemId?: number;
  /** Order dates, 'yyyy-MM-dd', both ends included. */
  from?: string;
  to?: string;
  /** Only lines with something pending. */
  pending?: boolean;
  /** Only orders still open (Open or In Progress, not Closed). */
  open?: boolean;
  /** Only orders whose number or party's name holds it, in any case (issue 56). */
  q?: string;
  page: number;
  size: number;
  /** By one of the report's sortable columns; else newest order first. */
  sort?: ReportSort;
}

/** Which orders a report reads and what its rows call the done quantity and the party. */
export interface OrderKind {
  orders: 'sales_order' | 'purchase_order';
  /** The row key of the done quantity. */
  done: 'dispatched' | 'received';
  /** The row key of the party's name. */
  party: 'customer' | 'supplier';
  /** The row key of the order's id. */
  orderId: 'salesOrderId' | 'purchaseOrderId';
}

export const SALES_LINES: OrderKind = {
  orders: 'sales_order',
  done: 'dispatched',
  party: 'customer',
  orderId: 'salesOrderId',
};
export const PURCHASE_LINES: OrderKind = {
  orders: 'purchase_order',
  done: 'received',
  party: 'supplier',
  orderId: 'purchaseOrderId',
};

/** A line's done quantity (never null: a progress starts at 0), as the lines' pending index names it. */
const doneOf = (kind: OrderKind) => sql.raw(`l.${kind.done}_quantity`);

/** The SQL of each column the report sorts by. */
const sortsOf = (kind: OrderKind): Readonly<Record<string, SQL>> => ({
  orderNumber: sql`o.number`,
  orderDate: sql`o.date`,
  [kind.party]: sql`lower(p.company_name)`,
  'item.code': sql`it.code`,
  'item.name': sql`lower(it.name)`,
  ordered: sql`l.quantity`,
  [kind.done]: doneOf(kind),
  pending: sql`greatest(l.quantity - ${doneOf(kind)}, 0)`,
});

/** The reports' own order: newest order first, then by number (a page's lines then by line number). */
const NEWEST = sql`o.date DESC, o.number DESC`;

const SUBMITTED = [DOCUMENT_STATUS.OPEN, DOCUMENT_STATUS.IN_PROGRESS, DOCUMENT_STATUS.CLOSED];
const OPEN = [DOCUMENT_STATUS.OPEN, DOCUMENT_STATUS.IN_PROGRESS];

const statusIn = (statuses: readonly number[]) =>
  sql`o.status IN (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** The query's conditions on the orders `o`. */
function orderConditions(caller: Caller, query: OrderLinesQuery): SQL {
  const conditions: SQL[] = [documentScope('o', caller), statusIn(query.open ? OPEN : SUBMITTED)];
  if (query.partyId !== undefined) conditions.push(sql`o.party_id = ${query.partyId}`);
  if (query.orderId !== undefined) conditions.push(sql`o.id = ${query.orderId}`);
  if (query.from) conditions.push(sql`o.date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`o.date <= ${query.to}::date`);
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      sql`(o.number ILIKE ${like} OR o.party_id IN (
             SELECT f.id FROM party f WHERE f.org_id = ${caller.orgId} AND f.company_name ILIKE ${like}))`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** The query's conditions on the lines `l` (true when none). */
function lineConditions(kind: OrderKind, query: OrderLinesQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.itemId !== undefined) conditions.push(sql`l.item_id = ${query.itemId}`);
  if (query.pending) conditions.push(sql`l.quantity > ${doneOf(kind)}`);
  return sql.join(conditions, sql` AND `);
}

const linesTable = (kind: OrderKind): SQL => sql.raw(`${kind.orders}_lines`);
const orderOfLine = (kind: OrderKind): SQL => sql.raw(`l.${kind.orders}_id`);

/**
 * The lines the query keeps, with their order `o`, party, item and unit; `orders`, the orders to read
 * (by default every order of the table).
 */
function linesOf(
  kind: OrderKind,
  caller: Caller,
  query: OrderLinesQuery,
  orders: SQL = sql.raw(kind.orders),
): SQL {
  // The orders are the caller's; their lines, party, items and units are reached by id alone through
  // same-organisation keys, so that a planner without statistics cannot scan them whole per row (decision 1920).
  return sql`FROM ${orders} o
             JOIN ${linesTable(kind)} l ON ${orderOfLine(kind)} = o.id
             LEFT JOIN party p ON p.id = o.party_id
             LEFT JOIN item it ON it.id = l.item_id
             LEFT JOIN uom u ON u.id = it.uom_id
             WHERE ${orderConditions(caller, query)} AND ${lineConditions(kind, query)}`;
}

/**
 * The lines the query keeps (`l`: their item_id, quantity and done quantity) with their orders `o`, read for
 * `select`; `joins` and `grouped` go around the orders' conditions.
 * - Pending only: from the lines still to do, through the lines' index of them (decision 1961), then each
 *   one's order: the work is what is pending, not every order still open.
 * - Else order by order, each order's lines through the lines' index on their order: a month's count reads
 *   the month's orders' lines, where a join planned as a hash read every line of every order (decision 1941).
 */
function keptLines(
  kind: OrderKind,
  caller: Caller,
  query: OrderLinesQuery,
  select: SQL,
  { joins = sql``, grouped = sql`` }: { joins?: SQL; grouped?: SQL } = {},
): SQL {
  const done = doneOf(kind);
  // The pending lines are read first, whatever the planner guesses of the orders (right after a bulk load
  // it takes the open orders for one and probes each one's lines). Their orders are the caller's: the lines
  // are scoped by that join, as elsewhere, since a condition on their organisation lets a blind planner
  // walk all of the organisation's lines instead of the pending ones (decision 1920).
  const read = query.pending
    ? sql`WITH l AS MATERIALIZED (
            SELECT ${orderOfLine(kind)} AS order_id, l.item_id, l.quantity, ${done} AS done
            FROM ${linesTable(kind)} l WHERE ${lineConditions(kind, query)})
          SELECT ${select} FROM l JOIN ${sql.raw(kind.orders)} o ON o.id = l.order_id`
    : sql`SELECT ${select} FROM ${sql.raw(kind.orders)} o
          CROSS JOIN LATERAL (
            SELECT l.item_id, l.quantity, ${done} AS done FROM ${linesTable(kind)} l
            WHERE ${orderOfLine(kind)} = o.id AND ${lineConditions(kind, query)}) l`;
  return sql`${read} ${joins} WHERE ${orderConditions(caller, query)} ${grouped}`;
}

/**
 * The kept lines' sums per unit of their items, one row per unit: a total never adds different units
 * (issue 42, decision 2060).
 */
const unitSums = (kind: OrderKind, caller: Caller, query: OrderLinesQuery): SQL =>
  keptLines(
    kind,
    caller,
    query,
    sql`u.name AS "uomName", u.decimals, sum(l.quantity)::float8 AS ordered, sum(l.done)::float8 AS done,
        sum(greatest(l.quantity - l.done, 0))::float8 AS pending`,
    {
      joins: sql`LEFT JOIN item it ON it.id = l.item_id LEFT JOIN uom u ON u.id = it.uom_id`,
      grouped: sql`GROUP BY u.id, u.name, u.decimals ORDER BY u.name NULLS LAST`,
    },
  );

interface Raw {
  lineId: number;
  orderId: number;
  orderNumber: string;
  orderDate: string;
  party: string | null;
  itemId: number;
  code: string | null;
  name: string | null;
  uomName: string | null;
  decimals: number | null;
  ordered: number;
  done: number;
  status: number;
}

/** The reads of one kind of order's lines: how many the query keeps, their totals, a page of them. */
export function orderLines(kind: OrderKind) {
  const done = doneOf(kind);
  const sorts = sortsOf(kind);
  return {
    count: async (ex: Executor, caller: Caller, query: OrderLinesQuery): Promise<number> => {
      const [row] = await queryRows<{ total: number }>(
        ex,
        keptLines(kind, caller, query, sql`count(*)::int AS total`),
      );
      return row?.total ?? 0;
    },
    /** The sums of the quantities of every line the query keeps, per unit (the report's totals). */
    totals: async (ex: Executor, caller: Caller, query: OrderLinesQuery): Promise<ReportTotalValues> => {
      const rows = await queryRows<{
        uomName: string | null;
        decimals: number | null;
        ordered: number;
        done: number;
        pending: number;
      }>(ex, unitSums(kind, caller, query));
      const { ordered, done: doneTotals, pending } = totalsPerUnit(rows, ['ordered', 'done', 'pending']);
      return { ordered, [kind.done]: doneTotals, pending };
    },
    /** A page of order lines, newest order first, then by number and line (after the sort asked for). */
    page: async (ex: Executor, caller: Caller, query: OrderLinesQuery) => {
      const first = query.sort && sorts[query.sort.key];
      const direction = query.sort?.descending ? sql`DESC` : sql`ASC`;
      const offset = (query.page - 1) * query.size;
      // Newest order first, each order with a line the query keeps: the page's lines are among the first
      // offset + size such orders, read first, and only their lines joined (decision 1941).
      const orders = first
        ? undefined
        : sql`(SELECT o.* FROM ${sql.raw(kind.orders)} o
               WHERE ${orderConditions(caller, query)}
                 AND EXISTS (SELECT 1 FROM ${linesTable(kind)} l
                             WHERE ${orderOfLine(kind)} = o.id AND ${lineConditions(kind, query)})
               ORDER BY ${NEWEST} LIMIT ${offset + query.size})`;
      const rows = await queryRows<Raw>(
        ex,
        sql`SELECT l.id::int AS "lineId", o.id::int AS "orderId", o.number AS "orderNumber",
                   to_char(o.date, 'YYYY-MM-DD') AS "orderDate", p.company_name AS party, l.item_id::int AS "itemId",
                   it.code, it.name, u.name AS "uomName", u.decimals, l.quantity::float8 AS ordered,
                   ${done}::float8 AS done, o.status
            ${linesOf(kind, caller, query, orders)}
            ORDER BY ${first ? sql`${first} ${direction},` : sql``} ${NEWEST}, l.line_no
            LIMIT ${query.size} OFFSET ${offset}`,
      );
      return rows.map(({ code, name, uomName, decimals, party, done: doneQuantity, orderId, ...row }) => ({
        ...row,
        [kind.orderId]: orderId,
        [kind.party]: party,
        [kind.done]: doneQuantity,
        item: { id: row.itemId, code: code ?? '', name: name ?? '' },
        uom: uomName === null ? null : { name: uomName, decimals },
        pending: Math.max(0, Number((row.ordered - doneQuantity).toFixed(3))),
        statusLabel: statusLabel(row.status),
      }));
    },
  };
}
