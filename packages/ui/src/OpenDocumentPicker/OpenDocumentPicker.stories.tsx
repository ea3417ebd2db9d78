import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  OpenDocumentPicker,
  openDocumentName,
  type OpenDocumentPickerProps,
  type OpenDocumentPickerRow,
} from './OpenDocumentPicker.tsx';

const ROWS: OpenDocumentPickerRow[] = [
  {
    key: 'salesInvoice',
    type: 'Sales Invoice',
    id: 3,
    number: 'INV/26-27/00003',
    date: '2026-07-01',
    dueDate: '2026-07-31',
    daysPastDue: 116,
    amount: 1180,
    unpaid: 1180,
  },
  {
    key: 'salesInvoice',
    type: 'Sales Invoice',
    id: 7,
    number: 'INV/26-27/00007',
    date: '2026-09-15',
    dueDate: '2026-10-15',
    daysPastDue: 40,
    amount: 2360,
    unpaid: 1360,
  },
  {
    key: 'salesInvoice',
    type: 'Sales Invoice',
    id: 12,
    number: 'INV/26-27/00012',
    date: '2026-11-20',
    dueDate: '2026-12-20',
    daysPastDue: -26,
    amount: 35400,
    unpaid: 35400,
  },
];

const meta = {
  title: 'Billing/OpenDocumentPicker',
  component: OpenDocumentPicker,
  args: {
    open: true,
    title: 'Open invoices of Ambuja Cement Works Ltd',
    rows: ROWS,
    pagination: { page: 1, pageSize: 10, total: 3 },
    onPageChange: fn(),
    query: '',
    onQueryChange: fn(),
    onChoose: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof OpenDocumentPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks as the page holds them. */
function Ticking(
  props: OpenDocumentPickerProps & { onToggle: (row: OpenDocumentPickerRow) => void; onSettle: () => void },
) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  return (
    <OpenDocumentPicker
      {...props}
      many={{
        chosen,
        onSettle: props.onSettle,
        onToggle: (row) => {
          props.onToggle(row);
          setChosen((was) => {
            const next = new Set(was);
            if (!next.delete(openDocumentName(row))) next.add(openDocumentName(row));
            return next;
          });
        },
      }}
    />
  );
}

/** A line's own pick: the open invoices oldest first, with due day, days past due and unpaid; Choose picks one. */
export const ChooseOne: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Open invoices of Ambuja Cement Works Ltd' });
    const table = within(dialog).getByRole('table', { name: 'Open documents' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table).toHaveTextContent('116 days');
    await expect(table).toHaveTextContent('Not Yet Due');
    await expect(table).toHaveTextContent('1,360.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose INV/26-27/00007' }));
    await expect(args.onChoose).toHaveBeenCalledWith(ROWS[1]);
  },
};

const settle = fn();

/** Settle Open Documents: two invoices ticked, Settle Chosen settles them. */
export const SettleMany: Story = {
  args: { onChoose: undefined },
  render: (args) => <Ticking {...args} onToggle={fn()} onSettle={settle} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const settleButton = within(dialog).getByRole('button', { name: 'Settle Chosen' });
    await expect(settleButton).toBeDisabled();
    await expect(dialog).toHaveTextContent('Nothing chosen');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Settle INV/26-27/00003' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Settle INV/26-27/00007' }));
    await expect(dialog).toHaveTextContent('Documents chosen: 2');
    await userEvent.click(settleButton);
    await expect(settle).toHaveBeenCalledOnce();
  },
};
/** Search and pages are the server's: typing asks a search. */
export const Searching: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search' }), '7');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('7');
  },
};

/** Nothing unpaid, and a refusal of the read in words; Cancel closes. */
export const Empty: Story = {
  args: { rows: [], pagination: { page: 1, pageSize: 10, total: 0 }, error: 'Choose the customer first.' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Nothing of the party is left unpaid');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the customer first.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
