import {
  MAX_OPENING_STOCK_ROWS,
  RESPONSE_CODES,
  decimalPlaces,
  isBlankRow,
  openingStockColumns,
  openingStockPlace,
  parseOpeningStockRow,
  sheetTooLargeMessage,
  quantityDecimals,
  tooManyDecimalsMessage,
  type ColumnIndexes,
  type OpeningStockResult,
  type PostedOpeningRow,
  type SheetIssue,
  type ValidationIssue,
  PHRASES,
  say,
} from '@erp/domain';
import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../db/client.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Caller } from '../core/caller.ts';
import { openingStockMoment } from '../documents/book-dates.ts';
import { postMovements } from './ledger.ts';
import {
  OPENING,
  itemsByCode,
  key,
  openedPlaces,
  placeOf,
  placeText,
  racksByText,
  stockAreas,
  type AreaRef,
  type CheckedRow,
  type RackRef,
} from './opening-stock-lookups.ts';
import type { SheetRow } from './sheet.ts';

/** The ledger's document type of an upload (it has no document table: its number is the reference). */
export const OPENING_STOCK = 'openingStock';
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
/** OS-YYYYMMDD-HHMMSS-XX: readable, in time order, and two uploads in one second still differ. */
function documentNumber(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `OS-${stamp.slice(0, 8)}-${stamp.slice(8)}-${randomBytes(1).toString('hex').toUpperCase()}`;
}

const COLUMN_ORDER = ['itemCode', 'stockArea', 'quantity', 'rate', 'lotNumber', 'rollNumber', 'rack', ''];

/**
 * The rack of a row: of that name (or code) in the stock area's location. "Rack R1 is in another location"
 * when only another location has one.
 */
function rackOf(
  racks: ReadonlyMap<string, RackRef[]>,
  text: string,
  area: AreaRef,
): { rack: RackRef | null } | { message: string } {
  if (text === '') return { rack: null };
  const named = racks.get(key(text)) ?? [];
  const here = named.find((candidate) => candidate.locationId === area.locationId);
  if (here) return { rack: here };
  return { message: named.length > 0 ? `Rack ${text} is in another location` : `No rack is named ${text}` };
}
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
  const rackTexts =
    indexes.rack === undefined ? [] : rows.map((row) => cellText(row.cells, indexes.rack ?? 0));
  const [items, areas, racks] = await Promise.all([
    itemsByCode(ex, caller, codes),
    stockAreas(ex, caller),
    racksByText(ex, caller, [...new Set(rackTexts.filter(Boolean))]),
  ]);

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
    const { rack: rackText, ...identity } = openingStockPlace(cells, indexes);
    const racked = area ? rackOf(racks, rackText, area) : { rack: null };
    if ('message' in racked) own.push({ row, column: 'rack', message: racked.message });
    if (item && area && 'rack' in racked) {
      const where = { ...identity, area, rack: racked.rack };
      const place = placeOf(item.id, area.id, racked.rack?.id ?? 0, identity.lotNumber, identity.rollNumber);
      const first = firstRowOfPlace.get(place);
      if (first === undefined) firstRowOfPlace.set(place, row);
      else
        own.push({
          row,
          column: '',
          message: say(PHRASES.alsoOnRow, { code: item.code, area: placeText(where), row: first }),
        });
      if (own.length === 0 && parsed.ok) checked.push({ ...parsed.value, ...where, row, item });
    }
    own.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));
    issues.push(...own);
  }
  const opened = await openedPlaces(ex, caller, checked);
  for (const row of checked) {
    const place = placeOf(row.item.id, row.area.id, row.rack?.id ?? 0, row.lotNumber, row.rollNumber);
    if (opened.has(place)) {
      issues.push({
        row: row.row,
        column: '',
        message: say(PHRASES.postedAlready, { code: row.item.code, area: placeText(row) }),
      });
    }
  }
  if (issues.length > 0) throw new SheetRefused(issues.sort((a, b) => a.row - b.row));
  return checked;
}

/**
 * Issue 8 opening stock upload: every row is checked first; a sheet with any bad row is refused whole
 * with the report; a good sheet is posted in one transaction into the stock ledger and balances, dated the
 * go-live eve when GO_LIVE_DATE is set (issue 43, decision 2123).
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
    const at = await openingStockMoment(tx, caller);
    const rows = await checkSheet(tx, caller, sheet);
    const posted = await postMovements(
      tx,
      caller,
      rows.map((row) => ({
        identity: { material: { itemId: row.item.id }, lotNumber: row.lotNumber, rollNumber: row.rollNumber },
        stockAreaId: row.area.id,
        rackId: row.rack?.id ?? null,
        movement: OPENING,
        document: { type: OPENING_STOCK, id: null, number: documentNo },
        quantity: row.quantity,
        rate: row.rate,
        ...(at ? { at } : {}),
      })),
    );
    // The ledger rows come back in the order of the movements given.
    const shown = rows.map((row, index): PostedOpeningRow => ({
      row: row.row,
      ledgerId: posted[index]?.id ?? 0,
      itemId: row.item.id,
      itemCode: row.item.code,
      itemName: row.item.name,
      stockAreaId: row.area.id,
      stockArea: row.area.name,
      lotNumber: row.lotNumber,
      rollNumber: row.rollNumber,
      rack: row.rack?.name ?? '',
      quantity: row.quantity,
      uom: row.item.uom === null ? null : { name: row.item.uom, decimals: quantityDecimals(row.item) },
      rate: row.rate,
      value: Number((row.quantity * row.rate).toFixed(2)),
    }));
    const totalValue = Number(shown.reduce((sum, row) => sum + row.value, 0).toFixed(2));
    return { documentNo, fileName, rows: shown, totalValue };
  });
}
