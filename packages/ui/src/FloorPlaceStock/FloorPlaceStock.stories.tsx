import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FloorPlaceStock, type FloorPlaceRow } from './FloorPlaceStock.tsx';

const KG = { name: 'KG', decimals: 3 };
const ROWS: FloorPlaceRow[] = [
  {
    id: 1,
    item: { code: 'FAB-120', name: 'HDPE Fabric 120 GSM' },
    lotNumber: 'L-2611',
    rollNumber: 'R-0042',
    rackName: 'B-2',
    quantity: 120.5,
    uom: KG,
    held: false,
    href: '#/module/floor/lot/3?lotNumber=L-2611&rollNumber=R-0042',
  },
  {
    id: 2,
    item: { code: 'RM-PP-348', name: 'PP Granules RP348' },
    lotNumber: 'L-2598',
    rollNumber: null,
    rackName: 'B-2',
    quantity: 2500,
    uom: KG,
    held: true,
    href: '#/module/floor/lot/5?lotNumber=L-2598',
  },
];

const meta = {
  title: 'Floor/FloorPlaceStock',
  component: FloorPlaceStock,
  args: {
    facts: [
      { label: 'Rack', value: 'B-2' },
      { label: 'Stock Area', value: 'Finished Goods Store' },
    ],
    q: '',
    onSearch: fn(),
    rows: ROWS,
    pagination: { page: 1, pageSize: 20, total: 2 },
    onPage: fn(),
  },
  parameters: { screenshot: { width: 1200 } },
} satisfies Meta<typeof FloorPlaceStock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the desk: the rack's facts and the stock on it, each row opening its lot's page; the search asks the server. */
export const Desk: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'FAB-120 · HDPE Fabric 120 GSM' })).toHaveAttribute(
      'href',
      ROWS[0]?.href,
    );
    const [, held] = within(canvas.getByRole('list', { name: 'Stock here' })).getAllByRole('listitem');
    await expect(held).toHaveTextContent('2,500.000 KG');
    await expect(held).toHaveTextContent('Held');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the stock here' }), 'F');
    await expect(args.onSearch).toHaveBeenCalledWith('F');
  },
};

/** On a 390 px phone. */
export const Phone: Story = {
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lot L-2611 · Roll R-0042 · Rack B-2')).toBeVisible();
  },
};

/** Nothing in the place (or nothing the search finds). */
export const Empty: Story = {
  args: { rows: [], q: 'nothing', pagination: { page: 1, pageSize: 20, total: 0 } },
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No stock here.')).toBeVisible();
  },
};
