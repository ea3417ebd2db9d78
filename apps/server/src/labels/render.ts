import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { FONTS, fontFor, spoken } from '../print/fonts.ts';
import { collect } from '../print/render.ts';
import { QR_OPTIONS, type AnyLabel, type DocumentLabels } from './labels.ts';
import { sayIn, type PrintLanguage } from '../print/words.ts';
import { linesOf } from './lines.ts';

const POINTS_PER_MM = 72 / 25.4;
/** The sheet the labels are laid out on, and the least space kept clear at its edges (mm). */
const A4 = { width: 210, height: 297 };
const EDGE = 5;
const PADDING = 3;
/** Points: a large label keeps the type of a small one rather than shouting. */
const MAX_FONT_SIZE = 10;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The QR code drawn as squares (sharp at any size, no image to embed), with its quiet zone, in `box`. */
function drawQr(doc: PDFKit.PDFDocument, content: string, box: Box): void {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const cells = modules.size + 2 * QR_OPTIONS.margin;
  const cell = Math.min(box.width, box.height) / cells;
  const origin = { x: box.x + QR_OPTIONS.margin * cell, y: box.y + QR_OPTIONS.margin * cell };
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(origin.x + column * cell, origin.y + row * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

/** One label in `box`: a thin cut line, the facts at the left, the QR code filling the right. */
function drawLabel(doc: PDFKit.PDFDocument, label: AnyLabel, box: Box, language: PrintLanguage): void {
  const padding = PADDING * POINTS_PER_MM;
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.3).strokeColor('#9a9a9a').stroke();
  const inner = { x: box.x + padding, y: box.y + padding, height: box.height - 2 * padding };
  const qrSide = Math.min(inner.height, box.width / 2);
  drawQr(doc, label.content, {
    x: box.x + box.width - padding - qrSide,
    y: inner.y,
    width: qrSide,
    height: qrSide,
  });
  const width = box.width - 3 * padding - qrSide;
  const lines = linesOf(label, sayIn(language));
  // The rows fill the column's height (Noto Sans sets 1.36 em per row); text longer than its rows is cut
  // with an ellipsis.
  const rowHeight = inner.height / lines.reduce((rows, line) => rows + (line.rows ?? 1), 0);
  let y = inner.y;
  for (const line of lines) {
    doc
      .font(fontFor(line.text, line.bold ? 'bold' : 'regular'))
      .fontSize(Math.min(MAX_FONT_SIZE, rowHeight / 1.4))
      .fillColor('#000000');
    const rows = Math.min(line.rows ?? 1, Math.ceil(doc.heightOfString(line.text, { width }) / rowHeight));
    const height = rowHeight * Math.max(1, rows);
    spoken(doc, line.text, () => doc.text(line.text, inner.x, y, { width, height, ellipsis: true }));
    y += height;
  }
}

/**
 * The label sheet (decision 0941): A4 pages filled row by row with labels of the configured size, as many
 * across and down as fit, the grid centred with no gaps so a label sheet's die-cut matches.
 */
export function renderLabelsPdf({
  documentNumber,
  size,
  labels,
  language = 'en',
}: DocumentLabels): Promise<Buffer> {
  const across = Math.max(1, Math.floor((A4.width - 2 * EDGE) / size.width));
  const down = Math.max(1, Math.floor((A4.height - 2 * EDGE) / size.height));
  const left = ((A4.width - across * size.width) / 2) * POINTS_PER_MM;
  const top = ((A4.height - down * size.height) / 2) * POINTS_PER_MM;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    font: FONTS.regular,
    info: { Title: `Labels ${documentNumber}` },
  });
  const bytes = collect(doc);
  labels.forEach((label, index) => {
    const place = index % (across * down);
    if (place === 0) doc.addPage();
    drawLabel(
      doc,
      label,
      {
        x: left + (place % across) * size.width * POINTS_PER_MM,
        y: top + Math.floor(place / across) * size.height * POINTS_PER_MM,
        width: size.width * POINTS_PER_MM,
        height: size.height * POINTS_PER_MM,
      },
      language,
    );
  });
  doc.end();
  return bytes;
}
