import { fontFor, spoken, type FontName } from './fonts.ts';
import { sayIn, type PrintLanguage, type Say } from './words.ts';

/** How a piece of text is set. */
export interface TextStyle {
  font?: FontName;
  size?: number;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

/** One piece of a stacked column: its text and style, and the space before it. */
export interface Piece extends TextStyle {
  text: string;
  gap?: number;
}

export const BODY_SIZE = 8.5;
export const MUTED = '#555555';
export const RULE = '#9a9a9a';
export const SHADE = '#ececec';

/**
 * A cursor over a PDF document's pages (decision 0810): where the next block goes, and a new page when a
 * block does not fit. Page bands and footers live in the margins and are drawn once the pages are known.
 * It prints in one language (decision 2090): its words are said in it.
 */
export class Sheet {
  /** The print's words in its language (decision 2091). */
  readonly say: Say;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    language: PrintLanguage = 'en',
  ) {
    this.say = sayIn(language);
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get right(): number {
    return this.left + this.width;
  }

  get top(): number {
    return this.doc.page.margins.top;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** Room for `height` below the cursor, else a new page; `onNewPage` draws what a continued block repeats. */
  ensure(height: number, onNewPage?: () => void): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    onNewPage?.();
  }

  /** Sets `text`'s style: its font by its script (decision 2092). */
  private set(text: string, style: TextStyle): void {
    this.doc
      // By path, not by a registered name: pdfkit 0.20 opens a registered font's file again on every call.
      .font(fontFor(text, style.font))
      .fontSize(style.size ?? BODY_SIZE)
      .fillColor(style.color ?? '#000000');
  }

  /** The width `text` takes on one line. */
  widthOf(text: string, style: TextStyle = {}): number {
    this.set(text, style);
    return this.doc.widthOfString(text);
  }

  /** The height `text` takes wrapped in `width`. */
  measure(text: string, width: number, style: TextStyle = {}): number {
    this.set(text, style);
    return this.doc.heightOfString(text, { width, align: style.align ?? 'left' });
  }

  /** Draws `text` wrapped in `width` at (x, y); returns its height. The cursor is left alone. */
  text(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const height = this.measure(text, width, style);
    const cursor = this.y;
    spoken(this.doc, text, () => this.doc.text(text, x, y, { width, align: style.align ?? 'left' }));
    this.y = cursor;
    return height;
  }

  /**
   * Draws `text` across the sheet from the cursor, on over new pages when it is longer; moves the cursor.
   * Without a span for its Devanagari (`spoken`): pdfkit opens a span again on each page it continues on.
   */
  flow(text: string, style: TextStyle = {}): void {
    this.set(text, style);
    this.doc.text(text, this.left, this.y, { width: this.width, align: style.align ?? 'left' });
  }

  /** The height of pieces stacked in a column of `width`; drawn too when `at` gives the column's corner. */
  stack(pieces: readonly Piece[], width: number, at?: { x: number; y: number }): number {
    let height = 0;
    for (const piece of pieces) {
      height += piece.gap ?? 0;
      height += at
        ? this.text(piece.text, at.x, at.y + height, width, piece)
        : this.measure(piece.text, width, piece);
    }
    return height;
  }

  rule(y: number, from = this.left, to = this.right, color = RULE): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(color).stroke();
  }

  shade(x: number, y: number, width: number, height: number, color = SHADE): void {
    this.doc.rect(x, y, width, height).fillColor(color).fill();
  }
}
