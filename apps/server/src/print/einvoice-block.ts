import type { PrintableDocument } from './model.ts';
import { MUTED, type Piece, type Sheet } from './sheet.ts';

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
    [sheet.say('Ack No.'), registered.ackNumber],
    [sheet.say('Ack Date'), registered.ackDate],
  ];
  let y = top;
  for (const [label, value] of facts) {
    y += sheet.text(`${label}`, sheet.left, y, textWidth, { font: 'bold', size: 7.5, color: MUTED });
    y += sheet.text(value ?? '', sheet.left, y, textWidth, { size: 8.5 }) + 3;
  }
  sheet.doc.image(registered.qrPng, sheet.right - QR_SIDE, top, { width: QR_SIDE, height: QR_SIDE });
  sheet.y = Math.max(y, top + QR_SIDE) + 8;
}

/**
 * Issue 20's "consignment split across vehicles with the quantity per vehicle" (decision 1482): under the
 * lines, every vehicle and what it carries; nothing when the goods travel on one.
 */
export function drawVehicles(sheet: Sheet, printable: PrintableDocument): void {
  const vehicles = printable.vehicles ?? [];
  if (vehicles.length === 0) return;
  const pieces: Piece[] = [
    { text: sheet.say('Vehicles').toUpperCase(), font: 'bold', size: 7.5, color: MUTED },
    ...vehicles.map((vehicle, index) => ({
      text: `${index + 1}. ${vehicle.label}: ${vehicle.value}`,
      gap: index === 0 ? 1 : 0,
    })),
  ];
  sheet.ensure(sheet.stack(pieces, sheet.width));
  sheet.y += sheet.stack(pieces, sheet.width, { x: sheet.left, y: sheet.y }) + 10;
}
