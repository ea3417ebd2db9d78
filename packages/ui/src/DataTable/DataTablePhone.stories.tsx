import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { DataTableColumn } from './columns.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';

/** A sales register's rows (decision 1760): its first column the GSTIN, its name the invoice number. */
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
  total: number;
}

const COLUMNS: DataTableColumn<RegisterRow>[] = [
  { key: 'gstin', header: 'GSTIN' },
  { key: 'number', header: 'Invoice No.' },
  { key: 'date', header: 'Date', type: 'date' },
  { key: 'kindLabel', header: 'Type' },
  { key: 'party', header: 'Customer' },
  { key: 'placeOfSupply', header: 'Place of Supply', sortable: false },
  { key: 'taxableValue', header: 'Taxable Value', type: 'amount' },
  { key: 'gstRate', header: 'Rate %', type: 'number' },
  { key: 'total', header: 'Total', type: 'amount' },
];

const PARTIES = [
  'Ambuja Cement Works Ltd',
  'Shree Balaji Agro Industries Private Limited',
  'Kisan Fertilisers',
];
const ROWS: RegisterRow[] = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  gstin: `24AABCS${1200 + i}K1Z${i}`,
  number: `INV/2026-27/${String(i + 1).padStart(5, '0')}`,
  date: `2026-11-${String(20 + i).padStart(2, '0')}`,
  kindLabel: i === 4 ? 'Credit Note' : 'Invoice',
  party: PARTIES[i % PARTIES.length] ?? '',
  placeOfSupply: '24',
  taxableValue: 125000 + i * 48250.5,
  gstRate: 18,
  total: (125000 + i * 48250.5) * 1.18,
}));

/** The table as a report holds it: the chosen columns kept by the caller (the app keeps them per report). */
function Register(props: DataTableProps<RegisterRow>) {
  const [hidden, setHidden] = useState<string[]>([...(props.hiddenColumns ?? [])]);
  return (
    <DataTable
      {...props}
      hiddenColumns={hidden}
      onHiddenColumnsChange={(next) => {
        setHidden(next);
        props.onHiddenColumnsChange?.(next);
      }}
    />
  );
}

/** A phone's screen (390 px, less the page's padding): the table has 358 px. */
const phone: Decorator = (Story) => (
  <div style={{ width: 358 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Data/DataTable/Phone and Columns',
  component: DataTable<RegisterRow>,
  args: {
    label: 'Sales Register',
    rows: ROWS,
    columns: COLUMNS,
    titleKey: 'number',
    height: 360,
    onEdit: fn(),
    onHiddenColumnsChange: fn(),
  },
  render: (args) => <Register {...args} />,
  parameters: { screenshot: { width: 980 } },
} satisfies Meta<typeof DataTable<RegisterRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (el: HTMLElement) =>
  within(within(el).getByRole('list', { name: 'Sales Register' })).getAllByRole('listitem');

/** At a desk the report is its table, every column a column named whole, and a Columns menu over it. */
export const Desk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Sales Register' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers).toHaveLength(COLUMNS.length + 1);
    // Each column as wide as its name in the header's semibold (issue 42: never cut).
    for (const header of headers) await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Columns' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Sales Register' })).toBeNull();
  },
};

/**
 * Issue 42, on a phone: each row is a card, titled by its invoice number whole (a heading, to move from
 * card to card), its other columns label and value, amounts to the right; nothing scrolls sideways.
 */
export const PhoneCards: Story = {
  decorators: [phone],
  parameters: { screenshot: { width: 390 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(ROWS.length));
    await expect(canvas.queryByRole('table')).toBeNull();
    const first = within(cards(canvasElement)[0] as HTMLElement);
    const title = first.getByRole('heading', { name: 'INV/2026-27/00001' });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(first.getByText('GSTIN')).toBeVisible();
    await expect(first.getByText('24AABCS1200K1Z0')).toBeVisible();
    const total = first.getByText('1,47,500.00');
    await expect(getComputedStyle(total).textAlign).toBe('right');
    // The long name wraps in its card, never cut.
    const party = within(cards(canvasElement)[1] as HTMLElement).getByText(PARTIES[1] ?? '');
    await expect(party.scrollWidth).toBeLessThanOrEqual(party.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.click(first.getByRole('button', { name: 'Edit INV/2026-27/00001' }));
    await expect(args.onEdit).toHaveBeenCalledWith(ROWS[0]);
  },
};

/**
 * The Columns menu open: a box for each column, ticked while it shows; the invoice number, which names the
 * row, cannot be cleared. It opens from the keyboard too.
 */
export const ChooserOpen: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Columns' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const boxes = within(menu).getAllByRole('menuitemcheckbox');
    await expect(boxes.map((box) => box.textContent)).toEqual(COLUMNS.map((column) => column.header));
    await expect(boxes.every((box) => box.getAttribute('aria-checked') === 'true')).toBe(true);
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Invoice No.' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A column cleared in the menu leaves the table at once; the menu stays open for the next, and says so. */
export const ColumnHidden: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'GSTIN' }));
    await expect(args.onHiddenColumnsChange).toHaveBeenCalledWith(['gstin']);
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'GSTIN' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(canvas.queryByRole('columnheader', { name: 'GSTIN' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Columns (8 of 9)' })).toHaveFocus();
  },
};

/** The choice holds on a phone too: a hidden column is on no card. */
export const PhoneColumnHidden: Story = {
  args: { hiddenColumns: ['gstin', 'kindLabel', 'gstRate'] },
  decorators: [phone],
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    const first = within(cards(canvasElement)[0] as HTMLElement);
    await expect(first.queryByText('GSTIN')).toBeNull();
    await expect(first.queryByText('Rate %')).toBeNull();
    await expect(first.getByText('Customer')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Columns (6 of 9)' })).toBeVisible();
  },
};

export const PhoneEmpty: Story = {
  args: { rows: [] },
  decorators: [phone],
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records found')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Loading with no rows in hand: skeleton cards, the list busy and 'Loading…' said. */
export const PhoneLoading: Story = {
  args: { rows: [], loading: true },
  decorators: [phone],
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Sales Register' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
  },
};
