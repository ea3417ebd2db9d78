import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FunnelChart } from './FunnelChart.tsx';

const meta = {
  title: 'CRM/FunnelChart',
  component: FunnelChart,
  args: {
    stages: [
      { stage: 'New', count: 12, value: 4500000 },
      { stage: 'Contacted', count: 8, value: 2750000 },
      { stage: 'Sample Sent', count: 5, value: 1200000.5 },
      { stage: 'Negotiation', count: 3, value: 980000 },
      { stage: 'Won', count: 2, value: 650000 },
      { stage: 'Lost', count: 4, value: 800000 },
    ],
  },
  parameters: { screenshot: { width: 560 } },
} satisfies Meta<typeof FunnelChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The entries of each stage as bars; the table behind is read by a screen reader, not shown. */
export const Stages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Funnel by stage' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Funnel by stage' });
    await expect(within(table).getByRole('row', { name: 'New 12 45,00,000.00' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show table' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** "Show table" shows the same figures on the screen, amounts in Indian grouping. */
export const TableShown: Story = {
  // The table shows after the play function's click, which the screenshots do not run.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }));
    await expect(canvas.getByRole('button', { name: 'Show table' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('cell', { name: '12,00,000.50' })).toBeVisible();
  },
};

/** An organisation without stages says so instead of an empty chart. */
export const NoStages: Story = {
  args: { stages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No funnel stages yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
