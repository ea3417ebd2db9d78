import ExcelJS from 'exceljs';

/*
 * A count sheet's workbook as the work pool's worker writes it (decision 1850): apart from the calls that
 * run it in the pool (count-excel.ts), which the pool's tasks would otherwise import back.
 */

/** The count sheet's columns: the field each reads and its header. */
export const COLUMNS = [
  ['line', 'Line'],
  ['itemCode', 'Item Code'],
  ['item', 'Item'],
  ['lotNumber', 'Lot Number'],
  ['rollNumber', 'Roll Number'],
  ['rack', 'Rack'],
  ['bookQuantity', 'Book Quantity'],
  ['countedQuantity', 'Counted Quantity'],
  ['reason', 'Reason'],
] as const;
export type Column = (typeof COLUMNS)[number][0];

/** One row of the count sheet's workbook: a cell per column of COLUMNS. */
export type CountSheetRow = readonly unknown[];

/** The workbook of the count sheet's rows, under the columns' headers: the work pool's task (decision 1850). */
export async function countSheetXlsx(rows: readonly CountSheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const book = workbook.addWorksheet('Count Sheet');
  book.columns = COLUMNS.map(([, header]) => ({ header, width: header === 'Item' ? 30 : 16 }));
  for (const row of rows) book.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
