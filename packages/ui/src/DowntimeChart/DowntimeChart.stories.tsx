import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DowntimeChart } from './DowntimeChart.tsx';

const meta = {
  title: 'Maintenance/DowntimeChart',
  component: DowntimeChart,
  args: {
    period: '23-11-2026 – 29-11-2026',
    machines: [
      { machine: 'Circular Loom 3', minutes: 2340 },
      { machine: 'Circular Loom 2', minutes: 1010 },
      { machine: 'Tape Line 1', minutes: 135 },
      { machine: 'Circular Loom 1', minutes: 45 },
    ],
  },
  parameters: { screenshot: { width: 480 } },
} satisfies Meta<typeof DowntimeChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each machine's downtime as a bar of hours, the most down first; the table behind reads it in hours and minutes. */
export const Machines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Downtime by machine' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Downtime by machine' });
    await expect(within(table).getByRole('row', { name: 'Circular Loom 3 39 h 0 min' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Circular Loom 1 45 min' })).toBeInTheDocument();
  },
};

/** "Show table" shows the same figures on the screen. */
export const TableShown: Story = {
  // The table shows after the play function's click, which the screenshots do not run.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }));
    await expect(canvas.getByRole('cell', { name: '16 h 50 min' })).toBeVisible();
  },
};

/** A week without a stop says so instead of an empty chart. */
export const NoDowntime: Story = {
  args: { machines: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No downtime this week.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
