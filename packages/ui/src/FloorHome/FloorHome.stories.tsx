import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { FloorHome, type FloorHomeAction } from './FloorHome.tsx';

const STORE_KEEPER: FloorHomeAction[] = [
  { key: 'move', label: 'Move', hint: 'A lot to another area or rack', icon: 'outward' },
  { key: 'issue', label: 'Issue', hint: 'A lot to a department', icon: 'inward' },
  { key: 'count', label: 'Count', hint: 'A lot into its count sheet', icon: 'reconcile' },
  { key: 'pack', label: 'Pack', hint: 'Rolls or bags into a parcel', icon: 'inventory' },
  { key: 'load', label: 'Load', hint: 'Parcels onto a dispatch', icon: 'allocation' },
];

const meta = {
  title: 'Floor/FloorHome',
  component: FloorHome,
  args: {
    actions: STORE_KEEPER,
    onScan: fn(),
    onAction: fn(),
    waiting: 0,
    needsAttention: 0,
    onNeedsAttention: fn(),
    lastSync: '27-11-2026 09:42',
  },
  parameters: { screenshot: { width: 640 } },
} satisfies Meta<typeof FloorHome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A store keeper's home: Scan first and largest, then the actions the role may take. */
export const StoreKeeper: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const scan = canvas.getByRole('button', { name: /^Scan/ });
    const buttons = canvas.getAllByRole('button');
    await expect(buttons[0]).toBe(scan);
    await expect(buttons).toHaveLength(1 + STORE_KEEPER.length);
    for (const button of buttons.slice(1)) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeLessThan(scan.getBoundingClientRect().height);
    }
    await userEvent.click(canvas.getByRole('button', { name: /^Move/ }));
    await expect(args.onAction).toHaveBeenCalledWith('move');
    await userEvent.click(scan);
    await expect(args.onScan).toHaveBeenCalledTimes(1);
    const state = canvas.getByRole('status', { name: 'On this phone' });
    await expect(state).toHaveTextContent('Nothing waiting to send');
    await expect(state).toHaveTextContent('Lists synced 27-11-2026 09:42');
  },
};

/** A loom operator's role takes no store action: Scan alone, a machine's actions open from its label. */
export const ScanOnly: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /^Scan/ })).toBeVisible();
  },
};

/** Entries wait and one was refused: the count, and Needs attention as a button. */
export const WaitingAndRefused: Story = {
  args: { waiting: 3, needsAttention: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'On this phone' });
    await expect(state).toHaveTextContent('3 waiting to send');
    const attention = within(state).getByRole('button', { name: 'Needs attention (1)' });
    await expect(attention.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(attention);
    await expect(args.onNeedsAttention).toHaveBeenCalledTimes(1);
  },
};

/** A typed code's field stands under Scan, as wide as the buttons. */
export const WithCodeField: Story = {
  args: {
    codeField: <TextField label="Scan or type a code" value="" onChange={fn()} autoComplete="off" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scan = canvas.getByRole('button', { name: /^Scan/ }).getBoundingClientRect();
    const field = canvas.getByRole('textbox', { name: 'Scan or type a code' }).getBoundingClientRect();
    await expect(field.top).toBeGreaterThan(scan.bottom);
    await expect(Math.round(field.width)).toBe(Math.round(scan.width));
    await expect(field.top).toBeLessThan(canvas.getAllByRole('button')[1]?.getBoundingClientRect().top ?? 0);
  },
};

/** A phone that never synced its lists says so. */
export const NeverSynced: Story = {
  args: { lastSync: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'On this phone' })).toHaveTextContent(
      'Lists not synced yet',
    );
  },
};

/** On a 390 px phone: two actions a row, nothing beyond the screen. */
export const Phone: Story = {
  args: { waiting: 2, needsAttention: 1 },
  parameters: { screenshot: { width: 358 } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <FloorHome {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild?.getBoundingClientRect();
    await expect(frame).toBeDefined();
    for (const button of within(canvasElement).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame?.left ?? 0);
      await expect(box.right).toBeLessThanOrEqual(frame?.right ?? 0);
    }
  },
};
