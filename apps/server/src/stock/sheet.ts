import { readFile } from 'node:fs/promises';
import { RESPONSE_CODES } from '@erp/domain';
import ExcelJS from 'exceljs';
import { AppError } from '../core/errors.ts';

/** One row of an uploaded sheet: its number as the user sees it (the first row is 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: unknown[];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const unreadable = (name: string): AppError =>
  new AppError(
    RESPONSE_CODES.FILE_REJECTED,
    `${name} could not be read as a spreadsheet: save it as Excel (.xlsx) or CSV and try again.`,
  );

/** What a cell shows: a formula's result, a link's or rich text's text, an error as its text. */
function shown(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined || typeof value !== 'object' || value instanceof Date)
    return value;
  if ('result' in value) return shown(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return value.text;
  if ('error' in value) return value.error;
  return undefined;
}

async function readXlsx(path: string, name: string): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    const bytes = await readFile(path);
    // exceljs takes the bytes as an ArrayBuffer (its own `Buffer` type).
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  } catch {
    throw unreadable(name);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable(name);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    // row.values is 1-based: its first entry is always empty.
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ row: number, cells: values.map((value) => shown(value as ExcelJS.CellValue)) });
  });
  return rows;
}

/**
 * Splits CSV text (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes, CRLF or LF) into
 * rows of cells. The separator is a comma, or a semicolon when the first line has semicolons and no
 * comma (spreadsheets set to a decimal comma save so).
 */
export function parseCsv(text: string): SheetRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ row: rowStart, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
      rowStart = line;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** The rows of an uploaded Excel workbook's first sheet, or of a CSV file. */
export async function readSheet(path: string, contentType: string, name: string): Promise<SheetRow[]> {
  if (contentType === XLSX_TYPE) return readXlsx(path, name);
  return parseCsv(await readFile(path, 'utf8'));
}
