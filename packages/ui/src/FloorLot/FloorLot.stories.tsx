import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FloorLot, type FloorLotMovement } from './FloorLot.tsx';

const MOVEMENTS: FloorLotMovement[] = [
  {
    id: 3,
    date: '2026-11-26',
    movement: 'TRANSFER',
    documentNo: 'ST/2026-27/00031',
    href: '#/module/stock-transfer/addUpdate/31',
    in: 120.5,
    out: 0,
  },
  { id: 2, date: '2026-11-24', movement: 'HOLD', documentNo: 'LT/2026-27/00007', in: 0, out: 20 },
  {
    id: 1,
    date: '2026-11-20',
    movement: 'INWARD',
    documentNo: 'IN/2026-27/00004',
    href: '#/module/inward/list/addUpdate/4',
    in: 140.5,
    out: 0,
  },
];

const meta = {
  title: 'Floor/FloorLot',
  component: FloorLot,
  args: {
    item: { code: 'FAB-120', name: 'HDPE Fabric 120 GSM' },
    lotNumber: 'L-2611',
    rollNumber: 'R-0042',
    uom: { name: 'KG', decimals: 3 },
    places: [
      { id: 1, stockAreaName: 'Finished Goods Store', rackName: 'B-2', quantity: 120.5, held: false },
      { id: 2, stockAreaName: 'Finished Goods Store', rackName: null, quantity: 20, held: true },
    ],
    movements: MOVEMENTS,
    movementsTotal: 7,
    onMore: fn(),
  },
  parameters: { screenshot: { width: 1200 } },
} satisfies Meta<typeof FloorLot>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At the desk: the item, its lot and roll, where it lies (a rack, held for the lab or available) beside its
 * newest movements with their documents; "More" asks for the next ones.
 */
export const Desk: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'FAB-120 · HDPE Fabric 120 GSM' })).toBeVisible();
    await expect(canvas.getByText('140.500 KG')).toBeVisible();
    const [rack, held] = within(canvas.getByRole('list', { name: 'Where it is' })).getAllByRole('listitem');
    await expect(rack).toHaveTextContent('Finished Goods Store · Rack B-2');
    await expect(rack).toHaveTextContent('Available');
    await expect(held).toHaveTextContent('Held');
    await expect(canvas.getByRole('link', { name: 'ST/2026-27/00031' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

/** On a 390 px phone: one column, the actions' slot under the details (the page gives them). */
export const Phone: Story = {
  args: { actions: <button type="button">Move</button> },
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Last movements' })).toBeVisible();
  },
};

/** All of it moved out, every movement shown: "None of it is in stock now." and no "More". */
export const AllMovedOut: Story = {
  args: { places: [], movementsTotal: MOVEMENTS.length, rollNumber: '' },
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('None of it is in stock now.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
    await expect(canvas.queryByText('Roll')).toBeNull();
  },
};
