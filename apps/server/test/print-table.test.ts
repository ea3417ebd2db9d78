import type { ListColumn } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { pdfStream } from '../src/export/pdf.ts';
import { widthsOf, type Column } from '../src/print/table.ts';
import type { Row } from '../src/stores/types.ts';
import { pdfPages } from './pdf-text.ts';

// The print table's column widths (issue 17: an export of many columns failed half-way with NaN widths).

/** A landscape A4 page's width inside the export's margins. */
const LANDSCAPE = 841.89 - 60;

const columnsOf = (widths: readonly number[]): Column<Row>[] =>
  widths.map((width, index) => ({ header: `Column ${index + 1}`, width, cell: () => '' }));

const total = (widths: readonly number[]): number => widths.reduce((sum, width) => sum + width, 0);

describe('the print table’s column widths', () => {
  it('fixed columns keep their width and the flexible ones share the rest', () => {
    const widths = widthsOf(500, columnsOf([100, 0, 50, 0]));
    expect(widths).toEqual([100, 175, 50, 175]);
  });

  it('on narrow paper the fixed columns shrink so that each flexible one keeps 60 points', () => {
    const widths = widthsOf(300, columnsOf([200, 0, 200, 0]));
    expect(widths[1]).toBeCloseTo(60);
    expect(widths[0]).toBeCloseTo(90);
    expect(total(widths)).toBeCloseTo(300);
  });

  it.each([12, 13, 14, 20, 40, 100])(
    '%i flexible columns get finite, equal widths across the page',
    (count) => {
      const widths = widthsOf(LANDSCAPE, columnsOf(Array.from({ length: count }, () => 0)));
      expect(widths.every((width) => Number.isFinite(width) && width > 0)).toBe(true);
      expect(new Set(widths).size).toBe(1);
      expect(total(widths)).toBeCloseTo(LANDSCAPE);
    },
  );

  it('many flexible columns beside fixed ones: every width finite and positive, the page filled', () => {
    const widths = widthsOf(LANDSCAPE, columnsOf([120, ...Array.from({ length: 20 }, () => 0), 80]));
    expect(widths.every((width) => Number.isFinite(width) && width > 0)).toBe(true);
    expect(total(widths)).toBeCloseTo(LANDSCAPE);
  });
});

async function* onePage(rows: Row[]): AsyncIterable<Row[]> {
  yield rows;
}

const read = async (stream: AsyncIterable<Buffer>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe('an exported PDF of many columns', () => {
  it('twenty columns: the whole table is written, each header and cell on the page', async () => {
    const columns: ListColumn[] = Array.from({ length: 20 }, (_, index) => ({
      key: `c${index}`,
      header: `Head ${index}`,
      type: 'text',
    }));
    const row: Row = {
      id: 1,
      version: 1,
      ...Object.fromEntries(columns.map((column, index) => [column.key, `v${index}`])),
    };
    const heading = { title: 'Wide', filter: '', organisation: 'Shakti Polymers', rows: 1 };
    const pdf = await read(pdfStream(heading, columns, onePage([row])));
    const text = pdfPages(pdf).flat().join('\n');
    expect(text).toContain('Head 19');
    expect(text).toContain('v19');
  });
});

// Issue 38: an 8-digit HSN code wrapped in its column on A4 and A5.
describe('a column holding a text (an HSN code)', () => {
  it('keeps at least the width it holds and does not shrink with the other fixed columns', () => {
    const columns = columnsOf([16, 0, 38, 56, 58]);
    const least = [0, 0, 40, 0, 0];
    const wide = widthsOf(535, columns, least);
    expect(wide[2]).toBe(40);
    expect(total(wide)).toBeCloseTo(535);
    const narrow = widthsOf(200, columns, least);
    expect(narrow[2]).toBe(40);
    expect(narrow[3]).toBeLessThan(56);
    expect(total(narrow)).toBeCloseTo(200);
  });

  it('keeps its own width when that is wider than what it holds', () => {
    expect(widthsOf(500, columnsOf([44, 0]), [40, 0])).toEqual([44, 456]);
  });
});
