import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GstReturns, type GstReturnsRow } from './GstReturns.tsx';

const row = (
  key: string,
  label: string,
  documents: number,
  taxable: string,
  tax: [string, string, string],
  value: string,
): GstReturnsRow => ({
  key,
  label,
  documents,
  taxableValue: taxable,
  igst: tax[0],
  cgst: tax[1],
  sgst: tax[2],
  value,
});

const meta = {
  title: 'Billing/GstReturns',
  component: GstReturns,
  args: {
    month: '2026-04',
    months: [
      { value: '2026-04', label: 'April 2026' },
      { value: '2026-03', label: 'March 2026' },
    ],
    onMonthChange: fn(),
    branchId: '34',
    branches: [
      { value: '', label: 'All branches' },
      { value: '34', label: 'Head Office' },
    ],
    onBranchChange: fn(),
    gstin: '24AAACB1234F1Z5',
    rows: [
      row(
        'b2b',
        'B2B invoices (4A)',
        2,
        '₹ 12,558.21',
        ['₹ 1,107.60', '₹ 346.02', '₹ 346.02'],
        '₹ 14,358.00',
      ),
      row('b2cl', 'B2C large (5)', 1, '₹ 1,75,000.00', ['₹ 31,500.00', '₹ 0.00', '₹ 0.00'], '₹ 2,06,500.00'),
      row('b2cs', 'B2C small (7)', 2, '₹ 3,891.46', ['₹ 109.71', '₹ 178.04', '₹ 178.04'], '₹ 4,357.00'),
      row(
        'cdnr',
        'Credit/debit notes, registered (9B)',
        0,
        '₹ 0.00',
        ['₹ 0.00', '₹ 0.00', '₹ 0.00'],
        '₹ 0.00',
      ),
      row(
        'cdnur',
        'Credit/debit notes, unregistered (9B)',
        0,
        '₹ 0.00',
        ['₹ 0.00', '₹ 0.00', '₹ 0.00'],
        '₹ 0.00',
      ),
    ],
    total: row(
      'total',
      'Total',
      5,
      '₹ 1,91,449.67',
      ['₹ 32,717.31', '₹ 524.06', '₹ 524.06'],
      '₹ 2,25,215.00',
    ),
    issued: [
      {
        nature: 'Invoices for outward supply',
        from: 'INV/2026-27/00001',
        to: 'INV/2026-27/00006',
        total: 6,
        cancelled: 1,
      },
    ],
    tallyFrom: '2026-04-01',
    tallyTo: '2026-04-30',
    onTallyRangeChange: fn(),
    onDownload: fn(),
    downloading: {},
  },
  parameters: { screenshot: { width: 1100 } },
} satisfies Meta<typeof GstReturns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month's GSTR-1: each table with its documents and figures, their total, and the documents issued. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('table', { name: 'GSTR-1 summary' });
    await expect(within(summary).getByRole('rowheader', { name: 'B2C large (5)' })).toBeVisible();
    await expect(within(summary).getByText('₹ 2,25,215.00')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Documents issued' })).toHaveTextContent(
      'INV/2026-27/00006',
    );
    await expect(canvas.getByText('GSTIN 24AAACB1234F1Z5')).toBeVisible();
  },
};

/** The month and branch pick the return; the files are asked for by their buttons. */
export const PickAndDownload: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Month'), '2026-03');
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-03');
    await userEvent.selectOptions(canvas.getByLabelText('Branch'), '');
    await expect(args.onBranchChange).toHaveBeenCalledWith('');
    await userEvent.click(canvas.getByRole('button', { name: 'GSTR-1 JSON' }));
    await expect(args.onDownload).toHaveBeenCalledWith('json');
    await userEvent.click(canvas.getByRole('button', { name: 'Tally XML' }));
    await expect(args.onDownload).toHaveBeenCalledWith('tally');
  },
};

/** A file on its way: its button busy with its progress past a second; Tally needs both dates. */
export const Downloading: Story = {
  args: { downloading: { excel: { seconds: 2 } }, tallyTo: '' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const excel = canvas.getByRole('button', { name: /^GSTR-1 Excel/ });
    await expect(excel).toHaveAttribute('aria-busy', 'true');
    await expect(excel).toHaveTextContent('Preparing… 2 s');
    await expect(canvas.getByRole('button', { name: 'GSTR-1 JSON' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Tally XML' })).toBeDisabled();
  },
};

/**
 * This month's credit notes took back more than its own small B2C sales (decision 2030): the earlier
 * months' table 7 rows they revise, under the summary.
 */
export const WithAmendments: Story = {
  args: {
    amendments: [
      {
        key: '2026-10|24|18',
        month: 'October 2026',
        place: '24-Gujarat',
        rate: '18%',
        taxableValue: '₹ 300.00',
        igst: '₹ 0.00',
        cgst: '₹ 27.00',
        sgst: '₹ 27.00',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'B2C small of earlier months, revised (7A)' });
    await expect(within(table).getByRole('rowheader', { name: 'October 2026' })).toBeVisible();
    await expect(table).toHaveTextContent('₹ 300.00');
    await expect(canvas.getByText(/revise the months of their invoices \(B2CSA\)/)).toBeVisible();
  },
};
