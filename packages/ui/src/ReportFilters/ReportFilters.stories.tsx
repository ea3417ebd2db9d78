import type { Meta, StoryObj } from '@storybook/react-vite';
import { REPORTS, type ReportDef } from '@erp/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportFilters } from './ReportFilters.tsx';

const dispatch = REPORTS.dispatchAgainstSO as ReportDef;
const lots = REPORTS.lotClearance as ReportDef;

const meta = {
  title: 'Reports/ReportFilters',
  component: ReportFilters,
  args: {
    filters: dispatch.filters,
    values: {},
    onChange: fn(),
    lookups: {
      partyId: {
        options: [
          { value: '4', label: 'Ambuja Cement Works Ltd' },
          { value: '7', label: 'Shree Fertilisers' },
        ],
        onSearch: fn(),
      },
      salesOrderId: { options: [{ value: '12', label: 'SO/26-27/0004' }], onSearch: fn() },
    },
  },
  parameters: { screenshot: { width: 980 } },
} satisfies Meta<typeof ReportFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dispatch against SO's filters as declared: the order dates, customer, order and "Pending only". */
export const DispatchAgainstSO: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Report filters' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'SO Date' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Customer' })).toHaveAttribute('placeholder', 'All');
    await expect(canvas.getByRole('checkbox', { name: 'Pending only' })).not.toBeChecked();
  },
};

/** Each change is reported by its body key: a customer picked (as its id), the switch, a whole range. */
export const Changing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Customer' }));
    await expect(args.lookups?.partyId?.onSearch).toHaveBeenCalledWith('');
    await userEvent.click(canvas.getByRole('option', { name: /Shree Fertilisers/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ partyId: 7 });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pending only' }));
    await expect(args.onChange).toHaveBeenCalledWith({ pending: true });
    await userEvent.type(canvas.getByRole('textbox', { name: 'From' }), '01-04-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-04-01', to: null });
  },
};

/** Chosen values show: a customer by its name (not among the matches), the switch on, the dates. */
export const Chosen: Story = {
  args: {
    values: { from: '2026-04-01', to: '2026-04-30', partyId: 9, pending: true },
    lookups: { partyId: { options: [], valueLabel: 'Gujarat Polyfab' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Customer' })).toHaveValue('Gujarat Polyfab');
    await expect(canvas.getByRole('checkbox', { name: 'Pending only' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveValue('30-04-2026');
  },
};

/** Lot clearance's: an item and the lot number typed; clearing the text clears the filter. */
export const LotClearance: Story = {
  args: { filters: lots.filters, values: { lotNumber: 'L' }, lookups: {} },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const lot = canvas.getByRole('searchbox', { name: 'Lot No.' });
    await userEvent.type(lot, '7');
    await expect(args.onChange).toHaveBeenCalledWith({ lotNumber: 'L7' });
    await userEvent.clear(lot);
    await expect(args.onChange).toHaveBeenLastCalledWith({ lotNumber: null });
  },
};

/**
 * Issue 56: "The Sales Register's search box does nothing": its search is a declared filter, each change
 * reported as the list's `q` for the server to search the number and the party by; cleared, no search.
 */
export const SalesRegisterSearch: Story = {
  args: { filters: (REPORTS.salesRegister as ReportDef).filters, values: { q: 'Navka' }, lookups: {} },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'r');
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: 'Navkar' });
    await userEvent.clear(search);
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: null });
  },
};

/** The transaction report's: a document type and a status picked from their lists; "All" clears it. */
export const TransactionReport: Story = {
  args: {
    filters: (REPORTS.transactionReport as ReportDef).filters,
    values: { from: '2026-04-01', to: '2026-04-30', status: '10' },
    lookups: { partyId: { options: [], onSearch: fn() } },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('10');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Document Type' }), 'Sales Order');
    await expect(args.onChange).toHaveBeenCalledWith({ documentType: 'salesOrder' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'All');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: null });
  },
};

/**
 * On a phone (358 px for the filters, issue 42): each field takes the whole width, so the chosen item's
 * name shows whole, and nothing reaches past the screen.
 */
export const OnAPhone: Story = {
  args: {
    filters: (REPORTS.stockLedger as ReportDef).filters,
    values: { itemId: 3 },
    lookups: {
      itemId: { options: [], valueLabel: 'PP Granules Raffia Grade H030SG', onSearch: fn() },
      stockAreaId: { options: [], onSearch: fn() },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('combobox', { name: 'Item' });
    await expect(item).toHaveValue('PP Granules Raffia Grade H030SG');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(358);
  },
};
