import { computeTaxes, type TaxInput } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { readsHindi } from '../internal/readsHindi.tsx';
import { DocumentTotals } from './DocumentTotals.tsx';

/** A purchase order's lines at three GST rates, supplied from Gujarat (24). */
const LINES: TaxInput['lines'] = [
  { quantity: 500, rate: 112.5, gstRate: 18 },
  { quantity: 250.5, rate: 18.4, discountPercent: 2.5, gstRate: 5 },
  { quantity: 2000, rate: 14.75, gstRate: 5 },
  { quantity: 40, rate: 310, gstRate: 12 },
];

const taxed = (input: Partial<TaxInput>) =>
  computeTaxes({ supplierState: '24', placeOfSupply: '24', lines: LINES, ...input });

const meta = {
  title: 'Documents/DocumentTotals',
  component: DocumentTotals,
  args: { taxes: taxed({}) },
  parameters: { screenshot: { width: 900 } },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Within the state: CGST and SGST per rate, half the rate each; the totals and the amount in words. */
export const CgstAndSgst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('table', { name: 'Tax Summary' });
    await expect(within(summary).getByRole('columnheader', { name: 'CGST' })).toBeVisible();
    await expect(within(summary).queryByRole('columnheader', { name: 'IGST' })).toBeNull();
    // 18%: 56,250.00 taxable, 5,062.50 each.
    await expect(within(summary).getByRole('row', { name: /^18%/ })).toHaveTextContent(
      '18%56,250.005,062.505,062.5010,125.00',
    );
    await expect(canvas.getByText('Round Off').nextElementSibling).toHaveTextContent('0.33');
    await expect(canvas.getByText('Grand Total').nextElementSibling).toHaveTextContent('₹ 1,15,957.00');
    await expect(
      canvas.getByText('Rupees One Lakh Fifteen Thousand Nine Hundred Fifty Seven Only'),
    ).toBeVisible();
  },
};

/** Between states: IGST at the full rate, no CGST or SGST. */
export const Igst: Story = {
  args: { taxes: taxed({ placeOfSupply: '27' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('table', { name: 'Tax Summary' });
    await expect(within(summary).getByRole('columnheader', { name: 'IGST' })).toBeVisible();
    await expect(within(summary).queryByRole('columnheader', { name: 'CGST' })).toBeNull();
    await expect(within(summary).getByRole('row', { name: /^18%/ })).toHaveTextContent(
      '18%56,250.0010,125.0010,125.00',
    );
    await expect(canvas.queryByText('SGST')).toBeNull();
  },
};

/** Freight and other charges: shown, taxed at the rate of the line with the highest taxable value. */
export const WithCharges: Story = {
  args: { taxes: taxed({ freight: 1500, otherCharges: 250 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Freight').nextElementSibling).toHaveTextContent('1,500.00');
    await expect(canvas.getByText('Other Charges').nextElementSibling).toHaveTextContent('250.00');
  },
};

/** No lines yet: zeros, and the words of nothing. */
export const Empty: Story = { args: { taxes: taxed({ lines: [] }) } };

/**
 * A user who reads Hindi: the amount in words is written in Hindi from the grand total (issue 42: it stayed
 * English), in Indian units.
 */
export const InHindi: Story = {
  decorators: [readsHindi],
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Grand Total').nextElementSibling).toHaveTextContent('₹ 1,15,957.00');
    await expect(canvas.getByText('एक लाख पंद्रह हज़ार नौ सौ सत्तावन रुपये मात्र')).toBeVisible();
    await expect(canvas.queryByText(/Rupees/)).toBeNull();
  },
};

/** Every GST rate on one order, from nil to 28%. */
export const ManyRates: Story = {
  args: {
    taxes: taxed({
      lines: [0, 0.25, 3, 5, 12, 18, 28, 40].map((gstRate, i) => ({
        quantity: 10 * (i + 1),
        rate: 99.99,
        gstRate,
      })),
    }),
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('table', { name: 'Tax Summary' });
    await expect(within(summary).getAllByRole('row')).toHaveLength(10);
    await expect(within(summary).getByRole('rowheader', { name: '0.25%' })).toBeVisible();
  },
};

/** A total beyond what can be written: the words say so, never garbage. */
export const TooLargeForWords: Story = {
  args: { taxes: taxed({ lines: [{ quantity: 1000000, rate: 100000, gstRate: 18 }] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This amount cannot be written in words')).toBeVisible();
  },
};

const phone = (Story: () => ReactNode) => (
  <div style={{ width: 358 }}>
    <Story />
  </div>
);

/** On a phone the totals never scroll sideways: the tax summary's region, which may scroll within itself. */
const summaryOnAPhone = async (canvasElement: HTMLElement) => {
  const totals = within(canvasElement).getByRole('region', { name: 'Totals' });
  await expect(totals.scrollWidth).toBeLessThanOrEqual(358);
  return within(canvasElement).getByRole('region', { name: 'Tax Summary' });
};

/**
 * On a phone (358 px for the totals, a 390 px screen): the summary's cells close up (its headers would wrap),
 * so that every column fits whole, its Total Tax too (issue 42: it was cut at the screen's edge); nothing
 * scrolls sideways.
 */
export const OnAPhone: Story = {
  decorators: [phone],
  parameters: { screenshot: { width: 358 } },
  play: async ({ canvasElement }) => {
    const scroller = await summaryOnAPhone(canvasElement);
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(within(scroller).getByRole('columnheader', { name: 'Total Tax' })).toBeVisible();
  },
};

/** Figures in crores on a phone: the summary, too wide even so, scrolls within itself, never the page. */
export const CroresOnAPhone: Story = {
  args: { taxes: taxed({ lines: [{ quantity: 250000, rate: 1850.75, gstRate: 18 }, ...LINES] }) },
  decorators: [phone],
  parameters: { screenshot: { width: 358 } },
  play: async ({ canvasElement }) => {
    const scroller = await summaryOnAPhone(canvasElement);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};
