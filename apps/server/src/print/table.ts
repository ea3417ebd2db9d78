import { RULE, type Sheet, type TextStyle } from './sheet.ts';

/** One column of a printed table. */
export interface Column<Row> {
  header: string;
  /** Points; 0 shares what the fixed columns leave. */
  width: number;
  align?: TextStyle['align'];
  cell: (row: Row, index: number) => string;
  /**
   * A text the column holds on one line however narrow the paper (an 8-digit HSN code, issue 38): it is
   * never narrower than that text with its padding, nor shrinks with the other fixed columns on A5.
   */
  holds?: string;
}

export interface TableOptions {
  size: number;
  /** A closing row in bold (the totals), one text per column. */
  footer?: readonly string[];
}

const PAD = 3;

const MIN_FLEXIBLE = 60;

/** Points a held text's column keeps beyond it, that rounding in the line breaking never wraps it. */
const HOLD_SLACK = 1;

/**
 * The columns' widths in points across a sheet `width` wide: the flexible ones share the rest; on narrow
 * paper the fixed ones shrink so that each flexible one keeps `MIN_FLEXIBLE`. With more flexible columns
 * than that allows, each keeps an equal part of the sheet instead (its text wraps), so that any number of
 * columns gets finite, positive widths. A column with a `least` width (what it `holds`) keeps at least that
 * and never shrinks.
 */
export function widthsOf<Row>(
  width: number,
  columns: readonly Column<Row>[],
  least: readonly number[] = [],
): number[] {
  const firm = columns.map((column, index) => {
    const held = least[index] ?? 0;
    return held > 0 ? Math.max(column.width, held) : 0;
  });
  const firmTotal = firm.reduce((total, held) => total + held, 0);
  const fixed = columns.reduce((total, column, index) => total + (firm[index] ? 0 : column.width), 0);
  const flexible = columns.filter((column, index) => column.width === 0 && !firm[index]).length;
  const room = width - firmTotal;
  // Positive either way: with a fixed column among them, the flexible ones at `fewest` leave part of the sheet.
  const fewest =
    flexible * MIN_FLEXIBLE < room ? MIN_FLEXIBLE : room / (columns.length - firm.filter(Boolean).length);
  const scale = fixed === 0 ? 1 : Math.min(1, (room - flexible * fewest) / fixed);
  const share = flexible === 0 ? 0 : (room - fixed * scale) / flexible;
  return columns.map((column, index) => firm[index] || column.width * scale || share);
}

/**
 * A table drawn from the cursor down, a row at a time: a row that does not fit goes to a new page, which
 * starts with the header row again (issue 16: a long order's table continues with its header). An export
 * writes its rows as it reads them (decision 0840).
 */
export class TableWriter<Row> {
  private readonly widths: number[];
  private readonly headers: string[];
  private readonly headerStyle: TextStyle;
  private readonly rowStyle: TextStyle;
  private started = false;

  constructor(
    private readonly sheet: Sheet,
    private readonly columns: readonly Column<Row>[],
    size: number,
  ) {
    this.widths = widthsOf(
      sheet.width,
      columns,
      columns.map((column) =>
        column.holds === undefined
          ? 0
          : Math.max(
              sheet.widthOf(column.holds, { size }),
              sheet.widthOf(column.header, { font: 'bold', size }),
            ) +
            2 * PAD +
            HOLD_SLACK,
      ),
    );
    this.headers = columns.map((column) => column.header);
    this.headerStyle = { font: 'bold', size };
    this.rowStyle = { size };
  }

  private heightOf(texts: readonly string[], style: TextStyle): number {
    return (
      Math.max(
        ...texts.map((text, index) => this.sheet.measure(text, (this.widths[index] ?? 0) - 2 * PAD, style)),
      ) +
      2 * PAD
    );
  }

  private drawRow(texts: readonly string[], style: TextStyle, shaded = false): void {
    const { sheet, widths, columns } = this;
    const height = this.heightOf(texts, style);
    if (shaded)
      sheet.shade(
        sheet.left,
        sheet.y,
        widths.reduce((a, b) => a + b, 0),
        height,
      );
    let x = sheet.left;
    texts.forEach((text, index) => {
      const width = widths[index] ?? 0;
      sheet.text(text, x + PAD, sheet.y + PAD, width - 2 * PAD, { ...style, align: columns[index]?.align });
      x += width;
    });
    sheet.y += height;
    sheet.rule(sheet.y, sheet.left, x, RULE);
  }

  private readonly drawHeader = (): void => this.drawRow(this.headers, this.headerStyle, true);

  /** The header with the first row under it (they never part), then each row. */
  private place(texts: readonly string[], style: TextStyle): void {
    if (!this.started) {
      this.sheet.ensure(this.heightOf(this.headers, this.headerStyle) + this.heightOf(texts, style));
      this.drawHeader();
      this.started = true;
    } else {
      this.sheet.ensure(this.heightOf(texts, style), this.drawHeader);
    }
    this.drawRow(texts, style);
  }

  row(row: Row, index: number): void {
    this.place(
      this.columns.map((column) => column.cell(row, index)),
      this.rowStyle,
    );
  }

  /** A closing row in bold (the totals); the header alone when there were no rows. */
  end(footer?: readonly string[]): void {
    if (footer) this.place(footer, this.headerStyle);
    else if (!this.started) {
      this.sheet.ensure(this.heightOf(this.headers, this.headerStyle));
      this.drawHeader();
    }
  }
}

/** Draws a whole table from the cursor down (the lines and tax summary of a print). */
export function drawTable<Row>(
  sheet: Sheet,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  { size, footer }: TableOptions,
): void {
  const table = new TableWriter(sheet, columns, size);
  rows.forEach((row, index) => table.row(row, index));
  table.end(footer);
}
