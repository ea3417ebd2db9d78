import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SourceConversionChart } from './SourceConversionChart.tsx';

const meta = {
  title: 'CRM/SourceConversionChart',
  component: SourceConversionChart,
  args: {
    period: '27-08-2026 – 24-11-2026',
    sources: [
      { source: 'IndiaMART', entered: 40, won: 9, lost: 3, rate: 75 },
      { source: 'Referral', entered: 6, won: 2, lost: 2, rate: 50 },
      { source: 'TradeIndia', entered: 22, won: 1, lost: 2, rate: 33.3 },
      { source: '', entered: 3, won: 0, lost: 0, rate: null },
    ],
  },
  parameters: { screenshot: { width: 560 } },
} satisfies Meta<typeof SourceConversionChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Won of closed per source over the 90 days; a source with nothing closed has no rate. */
export const Sources: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Won of closed, entries of 27-08-2026 – 24-11-2026')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Conversion by source' });
    await expect(within(table).getByRole('row', { name: 'IndiaMART 40 9 3 75%' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'No source 3 0 0 –' })).toBeInTheDocument();
  },
};

/** The table on demand. */
export const TableShown: Story = {
  // The table shows after the play function's click, which the screenshots do not run.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }));
    await expect(canvas.getByRole('cell', { name: '33.3%' })).toBeVisible();
  },
};

/** No entries in the window. */
export const NoEntries: Story = {
  args: { sources: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No entries in the last 90 days')).toBeVisible();
  },
};
