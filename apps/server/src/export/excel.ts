import { PassThrough, type Readable } from 'node:stream';
import { cellText, valueAt, type ListColumn } from '@erp/domain';
import ExcelJS from 'exceljs';
import { sayIn, type Say } from '../print/words.ts';
import type { Row } from '../stores/types.ts';
import { roomIn } from './pages.ts';

/** Excel's own formats of a column's figures and dates; its grouping follows the reader's locale. */
const NUMBER_FORMATS: Partial<Record<ListColumn['type'], string>> = {
  amount: '#,##0.00',
  quantity: '#,##0.###',
  date: 'dd-mm-yyyy',
};

/**
 * A cell as Excel keeps it: figures as numbers, days as dates, every other value as the list shows it, the
 * product's own words (a kind, a status, a choice, Yes and No) in the asker's language (decision 2141).
 */
function cellValue(column: ListColumn, row: Row, say: Say): ExcelJS.CellValue {
  const value = valueAt(row, column.key);
  if (value === null || value === undefined || value === '') return null;
  if (
    !column.options &&
    (column.type === 'amount' || column.type === 'quantity' || column.type === 'number')
  ) {
    const figure = Number(value);
    return Number.isFinite(figure) ? figure : String(value);
  }
  // A day ('2026-04-09') is a calendar date: Excel keeps it as that day at midnight, with no zone.
  if (column.type === 'date' && typeof value === 'string') return new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return cellText(column, row, [say('Yes'), say('No')], say);
}

/** Excel refuses a sheet name over 31 characters. */
export const SHEET_NAME = 31;

/**
 * The list as an .xlsx written while it is read (decision 0840): exceljs' streaming writer commits each row
 * to the zip as it comes, and the next page is read once the download has taken the last. One sheet named
 * after the list, its header row frozen; its heads and the product's own words said by `say`, in the language
 * of the user who asked (decision 2141).
 */
export function excelStream(
  title: string,
  columns: readonly ListColumn[],
  pages: AsyncIterable<Row[]>,
  say: Say = sayIn('en'),
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const write = async (): Promise<void> => {
    // Excel refuses a sheet name holding one of : \ / ? * [ ].
    const sheet = workbook.addWorksheet(title.replace(/[:\\/?*[\]]/g, ' ').slice(0, SHEET_NAME), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((column) => ({
      header: say(column.header),
      key: column.key,
      width: Math.max(12, say(column.header).length + 4),
      ...(NUMBER_FORMATS[column.type] ? { style: { numFmt: NUMBER_FORMATS[column.type] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const rows of pages) {
      for (const row of rows) sheet.addRow(columns.map((column) => cellValue(column, row, say))).commit();
      if (!(await roomIn(out))) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
