import QRCode from 'qrcode';
import { QR_OPTIONS, type AnyLabel, type DocumentLabels } from './labels.ts';
import { linesOf } from './lines.ts';
import type { LabelSize } from './sizes.ts';

/** A 203 dpi thermal printer prints 8 dots a millimetre (decision 1721). */
export const DOTS_PER_MM = 8;
const PADDING = 3 * DOTS_PER_MM;
/** The tallest type (dots): 10 pt at 203 dpi, the PDF label's largest. */
const MAX_FONT = 28;
/** Font 0's characters are about this share of their height wide: how many fit a row. */
const CHARACTER_WIDTH = 0.55;
/** ^BQ draws modules of 1 to 10 dots. */
const MAX_MAGNIFICATION = 10;
/** The QR code's error correction as ^BQ's data names it (H, Q, M or L), as the PDF's (decision 0940). */
const ERROR_CORRECTION = QR_OPTIONS.errorCorrectionLevel;

/**
 * A field's text as ^FH reads it: the characters ZPL gives a meaning (^ ~ and the escape \) as their
 * hexadecimal bytes, so a lot number or an item name can never end the field or start a command.
 */
export const zplText = (text: string): string =>
  text.replace(/[\\^~]/g, (c) => `\\${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `text` cut to `characters` with an ellipsis when longer. */
const fit = (text: string, characters: number): string =>
  text.length <= characters ? text : `${text.slice(0, Math.max(0, characters - 3)).trimEnd()}...`;

/** One label's format: the facts at the left as the PDF's, the QR code at the right. */
function labelZpl(label: AnyLabel, size: LabelSize): string {
  const width = size.width * DOTS_PER_MM;
  const height = size.height * DOTS_PER_MM;
  const inner = height - 2 * PADDING;
  const { modules } = QRCode.create(label.content, { errorCorrectionLevel: ERROR_CORRECTION });
  // The code's side fits the label's height and half its width, quiet zone included.
  const side = Math.min(inner, width / 2);
  const magnification = Math.max(
    1,
    Math.min(MAX_MAGNIFICATION, Math.floor(side / (modules.size + 2 * QR_OPTIONS.margin))),
  );
  const qrX = width - PADDING - magnification * (modules.size + QR_OPTIONS.margin);
  const textWidth = width - 3 * PADDING - side;
  const lines = linesOf(label);
  const rowHeight = Math.floor(inner / lines.reduce((rows, line) => rows + (line.rows ?? 1), 0));
  let y = PADDING;
  const fields = lines.map((line) => {
    const rows = line.rows ?? 1;
    const font = Math.min(MAX_FONT, Math.floor(rowHeight * (line.bold ? 0.85 : 0.7)));
    const perRow = Math.floor(textWidth / (font * CHARACTER_WIDTH));
    const field = `^FO${PADDING},${y}^A0N,${font},${font}^FB${textWidth},${rows},0,L,0^FH\\^FD${zplText(fit(line.text, perRow * rows))}^FS`;
    y += rowHeight * rows;
    return field;
  });
  return [
    '^XA',
    '^CI28',
    `^PW${width}`,
    `^LL${height}`,
    '^LH0,0',
    ...fields,
    `^FO${qrX},${PADDING}^BQN,2,${magnification}^FH\\^FD${ERROR_CORRECTION}A,${zplText(label.content)}^FS`,
    '^PQ1',
    '^XZ',
  ].join('\n');
}

/**
 * The labels of a document for a 4-inch thermal printer (decision 1721): one ZPL format (^XA…^XZ) per
 * label, in the PDF sheet's order, at the LABEL_TYPE_ID size, 203 dpi.
 */
export function renderLabelsZpl({ size, labels }: DocumentLabels): string {
  return `${labels.map((label) => labelZpl(label, size)).join('\n')}\n`;
}
