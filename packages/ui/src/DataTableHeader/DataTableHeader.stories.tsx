import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DataTableColumn } from '../DataTable/columns.ts';
import type { ItemRow } from '../DataTable/fixtures.ts';
import { Frame, gridStyle } from '../DataTable/frame.ts';
import { DataTableHeader, type DataTableHeaderProps } from './DataTableHeader.tsx';

const COLUMNS: DataTableColumn<ItemRow>[] = [
  { key: 'code', header: 'Item Code', width: 120 },
  { key: 'name', header: 'Item Name', width: 220 },
  { key: 'salePrice', header: 'Sale Price', type: 'amount', width: 120 },
  { key: 'reorderLevel', header: 'Reorder Level', type: 'quantity', width: 130 },
  { key: 'active', header: 'Active', type: 'boolean', width: 80, sortable: false },
];

/** Holds the order like the table does, in the table's frame and grid, and reports every change to the spy. */
function InTable(args: DataTableHeaderProps<ItemRow>) {
  const [sorting, setSorting] = useState(args.sorting);
  return (
    <Frame style={{ width: 800 }}>
      <div role="table" aria-label="Items" style={gridStyle(args.columns, args.hasActions ? 2 : 0)}>
        <DataTableHeader
          {...args}
          sorting={sorting}
          onSortingChange={(next: SortingState) => {
            args.onSortingChange(next);
            setSorting(next);
          }}
        />
      </div>
    </Frame>
  );
}

const meta = {
  title: 'Data/DataTableHeader',
  component: DataTableHeader<ItemRow>,
  render: InTable,
  args: { columns: COLUMNS, sorting: [], onSortingChange: fn() },
  parameters: { screenshot: { width: 800 } },
} satisfies Meta<typeof DataTableHeader<ItemRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('columnheader', { name });
const sortButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** No order: every sortable column's name is a button; a column that does not sort is plain text. */
export const Unsorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Item Code',
      'Item Name',
      'Sale Price',
      'Reorder Level',
    ]);
    await expect(header(canvasElement, /Active/)).toBeVisible();
    for (const th of canvas.getAllByRole('columnheader')) await expect(th).not.toHaveAttribute('aria-sort');
  },
};

/** Amounts and quantities are aligned right, their sort icon before the name. */
export const SortedAscending: Story = {
  args: { sorting: [{ id: 'salePrice', desc: false }] },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, /Sale Price/)).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, /Sale Price/)).toHaveAttribute('data-align', 'end');
    await expect(header(canvasElement, /Item Name/)).not.toHaveAttribute('aria-sort');
  },
};

export const SortedDescending: Story = {
  args: { sorting: [{ id: 'name', desc: true }] },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, /Item Name/)).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Ordered by two columns, the first one first. */
export const SortedByTwoColumns: Story = {
  args: {
    sorting: [
      { id: 'code', desc: false },
      { id: 'reorderLevel', desc: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, /Item Code/)).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, /Reorder Level/)).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Rows with Edit and Delete: their column is named for screen readers only. */
export const WithActions: Story = {
  args: { hasActions: true },
  play: async ({ canvasElement }) => {
    const headers = within(canvasElement).getAllByRole('columnheader');
    await expect(headers).toHaveLength(COLUMNS.length + 1);
    await expect(headers.at(-1)).toHaveTextContent('Actions');
  },
};

/** A click sorts ascending, a second descending, a third asks for no order. */
export const ClickCyclesTheOrder: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(sortButton(canvasElement, 'Item Name'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    await expect(header(canvasElement, /Item Name/)).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(sortButton(canvasElement, 'Item Name'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
    await expect(header(canvasElement, /Item Name/)).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(sortButton(canvasElement, 'Item Name'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);
    await expect(header(canvasElement, /Item Name/)).not.toHaveAttribute('aria-sort');
  },
};

/** A click on another column orders by it alone; with Shift held, it adds the column to the order. */
export const ShiftClickAddsAColumn: Story = {
  args: { sorting: [{ id: 'code', desc: false }] },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(sortButton(canvasElement, 'Sale Price'));
    await user.keyboard('{/Shift}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([
      { id: 'code', desc: false },
      { id: 'salePrice', desc: false },
    ]);
    await user.click(sortButton(canvasElement, 'Item Name'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    await expect(header(canvasElement, /Item Code/)).not.toHaveAttribute('aria-sort');
  },
};
