import { RESPONSE_CODES, formatCount } from '@erp/domain';
import { AppError } from '../core/errors.ts';
import type { AnyLabel, DocumentLabels, LabelQr } from '../labels/labels.ts';
import type { PrintableDocument, PrintTemplate } from '../print/model.ts';
import { workPool } from './pool.ts';

/*
 * Prints, label sheets and QR codes, rendered in the work pool (decision 1850) within the print caps
 * (decision 1852), checked here before any work.
 */

/** The most lines a print renders: its lines times its copies. */
export const MAX_PRINTED_LINES = 12_000;
/** The most labels one sheet (PDF or ZPL) or one call of QR codes renders. */
export const MAX_LABELS = 5_000;

const tooLarge = (message: string): AppError => new AppError(RESPONSE_CODES.TOO_LARGE, message);

/** A document's PDF after its template, refused beyond MAX_PRINTED_LINES. */
export function renderPrint(printable: PrintableDocument, template: PrintTemplate): Promise<Buffer> {
  const copies = Math.max(1, template.copies.length);
  const printed = printable.lines.length * copies;
  if (printed > MAX_PRINTED_LINES) {
    throw tooLarge(
      `This print would run to ${formatCount(printed)} lines (${formatCount(printable.lines.length)} lines × ${copies} ${copies === 1 ? 'copy' : 'copies'}): a print may have at most ${formatCount(MAX_PRINTED_LINES)}. Print fewer copies at a time.`,
    );
  }
  return workPool.run('documentPdf', { printable, template });
}

function checkLabels(labels: readonly AnyLabel[]): void {
  if (labels.length > MAX_LABELS) {
    throw tooLarge(
      `This document has ${formatCount(labels.length)} labels: at most ${formatCount(MAX_LABELS)} are printed at a time.`,
    );
  }
}

/** The label sheet as a PDF, or as ZPL for a thermal printer. */
export async function renderLabels(labels: DocumentLabels, format: 'pdf' | 'zpl'): Promise<Buffer> {
  checkLabels(labels.labels);
  if (format === 'pdf') return workPool.run('labelsPdf', labels);
  return Buffer.from(await workPool.run('labelsZpl', labels), 'utf8');
}

/** The labels with their QR codes as PNG data URLs. */
export function labelCodes(labels: readonly AnyLabel[]): Promise<LabelQr[]> {
  checkLabels(labels);
  return workPool.run('labelQrs', labels);
}
