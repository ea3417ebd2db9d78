import { EXPECTING_STATUSES, RESPONSE_CODES, standingStatuses, type DocumentKey } from '@erp/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { party } from '../db/schema.ts';
import { headerColumn, inList, lineColumn, linesWithHeaders } from '../documents/columns.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { col, ident } from '../stores/sql.ts';

/**
 * The orders' own reads (issue 16, decision 0850): the orders with quantity still to produce or dispatch,
 * and a party's order ledger. Every query is of the caller's organisation.
 */

/**
 * A list condition on headers (alias `t`): some line's `progress` quantity is short of its quantity (the
 * orders with quantity still to produce, dispatch or receive).
 */
export const pendingOn = (resource: DocumentResource, progress: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${ident(resource.lines.table)} l
              WHERE ${col('l', resource.lines.parent)} = t.id
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
