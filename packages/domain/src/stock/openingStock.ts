import { readDecimal } from '../format/written.ts';
import { AMOUNT_DECIMALS, MAX_QUANTITY_DECIMALS, tooManyDecimalsMessage } from '../format/decimals.ts';
import { normaliseSearchText } from '../search/search.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/**
 * The columns of an opening stock sheet, in template order: item, stock area, quantity and rate (issue 8),
 * then the optional lot, roll and rack of the stock (issue 17).
 */
export const OPENING_STOCK_COLUMNS = [
  { key: 'itemCode', label: 'Item Code', aliases: ['item code', 'item', 'code'], required: true },
  { key: 'stockArea', label: 'Stock Area', aliases: ['stock area', 'area', 'store'], required: true },
  { key: 'quantity', label: 'Quantity', aliases: ['quantity', 'qty'], required: true },
  { key: 'rate', label: 'Rate', aliases: ['rate', 'unit rate', 'price'], required: true },
  {
    key: 'lotNumber',
    label: 'Lot Number',
    aliases: ['lot number', 'lot', 'batch', 'batch number'],
    required: false,
  },
  { key: 'rollNumber', label: 'Roll Number', aliases: ['roll number', 'roll'], required: false },
  { key: 'rack', label: 'Rack', aliases: ['rack'], required: false },
] as const;

export type OpeningStockColumn = (typeof OPENING_STOCK_COLUMNS)[number]['key'];
type RequiredColumn = Extract<(typeof OPENING_STOCK_COLUMNS)[number], { required: true }>['key'];
type OptionalColumn = Exclude<OpeningStockColumn, RequiredColumn>;

/**
 * A sheet holds at most this many rows of stock (decision 0601): posted in one transaction, which keeps the
 * embedded database's one connection from every other request, so it must stay short (decision 0217).
 */
export const MAX_OPENING_STOCK_ROWS = 2_000;
/** Quantities are kept to three decimals (kg to the gram), rates to two (paise). */
export const QUANTITY_DECIMALS = MAX_QUANTITY_DECIMALS;
export const RATE_DECIMALS = AMOUNT_DECIMALS;

/**
 * One row of stock to post: the item by its code, the stock area by its code or name; lot and roll numbers
 * ('' when the sheet gives none) and the rack by its code or name ('' for none).
 */
export interface OpeningStockRow {
  itemCode: string;
  stockArea: string;
  quantity: number;
  rate: number;
  lotNumber: string;
  rollNumber: string;
  rack: string;
}

/** A problem of one sheet row; `row` is the row number the user sees in the sheet (the header is row 1). */
export interface SheetIssue {
  row: number;
  column: OpeningStockColumn | '';
  message: string;
}

/** Where each column is in the sheet; an optional column the sheet lacks is absent. */
export type ColumnIndexes = Readonly<
  Record<RequiredColumn, number> & Partial<Record<OptionalColumn, number>>
>;

const heading = (cell: unknown): string => normaliseSearchText(String(cell ?? ''));

/**
 * Finds the columns in the sheet's header row by their names (any case, spaces and punctuation ignored, a
 * few usual synonyms), or says which of the four required ones are missing.
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
    if (index >= 0) found[column.key] = index;
    else if (column.required) missing.push(column.label);
  }
  if (missing.length > 0) {
    const names = OPENING_STOCK_COLUMNS.filter((column) => column.required)
      .map((column) => column.label)
      .join(', ');
    return {
      ok: false,
      message: say(PHRASES.sheetColumns, { names, missing: missing.join(', ') }),
    };
  }
  return { ok: true, indexes: found as ColumnIndexes };
}

const text = (cell: unknown): string => (cell === null || cell === undefined ? '' : String(cell).trim());
/** An optional column's text: '' when the sheet has no such column. */
const optional = (cells: readonly unknown[], index: number | undefined): string =>
  index === undefined ? '' : text(cells[index]);

/** A row's lot, roll and rack texts, whatever its other cells ('' where the sheet gives none). */
export function openingStockPlace(
  cells: readonly unknown[],
  indexes: ColumnIndexes,
): Pick<OpeningStockRow, 'lotNumber' | 'rollNumber' | 'rack'> {
  return {
    lotNumber: optional(cells, indexes.lotNumber),
    rollNumber: optional(cells, indexes.rollNumber),
    rack: optional(cells, indexes.rack),
  };
}

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
  // A number cell is a number; text is read as a person writes it, untrimmed (decision 2272).
  const value = typeof cell === 'number' ? cell : readDecimal(String(cell));
  if (value === null) return { message: say(PHRASES.plainNumber, { label }) };
  if (!Number.isFinite(value)) return { message: say(PHRASES.notNumber, { label }) };
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
    const value: OpeningStockRow = {
      itemCode,
      stockArea,
      quantity: quantity.value,
      rate: rate.value,
      ...openingStockPlace(cells, indexes),
    };
    return { ok: true, value };
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

/** The CSV template a user fills in: the header row and one example row (lot, roll and rack may stay empty). */
export function openingStockTemplate(): string {
  return `${OPENING_STOCK_COLUMNS.map((column) => column.label).join(',')}\r\nRM-PP-001,Raw Material Store,2500,98.50,L-0425,,\r\n`;
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
  lotNumber: string;
  rollNumber: string;
  /** The rack's name, '' for none. */
  rack: string;
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
