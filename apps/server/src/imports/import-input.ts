// An import's sheet read and written as its job's input file in the work pool (decision 2268): a sheet or a
// Tally export of 20,000 rows copied back to the request loop, then written out as JSON there, held every
// other request for seconds.
import { writeFile } from 'node:fs/promises';
import { readSheetFile, type SheetRow } from '../stock/sheet.ts';
import type { ImportInput } from './master-import.ts';
import { readTallyFile, type TallyReadInput } from './tally-read.ts';

/** What an import's file is read as: a sheet (Excel or CSV) or a Tally export of masters. */
export type ImportSource =
  { sheet: { path: string; contentType: string; name: string } } | { tally: TallyReadInput };

/** A date cell as the day it shows: the job's input is JSON, which keeps no dates. */
export const keptRows = (rows: readonly SheetRow[]): SheetRow[] =>
  rows.map(({ row, cells }) => ({
    row,
    cells: cells.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell)),
  }));

/** The work pool's task: `source` read and written at `into` as the job's input; answers its rows, header included. */
export async function writeImportInput({
  source,
  into,
}: {
  source: ImportSource;
  into: string;
}): Promise<{ rows: number }> {
  const sheet =
    'sheet' in source
      ? { rows: await readSheetFile(source.sheet.path, source.sheet.contentType, source.sheet.name) }
      : await readTallyFile(source.tally);
  const input: ImportInput = { ...sheet, rows: keptRows(sheet.rows) };
  await writeFile(into, JSON.stringify(input));
  return { rows: sheet.rows.length };
}
