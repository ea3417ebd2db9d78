import { DOCUMENT_STATUS, statusLabel } from '@erp/domain';
import PDFDocument from 'pdfkit';
import { drawAmountInWords, drawBank, drawHeader, drawParties, drawSignature, drawTerms } from './blocks.ts';
import { drawEInvoice, drawVehicles } from './einvoice-block.ts';
import { drawLines, drawTaxSummary, drawTotals } from './figures.ts';
import { FONTS } from './fonts.ts';
import { MONEY_BLOCKS, type PrintableDocument, type PrintBlock, type PrintTemplate } from './model.ts';
import { MUTED, Sheet } from './sheet.ts';

/** Page margins in points; the top and bottom ones hold each page's band and footer. */
const MARGINS = { top: 58, bottom: 44, left: 36, right: 36 };

const BLOCKS: Readonly<
  Record<PrintBlock, (sheet: Sheet, printable: PrintableDocument, template: PrintTemplate) => void>
> = {
  header: (sheet, printable, template) => {
    drawHeader(sheet, printable, template);
    drawEInvoice(sheet, printable);
  },
  parties: drawParties,
  lines: (sheet, printable) => {
    drawLines(sheet, printable);
    drawVehicles(sheet, printable);
  },
  taxSummary: drawTaxSummary,
  totals: drawTotals,
  amountInWords: drawAmountInWords,
  bank: drawBank,
  terms: (sheet, _printable, template) => drawTerms(sheet, template),
  signature: drawSignature,
};

/** The pages one copy took: from `first`, `count` of them. */
interface CopyPages {
  copy: string;
  first: number;
  count: number;
}

/** Statuses whose print is not an order yet or any more: each page says so across it. */
const WATERMARKED: readonly number[] = [
  DOCUMENT_STATUS.DRAFT,
  DOCUMENT_STATUS.PENDING_APPROVAL,
  DOCUMENT_STATUS.CANCELLED,
];

function watermark(sheet: Sheet, text: string): void {
  const { doc } = sheet;
  const middle = { x: doc.page.width / 2, y: doc.page.height / 2 };
  doc.save().rotate(-35, { origin: [middle.x, middle.y] });
  doc.fillOpacity(0.12);
  sheet.text(text, 0, middle.y - 40, doc.page.width, { font: 'bold', size: 72, align: 'center' });
  doc.restore();
}

/**
 * One page's band (the document's title and number, the copy it belongs to), footer (page k of n of that
 * copy) and watermark, written once every page is laid out. Band and footer are in the margins, so the
 * bottom margin is lifted while writing there (pdfkit would otherwise start a new page).
 */
function decoratePage(
  sheet: Sheet,
  printable: PrintableDocument,
  template: PrintTemplate,
  copy: string,
  page: string,
): void {
  const { doc } = sheet;
  const half = sheet.width / 2;
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const band = MARGINS.top - 30;
  const title = `${printable.title} ${printable.number ?? sheet.say('(draft)')}`;
  sheet.text(title, sheet.left, band, half, { font: 'bold', size: 8, color: MUTED });
  sheet.text(copy, sheet.left + half, band, half, { font: 'bold', size: 9, align: 'right' });
  sheet.rule(band + 14);
  const footer = doc.page.height - bottomMargin + 14;
  sheet.rule(footer - 4);
  sheet.text(printable.organisation.name, sheet.left, footer, half, { size: 7, color: MUTED });
  sheet.text(`${copy} · ${page}`, sheet.left + half, footer, half, { size: 7, color: MUTED, align: 'right' });
  const mark =
    template.watermark ??
    (WATERMARKED.includes(printable.status)
      ? sheet.say(statusLabel(printable.status)).toUpperCase()
      : undefined);
  if (mark) watermark(sheet, mark);
  doc.page.margins.bottom = bottomMargin;
}

/** The bytes a finished pdfkit document streams out. */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Issue 16's print service: a document as a PDF after its type's print template, one full copy per entry
 * of `copies` (each starting on a new page, each page marked with its copy), the template's blocks in
 * its order (decision 0810).
 */
export async function renderDocumentPdf(
  printable: PrintableDocument,
  template: PrintTemplate,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: template.paperSize,
    layout: template.orientation === 'LANDSCAPE' ? 'landscape' : 'portrait',
    margins: MARGINS,
    bufferPages: true,
    autoFirstPage: false,
    font: FONTS.regular,
    info: {
      Title: `${printable.title} ${printable.number ?? ''}`.trim(),
      Author: printable.organisation.name,
    },
  });
  const bytes = collect(doc);
  const sheet = new Sheet(doc, template.language);
  const copies = (template.copies.length > 0 ? template.copies : [sheet.say('Original')]).map(
    (copy): CopyPages => {
      const first = doc.bufferedPageRange().count;
      doc.addPage();
      for (const block of template.blocks)
        if (!(printable.goodsOnly && MONEY_BLOCKS.includes(block))) BLOCKS[block](sheet, printable, template);
      return { copy, first, count: doc.bufferedPageRange().count - first };
    },
  );
  for (const { copy, first, count } of copies) {
    for (let page = 0; page < count; page += 1) {
      doc.switchToPage(first + page);
      decoratePage(
        sheet,
        printable,
        template,
        copy,
        sheet.say('Page {page} of {count}', { page: page + 1, count }),
      );
    }
  }
  doc.end();
  return bytes;
}
