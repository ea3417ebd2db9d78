import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb.tsx';

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  args: {
    title: 'Item',
    links: [
      { label: 'Home', href: '#/module/dashboard' },
      { label: 'Masters', href: '#/module/masters' },
      { label: 'Item', href: '#/module/product' },
    ],
    onNavigate: fn(),
  },
  parameters: { screenshot: { width: 720 } },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: "all but the last are clickable, the last is plain text". */
export const Trail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Item' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Masters']);
    await expect(within(nav).getByText('Item')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Masters' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/module/masters');
  },
};

export const SingleEntry: Story = {
  args: { title: 'Dashboard', links: [{ label: 'Dashboard', href: '#/module/dashboard' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const TitleOnly: Story = { args: { title: 'Organisation Profile', links: [] } };
