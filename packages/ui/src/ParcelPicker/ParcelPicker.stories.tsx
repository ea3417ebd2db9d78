import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ParcelPicker, type ParcelPickerProps, type ParcelPickerRow } from './ParcelPicker.tsx';

const BAGS = { name: 'PCS', decimals: 0 };
const ROWS: ParcelPickerRow[] = [
  {
    parcelNumber: 'PCL/2026-27/00011',
    itemName: 'PP Woven Sack 50 kg Cement',
    lotNumber: 'L-2026-114',
    stockAreaName: 'Finished Goods Store',
    quantity: 500,
    uom: BAGS,
    netWeight: 41.25,
  },
  {
    parcelNumber: 'PCL/2026-27/00012',
    itemName: 'PP Woven Sack 50 kg Cement',
    lotNumber: 'L-2026-114',
    stockAreaName: 'Finished Goods Store',
    quantity: 500,
    uom: BAGS,
    netWeight: 41.1,
  },
  {
    parcelNumber: 'PCL/2026-27/00013',
    itemName: 'BOPP Laminated Rice Bag 26 kg',
    lotNumber: 'L-2026-120',
    stockAreaName: 'Dispatch Bay',
    quantity: 1250,
    uom: BAGS,
    netWeight: 88.6,
  },
];

const meta = {
  title: 'Stock/ParcelPicker',
  component: ParcelPicker,
  args: {
    open: true,
    title: 'Choose parcels for SO/2026-27/00004',
    rows: ROWS,
    pagination: { page: 1, pageSize: 10, total: 3 },
    onPageChange: fn(),
    query: '',
    onQueryChange: fn(),
    sort: 'parcelNumber',
    onSortChange: fn(),
    onChallan: new Set<string>(),
    onChoose: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof ParcelPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picker as its page holds it: the search and sort in state. */
function Controlled(props: ParcelPickerProps) {
  const [query, setQuery] = useState(props.query);
  const [sort, setSort] = useState(props.sort);
  return (
    <ParcelPicker
      {...props}
      query={query}
      sort={sort}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
      onSortChange={(next) => {
        props.onSortChange(next);
        setSort(next);
      }}
    />
  );
}

/** The order's packed parcels, each with Add: choosing one hands its number to the page. */
export const Choosing: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose parcels for SO/2026-27/00004' });
    const table = within(dialog).getByRole('table', { name: 'Packed parcels' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table).toHaveTextContent('1,250 PCS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add PCL/2026-27/00012' }));
    await expect(args.onChoose).toHaveBeenCalledWith('PCL/2026-27/00012');
  },
};

/** A parcel on the challan already cannot be added twice: its button says so and is disabled. */
export const OnTheChallan: Story = {
  args: { onChallan: new Set(['PCL/2026-27/00011']) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const taken = within(dialog).getByRole('button', { name: 'PCL/2026-27/00011 is on this challan' });
    await expect(taken).toBeDisabled();
    await expect(taken).toHaveTextContent('On this challan');
    await userEvent.click(taken, { pointerEventsCheck: 0 });
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** Search and sort are the server's: typing asks a search, a header asks its order, again descending. */
export const SearchAndSort: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'L-2026-120');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('L-2026-120');
    const quantity = within(dialog).getByRole('button', { name: 'Quantity' });
    await userEvent.click(quantity);
    await expect(args.onSortChange).toHaveBeenLastCalledWith('quantity');
    await userEvent.click(within(dialog).getByRole('button', { name: /Quantity/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('-quantity');
    await expect(within(dialog).getByRole('columnheader', { name: /Quantity/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/**
 * Nothing packed for the order yet, and a refusal of the read in words: the picker says the two ways through
 * (pack first, or dispatch loose) and opens the packaging (decision 2200).
 */
export const Empty: Story = {
  args: {
    rows: [],
    pagination: { page: 1, pageSize: 10, total: 0 },
    error: 'Search for at most 100 characters',
    packing: { name: 'Packaging', href: '#/module/packaging/addUpdate' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('No packed parcel of the order’s items is in stock');
    await expect(dialog).toHaveTextContent('a line without a parcel number takes them from its stock area');
    await expect(within(dialog).getByRole('link', { name: 'Open Packaging' })).toHaveAttribute(
      'href',
      '#/module/packaging/addUpdate',
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Search for at most 100 characters');
  },
};
