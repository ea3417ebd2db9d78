import { DOCUMENT_STATUS, DOCUMENTS, documentTaxes } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { EntityValues } from '../EntityForm/values.ts';
import { line } from '../LineGrid/fixtures.tsx';
import { DocumentForm } from './DocumentForm.tsx';

// Issue 56, decision 2242: a quotation's Accept says what it will do, from the quotation's own values: a
// lead's makes the lead a customer first.

const QUOTATION = DOCUMENTS.quotation;
const LEADS: EntityValues = {
  partyId: null,
  funnelId: 31,
  funnel: { id: 31, companyName: 'Saurashtra Bag Traders', partyId: null },
  date: '2026-11-27',
  validUntil: '2026-12-27',
  branchId: 1,
  branch: { id: 1, name: 'Head Office' },
  lines: [line(11, 500)],
};
const CUSTOMERS: EntityValues = {
  ...LEADS,
  partyId: 5,
  party: { id: 5, companyName: 'Shree Ganesh Polymers' },
  funnelId: null,
  funnel: null,
};

const meta = {
  title: 'Documents/DocumentForm/Accept',
  component: DocumentForm,
  args: {
    document: QUOTATION,
    values: LEADS,
    taxes: documentTaxes(LEADS, LEADS.lines as EntityValues[], { supplierState: '24', placeOfSupply: '24' }),
    readOnly: true,
    onFieldChange: fn(),
    onLineChange: fn(),
    onAddRow: fn(),
    onRemoveRow: fn(),
    actions: {
      number: 'QT/2026-27/00031',
      status: DOCUMENT_STATUS.OPEN,
      allowed: ['accept', 'amend', 'print'],
      onAction: fn(),
    },
  },
  parameters: { screenshot: { skip: true } },
  decorators: [
    (Story) => (
      <div style={{ width: 1240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const acceptAsked = async (canvasElement: HTMLElement) => {
  const form = within(canvasElement).getByRole('form', { name: 'Quotation' });
  await userEvent.click(within(form).getByRole('button', { name: 'Accept' }));
  return within(await screen.findByRole('dialog', { name: 'Accept Quotation?' }));
};

/** A lead's quotation: Accept says it makes the lead a customer first, and does it on its confirmation. */
export const LeadsQuotation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await acceptAsked(canvasElement);
    await expect(dialog.getByText(/^Makes the lead a customer/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect(args.actions.onAction).toHaveBeenCalledWith('accept', undefined);
  },
};

/** A customer's quotation: Accept says it makes the sales order, and no customer. */
export const CustomersQuotation: Story = {
  args: { values: CUSTOMERS },
  play: async ({ canvasElement }) => {
    const dialog = await acceptAsked(canvasElement);
    await expect(dialog.getByText(QUOTATION.onAccept ?? '')).toBeVisible();
    await expect(dialog.queryByText(/Makes the lead a customer/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
  },
};
