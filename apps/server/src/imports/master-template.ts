// Decision 2100: a master's import template, the sheet a user fills in.
import { importHeading, type ImportColumn, type ModuleDef } from '@erp/domain';
import ExcelJS from 'exceljs';

/** A worksheet's name: at most 31 characters, none of those Excel refuses. */
const sheetName = (label: string): string => label.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * A master's template: its columns as the first row (required ones marked *), and a second sheet saying
 * what each column takes (its choices, the master a reference names), with an example.
 */
export async function importTemplate(module: ModuleDef, columns: readonly ImportColumn[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(module.label));
  sheet.addRow(columns.map(importHeading)).font = { bold: true };
  columns.forEach((column, k) => {
    sheet.getColumn(k + 1).width = Math.max(12, importHeading(column).length + 4);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = book.addWorksheet('Columns');
  help.addRow(['Column', 'Required', 'What to write', 'Example']).font = { bold: true };
  for (const column of columns)
    help.addRow([column.label, column.required ? 'Yes' : 'No', column.hint, column.example]);
  help.columns.forEach((cells, k) => {
    cells.width = [30, 10, 80, 20][k] ?? 20;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
