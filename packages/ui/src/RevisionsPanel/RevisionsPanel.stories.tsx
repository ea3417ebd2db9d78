import { DOCUMENT_STATUS } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RevisionsPanel } from './RevisionsPanel.tsx';

const S = DOCUMENT_STATUS;
const ROWS = [
  {
    revision: 1,
    number: 'QT/2026-27/00004/R1',
    status: S.OPEN,
    at: '2026-11-24T11:20:00.000Z',
    who: 'Asha Patel',
    reason: 'Customer asked for 2% less',
  },
  {
    revision: 0,
    number: 'QT/2026-27/00004',
    status: S.OPEN,
    at: '2026-11-22T09:05:00.000Z',
    who: 'Asha Patel',
    reason: null,
  },
];

const meta = {
  title: 'Documents/RevisionsPanel',
  component: RevisionsPanel,
  args: { rows: ROWS, status: 'loaded', onOpen: fn() },
  parameters: { screenshot: { width: 900 } },
} satisfies Meta<typeof RevisionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A quotation revised twice: the earlier revisions, latest first; Open asks for one. */
export const Listed: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Revisions' }));
    const rows = panel.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('QT/2026-27/00004/R1');
    await expect(rows[1]).toHaveTextContent('Customer asked for 2% less');
    await expect(rows[2]).toHaveTextContent('—');
    await userEvent.click(panel.getByRole('button', { name: 'Open QT/2026-27/00004' }));
    await expect(args.onOpen).toHaveBeenCalledWith(0);
  },
};

/** One being opened: every Open waits. */
export const Opening: Story = {
  args: { opening: 0 },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Open QT/2026-27/00004' });
    await expect(open).toBeDisabled();
    await expect(open).toHaveAttribute('aria-busy', 'true');
  },
};

/** Never revised: nothing is shown. */
export const NeverRevised: Story = {
  args: { rows: [] },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Revisions' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Failed: Story = {
  args: { rows: [], status: 'failed' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be read');
  },
};
