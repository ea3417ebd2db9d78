import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Material Request',
    addNew: { url: '/module/materialRequest/addUpdate' },
    returnTo: { url: '/module/materialRequest/return' },
    allocation: { url: '/module/storeManagement' },
    onRefresh: fn(),
    onNavigate: fn(),
  },
  parameters: { screenshot: { width: 760 } },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('button')
    .map((b) => b.textContent);

/** Every button: Add New, Return, Allocation, Refresh; each goes where it is configured. */
export const AllButtons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Material Request' })).toBeVisible();
    await expect(buttons(canvasElement)).toEqual(['Add New', 'Return', 'Allocation', 'Refresh']);
    await userEvent.click(canvas.getByRole('button', { name: 'Add New' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/module/materialRequest/addUpdate');
    await userEvent.click(canvas.getByRole('button', { name: 'Allocation' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/module/storeManagement');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: {
    title: 'Stock Area',
    addNew: undefined,
    returnTo: undefined,
    allocation: undefined,
    onRefresh: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual([]);
  },
};

/** Spec §2: Allocation "may be disabled"; disabled buttons are hidden. */
export const AllocationDisabled: Story = {
  args: { allocation: { url: '/module/storeManagement', disabled: true } },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(['Add New', 'Return', 'Refresh']);
  },
};

/** Return takes its own label; 'Return' is the default. */
export const CustomReturnLabel: Story = {
  args: { returnTo: { url: '/module/inward/list', label: 'Back to Inward List' }, allocation: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Back to Inward List' })).toBeVisible();
  },
};

/** Spec §2: "All can be disabled together". */
export const AllDisabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual([]);
  },
};
