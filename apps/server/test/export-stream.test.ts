import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import type { ListColumn } from '@erp/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelStream } from '../src/export/excel.ts';
import { pdfStream } from '../src/export/pdf.ts';
import type { Row } from '../src/stores/types.ts';

// Decision 0840: an export reads the next page of rows only when the download has taken the last, so a
// slow or stalled download never has the whole list read into memory.

const PAGES = 40;
const SIZE = 500;
const columns: ListColumn[] = [
  { key: 'name', header: 'Name', type: 'text' },
  { key: 'amount', header: 'Amount', type: 'amount' },
];

/** PAGES pages of SIZE rows; `asked` records each page as the writer asks for it. */
async function* pages(asked: number[]): AsyncGenerator<Row[]> {
  for (let page = 1; page <= PAGES; page += 1) {
    asked.push(page);
    yield Array.from({ length: SIZE }, (_, index) => ({
      id: page * SIZE + index,
      version: 1,
      name: `Row ${page}-${index}`,
      amount: 123456.5,
    }));
  }
}

/** Resolves once `asked` has not grown for a while: the writer waits for the reader. */
async function stalled(asked: number[]): Promise<number> {
  let seen = -1;
  while (seen !== asked.length) {
    seen = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return seen;
}

describe.each([
  ['Excel', (asked: number[]): Readable => excelStream('Rows', columns, pages(asked))],
  [
    'PDF',
    (asked: number[]): Readable =>
      pdfStream(
        { title: 'Rows', filter: '', organisation: 'Test', rows: PAGES * SIZE },
        columns,
        pages(asked),
      ),
  ],
])('a %s export', (_format, start) => {
  it('stops reading pages while nobody downloads, and writes them all once read', async () => {
    const asked: number[] = [];
    const stream = start(asked);
    // Excel's zip compresses what waits in the buffers: a few pages; a PDF: one.
    expect(await stalled(asked)).toBeLessThan(PAGES / 2);
    const bytes = await buffer(stream);
    expect(asked).toHaveLength(PAGES);
    expect(bytes.length).toBeGreaterThan(10_000);
  }, 120_000);
});

it('an Excel export holds every row it was given, figures as numbers', async () => {
  const bytes = await buffer(excelStream('Rows', columns, pages([])));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = workbook.worksheets[0];
  expect(sheet?.name).toBe('Rows');
  expect(sheet?.rowCount).toBe(PAGES * SIZE + 1);
  expect(sheet?.getRow(2).values).toEqual([undefined, 'Row 1-0', 123456.5]);
}, 120_000);
