import { writeImportInput } from '../imports/import-input.ts';
import { countSheetXlsx, type CountSheetRow } from '../stock/count-workbook.ts';
import { qrOf, type AnyLabel, type DocumentLabels } from '../labels/labels.ts';
import { renderLabelsPdf } from '../labels/render.ts';
import { renderLabelsZpl } from '../labels/zpl.ts';
import type { PrintableDocument, PrintTemplate } from '../print/model.ts';
import { renderDocumentPdf } from '../print/render.ts';
import { readSheetFile } from '../stock/sheet.ts';

/**
 * What the work pool's workers do (decision 1850): the work that holds a thread for long, reading an
 * uploaded sheet or Tally export and rendering a print, a label sheet, QR codes or a count sheet's workbook. Each takes
 * and answers what a message between threads carries.
 */

/** A Buffer arrives from another thread as a plain Uint8Array: pdfkit and our image checks want a Buffer. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function revived(printable: PrintableDocument): PrintableDocument {
  const { eInvoice } = printable;
  return eInvoice ? { ...printable, eInvoice: { ...eInvoice, qrPng: asBuffer(eInvoice.qrPng) } } : printable;
}

export const TASKS = {
  readSheet: (input: { path: string; contentType: string; name: string }) =>
    readSheetFile(input.path, input.contentType, input.name),
  importInput: writeImportInput,
  documentPdf: ({ printable, template }: { printable: PrintableDocument; template: PrintTemplate }) =>
    renderDocumentPdf(revived(printable), {
      ...template,
      headerImage: template.headerImage ? asBuffer(template.headerImage) : null,
    }),
  labelsPdf: (labels: DocumentLabels) => renderLabelsPdf(labels),
  labelsZpl: (labels: DocumentLabels) => renderLabelsZpl(labels),
  labelQrs: (labels: readonly AnyLabel[]) => Promise.all(labels.map(qrOf)),
  countSheet: (rows: readonly CountSheetRow[]) => countSheetXlsx(rows),
};

export type Tasks = typeof TASKS;
export type TaskName = keyof Tasks;
