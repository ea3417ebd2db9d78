import { RULE, type Sheet, type TextStyle } from './sheet.ts';

/** One column of a printed table. */
export interface Column<Row> {
  header: string;
  /** Points; 0 shares what the fixed columns leave. */
  width: number;
  align?: TextStyle['align'];
  cell: (row: Row, index: number) => string;
}

export interface TableOptions {
  size: number;
  /** A closing row in bold (the totals), one text per column. */
  footer?: readonly string[];
}

const PAD = 3;

const MIN_FLEXIBLE = 60;

/**
 * The columns' widths in points across the sheet: the flexible ones share the rest; on narrow paper the
 * fixed ones shrink so that each flexible one keeps `MIN_FLEXIBLE`.
 */
function widthsOf<Row>(sheet: Sheet, columns: readonly Column<Row>[]): number[] {
  const fixed = columns.reduce((total, column) => total + column.width, 0);
  const flexible = columns.filter((column) => column.width === 0).length;
  const scale = Math.min(1, (sheet.width - flexible * MIN_FLEXIBLE) / fixed);
  const share = flexible === 0 ? 0 : (sheet.width - fixed * scale) / flexible;
  return columns.map((column) => column.width * scale || share);
}

/**
 * Draws a table from the cursor down, a row at a time: a row that does not fit goes to a new page, which
 * starts with the header row again (issue 16: a long order's table continues with its header).
 */
export function drawTable<Row>(
  sheet: Sheet,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  { size, footer }: TableOptions,
): void {
  const widths = widthsOf(sheet, columns);
  const heightOf = (texts: readonly string[], style: TextStyle): number =>
    Math.max(...texts.map((text, index) => sheet.measure(text, (widths[index] ?? 0) - 2 * PAD, style))) +
    2 * PAD;

  const drawRow = (texts: readonly string[], style: TextStyle, shaded = false): void => {
    const height = heightOf(texts, style);
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
  };

  const headers = columns.map((column) => column.header);
  const headerStyle: TextStyle = { font: 'bold', size };
  const drawHeader = (): void => drawRow(headers, headerStyle, true);
  const cells = rows.map((row, index) => columns.map((column) => column.cell(row, index)));
  const rowStyle: TextStyle = { size };

  sheet.ensure(heightOf(headers, headerStyle) + (cells[0] ? heightOf(cells[0], rowStyle) : 0));
  drawHeader();
  for (const texts of cells) {
    sheet.ensure(heightOf(texts, rowStyle), drawHeader);
    drawRow(texts, rowStyle);
  }
  if (footer) {
    sheet.ensure(heightOf(footer, headerStyle), drawHeader);
    drawRow(footer, headerStyle);
  }
}
