import { RESPONSE_CODES, STOCK_LEDGER_ENDS, totalsPerUnit, type ReportTotalValues } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ownRow } from '../core/scope.ts';
import { AppError } from '../core/errors.ts';
import { IN_INDIA, dayEnd, dayStart } from '../core/today.ts';
import { queryRows, type Executor } from '../db/client.ts';

/**
 * The stock ledger report (decision 1701): an item's stock card over a range of days, in one stock area or
 * all. Its rows are the opening (what was there before the first day), each movement of the range in the
 * order stock moved, and the closing (what was there after the last day). The running balance is the one
 * each ledger row keeps (the area's quantity after it, or the organisation's: decision 0902), so no page
 * sums the rows before it; a page reads its own rows only, by the ledger's (material[, area], id) index.
 */
export interface StockLedgerQuery {
  itemId: number;
  stockAreaId?: number;
  /** Days ('yyyy-MM-dd', UTC, as the ledger's times are shown), both ends included. */
  from?: string;
  to?: string;
  page: number;
  size: number;
}

interface Material {
  materialId: number | null;
  uomName: string | null;
  decimals: number | null;
}

/** The item's stock material and unit, or "not found" for an item the caller's organisation does not have. */
async function materialOf(ex: Executor, caller: Caller, itemId: number): Promise<Material> {
  const [found] = await queryRows<Material>(
    ex,
    sql`SELECT m.id::int AS "materialId", u.name AS "uomName", u.decimals
        FROM item it
        LEFT JOIN stock_material m ON m.org_id = it.org_id AND m.item_id = it.id
        LEFT JOIN uom u ON u.id = it.uom_id
        WHERE it.org_id = ${caller.orgId} AND it.id = ${itemId}`,
  );
  if (!found) throw new AppError(RESPONSE_CODES.NOT_FOUND, 'There is no such item.');
  return found;
}

/** The ledger rows of the material (in the area), optionally only those before a time or in the range. */
function rowsOf(caller: Caller, materialId: number, query: StockLedgerQuery, before?: SQL): SQL {
  const conditions = [sql`l.org_id = ${caller.orgId}`, sql`l.material_id = ${materialId}`];
  if (query.stockAreaId !== undefined) conditions.push(sql`l.stock_area_id = ${query.stockAreaId}`);
  if (before) conditions.push(sql`l.created_at < ${before}`);
  else {
    if (query.from) conditions.push(sql`l.created_at >= ${dayStart(query.from)}`);
    if (query.to) conditions.push(sql`l.created_at < ${dayEnd(query.to)}`);
  }
  return sql`FROM stock_ledger l WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The running balance a row keeps: the area's quantity after it, or the organisation's. */
const afterOf = (query: StockLedgerQuery) =>
  query.stockAreaId === undefined ? sql`l.material_quantity_after` : sql`l.area_quantity_after`;

/** The query over every day: the card's rows whatever their time. */
const anyDay = ({ from: _from, to: _to, ...query }: StockLedgerQuery): StockLedgerQuery => query;

/** What was there after the last row before a time (or after the last row): 0 when none. */
async function balanceBefore(
  ex: Executor,
  caller: Caller,
  materialId: number,
  query: StockLedgerQuery,
  before: SQL | undefined,
): Promise<number> {
  const [row] = await queryRows<{ after: number }>(
    ex,
    sql`SELECT ${afterOf(query)}::float8 AS after
        ${before ? rowsOf(caller, materialId, query, before) : rowsOf(caller, materialId, anyDay(query))}
        ORDER BY l.id DESC LIMIT 1`,
  );
  return row?.after ?? 0;
}

async function movementsIn(ex: Executor, caller: Caller, materialId: number, query: StockLedgerQuery) {
  const [row] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total ${rowsOf(caller, materialId, query)}`,
  );
  return row?.total ?? 0;
}

/** The card's rows: its opening, each movement of the range and its closing (so two more than the movements). */
async function count(ex: Executor, caller: Caller, query: StockLedgerQuery): Promise<number> {
  const { materialId } = await materialOf(ex, caller, query.itemId);
  return (materialId === null ? 0 : await movementsIn(ex, caller, materialId, query)) + 2;
}

/**
 * What came in and went out over the range (the report's totals): one SQL sum of its rows, in the item's
 * unit (issue 42).
 */
async function totals(ex: Executor, caller: Caller, query: StockLedgerQuery): Promise<ReportTotalValues> {
  const { materialId, uomName, decimals } = await materialOf(ex, caller, query.itemId);
  const [row] =
    materialId === null
      ? []
      : await queryRows<{ in: number; out: number }>(
          ex,
          sql`SELECT coalesce(sum(greatest(l.quantity, 0)), 0)::float8 AS "in",
                     coalesce(sum(greatest(-l.quantity, 0)), 0)::float8 AS "out"
              ${rowsOf(caller, materialId, query)}`,
        );
  return totalsPerUnit<'in' | 'out'>(
    [{ uomName, decimals, in: row?.in ?? 0, out: row?.out ?? 0 }],
    ['in', 'out'],
  );
}

interface Movement {
  date: string;
  entry: string;
  documentType: string;
  documentId: number | null;
  documentNo: string;
  stockAreaName: string | null;
  lotNumber: string;
  in: number;
  out: number;
  balance: number;
}

/** A page of the card: places 0 (opening), 1…n (the movements by id), n + 1 (closing). */
async function page(ex: Executor, caller: Caller, query: StockLedgerQuery): Promise<object[]> {
  const material = await materialOf(ex, caller, query.itemId);
  const { materialId } = material;
  const uom = material.uomName === null ? null : { name: material.uomName, decimals: material.decimals };
  const first = (query.page - 1) * query.size;
  const last = first + query.size - 1;
  const moved = materialId === null ? 0 : await movementsIn(ex, caller, materialId, query);
  const [from, to] = [Math.max(first, 1), Math.min(last, moved)];
  // Every move counts in the balance (the store's stock is the organisation's); a move names its document
  // only to whoever may see it (decision 1863).
  const mine = ownRow('l', caller);
  const movements =
    materialId === null || from > to
      ? []
      : await queryRows<Movement>(
          ex,
          sql`SELECT to_char(l.created_at AT TIME ZONE ${IN_INDIA}, 'YYYY-MM-DD') AS date, l.movement AS entry,
                     l.document_type AS "documentType",
                     CASE WHEN ${mine} THEN l.document_id::int END AS "documentId",
                     CASE WHEN ${mine} THEN l.document_no ELSE '' END AS "documentNo", a.name AS "stockAreaName", i.lot_number AS "lotNumber",
                     greatest(l.quantity, 0)::float8 AS "in", greatest(-l.quantity, 0)::float8 AS "out",
                     ${afterOf(query)}::float8 AS balance
              FROM (SELECT l.id ${rowsOf(caller, materialId, query)}
                    ORDER BY l.id LIMIT ${to - from + 1} OFFSET ${from - 1}) paged
              JOIN stock_ledger l ON l.org_id = ${caller.orgId} AND l.id = paged.id
              JOIN stock_identity i ON i.id = l.identity_id
              LEFT JOIN stock_area a ON a.id = l.stock_area_id
              ORDER BY l.id`,
        );
  // What was there before a time (before every row: nothing), or after the last row.
  const balance = (before: SQL | 'start' | 'now') =>
    materialId === null || before === 'start'
      ? 0
      : balanceBefore(ex, caller, materialId, query, before === 'now' ? undefined : before);
  const end = async (entry: string, date: string | undefined, before: SQL | 'start' | 'now') => ({
    date: date ?? null,
    entry,
    documentNo: '',
    stockAreaName: null,
    lotNumber: '',
    in: null,
    out: null,
    balance: await balance(before),
  });
  const opening =
    first === 0
      ? [await end(STOCK_LEDGER_ENDS.opening, query.from, query.from ? dayStart(query.from) : 'start')]
      : [];
  const closing =
    first <= moved + 1 && last >= moved + 1
      ? [await end(STOCK_LEDGER_ENDS.closing, query.to, query.to ? dayEnd(query.to) : 'now')]
      : [];
  return [...opening, ...movements, ...closing].map((row) => ({ ...row, uom }));
}

export const stockLedger = { count, totals, page };
