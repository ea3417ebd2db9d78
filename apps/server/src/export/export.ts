import type { Readable } from 'node:stream';
import { RESPONSE_CODES, formatCount, type ListColumn } from '@erp/domain';
import { AppError } from '../core/errors.ts';
import { XLSX_TYPE } from '../stock/sheet.ts';
import { SHEET_NAME, excelStream } from './excel.ts';
import { EXPORT_PAGE_ROWS, pagesAfter, type PageReader } from './pages.ts';
import { sayIn, type PrintLanguage } from '../print/words.ts';
import { pdfStream } from './pdf.ts';

export const EXPORT_FORMATS = ['excel', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The most rows one export holds (decision 0840): an Excel sheet of a hundred thousand rows opens in
 * seconds; a PDF of ten thousand is some 250 pages, past which nobody reads paper.
 */
export const EXPORT_ROW_CAPS: Readonly<Record<ExportFormat, number>> = { excel: 100_000, pdf: 10_000 };

const FORMATS: Readonly<Record<ExportFormat, { name: string; extension: string; type: string }>> = {
  excel: { name: 'an Excel export', extension: 'xlsx', type: XLSX_TYPE },
  pdf: { name: 'a PDF export', extension: 'pdf', type: 'application/pdf' },
};

/** What an export of a list is: its title and columns, the filter in words, how its pages are read. */
export interface ListExport {
  title: string;
  columns: readonly ListColumn[];
  filter: string;
  organisation: string;
  read: PageReader;
  /** Its rows count only the caller's own documents (decision 1863): the file says so. */
  ownDocumentsOnly?: boolean;
  /**
   * The language of the user who exports it (decisions 2090, 2141): the file's title and heads and the
   * product's own words in its cells (a kind, a status), in Excel and PDF alike; English when not given.
   */
  language?: PrintLanguage;
}

/** What an export of only the caller's own documents says: on the PDF's filter line, and its sheet's tab. */
export const OWN_DOCUMENTS = { line: 'Only your own documents are counted', tab: ' (own)' } as const;

/** The exported file: the shape `ApiRouter.file` answers with. */
export interface ExportedFile {
  contentType: string;
  fileName: string;
  body: Readable;
}

/**
 * Issue 16's export of a list: exactly the filtered rows, in the list's order and columns, streamed as
 * Excel or PDF while they are read a page at a time (decision 0840). The first page is read before the
 * reply starts, so a list past the cap is refused in the envelope (413), never cut short.
 */
export async function exportList(list: ListExport, format: ExportFormat): Promise<ExportedFile> {
  const first = await list.read(1, EXPORT_PAGE_ROWS);
  const cap = EXPORT_ROW_CAPS[format];
  if (first.estimated || first.total > cap)
    throw new AppError(
      RESPONSE_CODES.TOO_LARGE,
      `This list has ${first.estimated ? 'more than ' : ''}${formatCount(first.total)} rows; ${FORMATS[format].name} holds at most ${formatCount(cap)}. Narrow the search or the filter and export again.`,
    );
  const pages = pagesAfter(first, list.read);
  const own = list.ownDocumentsOnly === true;
  const say = sayIn(list.language ?? 'en');
  const title = say(list.title);
  const sheetName = own
    ? `${title.slice(0, SHEET_NAME - OWN_DOCUMENTS.tab.length)}${OWN_DOCUMENTS.tab}`
    : title;
  const filter = own ? [list.filter, say(OWN_DOCUMENTS.line)].filter(Boolean).join(' · ') : list.filter;
  const body =
    format === 'excel'
      ? excelStream(sheetName, list.columns, pages, say)
      : pdfStream({ ...list, filter, rows: first.total }, list.columns, pages);
  const { extension, type } = FORMATS[format];
  return { contentType: type, fileName: `${list.title}.${extension}`, body };
}
