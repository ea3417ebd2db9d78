import { DOCUMENT_STATUS, DOCUMENTS } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { line } from '../LineGrid/fixtures.tsx';
import { RevisionDialog } from './RevisionDialog.tsx';

const REVISION = {
  number: 'QT/2026-27/00004',
  status: DOCUMENT_STATUS.OPEN,
  values: {
    id: 4,
    partyId: 5,
    party: { id: 5, companyName: 'Sharma Agro Industries' },
    date: '2026-11-22',
    validUntil: '2026-12-15',
    branchId: 1,
    branch: { id: 1, name: 'Head Office' },
    placeOfSupply: '27',
    terms: 'Ex-works Vapi. 50% advance.',
    igstTotal: 0,
    lines: [line(20, 5000), line(21, 40, { discountPercent: 2 })],
  },
};

const meta = {
  title: 'Documents/RevisionDialog',
  component: RevisionDialog,
  args: { document: DOCUMENTS.quotation, revision: REVISION, onClose: fn() },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof RevisionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The earlier revision in the quotation's own form: number and status then, lines and totals, nothing to type. */
export const ReadOnly: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Revision QT/2026-27/00004' }));
    await expect(dialog.getByRole('heading', { name: 'QT/2026-27/00004 · Open' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Quantity, line 1' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveValue('Sharma Agro Industries');
    await expect(dialog.getByRole('combobox', { name: 'Item, line 2' })).toHaveValue(
      'Polyester Sewing Thread',
    );
    await expect(dialog.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(
      within(dialog.getByRole('group', { name: 'Document actions' })).queryAllByRole('button'),
    ).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { revision: null },
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
