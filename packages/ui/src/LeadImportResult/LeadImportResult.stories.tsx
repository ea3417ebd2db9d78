import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeadImportResult } from './LeadImportResult.tsx';

const meta = {
  title: 'CRM/LeadImportResult',
  component: LeadImportResult,
  args: {
    rows: 6,
    created: 3,
    duplicates: [
      { row: 3, message: 'A lead with this phone exists already: Kisan Agro Industries (entry 412).' },
      { row: 6, message: 'Row 2 of the file has this e-mail already.' },
    ],
    errors: [{ row: 5, field: 'phone', message: 'Phone is not a valid phone number' }],
    onDownload: fn(),
    onDone: fn(),
  },
  parameters: { screenshot: { width: 700 } },
} satisfies Meta<typeof LeadImportResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Created, duplicates (with what each repeats) and errors, and the report to download. */
export const WithProblems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Duplicates, not created' })).toBeVisible();
    await expect(canvas.getByText(/Kisan Agro Industries \(entry 412\)/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Errors, not created' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download the report' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

/** Every row created: no tables of problems. */
export const AllCreated: Story = {
  args: { rows: 4, created: 4, duplicates: [], errors: [] },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
