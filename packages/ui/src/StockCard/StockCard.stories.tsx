import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockCard, type StockCardRow } from './StockCard.tsx';
import { StockFlag } from './StockFlag.tsx';

const ROWS: StockCardRow[] = [
  {
    id: 1,
    date: '2026-04-01',
    movement: 'OPENING',
    documentNo: 'OS/2026-27/00001',
    stockAreaName: 'Raw Material Store',
    lotNumber: null,
    held: false,
    in: 120000.5,
    out: 0,
    balance: 120000.5,
    rate: 98.5,
    value: 11820049.25,
  },
  {
    id: 2,
    date: '2026-11-20',
    movement: 'INWARD',
    documentNo: 'IN/2026-27/00004',
    href: '#/module/inward/list/addUpdate/4',
    stockAreaName: 'Raw Material Store',
    lotNumber: 'L-2611',
    held: true,
    in: 2500,
    out: 0,
    balance: 2500,
    rate: 101,
    value: 252500,
  },
  {
    id: 3,
    date: '2026-11-22',
    movement: 'ISSUE',
    documentNo: 'SI/2026-27/00012',
    href: '#/module/stock-issue/addUpdate/12',
    stockAreaName: 'Raw Material Store',
    lotNumber: null,
    held: false,
    in: 0,
    out: 8.25,
    balance: 119992.25,
    rate: 98.52,
    value: -812.79,
  },
];

const meta = {
  title: 'Stock/StockCard',
  component: StockCard,
  args: {
    item: { code: 'RM-PP-348', name: 'PP Granules RP348' },
    uom: { name: 'KGS', decimals: 3 },
    closing: 122492.25,
    rows: ROWS,
    totalCount: ROWS.length,
    height: 200,
  },
  parameters: { screenshot: { width: 1220 } },
} satisfies Meta<typeof StockCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every movement with its document: a link to its form (opening stock has none), quantities in Indian
 * grouping with the unit's three decimals, an empty Out on a receipt, held stock marked in words.
 */
export const Movements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('RM-PP-348 · PP Granules RP348')).toBeVisible();
    await expect(canvas.getByText('1,22,492.250 KGS')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'IN/2026-27/00004' })).toHaveAttribute(
      'href',
      '#/module/inward/list/addUpdate/4',
    );
    await expect(canvas.queryByRole('link', { name: 'OS/2026-27/00001' })).toBeNull();
    await expect(canvas.getByText('OS/2026-27/00001')).toBeVisible();
    const [, opening, inward, issue] = canvas.getAllByRole('row');
    await expect(opening).toHaveTextContent('1,20,000.500');
    await expect(inward).toHaveTextContent('Held');
    await expect(issue).not.toHaveTextContent('Held');
    await expect(issue).toHaveTextContent('8.250');
    await expect(issue).toHaveTextContent('1,19,992.250');
  },
};

/**
 * SECONDARY_STOCK_SUPPORT with an item of two units: the closing in both, each In and Out column naming its
 * unit, the secondary ones with their unit's decimals.
 */
export const SecondaryUnit: Story = {
  args: {
    item: { code: 'FAB-120', name: 'HDPE Fabric 120 GSM' },
    uom: { name: 'KG', decimals: 3 },
    closing: 36,
    secondary: { uom: { name: 'MTR', decimals: 2 }, closing: 90 },
    rows: [
      { ...ROWS[0]!, in: 40, balance: 40, secondaryIn: 100, secondaryOut: 0, rate: 98.5, value: 3940 },
      { ...ROWS[2]!, out: 4, balance: 36, secondaryIn: 0, secondaryOut: 10, rate: 98.5, value: 394 },
    ],
    totalCount: 2,
  },
  parameters: { screenshot: { width: 1440 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('36.000 KG · 90.00 MTR')).toBeVisible();
    for (const header of ['In (KG)', 'Out (KG)', 'In (MTR)', 'Out (MTR)', 'Balance (KG)'])
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    const [, opening, issue] = canvas.getAllByRole('row');
    await expect(opening).toHaveTextContent('100.00');
    await expect(issue).toHaveTextContent('10.00');
  },
};

/** Nothing moved yet in the place asked. */
export const NoMovements: Story = {
  args: { rows: [], totalCount: 0, closing: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No movements')).toBeVisible();
  },
};

/** Before the card is read: no item yet. */
export const Loading: Story = {
  args: { item: null, uom: null, rows: [], totalCount: 0, closing: 0, loading: true },
};

/** The marks a stock row may carry, in words and not by colour only (the stock view uses them too). */
export const Flags: Story = {
  render: () => (
    <p>
      <StockFlag kind="held" /> <StockFlag kind="belowReorder" />
    </p>
  ),
  parameters: { screenshot: { width: 320 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Held')).toBeVisible();
    await expect(canvas.getByText('Below reorder level')).toBeVisible();
  },
};
