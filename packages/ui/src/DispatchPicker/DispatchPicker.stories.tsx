import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DispatchPicker, type DispatchPickerProps, type DispatchPickerRow } from './DispatchPicker.tsx';

const ROWS: DispatchPickerRow[] = [
  {
    dispatchId: 14,
    dispatchNumber: 'DC/26-27/00014',
    dispatchDate: '2026-11-24',
    dispatchLineId: 141,
    salesOrderNumber: 'SO/26-27/00009',
    itemName: 'PP Woven Sack 50 kg Cement',
    lotNumber: 'L-2026-114',
    parcelNumber: 'PCL/2026-27/00011',
    uomName: 'PCS',
    uomDecimals: 0,
    dispatched: 500,
    invoiced: 0,
    left: 500,
  },
  {
    dispatchId: 14,
    dispatchNumber: 'DC/26-27/00014',
    dispatchDate: '2026-11-24',
    dispatchLineId: 142,
    salesOrderNumber: 'SO/26-27/00009',
    itemName: 'PP Woven Sack 50 kg Cement',
    lotNumber: 'L-2026-114',
    parcelNumber: 'PCL/2026-27/00012',
    uomName: 'PCS',
    uomDecimals: 0,
    dispatched: 500,
    invoiced: 0,
    left: 500,
  },
  {
    dispatchId: 12,
    dispatchNumber: 'DC/26-27/00012',
    dispatchDate: '2026-11-21',
    dispatchLineId: 121,
    salesOrderNumber: 'SO/26-27/00007',
    itemName: 'BOPP Laminated Rice Bag 26 kg',
    lotNumber: 'L-2026-120',
    parcelNumber: null,
    uomName: 'PCS',
    uomDecimals: 0,
    dispatched: 1250,
    invoiced: 750,
    left: 500,
  },
];

const meta = {
  title: 'Billing/DispatchPicker',
  component: DispatchPicker,
  args: {
    open: true,
    title: 'Bill dispatches of Ambuja Cement Works Ltd',
    rows: ROWS,
    pagination: { page: 1, pageSize: 10, total: 3 },
    onPageChange: fn(),
    query: '',
    onQueryChange: fn(),
    chosen: new Set<number>(),
    onToggle: fn(),
    onBill: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof DispatchPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picker as its page holds it: the ticks and the search in state. */
function Controlled(props: DispatchPickerProps) {
  const [query, setQuery] = useState(props.query);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(props.chosen);
  return (
    <DispatchPicker
      {...props}
      query={query}
      chosen={chosen}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
      onToggle={(dispatchId) => {
        props.onToggle(dispatchId);
        setChosen((was) => {
          const next = new Set(was);
          if (!next.delete(dispatchId)) next.add(dispatchId);
          return next;
        });
      }}
    />
  );
}

/** Nothing ticked yet: every line left to bill, with what was dispatched and invoiced; Bill Chosen waits. */
export const Listing: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Bill dispatches of Ambuja Cement Works Ltd' });
    const table = within(dialog).getByRole('table', { name: 'Dispatch lines to bill' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Issue 42: "500.0 BAG" (BAG has 0 decimals): a quantity shows in its unit's decimals.
    await expect(table).toHaveTextContent('1,250 PCS');
    await expect(table).toHaveTextContent('L-2026-114 / PCL/2026-27/00011');
    await expect(within(dialog).getByRole('button', { name: 'Bill Chosen' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('No dispatch chosen');
  },
};

/** A row's tick chooses its whole dispatch; two dispatches ticked, Bill Chosen asks the bill. */
export const Ticking: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const [first, second, third] = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    await userEvent.click(first as HTMLInputElement);
    await expect(args.onToggle).toHaveBeenLastCalledWith(14);
    await expect(second?.checked).toBe(true);
    await expect(third?.checked).toBe(false);
    await userEvent.click(third as HTMLInputElement);
    await expect(args.onToggle).toHaveBeenLastCalledWith(12);
    await expect(dialog).toHaveTextContent('Dispatches chosen: 2');
    await expect(within(dialog).getByRole('button', { name: 'Bill Chosen' })).toBeEnabled();
    await userEvent.click(third as HTMLInputElement);
    await expect(dialog).toHaveTextContent('Dispatches chosen: 1');
  },
};

/** Two dispatches ticked: every line of a ticked dispatch shows ticked, and Bill Chosen bills them. */
export const Chosen: Story = {
  args: { chosen: new Set([14, 12]) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const ticks = within(dialog).getAllByRole('checkbox');
    await expect(ticks.every((tick) => (tick as HTMLInputElement).checked)).toBe(true);
    await expect(dialog).toHaveTextContent('Dispatches chosen: 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bill Chosen' }));
    await expect(args.onBill).toHaveBeenCalledOnce();
  },
};

/** Bill Chosen asked: the button waits for the server and cannot be pressed twice. */
export const Billing: Story = {
  args: { chosen: new Set([14]), billing: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const bill = within(dialog).getByRole('button', { name: 'Billing…' });
    await expect(bill).toBeDisabled();
    await userEvent.click(bill, { pointerEventsCheck: 0 });
    await expect(args.onBill).not.toHaveBeenCalled();
  },
};

/** Search and pages are the server's: typing asks a search. */
export const Searching: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'DC/26-27/00012');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('DC/26-27/00012');
  },
};

/** Nothing left to bill for the customer, and a refusal of the read in words; Cancel closes. */
export const Empty: Story = {
  args: {
    rows: [],
    pagination: { page: 1, pageSize: 10, total: 0 },
    error: 'Search for at most 100 characters',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('No dispatch of the customer is left to bill');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Search for at most 100 characters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Still reading the first page. */
export const Loading: Story = {
  args: { rows: [], pagination: { page: 1, pageSize: 10, total: 0 }, loading: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveTextContent('Loading…');
  },
};
