import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportTotals } from './ReportTotals.tsx';

const meta = {
  title: 'Reports/ReportTotals',
  component: ReportTotals,
  args: {
    totals: [
      { label: 'Ordered', value: '1,25,000.500' },
      { label: 'Dispatched', value: '80,000' },
      { label: 'Pending', value: '45,000.500' },
    ],
  },
  parameters: { screenshot: { width: 600 } },
} satisfies Meta<typeof ReportTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sums over every row the filter keeps, each named, and marked "Totals" on screen (issue 42). */
export const Totals: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAccessibleName('Totals');
    await expect(within(canvasElement).getByText('1,25,000.500')).toBeVisible();
    await expect(within(canvasElement).getByText('Totals')).toBeVisible();
  },
};

/** A report that totals nothing shows nothing. */
export const NoTotals: Story = {
  args: { totals: [] },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};
