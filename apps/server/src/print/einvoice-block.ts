import type { PrintableDocument } from './model.ts';
import { MUTED, type Sheet } from './sheet.ts';

/** The QR's side in points: large enough for a phone to read a signed QR of about a thousand characters. */
const QR_SIDE = 96;

/**
 * The e-invoice's registration under the title (decision 1423): the IRN and the acknowledgement at the left,
 * the signed QR code at the right; nothing before the portal gave them.
 */
export function drawEInvoice(sheet: Sheet, printable: PrintableDocument): void {
  const registered = printable.eInvoice;
  if (!registered) return;
  const top = sheet.y;
  const textWidth = sheet.width - QR_SIDE - 12;
  const facts = [
    ['IRN', registered.irn],
    ['Ack No.', registered.ackNumber],
    ['Ack Date', registered.ackDate],
  ];
  let y = top;
  for (const [label, value] of facts) {
    y += sheet.text(`${label}`, sheet.left, y, textWidth, { font: 'bold', size: 7.5, color: MUTED });
    y += sheet.text(value ?? '', sheet.left, y, textWidth, { size: 8.5 }) + 3;
  }
  sheet.doc.image(registered.qrPng, sheet.right - QR_SIDE, top, { width: QR_SIDE, height: QR_SIDE });
  sheet.y = Math.max(y, top + QR_SIDE) + 8;
}
