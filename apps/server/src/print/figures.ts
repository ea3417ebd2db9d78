import { formatQuantity, fromPaise, toPaise, type TaxSummaryRow } from '@erp/domain';
import type { PrintableDocument, PrintableLine } from './model.ts';
import { MUTED, type Sheet } from './sheet.ts';
import { drawTable, type Column } from './table.ts';
import { amount, percent, rupees } from './text.ts';

/** The figure blocks of a print: the lines, the tax summary per rate and the totals (decision 0810). */

const TABLE_SIZE = 7.5;
const GAP = 10;

/** The longest HSN or SAC code a line prints, on one line on A4 and A5 (8 digits, issue 38). */
const HSN_HELD = '00000000';

const right = <Row>(header: string, width: number, cell: Column<Row>['cell']): Column<Row> => ({
  header,
  width,
  align: 'right',
  cell,
});

/** The tax columns: CGST and SGST within a state, IGST across states (never both on one document). */
function taxColumns<Row>(
  interState: boolean,
  width: number,
  of: (row: Row) => { cgst: number; sgst: number; igst: number },
): Column<Row>[] {
  return interState
    ? [right('IGST', width, (row) => amount(of(row).igst))]
    : [
        right('CGST', width, (row) => amount(of(row).cgst)),
        right('SGST', width, (row) => amount(of(row).sgst)),
      ];
}

const itemText = (line: PrintableLine): string =>
  line.description ? `${line.item}\n${line.description}` : line.item;

/** A challan's columns (decision 1331): what left, in what and how much, with the weights its lines carry. */
function goodsColumns(lines: readonly PrintableLine[]): Column<PrintableLine>[] {
  const weight = (value: number | null | undefined) => (value == null ? '' : formatQuantity(value, 3));
  return [
    { header: '#', width: 16, align: 'right', cell: (_line, index) => String(index + 1) },
    { header: 'Item', width: 0, cell: itemText },
    { header: 'HSN', width: 44, cell: (line) => line.hsnCode ?? '', holds: HSN_HELD },
    ...(lines.some((line) => line.parcel)
      ? [{ header: 'Parcel', width: 100, cell: (line: PrintableLine) => line.parcel ?? '' }]
      : []),
    right('Quantity', 70, (line) => formatQuantity(line.quantity, line.quantityDecimals)),
    { header: 'Unit', width: 40, cell: (line) => line.unit },
    ...(lines.some((line) => line.grossWeight != null || line.netWeight != null)
      ? [
          right<PrintableLine>('Gross Wt (kg)', 60, (line) => weight(line.grossWeight)),
          right<PrintableLine>('Net Wt (kg)', 60, (line) => weight(line.netWeight)),
        ]
      : []),
  ];
}

/** The columns with their heads in the print's language (decision 2091). */
const said = <Row>(sheet: Sheet, columns: readonly Column<Row>[]): Column<Row>[] =>
  columns.map((column) => ({ ...column, header: sheet.say(column.header) }));

/** A challan's total row: the parcels' weights together, under their columns (decision 1359). */
function goodsFooter(
  sheet: Sheet,
  columns: readonly Column<PrintableLine>[],
  lines: readonly PrintableLine[],
) {
  const sum = (of: (line: PrintableLine) => number | null | undefined) =>
    formatQuantity(
      lines.reduce((total, line) => total + (of(line) ?? 0), 0),
      3,
    );
  const totals: Record<string, string> = {
    Item: sheet.say('Total'),
    'Gross Wt (kg)': sum((line) => line.grossWeight),
    'Net Wt (kg)': sum((line) => line.netWeight),
  };
  return columns.some((column) => column.header === 'Net Wt (kg)')
    ? columns.map((column) => totals[column.header] ?? '')
    : undefined;
}

export function drawLines(sheet: Sheet, printable: PrintableDocument): void {
  if (printable.goodsOnly) {
    const columns = goodsColumns(printable.lines);
    const footer = goodsFooter(sheet, columns, printable.lines);
    drawTable(sheet, said(sheet, columns), printable.lines, {
      size: TABLE_SIZE,
      ...(footer ? { footer } : {}),
    });
    sheet.y += GAP;
    return;
  }
  const discounted = printable.lines.some((line) => Boolean(line.discountPercent));
  const columns: Column<PrintableLine>[] = [
    { header: '#', width: 16, align: 'right', cell: (_line, index) => String(index + 1) },
    { header: 'Item', width: 0, cell: itemText },
    { header: 'HSN', width: 38, cell: (line) => line.hsnCode ?? '', holds: HSN_HELD },
    right('Quantity', 56, (line) => `${formatQuantity(line.quantity, line.quantityDecimals)} ${line.unit}`),
    right('Rate (₹)', 50, (line) => amount(line.rate)),
    ...(discounted ? [right<PrintableLine>('Disc.', 28, (line) => percent(line.discountPercent ?? 0))] : []),
    right('Taxable (₹)', 56, (line) => amount(line.taxableValue)),
    right('GST', 26, (line) => percent(line.gstRate)),
    ...taxColumns<PrintableLine>(printable.taxes.interState, 46, (line) => line),
    right('Total (₹)', 58, (line) => amount(line.total)),
  ];
  drawTable(sheet, said(sheet, columns), printable.lines, { size: TABLE_SIZE });
  sheet.y += GAP;
}

export function drawTaxSummary(sheet: Sheet, printable: PrintableDocument): void {
  const { taxes } = printable;
  const columns: Column<TaxSummaryRow>[] = [
    { header: 'GST Rate', width: 0, cell: (row) => percent(row.gstRate) },
    right('Taxable Value (₹)', 90, (row) => amount(row.taxableValue)),
    ...taxColumns<TaxSummaryRow>(taxes.interState, 80, (row) => row),
    right('Total Tax (₹)', 90, (row) => amount(row.totalTax)),
  ];
  const totalTax = fromPaise(toPaise(taxes.cgstTotal) + toPaise(taxes.sgstTotal) + toPaise(taxes.igstTotal));
  const footer = [
    sheet.say('Total'),
    amount(taxes.taxableTotal),
    ...(taxes.interState ? [amount(taxes.igstTotal)] : [amount(taxes.cgstTotal), amount(taxes.sgstTotal)]),
    amount(totalTax),
  ];
  sheet.ensure(14);
  sheet.y +=
    sheet.text(sheet.say('Tax Summary'), sheet.left, sheet.y, sheet.width, { font: 'bold', size: 9 }) + 2;
  drawTable(sheet, said(sheet, columns), taxes.summary, { size: TABLE_SIZE, footer });
  sheet.y += GAP;
}

/** The totals' rows: the lines, the header charges when there are any, the taxes, round-off, grand total. */
function totalsRows(printable: PrintableDocument): [string, number][] {
  const { taxes, lines } = printable;
  const charges: [string, number][] = [
    ['Freight', taxes.freight.taxableValue],
    ['Other Charges', taxes.otherCharges.taxableValue],
  ];
  const charged = charges.filter(([, value]) => value !== 0);
  const linesTotal = fromPaise(lines.reduce((total, line) => total + toPaise(line.taxableValue), 0));
  const taxRows: [string, number][] = taxes.interState
    ? [['IGST', taxes.igstTotal]]
    : [
        ['CGST', taxes.cgstTotal],
        ['SGST', taxes.sgstTotal],
      ];
  return [
    ...(charged.length > 0 ? [['Lines', linesTotal] as [string, number], ...charged] : []),
    ['Taxable Value', taxes.taxableTotal],
    ...taxRows,
    ['Round Off', taxes.roundOff],
  ];
}

export function drawTotals(sheet: Sheet, printable: PrintableDocument): void {
  const rows = totalsRows(printable);
  const width = Math.min(240, sheet.width / 2);
  const x = sheet.right - width;
  const rowHeight = 13;
  sheet.ensure(rowHeight * (rows.length + 1) + 6);
  for (const [label, value] of rows) {
    sheet.text(sheet.say(label), x, sheet.y, width / 2, { color: MUTED });
    sheet.text(rupees(value), x + width / 2, sheet.y, width / 2, { align: 'right' });
    sheet.y += rowHeight;
  }
  sheet.rule(sheet.y, x, sheet.right);
  sheet.y += 3;
  const grand = { font: 'bold', size: 10 } as const;
  sheet.text(sheet.say('Grand Total'), x, sheet.y, width / 2, grand);
  sheet.y += sheet.text(rupees(printable.taxes.grandTotal), x + width / 2, sheet.y, width / 2, {
    ...grand,
    align: 'right',
  });
  sheet.y += GAP;
}
