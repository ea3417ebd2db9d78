import { EXPECTING_STATUSES, RESPONSE_CODES, standingStatuses, type DocumentKey } from '@erp/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { party } from '../db/schema.ts';
import { col, ident } from '../stores/sql.ts';
import type { ColumnDef } from '../stores/types.ts';
import type { DocumentResource } from './resource.ts';
import { isId } from './taxes.ts';

/**
 * The orders' own reads (issue 16, decision 0850): the party's last price of an item, the orders with
 * quantity still to produce or dispatch, and a party's order ledger. Every query is of the caller's
 * organisation.
 */

/** The last price of an item on a party's orders: the rate, the order's date and number. */
export interface LastPrice {
  rate: number;
  date: string;
  number: string;
}

export const inList = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function columnOf(columns: readonly ColumnDef[], field: string): string {
  const found = columns.find((column) => column.field === field);
  if (!found) throw new Error(`No column for ${field}`);
  return found.column;
}

/** Header (`t`, as the store names it) and line (`l`) columns of a document resource by field name. */
export const headerColumn = (resource: DocumentResource, field: string, alias = 't'): SQL =>
  col(alias, columnOf(resource.store.def.columns, field));
export const lineColumn = (resource: DocumentResource, field: string): SQL =>
  col('l', columnOf(resource.lines.columns, field));

/**
 * `FROM <lines> l JOIN <header> t` (and `joins`): the headers the caller may read (its organisation's, only
 * its own where its role lacks the all-records flag: decision 0830).
 */
const linesWithHeaders = (resource: DocumentResource, caller: Caller, joins: SQL = sql``): SQL =>
  sql`FROM ${ident(resource.lines.table)} l
      JOIN ${ident(resource.store.def.table)} t ON t.org_id = l.org_id AND t.id = ${col('l', resource.lines.parent)}
      ${joins}
      WHERE l.org_id = ${caller.orgId} AND ${resource.store.scope(caller)}`;

/**
 * The latest price of each item on the party's submitted orders of this type: the line of the order with
 * the latest date (then the latest order, then its last line of the item).
 */
export async function lastPrices(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  partyId: number,
  itemIds: readonly number[],
): Promise<Map<number, LastPrice>> {
  if (itemIds.length === 0) return new Map();
  const item = lineColumn(resource, 'itemId');
  const rows = await queryRows<LastPrice & { itemId: number }>(
    ex,
    sql`SELECT DISTINCT ON (${item}) ${item} AS "itemId", ${lineColumn(resource, 'rate')} AS rate,
               ${headerColumn(resource, 'date')} AS date, t.number
        ${linesWithHeaders(resource, caller)}
          AND ${headerColumn(resource, 'partyId')} = ${partyId}
          AND ${item} IN (${inList(itemIds)})
          AND t.status IN (${inList(standingStatuses(resource.def.statuses))})
          AND ${lineColumn(resource, 'rate')} IS NOT NULL
        ORDER BY ${item}, ${headerColumn(resource, 'date')} DESC, t.id DESC, l.line_no DESC`,
  );
  return new Map(rows.map(({ itemId, ...price }) => [itemId, price]));
}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The items' defaults with the party's last rate in place of the item's price (issue 16: "the last rate
 * from that supplier, else the item's purchase price"; the sales order alike with its customer). Only the
 * items of lines without a rate are looked up: a body that gives every rate costs no query.
 */
export async function withLastRates<T extends { rate: number | null }>(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  body: { partyId: unknown; lines: readonly Record<string, unknown>[] },
  items: ReadonlyMap<number, T>,
): Promise<ReadonlyMap<number, T>> {
  const unpriced = body.lines.filter((line) => blank(line.rate)).map((line) => line.itemId);
  const wanted = [...new Set(unpriced.filter(isId))].filter((id) => items.has(id));
  if (!isId(body.partyId) || wanted.length === 0) return items;
  const prices = await lastPrices(ex, resource, caller, body.partyId, wanted);
  return new Map(
    [...items].map(([id, item]) => {
      const price = prices.get(id);
      return [id, price ? { ...item, rate: price.rate } : item];
    }),
  );
}

/**
 * A list condition on headers (alias `t`): some line's `progress` quantity is short of its quantity (the
 * orders with quantity still to produce, dispatch or receive).
 */
export const pendingOn = (resource: DocumentResource, progress: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${ident(resource.lines.table)} l
              WHERE l.org_id = t.org_id AND ${col('l', resource.lines.parent)} = t.id
                AND ${lineColumn(resource, progress)} < ${lineColumn(resource, 'quantity')})`;

/** What a party's order ledger counts as done on each order type: received from a supplier, dispatched to a customer. */
export const LEDGER_PROGRESS: Readonly<Partial<Record<DocumentKey, string>>> = {
  purchaseOrder: 'receivedQuantity',
  salesOrder: 'dispatchedQuantity',
};

/** One order line of a party's ledger. */
export interface LedgerLine {
  document: DocumentKey;
  documentId: number;
  number: string;
  date: string;
  status: number;
  lineId: number;
  lineNo: number;
  item: { id: number; name: string } | null;
  /** The unit with its decimals, as a quantity column shows it. */
  uom: { id: number; name: string; decimals: number | null } | null;
  quantity: number;
  /** Received (purchase order) or dispatched (sales order). */
  doneQuantity: number;
  pendingQuantity: number;
}

function ledgerSelect(resource: DocumentResource, caller: Caller, partyId: number): SQL {
  const quantity = sql`coalesce(${lineColumn(resource, 'quantity')}, 0)`;
  const progress = LEDGER_PROGRESS[resource.def.key];
  if (!progress) throw new Error(`${resource.def.key} is no order`);
  const done = lineColumn(resource, progress);
  const item = lineColumn(resource, 'itemId');
  const uom = lineColumn(resource, 'uomId');
  return sql`SELECT ${resource.def.key}::text AS document, t.id AS "documentId", t.number,
                    ${headerColumn(resource, 'date')} AS date, t.status::int AS status,
                    l.id AS "lineId", l.line_no AS "lineNo",
                    ${item} AS "itemId", i.name AS "itemName", ${uom} AS "uomId", u.name AS "uomName", u.decimals AS "uomDecimals",
                    ${quantity} AS quantity, ${done} AS "doneQuantity",
                    CASE WHEN t.status IN (${inList(EXPECTING_STATUSES)}) THEN greatest(${quantity} - ${done}, 0)
                         ELSE 0 END AS "pendingQuantity"
             ${linesWithHeaders(
               resource,
               caller,
               sql`LEFT JOIN item i ON i.org_id = l.org_id AND i.id = ${item}
                   LEFT JOIN uom u ON u.org_id = l.org_id AND u.id = ${uom}`,
             )}
               AND ${headerColumn(resource, 'partyId')} = ${partyId}
               AND t.status IN (${inList(standingStatuses(resource.def.statuses))})`;
}

type LedgerRow = Omit<LedgerLine, 'item' | 'uom'> & {
  itemId: number | null;
  itemName: string | null;
  uomId: number | null;
  uomName: string | null;
  uomDecimals: number | null;
};

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/**
 * A party's order ledger (issue 16, `PARTY_ORDER_LEDGER_SUPPORT`): the lines of its submitted orders of
 * the given types (not cancelled), newest first, a page at a time. Another organisation's party is not found.
 */
export async function orderLedger(
  ex: Executor,
  documents: readonly DocumentResource[],
  caller: Caller,
  partyId: number,
  page: { page: number; size: number },
): Promise<{ rows: LedgerLine[]; total: number }> {
  const [own] = await ex
    .select({ id: party.id })
    .from(party)
    .where(and(eq(party.orgId, caller.orgId), eq(party.id, partyId)));
  if (!own) throw new AppError(RESPONSE_CODES.NOT_FOUND);
  if (documents.length === 0) return { rows: [], total: 0 };
  const union = sql.join(
    documents.map((resource) => ledgerSelect(resource, caller, partyId)),
    sql` UNION ALL `,
  );
  const [counted] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM (${union}) ledger`,
  );
  const rows = await queryRows<LedgerRow>(
    ex,
    sql`SELECT * FROM (${union}) ledger
        ORDER BY date DESC, number DESC, "lineNo"
        LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`,
  );
  return {
    rows: rows.map(({ itemId, itemName, uomId, uomName, uomDecimals, ...line }) => {
      const uom = named(uomId, uomName);
      return { ...line, item: named(itemId, itemName), uom: uom && { ...uom, decimals: uomDecimals } };
    }),
    total: counted?.total ?? 0,
  };
}
