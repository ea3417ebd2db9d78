import { DOCUMENT_STATUS } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusTabs, type StatusTab, type StatusTabId, type StatusTabsProps } from './StatusTabs.tsx';

const S = DOCUMENT_STATUS;

/** A purchase order list's tabs: the statuses orders use, then All. */
const COUNTED: readonly StatusTab[] = [
  { id: S.DRAFT, count: 3 },
  { id: S.PENDING_APPROVAL, count: 0 },
  { id: S.OPEN, count: 12 },
  { id: S.IN_PROGRESS, count: 4 },
  { id: S.CLOSED, count: 1250 },
  { id: S.CANCELLED, count: 2 },
  { id: 'all', count: 1271 },
];

/** A list that shows the selected tab as the app would: the tabs change only through `onSelect`. */
function Selecting(args: StatusTabsProps) {
  const [selected, setSelected] = useState<StatusTabId>(args.selected);
  return (
    <StatusTabs
      {...args}
      selected={selected}
      onSelect={(id) => {
        args.onSelect(id);
        setSelected(id);
      }}
    />
  );
}

const meta = {
  title: 'Documents/StatusTabs',
  component: StatusTabs,
  render: Selecting,
  args: { tabs: COUNTED, selected: S.OPEN, onSelect: fn() },
  parameters: { screenshot: { width: 900 } },
} satisfies Meta<typeof StatusTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each status with its count in Indian grouping; Open is selected. */
export const Counted: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Status' });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Draft3',
      'Pending Approval0',
      'Open12',
      'In Progress4',
      'Closed1,250',
      'Cancelled2',
      'All1,271',
    ]);
    await expect(within(list).getByRole('tab', { name: 'Open 12' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(list).getByRole('tab', { name: 'Draft 3' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

/** While the counts load: the labels alone. */
export const CountsLoading: Story = {
  args: { tabs: COUNTED.map(({ id }) => ({ id })) },
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Draft' });
    await expect(tab).toHaveTextContent(/^Draft$/);
  },
};

/** Labels given by the app win over the domain's (a translated list, a custom name). */
export const GivenLabels: Story = {
  args: {
    label: 'Order status',
    tabs: [
      { id: S.OPEN, label: 'खुला', count: 12 },
      { id: 'all', label: 'Everything' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Order status' });
    await expect(within(list).getByRole('tab', { name: 'खुला 12' })).toBeVisible();
    await expect(within(list).getByRole('tab', { name: 'Everything' })).toBeVisible();
  },
};

/** A click selects the tab: `onSelect` gets its status. */
export const SelectByClick: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /^Closed/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(S.CLOSED);
    await expect(canvas.getByRole('tab', { name: /^Closed/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(canvas.getByRole('tab', { name: /^All/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('all');
  },
};

/**
 * WAI-ARIA tabs: Tab reaches the selected tab only; the arrow keys move and select, wrapping at both
 * ends; Home and End go to the first and last; Tab leaves the list.
 */
export const SelectByArrowKeys: Story = {
  parameters: { screenshot: { skip: true } },
  render: (args) => (
    <>
      <Selecting {...args} />
      <button type="button">After the tabs</button>
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: RegExp) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab(/^Open/)).toHaveFocus();
    await expect(tab(/^Draft/)).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(/^In Progress/)).toHaveFocus();
    await expect(tab(/^In Progress/)).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith(S.IN_PROGRESS);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tab(/^Pending Approval/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tab(/^All/)).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('all');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(/^Draft/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab(/^All/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab(/^Draft/)).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith(S.DRAFT);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the tabs' })).toHaveFocus();
  },
};
