// An import's sheet read and written as its job's input file in the work pool (decision 2268): a sheet or a
// Tally export of 20,000 rows copied back to the request loop, then written out as JSON there, held every
// other request for seconds. The file is a line of JSON per row (decision 2284): read back a line at a time,
// the job's start never parses megabytes in one go on the request loop.
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { TallyChildRows } from '@erp/domain';
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

/** A line of the input file after the notes: a row, with its Tally name and child rows where it has them. */
interface InputLine extends SheetRow {
  source?: string;
  children?: TallyChildRows;
}

/** The input's lines: the notes (where the file has them) first, then a row a line. */
export function inputLines(input: ImportInput): string[] {
  const rows = input.rows.map((row): string => {
    const line: InputLine = { ...row };
    const source = input.sources?.[row.row];
    const children = input.children?.[row.row];
    if (source !== undefined) line.source = source;
    if (children !== undefined) line.children = children;
    return JSON.stringify(line);
  });
  return [JSON.stringify(input.notes === undefined ? {} : { notes: input.notes }), ...rows];
}

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
  await writeFile(into, inputLines({ ...sheet, rows: keptRows(sheet.rows) }).join('\n'));
  return { rows: sheet.rows.length };
}

/** The job's input read back a line at a time: the stream's chunks let other requests in between. */
export async function readImportInput(path: string): Promise<ImportInput> {
  const input: ImportInput & Required<Pick<ImportInput, 'sources' | 'children'>> = {
    rows: [],
    sources: {},
    children: {},
  };
  let first = true;
  for await (const text of createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })) {
    if (first) {
      first = false;
      const { notes } = JSON.parse(text) as Pick<ImportInput, 'notes'>;
      if (notes !== undefined) input.notes = notes;
      continue;
    }
    const { source, children, ...row } = JSON.parse(text) as InputLine;
    input.rows.push(row);
    if (source !== undefined) input.sources[row.row] = source;
    if (children !== undefined) input.children[row.row] = children;
  }
  return input;
}
