import { parseAmount } from '../format/amount.ts';
import { AMOUNT_DECIMALS, MAX_QUANTITY_DECIMALS, tooManyDecimalsMessage } from '../format/decimals.ts';
import { normaliseSearchText } from '../search/search.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/** The columns of an opening stock sheet (issue 8: item, stock area, quantity, rate), in template order. */
export const OPENING_STOCK_COLUMNS = [
  { key: 'itemCode', label: 'Item Code', aliases: ['item code', 'item', 'code'] },
  { key: 'stockArea', label: 'Stock Area', aliases: ['stock area', 'area', 'store'] },
  { key: 'quantity', label: 'Quantity', aliases: ['quantity', 'qty'] },
  { key: 'rate', label: 'Rate', aliases: ['rate', 'unit rate', 'price'] },
] as const;

export type OpeningStockColumn = (typeof OPENING_STOCK_COLUMNS)[number]['key'];

/**
 * A sheet holds at most this many rows of stock (decision 0601): posted in one transaction, which keeps the
 * embedded database's one connection from every other request, so it must stay short (decision 0217).
 */
export const MAX_OPENING_STOCK_ROWS = 2_000;
/** Quantities are kept to three decimals (kg to the gram), rates to two (paise). */
export const QUANTITY_DECIMALS = MAX_QUANTITY_DECIMALS;
export const RATE_DECIMALS = AMOUNT_DECIMALS;

/** One row of stock to post: the item by its code, the stock area by its code or name. */
export interface OpeningStockRow {
  itemCode: string;
  stockArea: string;
  quantity: number;
  rate: number;
}

/** A problem of one sheet row; `row` is the row number the user sees in the sheet (the header is row 1). */
export interface SheetIssue {
  row: number;
  column: OpeningStockColumn | '';
  message: string;
}

export type ColumnIndexes = Readonly<Record<OpeningStockColumn, number>>;

const heading = (cell: unknown): string => normaliseSearchText(String(cell ?? ''));

/**
 * Finds the four columns in the sheet's header row by their names (any case, spaces and punctuation
 * ignored, a few usual synonyms), or says which are missing.
 */
export function openingStockColumns(
  header: readonly unknown[],
): { ok: true; indexes: ColumnIndexes } | { ok: false; message: string } {
  const headings = header.map(heading);
  const found: Partial<Record<OpeningStockColumn, number>> = {};
  const missing: string[] = [];
  for (const column of OPENING_STOCK_COLUMNS) {
    const index = headings.findIndex((text) =>
      column.aliases.some((alias) => text !== '' && text === heading(alias)),
    );
    if (index < 0) missing.push(column.label);
    else found[column.key] = index;
  }
  if (missing.length > 0) {
    const names = OPENING_STOCK_COLUMNS.map((column) => column.label).join(', ');
    return {
      ok: false,
      message: say(PHRASES.sheetColumns, { names, missing: missing.join(', ') }),
    };
  }
  return { ok: true, indexes: found as ColumnIndexes };
}

const text = (cell: unknown): string => (cell === null || cell === undefined ? '' : String(cell).trim());

/** Whether every cell of a sheet row is empty (such rows are skipped). */
export function isBlankRow(cells: readonly unknown[]): boolean {
  return cells.every((cell) => text(cell) === '');
}

function numberCell(
  cell: unknown,
  label: string,
  decimals: number,
  positive: boolean,
): { value: number } | { message: string } {
  if (text(cell) === '') return { message: say(PHRASES.required, { label }) };
  const value = typeof cell === 'number' ? cell : parseAmount(text(cell));
  if (value === null || !Number.isFinite(value)) return { message: say(PHRASES.notNumber, { label }) };
  if (positive && value <= 0) return { message: say(PHRASES.positive, { label }) };
  if (value < 0) return { message: say(PHRASES.notNegative, { label }) };
  // A spreadsheet formula may leave float noise (2500.3000000000002): within it, the rounded value counts.
  const rounded = Number(value.toFixed(decimals));
  if (Math.abs(rounded - value) > 1e-9) return { message: tooManyDecimalsMessage(label, decimals) };
  return { value: rounded };
}

/**
 * Checks one sheet row (its cells, and its number in the sheet): item code and stock area present,
 * quantity greater than zero with at most three decimals, rate zero or more with at most two.
 */
export function parseOpeningStockRow(
  cells: readonly unknown[],
  indexes: ColumnIndexes,
  row: number,
): { ok: true; value: OpeningStockRow } | { ok: false; issues: SheetIssue[] } {
  const issues: SheetIssue[] = [];
  const itemCode = text(cells[indexes.itemCode]).toUpperCase();
  const stockArea = text(cells[indexes.stockArea]);
  if (itemCode === '') issues.push({ row, column: 'itemCode', message: 'Item Code is required' });
  if (stockArea === '') issues.push({ row, column: 'stockArea', message: 'Stock Area is required' });
  const quantity = numberCell(cells[indexes.quantity], 'Quantity', QUANTITY_DECIMALS, true);
  if ('message' in quantity) issues.push({ row, column: 'quantity', message: quantity.message });
  const rate = numberCell(cells[indexes.rate], 'Rate', RATE_DECIMALS, false);
  if ('message' in rate) issues.push({ row, column: 'rate', message: rate.message });
  if ('value' in quantity && 'value' in rate && issues.length === 0) {
    return { ok: true, value: { itemCode, stockArea, quantity: quantity.value, rate: rate.value } };
  }
  return { ok: false, issues };
}

/** The text of a sheet problem as a user reads it in a message: 'Row 4, Quantity: must be …'. */
export function sheetIssueText(issue: SheetIssue): string {
  const column = OPENING_STOCK_COLUMNS.find((candidate) => candidate.key === issue.column);
  return column
    ? `Row ${issue.row}, ${column.label}: ${issue.message}`
    : `Row ${issue.row}: ${issue.message}`;
}

/** The CSV template a user fills in: the header row and one example row. */
export function openingStockTemplate(): string {
  return `${OPENING_STOCK_COLUMNS.map((column) => column.label).join(',')}\r\nRM-PP-001,Raw Material Store,2500,98.50\r\n`;
}

/** One posted row of an opening stock sheet (issue 8). */
export interface PostedOpeningRow {
  /** Its row number in the sheet (the header is row 1). */
  row: number;
  ledgerId: number;
  itemId: number;
  itemCode: string;
  itemName: string;
  stockAreaId: number;
  stockArea: string;
  quantity: number;
  /** The item's unit of measure, whose decimals the quantity shows with (issue 14); null without one. */
  uom: { name: string; decimals: number } | null;
  rate: number;
  value: number;
}

/** What an opening stock upload posted: its document number and rows. */
export interface OpeningStockResult {
  documentNo: string;
  fileName: string;
  rows: PostedOpeningRow[];
  totalValue: number;
}
