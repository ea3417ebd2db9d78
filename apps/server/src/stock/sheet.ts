import { readFile, stat } from 'node:fs/promises';
import { PHRASES, RESPONSE_CODES, formatCount, say } from '@erp/domain';
import ExcelJS from 'exceljs';
import { AppError } from '../core/errors.ts';
import { unpackPart, zipDirectory, type ZipPart } from './zip.ts';

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

/**
 * What an uploaded sheet may hold (decision 1851), checked before it is parsed: an opening stock sheet or a
 * lead list of a real factory stays far inside; a zip bomb or a sheet of millions of cells does not.
 */
export const SHEET_CAPS = {
  /** What all the parts of a workbook unpack to. */
  unpackedBytes: 40 * 1024 * 1024,
  /** Parts (files) inside a workbook. */
  parts: 1_000,
  /** Worksheets in a workbook. */
  sheets: 32,
  rows: 25_000,
  cells: 500_000,
} as const;

const tooLarge = (message: string): AppError => new AppError(RESPONSE_CODES.TOO_LARGE, message);
const megabytes = (bytes: number): string => `${formatCount(Math.ceil(bytes / 1024 / 1024))} MB`;

const isWorksheet = (part: ZipPart): boolean => /^xl\/worksheets\/[^/]+\.xml$/.test(part.name);

/** The parts of the workbook at `path`, refused in words when they unpack to more than the caps allow. */
export async function workbookParts(path: string, name: string): Promise<ZipPart[]> {
  const directory = await zipDirectory(path, (await stat(path)).size, SHEET_CAPS.parts);
  if ('unreadable' in directory) throw unreadable(name);
  if ('partCount' in directory) {
    throw tooLarge(
      `${name} holds ${formatCount(directory.partCount)} files inside: a workbook may hold at most ${formatCount(SHEET_CAPS.parts)}.`,
    );
  }
  const bytes = directory.parts.reduce((sum, part) => sum + part.unpackedBytes, 0);
  if (bytes > SHEET_CAPS.unpackedBytes) {
    throw tooLarge(
      `${name} unpacks to ${megabytes(bytes)}: a sheet may unpack to at most ${megabytes(SHEET_CAPS.unpackedBytes)}. Upload fewer rows at a time.`,
    );
  }
  const sheets = directory.parts.filter(isWorksheet).length;
  if (sheets > SHEET_CAPS.sheets) {
    throw tooLarge(`${name} has ${sheets} sheets: a workbook may have at most ${SHEET_CAPS.sheets}.`);
  }
  return directory.parts;
}

const overRows = (name: string): AppError =>
  tooLarge(`${name} has more than ${formatCount(SHEET_CAPS.rows)} rows: a sheet may have at most that many.`);
const overCells = (name: string): AppError =>
  tooLarge(
    `${name} has more than ${formatCount(SHEET_CAPS.cells)} cells: a sheet may have at most that many.`,
  );

// A row or a cell of SpreadsheetML, with or without a namespace prefix (<row …>, <x:c …/>).
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
const CELL_TAG = /<(?:[A-Za-z_][\w.-]*:)?c[\s/>]/g;

/**
 * Unpacks every part within what its directory says, and counts the worksheets' rows and cells, before the
 * workbook is parsed: a part that unpacks to more than it says is a bomb, refused under the bytes' cap.
 */
function checkUnpacked(bytes: Buffer, parts: readonly ZipPart[], name: string): void {
  let rows = 0;
  let cells = 0;
  for (const part of parts) {
    const unpacked = unpackPart(bytes, part);
    if (unpacked === 'unreadable') throw unreadable(name);
    if (unpacked === 'oversize') {
      throw tooLarge(
        `${name} unpacks to more than it says it does: a sheet may unpack to at most ${megabytes(SHEET_CAPS.unpackedBytes)}.`,
      );
    }
    // No XML we read resolves a DTD or an entity (decision 2260): a workbook never declares one.
    if (unpacked.includes('<!DOCTYPE') || unpacked.includes('<!ENTITY'))
      throw new AppError(RESPONSE_CODES.FILE_REJECTED, say(PHRASES.workbookDeclares, { name }));
    if (!isWorksheet(part)) continue;
    const xml = unpacked.toString('utf8');
    rows += xml.match(ROW_TAG)?.length ?? 0;
    if (rows > SHEET_CAPS.rows) throw overRows(name);
    cells += xml.match(CELL_TAG)?.length ?? 0;
    if (cells > SHEET_CAPS.cells) throw overCells(name);
  }
}

async function readXlsx(path: string, name: string): Promise<SheetRow[]> {
  const parts = await workbookParts(path, name);
  const bytes = await readFile(path);
  checkUnpacked(bytes, parts, name);
  const workbook = new ExcelJS.Workbook();
  try {
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
 * comma (spreadsheets set to a decimal comma save so). Past the caps' rows or cells the file `name` is
 * refused.
 */
export function parseCsv(text: string, name = 'The file'): SheetRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  let cellCount = 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellCount += 1;
    if (cellCount > SHEET_CAPS.cells) throw overCells(name);
  };
  const endRow = () => {
    endCell();
    if (cells.some((value) => value.trim() !== '')) rows.push({ row: rowStart, cells });
    if (rows.length > SHEET_CAPS.rows) throw overRows(name);
    cells = [];
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
      endCell();
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

/** The rows of an uploaded Excel workbook's first sheet, or of a CSV file: the work pool's task. */
export async function readSheetFile(path: string, contentType: string, name: string): Promise<SheetRow[]> {
  if (contentType === XLSX_TYPE) return readXlsx(path, name);
  return parseCsv(await readFile(path, 'utf8'), name);
}
