import { PassThrough, type Readable } from 'node:stream';
import { cellText, formatCount, formatDate, type ListColumn } from '@erp/domain';
import PDFDocument from 'pdfkit';
import { today } from '../core/today.ts';
import { FONTS } from '../print/fonts.ts';
import { MUTED, Sheet } from '../print/sheet.ts';
import { TableWriter, type Column } from '../print/table.ts';
import type { PrintLanguage } from '../print/words.ts';
import type { Row } from '../stores/types.ts';
import { roomIn } from './pages.ts';

/** What heads an exported list: its title, the filter it was exported with, its organisation and count. */
export interface PdfHeading {
  title: string;
  /** The filter in words ('Search: asha · Status: Open'), empty for the whole list. */
  filter: string;
  organisation: string;
  rows: number;
  /** The language of the user who exports it (decision 2090): its words; English when not given. */
  language?: PrintLanguage;
}

const MARGINS = { top: 50, bottom: 40, left: 30, right: 30 };
const TABLE_SIZE = 7.5;
/** More columns than this turn the page sideways. */
const PORTRAIT_COLUMNS = 6;

const numeric = (type: ListColumn['type']): boolean =>
  type === 'amount' || type === 'quantity' || type === 'number';

/** Each page's band (the title, the organisation) and footer (the page's number), in its margins. */
function decorate(sheet: Sheet, heading: PdfHeading, page: number): void {
  const { doc } = sheet;
  const half = sheet.width / 2;
  const bottomMargin = doc.page.margins.bottom;
  // Text in the bottom margin would otherwise start a new page.
  doc.page.margins.bottom = 0;
  const band = MARGINS.top - 26;
  sheet.text(sheet.say(heading.title), sheet.left, band, half, { font: 'bold', size: 8, color: MUTED });
  sheet.text(heading.organisation, sheet.left + half, band, half, { size: 8, color: MUTED, align: 'right' });
  sheet.rule(band + 12);
  const footer = doc.page.height - bottomMargin + 12;
  sheet.text(sheet.say('Page {page}', { page }), sheet.left, footer, sheet.width, {
    size: 7,
    color: MUTED,
    align: 'right',
  });
  doc.page.margins.bottom = bottomMargin;
}

/**
 * The list as a PDF written while it is read (decision 0840): pdfkit hands each page on once the next one
 * starts, so no more than a page of the table and a page of rows are held. The title, the filter and the
 * count head the first page; the table's header row repeats on each page; figures in Indian grouping, as
 * the list shows them (the print service's fonts, sheet and table).
 */
export function pdfStream(
  heading: PdfHeading,
  columns: readonly ListColumn[],
  pages: AsyncIterable<Row[]>,
): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: columns.length > PORTRAIT_COLUMNS ? 'landscape' : 'portrait',
    margins: MARGINS,
    font: FONTS.regular,
    info: { Title: heading.title, Author: heading.organisation },
  });
  // Through a PassThrough: its writable side tells when the download falls behind (`roomIn`).
  const out = new PassThrough();
  doc.pipe(out);
  const sheet = new Sheet(doc, heading.language);
  const { say } = sheet;
  let page = 1;
  decorate(sheet, heading, page);
  doc.on('pageAdded', () => {
    page += 1;
    decorate(sheet, heading, page);
  });
  const write = async (): Promise<void> => {
    // Set as one text each, never carried over a page, so that their Devanagari is copied as typed.
    sheet.y += sheet.text(say(heading.title), sheet.left, sheet.y, sheet.width, { font: 'bold', size: 13 });
    const count = say(heading.rows === 1 ? '{count} row' : '{count} rows', {
      count: formatCount(heading.rows),
    });
    const counted = `${count}, ${formatDate(today())}`;
    const filter = heading.filter ? `${heading.filter} · ${counted}` : counted;
    sheet.y += sheet.text(filter, sheet.left, sheet.y, sheet.width, { size: 8, color: MUTED });
    sheet.y += 6;
    const table = new TableWriter<Row>(
      sheet,
      columns.map((column): Column<Row> => ({
        header: say(column.header),
        width: 0,
        align: numeric(column.type) ? 'right' : 'left',
        cell: (row) => cellText(column, row, [say('Yes'), say('No')], say),
      })),
      TABLE_SIZE,
    );
    let index = 0;
    for await (const rows of pages) {
      for (const row of rows) table.row(row, index++);
      if (!(await roomIn(out))) return;
    }
    table.end();
    doc.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
