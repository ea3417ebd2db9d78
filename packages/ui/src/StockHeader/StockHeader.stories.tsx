import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockHeader } from './StockHeader.tsx';

const meta = {
  title: 'Layout/StockHeader',
  component: StockHeader,
  args: { title: 'Inventory Stock', onInward: fn(), onOutward: fn() },
  parameters: { screenshot: { width: 640 } },
} satisfies Meta<typeof StockHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (el: HTMLElement) =>
  within(el)
    .getAllByRole('button')
    .map((b) => b.textContent);

export const InwardAndOutward: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['Inward', 'Outward']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Outward' }));
    await expect(args.onOutward).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Inward' }));
    await expect(args.onInward).toHaveBeenCalledTimes(1);
  },
};

/** Issue 42: the purchase return is named in full, never a bare "Return" that reads as going back. */
export const WithPurchaseReturn: Story = {
  args: { onPurchaseReturn: fn() },
  play: async ({ args, canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['Inward', 'Outward', 'Purchase Return']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Purchase Return' }));
    await expect(args.onPurchaseReturn).toHaveBeenCalledTimes(1);
  },
};

/** Issue 17: Reorder opens the reorder list. */
export const WithReorder: Story = {
  args: { onPurchaseReturn: fn(), onReorder: fn() },
  play: async ({ args, canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['Inward', 'Outward', 'Purchase Return', 'Reorder']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reorder' }));
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
  },
};

/** Spec §2: "When system config ONLY_INWARD equals YES, a single Inward button shows and Outward is hidden." */
export const OnlyInward: Story = {
  args: { onlyInward: true, onPurchaseReturn: fn(), onReorder: fn() },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['Inward']);
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** On a phone (issue 42: the header was 463 px wide in a 390 px screen): the buttons wrap, the page does not widen. */
export const OnAPhone: Story = {
  args: { onPurchaseReturn: fn(), onReorder: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { width: 358 } },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(358);
  },
};
