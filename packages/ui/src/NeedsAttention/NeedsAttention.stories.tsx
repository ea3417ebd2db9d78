import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { NeedsAttention, type RefusedEntry } from './NeedsAttention.tsx';

const ON_HOLD: RefusedEntry = {
  key: 'a1',
  label: 'Move lot L-104 to Rack B-2',
  reason: 'Lot L-104 is on hold for the lab: it cannot move until it is released.',
  madeAt: '27-11-2026 09:42',
};
const MOVED: RefusedEntry = {
  key: 'b2',
  label: 'Issue lot L-88 to Weaving',
  reason: 'Lot L-88 is no longer in Godown 1: it was moved to Godown 2.',
  madeAt: '27-11-2026 09:47',
};

const meta = {
  title: 'Floor/NeedsAttention',
  component: NeedsAttention,
  args: { entries: [ON_HOLD, MOVED], onRetry: fn(), onCorrect: fn(), onDiscard: fn() },
  parameters: { screenshot: { width: 560 } },
} satisfies Meta<typeof NeedsAttention>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two refusals, each with what was done, when, why, and its three choices. */
export const TwoRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('listitem', { name: ON_HOLD.label });
    await expect(first).toHaveTextContent(ON_HOLD.reason);
    await expect(first).toHaveTextContent('Made 27-11-2026 09:42');
    await userEvent.click(within(first).getByRole('button', { name: 'Send again' }));
    await expect(args.onRetry).toHaveBeenCalledWith('a1');
    await userEvent.click(within(first).getByRole('button', { name: 'Correct' }));
    await expect(args.onCorrect).toHaveBeenCalledWith('a1');
  },
};

/** Discard asks first; Cancel keeps the entry, Discard drops it. */
export const DiscardConfirmed: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const second = within(canvasElement).getByRole('listitem', { name: MOVED.label });
    await userEvent.click(within(second).getByRole('button', { name: 'Discard' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard this entry?' });
    await expect(dialog).toHaveTextContent('Issue lot L-88 to Weaving will not be sent.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDiscard).not.toHaveBeenCalled();
    await userEvent.click(within(second).getByRole('button', { name: 'Discard' }));
    dialog = await screen.findByRole('dialog', { name: 'Discard this entry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledWith('b2');
  },
};

/** Where no form can open (the top bar's dialog), Correct is not offered. */
export const WithoutCorrect: Story = {
  args: { entries: [ON_HOLD], onCorrect: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Correct' })).toBeNull();
  },
};

/** Nothing refused: the list says so. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Nothing needs attention');
    await expect(within(canvasElement).queryByRole('listitem')).toBeNull();
  },
};

/** On a 390 px phone: each refusal a card, its buttons 44 px and in reach. */
export const Phone: Story = {
  parameters: { screenshot: { width: 358 } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <NeedsAttention {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild?.getBoundingClientRect();
    for (const button of within(canvasElement).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(frame?.right ?? 0);
    }
  },
};
