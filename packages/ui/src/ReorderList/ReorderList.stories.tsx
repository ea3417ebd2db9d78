import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReorderList, type ReorderListRow } from './ReorderList.tsx';

const KG = { name: 'KG', decimals: 3 };
const ROWS: ReorderListRow[] = [
  {
    itemId: 1,
    itemCode: 'RM-PP-001',
    itemName: 'PP Granules Raffia Grade H030SG',
    uom: KG,
    reorderLevel: 5000,
    available: 1240,
    onOrder: 60,
    quantity: 3700,
    supplier: { id: 7, name: 'Shree Ganesh Polymers' },
    rate: 104.5,
    selected: false,
  },
  {
    itemId: 9,
    itemCode: 'FG-SK-BOPP26',
    itemName: 'BOPP Laminated Rice Bag 26 kg',
    uom: { name: 'BAG', decimals: 0 },
    reorderLevel: 10000,
    available: 0,
    onOrder: 0,
    quantity: 10000,
    supplier: null,
    rate: 11.5,
    selected: false,
  },
  {
    itemId: 2,
    itemCode: 'RM-MB-001',
    itemName: 'Filler Masterbatch CaCO3',
    uom: KG,
    reorderLevel: 2000,
    available: 125000.5,
    onOrder: 0,
    quantity: 1990.25,
    supplier: { id: 8, name: 'Reliance Polymer Distributors Pvt Ltd' },
    rate: 44,
    selected: false,
  },
];

const SUPPLIERS = [
  { value: '7', label: 'Shree Ganesh Polymers' },
  { value: '8', label: 'Reliance Polymer Distributors Pvt Ltd' },
  { value: '5', label: 'Sai Packaging Solutions' },
];

const meta = {
  title: 'Stock/ReorderList',
  component: ReorderList,
  args: {
    rows: ROWS,
    pagination: { page: 1, pageSize: 10, total: 3 },
    onPageChange: fn(),
    query: '',
    onQueryChange: fn(),
    suppliers: { options: SUPPLIERS, onSearch: fn() },
    onSelect: fn(),
    onQuantityChange: fn(),
    onSupplierChange: fn(),
    chosenCount: 0,
    chosenReady: false,
    onMake: fn(),
  },
  parameters: { screenshot: { width: 1180 } },
} satisfies Meta<typeof ReorderList>;
export default meta;
type Story = StoryObj<typeof meta>;

const chosen = (rows: ReorderListRow[], ...itemIds: number[]) =>
  rows.map((row) => ({ ...row, selected: itemIds.includes(row.itemId) }));

/** Nothing chosen yet: Make is off; a row without a supplier says why it cannot be chosen. */
export const Suggested: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const make = canvas.getByRole('button', { name: 'Make draft purchase orders' });
    await expect(make).toBeDisabled();
    const bags = canvas.getByRole('checkbox', {
      name: 'Choose FG-SK-BOPP26 · BOPP Laminated Rice Bag 26 kg',
    });
    await expect(bags).toBeDisabled();
    await expect(bags).toHaveAccessibleDescription('Pick a supplier to choose this item');
    await expect(canvas.getByRole('textbox', { name: /Quantity to order of RM-PP-001/ })).toHaveValue(
      '3,700.000',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /Choose RM-PP-001/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(1, true);
  },
};

/** The buyer edits a quantity and picks a supplier (searched on the server) for a row that had none. */
export const Editing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: /Quantity to order of RM-PP-001/ });
    // Focusing selects the text: what is typed replaces it (the story's rows stay as given).
    await userEvent.click(quantity);
    await userEvent.keyboard('4');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1, 4);
    await userEvent.click(canvas.getByRole('combobox', { name: /Supplier of FG-SK-BOPP26/ }));
    await expect(args.suppliers.onSearch).toHaveBeenCalledWith('');
    await userEvent.click(canvas.getByRole('option', { name: /Sai Packaging Solutions/ }));
    await expect(args.onSupplierChange).toHaveBeenCalledWith(9, { id: 5, name: 'Sai Packaging Solutions' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'pp');
    await expect(args.onQueryChange).toHaveBeenCalledWith('p');
  },
};

/** Two rows chosen, ready: Make calls once; another supplier's rate is left to the draft. */
export const Chosen: Story = {
  args: {
    rows: chosen(
      [
        ROWS[0] as ReorderListRow,
        { ...(ROWS[1] as ReorderListRow), supplier: { id: 5, name: 'Sai Packaging Solutions' }, rate: null },
        ROWS[2] as ReorderListRow,
      ],
      1,
      9,
    ),
    chosenCount: 2,
    chosenReady: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 items chosen');
    await expect(canvas.getByText("Supplier's last rate")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make draft purchase orders' }));
    await expect(args.onMake).toHaveBeenCalledTimes(1);
  },
};

/** A chosen quantity beyond its unit's decimals says so, and Make waits for it. */
export const QuantityProblem: Story = {
  args: {
    rows: chosen(
      [
        {
          ...(ROWS[1] as ReorderListRow),
          quantity: 2.5,
          supplier: { id: 5, name: 'Sai Packaging Solutions' },
        },
      ],
      9,
    ),
    chosenCount: 1,
    chosenReady: false,
    pagination: { page: 1, pageSize: 10, total: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Quantity must be a whole number')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make draft purchase orders' })).toBeDisabled();
  },
};

/** Made: the drafts' links, one per supplier. */
export const Made: Story = {
  args: {
    made: [
      { id: 41, supplierName: 'Shree Ganesh Polymers', href: '#/module/purchase-order/addUpdate/41' },
      { id: 42, supplierName: 'Sai Packaging Solutions', href: '#/module/purchase-order/addUpdate/42' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByLabelText('Draft purchase orders made');
    await expect(within(notice).getByRole('link', { name: 'Sai Packaging Solutions' })).toHaveAttribute(
      'href',
      '#/module/purchase-order/addUpdate/42',
    );
  },
};

/** Nothing under its level. */
export const Empty: Story = {
  args: { rows: [], pagination: { page: 1, pageSize: 10, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No item is under its reorder level')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true, pagination: { page: 1, pageSize: 10, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Reorder list' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
