import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HistoryDialog } from './HistoryDialog.tsx';

const ENTRIES = [
  {
    id: 3,
    at: '2026-11-23T10:42:00',
    who: 'Meena Shah',
    what: 'Submitted',
    details: ['Number: — → PO/2026-27/00001', 'Status: Draft → Open'],
  },
  {
    id: 2,
    at: '2026-11-23T10:40:00',
    who: 'Meena Shah',
    what: 'Updated',
    details: ['Rate, line 1: 100.00 → 104.50'],
  },
  { id: 1, at: '2026-11-22T17:05:00', who: 'Ravi Patel', what: 'Created' },
];

const meta = {
  title: 'Documents/HistoryDialog',
  component: HistoryDialog,
  args: {
    open: true,
    title: 'History of PO/2026-27/00001',
    entries: ENTRIES,
    status: 'loaded',
    total: 3,
    onClose: fn(),
  },
  parameters: { screenshot: { width: 800, height: 600 } },
} satisfies Meta<typeof HistoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: when, who, what, and each field's change; Escape closes it. */
export const Steps: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'History of PO/2026-27/00001' });
    const steps = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('23-11-2026 10:42 · Meena Shah');
    await expect(steps[0]).toHaveTextContent('Status: Draft → Open');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** More steps than one page: how many are not shown is said. */
export const MoreThanAPage: Story = {
  args: { total: 25 },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('22 earlier steps not shown.');
  },
};

/** Reading it. */
export const Loading: Story = {
  args: { entries: [], status: 'loading', total: 0 },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Nothing recorded yet.');
  },
};

/** The read failed: said in words. */
export const Failed: Story = {
  args: { entries: [], status: 'failed', total: 0 },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'The history could not be read.',
    );
  },
};
