import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { readsHindi } from '../internal/readsHindi.tsx';
import { AmountInWords } from './AmountInWords.tsx';

const meta = {
  title: 'Format/AmountInWords',
  component: AmountInWords,
  args: { amount: 1234567.5, label: 'Grand Total' },
} satisfies Meta<typeof AmountInWords>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lakhs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹ 12,34,567.50')).toBeVisible();
    await expect(
      canvas.getByText(
        'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Fifty Paisa Only',
      ),
    ).toBeVisible();
  },
};

export const OneCrore: Story = {
  args: { amount: 10000000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rupees One Crore Only')).toBeVisible();
  },
};

/** A user who reads Hindi: the words in Hindi, in Indian units, रुपये and पैसे (issue 42). */
export const InHindi: Story = {
  decorators: [readsHindi],
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और पचास पैसे मात्र'),
    ).toBeVisible();
  },
};

/** The largest amount that can be written: 9,99,99,99,999.99. */
export const Largest: Story = { args: { amount: 9999999999.99 } };

export const Zero: Story = { args: { amount: 0 } };

/** Out of range: the amount shows and the words say they cannot be written, never garbage. */
export const TooLarge: Story = {
  args: { amount: 12345678901 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This amount cannot be written in words')).toBeVisible();
  },
};
