import {
  MAX_OPENING_STOCK_ROWS,
  RESPONSE_CODES,
  decimalPlaces,
  isBlankRow,
  openingStockColumns,
  parseOpeningStockRow,
  sheetTooLargeMessage,
  quantityDecimals,
  tooManyDecimalsMessage,
  type ColumnIndexes,
  type OpeningStockResult,
  type OpeningStockRow,
  type PostedOpeningRow,
  type SheetIssue,
  type ValidationIssue,
  PHRASES,
  say,
} from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../db/client.ts';
import { item, stockArea, stockLedger, uom } from '../db/schema.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Caller } from '../core/caller.ts';
import { atPlaces, postMovements, type Place } from './ledger.ts';
import type { SheetRow } from './sheet.ts';

export const OPENING = 'OPENING';
/** A refused sheet reports at most this many problems (the summary still counts every bad row). */
export const MAX_REPORTED_ISSUES = 1000;

/**
 * A sheet with bad rows: refused whole (HTTP 400, VALIDATION_FAILED) with one issue per problem, its field
 * `rows.<sheet row>.<column>` so that the screen can show the report row by row.
 */
export class SheetRefused extends ValidationFailure {
  constructor(issues: readonly SheetIssue[]) {
    const rows = new Set(issues.map((issue) => issue.row)).size;
    super(
      issues.slice(0, MAX_REPORTED_ISSUES).map((issue): ValidationIssue => ({
        field: `rows.${issue.row}${issue.column ? `.${issue.column}` : ''}`,
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: issue.message,
      })),
    );
    this.message = say(rows === 1 ? PHRASES.sheetNotPostedRow : PHRASES.sheetNotPostedRows, { rows });
  }
}

const sheetError = (message: string): AppError => new AppError(RESPONSE_CODES.VALIDATION_FAILED, message);

const cellText = (cells: readonly unknown[], index: number): string => String(cells[index] ?? '').trim();
const key = (text: string): string => text.trim().toLowerCase();

interface ItemRef {
  id: number;
  code: string;
  name: string;
  active: boolean | null;
  /** The item's unit of measure, whose decimals its quantity takes (issue 14). */
  uom: string | null;
  decimals: number | null;
}
interface AreaRef {
  id: number;
  code: string | null;
  name: string;
  active: boolean | null;
}

/** The caller's items with these codes (any case), one query through the item code index. */
async function itemsByCode(
  ex: Executor,
  caller: Caller,
  codes: readonly string[],
): Promise<Map<string, ItemRef>> {
  if (codes.length === 0) return new Map();
  const rows = await ex
    .select({
      id: item.id,
      code: item.code,
      name: item.name,
      active: item.active,
      uom: uom.name,
      decimals: uom.decimals,
    })
    .from(item)
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    // lower(code), as the index item_code_key has it.
    .where(and(eq(item.orgId, caller.orgId), inArray(sql`lower(${item.code})`, codes.map(key))));
  return new Map(rows.map((row) => [key(row.code), row]));
}

/** The caller's stock areas by code and by name (codes first: a code names one area). */
async function stockAreas(ex: Executor, caller: Caller): Promise<Map<string, AreaRef>> {
  const rows = await ex
    .select({ id: stockArea.id, code: stockArea.code, name: stockArea.name, active: stockArea.active })
    .from(stockArea)
    .where(eq(stockArea.orgId, caller.orgId))
    .orderBy(stockArea.id);
  // The name column is nullable (a module field config may hide the field): such an area goes by its code.
  const named = rows.map((row): AreaRef => ({ ...row, name: row.name ?? row.code ?? '' }));
  const byText = new Map<string, AreaRef>();
  for (const row of named) if (!byText.has(key(row.name))) byText.set(key(row.name), row);
  for (const row of named) if (row.code) byText.set(key(row.code), row);
  return byText;
}

/** Which of these places have an opening balance already (one query). */
async function openedPlaces(ex: Executor, caller: Caller, places: readonly Place[]): Promise<Set<string>> {
  if (places.length === 0) return new Set();
  const rows = await ex
    .select({ itemId: stockLedger.itemId, stockAreaId: stockLedger.stockAreaId })
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.orgId, caller.orgId),
        eq(stockLedger.movement, OPENING),
        atPlaces(stockLedger.itemId, stockLedger.stockAreaId, places),
      ),
    );
  return new Set(rows.map((row) => `${row.itemId}:${row.stockAreaId}`));
}

/** OS-YYYYMMDD-HHMMSS-XX: readable, in time order, and two uploads in one second still differ. */
function documentNumber(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `OS-${stamp.slice(0, 8)}-${stamp.slice(8)}-${randomBytes(1).toString('hex').toUpperCase()}`;
}

interface CheckedRow extends OpeningStockRow {
  row: number;
  item: ItemRef;
  area: AreaRef;
}

const COLUMN_ORDER = ['itemCode', 'stockArea', 'quantity', 'rate', ''];
const columnOrder = (column: string): number => COLUMN_ORDER.indexOf(column);

/** Every row checked against the sheet's own rules and the caller's items, stock areas and openings. */
async function checkSheet(ex: Executor, caller: Caller, sheet: readonly SheetRow[]): Promise<CheckedRow[]> {
  const [header, ...rest] = sheet;
  if (!header) throw sheetError('The sheet is empty: fill in the template and upload it again.');
  const columns = openingStockColumns(header.cells);
  if (!columns.ok) throw sheetError(columns.message);
  const rows = rest.filter((row) => !isBlankRow(row.cells));
  if (rows.length === 0) throw sheetError('The sheet has no rows of stock under its header row.');
  // Posted in one transaction, which must stay short (decisions 0217, 0601): a larger sheet is 413.
  if (rows.length > MAX_OPENING_STOCK_ROWS) {
    throw new AppError(RESPONSE_CODES.TOO_LARGE, sheetTooLargeMessage(rows.length));
  }
  const indexes: ColumnIndexes = columns.indexes;
  const codes = [...new Set(rows.map((row) => cellText(row.cells, indexes.itemCode)).filter(Boolean))];
  const [items, areas] = await Promise.all([itemsByCode(ex, caller, codes), stockAreas(ex, caller)]);

  const issues: SheetIssue[] = [];
  const checked: CheckedRow[] = [];
  const firstRowOfPlace = new Map<string, number>();
  for (const { row, cells } of rows) {
    const parsed = parseOpeningStockRow(cells, indexes, row);
    const code = cellText(cells, indexes.itemCode);
    const areaText = cellText(cells, indexes.stockArea);
    const item = code ? items.get(key(code)) : undefined;
    const area = areaText ? areas.get(key(areaText)) : undefined;
    const own: SheetIssue[] = parsed.ok ? [] : [...parsed.issues];
    if (code && !item) own.push({ row, column: 'itemCode', message: say(PHRASES.noItemCode, { code }) });
    else if (item?.active === false)
      own.push({ row, column: 'itemCode', message: say(PHRASES.itemInactive, { code: item.code }) });
    // Only an item with a unit of measure can take fewer decimals than the sheet's own three.
    if (parsed.ok && item?.uom && decimalPlaces(parsed.value.quantity) > quantityDecimals(item)) {
      const message = tooManyDecimalsMessage('Quantity', quantityDecimals(item));
      own.push({ row, column: 'quantity', message: `${message} in ${item.uom}` });
    }
    if (areaText && !area)
      own.push({ row, column: 'stockArea', message: say(PHRASES.noStockArea, { name: areaText }) });
    else if (area?.active === false)
      own.push({ row, column: 'stockArea', message: say(PHRASES.stockAreaInactive, { name: area.name }) });
    if (item && area) {
      const place = `${item.id}:${area.id}`;
      const first = firstRowOfPlace.get(place);
      if (first === undefined) firstRowOfPlace.set(place, row);
      else
        own.push({
          row,
          column: '',
          message: say(PHRASES.alsoOnRow, { code: item.code, area: area.name, row: first }),
        });
    }
    own.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));
    issues.push(...own);
    if (own.length === 0 && parsed.ok && item && area) checked.push({ ...parsed.value, row, item, area });
  }
  const opened = await openedPlaces(
    ex,
    caller,
    checked.map((row) => ({ itemId: row.item.id, stockAreaId: row.area.id })),
  );
  for (const row of checked) {
    if (opened.has(`${row.item.id}:${row.area.id}`)) {
      issues.push({
        row: row.row,
        column: '',
        message: say(PHRASES.postedAlready, { code: row.item.code, area: row.area.name }),
      });
    }
  }
  if (issues.length > 0) throw new SheetRefused(issues.sort((a, b) => a.row - b.row));
  return checked;
}

/**
 * Issue 8 opening stock upload: every row is checked first; a sheet with any bad row is refused whole
 * with the report; a good sheet is posted in one transaction into the stock ledger and balances.
 */
export async function postOpeningStock(
  database: Database,
  caller: Caller,
  sheet: readonly SheetRow[],
  fileName: string,
  now: Date = new Date(),
): Promise<OpeningStockResult> {
  const documentNo = documentNumber(now);
  return database.transaction(async (tx) => {
    const rows = await checkSheet(tx, caller, sheet);
    const posted = await postMovements(
      tx,
      caller,
      rows.map((row) => ({
        itemId: row.item.id,
        stockAreaId: row.area.id,
        movement: OPENING,
        documentNo,
        quantity: row.quantity,
        rate: row.rate,
      })),
    );
    const ledgerIds = new Map(posted.map((m) => [`${m.itemId}:${m.stockAreaId}`, m.id]));
    const shown = rows.map((row): PostedOpeningRow => ({
      row: row.row,
      ledgerId: ledgerIds.get(`${row.item.id}:${row.area.id}`) ?? 0,
      itemId: row.item.id,
      itemCode: row.item.code,
      itemName: row.item.name,
      stockAreaId: row.area.id,
      stockArea: row.area.name,
      quantity: row.quantity,
      uom: row.item.uom === null ? null : { name: row.item.uom, decimals: quantityDecimals(row.item) },
      rate: row.rate,
      value: Number((row.quantity * row.rate).toFixed(2)),
    }));
    const totalValue = Number(shown.reduce((sum, row) => sum + row.value, 0).toFixed(2));
    return { documentNo, fileName, rows: shown, totalValue };
  });
}
