import { keyColumnsOf, REPORTS, type ReportDef } from '@erp/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { cutTexts } from '../internal/cut.ts';
import { DESK } from '../internal/desk.ts';
import { outOfView } from '../internal/inView.ts';
import { StockFlag } from '../StockCard/StockFlag.tsx';
import type { DataTableColumn } from './columns.ts';
import { DataTable } from './DataTable.tsx';

/**
 * Issue 56, at a 1440 px desk: a list keeps the column that names a row in view as it scrolls sideways, and
 * what a row is read for (its status, value, total) at its end, pinned over the columns passing beneath.
 */
const meta = {
  title: 'Data/DataTable/Key Columns',
  component: DataTable,
} satisfies Meta<typeof DataTable>;
export default meta;

/** The content of a 1440 px screen beside the menu. */
const atADesk: Decorator = (Story) => (
  <div style={{ width: DESK.content }}>
    <Story />
  </div>
);

/** Every cell and header of the table, as drawn. */
const cellsOf = (el: HTMLElement) =>
  within(el).getByRole('table').querySelectorAll('[role="cell"], [role="columnheader"]');

/** The table's scrolling region, by the table's label. */
const regionOf = (el: HTMLElement, label: string) =>
  within(el).getByRole('region', { name: `${label} table` });

/** The headers named `headers` are wholly in the table's frame, none under another. */
async function expectInView(el: HTMLElement, label: string, headers: readonly string[]) {
  const cells = headers.map((header) => within(el).getByRole('columnheader', { name: header }));
  await waitFor(() => expect(outOfView(regionOf(el, label), cells)).toEqual([]));
}

interface StockRow {
  id: number;
  code: string;
  name: string;
  area: string;
  lot: string;
  quantity: number;
  uom: { name: string; decimals: number };
  rate: number;
  value: number;
  held: boolean;
  belowReorder: boolean;
  branch: string;
  location: string;
}

const STOCK: StockRow[] = (
  [
    [
      'FG-0001',
      'HDPE Woven Sack 50 kg Laminated',
      'Finished Goods Store, Packing Hall 2',
      'L-2611-0042',
      1200,
      18.75,
      '',
    ],
    ['RM-0007', 'PP Granules (Raffia)', 'Raw Material Godown', 'L-2611-0007', 250000.5, 1850.75, 'low'],
    ['CH-0003', 'Poly Aluminium Chloride', 'Chemical Store', 'L-2610-0113', 4.25, 124500, 'held low'],
  ] as const
).map(([code, name, area, lot, quantity, rate, marks], index) => ({
  id: index + 1,
  code,
  name,
  area,
  lot,
  quantity,
  uom: { name: 'KGS', decimals: 3 },
  rate,
  value: Math.round(quantity * rate * 100) / 100,
  held: marks.includes('held'),
  belowReorder: marks.includes('low'),
  branch: 'Head Office',
  location: 'Sanand Plant',
}));

const Marks = styled.span`
  display: inline-flex;
  gap: 4px;
`;

/**
 * Issue 42 at a 1440 px desk: Inventory Stock's Stock Area (declared 150 px) and Rate (100 px) were cut. A
 * column's declared width is its least: each is as wide as its longest value; a custom cell (a name drawn
 * from elsewhere, a status's chips) as wide as what it draws. The table scrolls within itself where the
 * columns need more than the screen; no name, number or status is cut.
 */
export const DeclaredWidthsAtADesk: StoryObj<typeof DataTable<StockRow>> = {
  args: {
    label: 'Inventory Stock',
    rows: STOCK,
    height: 200,
    keyColumns: ['value', 'belowReorder'],
    columns: [
      { key: 'code', header: 'Item Code', width: 120, sortable: false },
      { key: 'itemName', header: 'Item Name', width: 150, sortable: false, cell: (row) => row.name },
      { key: 'area', header: 'Stock Area', width: 150, sortable: false },
      { key: 'lot', header: 'Lot', width: 100, sortable: false },
      { key: 'quantity', header: 'Quantity', type: 'quantity', unit: 'uom', width: 120, sortable: false },
      { key: 'uom.name', header: 'UOM', width: 60, sortable: false },
      { key: 'rate', header: 'Rate', type: 'amount', width: 100, sortable: false },
      { key: 'value', header: 'Value', type: 'amount', width: 130, sortable: false },
      {
        key: 'belowReorder',
        header: 'Status',
        width: 120,
        sortable: false,
        cell: (row) => (
          <Marks>
            {row.held ? <StockFlag kind="held" /> : null}
            {row.belowReorder ? <StockFlag kind="belowReorder" /> : null}
          </Marks>
        ),
      },
      { key: 'branch', header: 'Branch', width: 130, sortable: false },
      { key: 'location', header: 'Location', width: 130, sortable: false },
    ],
  },
  decorators: [atADesk],
  // The content of a 1440 px screen beside the menu; wider than a screenshot may be.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cutTexts(cellsOf(canvasElement))).toEqual([]));
    await expect(canvas.getByText('Finished Goods Store, Packing Hall 2')).toBeVisible();
    await expect(canvas.getByText('HDPE Woven Sack 50 kg Laminated')).toBeVisible();
    await expect(canvas.getByText('1,24,500.00')).toBeVisible();
    await expect(canvas.getAllByText('Below reorder level')).toHaveLength(2);
    // Issue 56: its Value and Status were off a 1440 px screen (x 1,496–1,796).
    await expectInView(canvasElement, 'Inventory Stock', ['Item Code', 'Value', 'Status']);
  },
};

const REGISTER = REPORTS.salesRegister as ReportDef;

interface RegisterRow {
  id: number;
  gstin: string;
  number: string;
  date: string;
  kindLabel: string;
  party: string;
  placeOfSupply: string;
  taxableValue: number;
  gstRate: number;
  igst: number;
  cgst: number;
  sgst: number;
  total: number;
}

const PARTIES = [
  'Shree Balaji Agro Industries Private Limited',
  'Ambuja Cement Works Ltd',
  'Kisan Fertilisers',
];
const REGISTER_ROWS: RegisterRow[] = Array.from({ length: 6 }, (_, i) => {
  const taxable = 1245000 + i * 48250.5;
  const tax = Math.round(taxable * 0.09 * 100) / 100;
  return {
    id: i + 1,
    gstin: `24AABCS${1200 + i}K1Z${i}`,
    number: `INV/2026-27/${String(i + 1).padStart(5, '0')}`,
    date: `2026-11-${String(20 + i).padStart(2, '0')}`,
    kindLabel: i === 4 ? 'Credit Note' : 'Invoice',
    party: PARTIES[i % PARTIES.length] ?? '',
    placeOfSupply: '24-Gujarat',
    taxableValue: taxable,
    gstRate: 18,
    igst: 0,
    cgst: tax,
    sgst: tax,
    total: taxable + 2 * tax,
  };
});

/**
 * The Sales Register at a 1440 px desk (issue 56: its CGST, SGST and Total were off the screen): its invoice
 * number stays at the start, its taxes and total at the end, over the columns between, whose edges show.
 */
export const RegisterAtADesk: StoryObj<typeof DataTable<RegisterRow>> = {
  args: {
    label: 'Sales Register',
    rows: REGISTER_ROWS,
    columns: REGISTER.columns.map(({ total: _total, ...column }): DataTableColumn<RegisterRow> => column),
    titleKey: REGISTER.titleColumn,
    keyColumns: keyColumnsOf(REGISTER).end,
    height: 280,
  },
  decorators: [atADesk],
  parameters: { screenshot: { width: DESK.content } },
  play: async ({ canvasElement }) => {
    const kept = ['Invoice No.', 'Taxable Value', 'IGST', 'CGST', 'SGST', 'Total'];
    await expectInView(canvasElement, 'Sales Register', kept);
    await waitFor(() => expect(cutTexts(cellsOf(canvasElement))).toEqual([]));
    // Scrolled to its last column, it still shows which invoice each row is.
    const region = regionOf(canvasElement, 'Sales Register');
    region.scrollLeft = region.scrollWidth;
    await expectInView(canvasElement, 'Sales Register', kept);
    // The scroll is told after it: the title's edge shows, the figures' no longer (nothing passes under them).
    await waitFor(() => expect(region).toHaveAttribute('data-under-start'));
    await waitFor(() => expect(region).not.toHaveAttribute('data-under-end'));
  },
};
