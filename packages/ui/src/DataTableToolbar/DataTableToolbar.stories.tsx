import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTableToolbar, type DataTableToolbarProps } from './DataTableToolbar.tsx';

/** Holds the filter text like the table does, and reports every change to the spy. */
function Stateful(args: DataTableToolbarProps) {
  const [query, setQuery] = useState(args.query);
  return (
    <div style={{ width: 640 }}>
      <DataTableToolbar
        {...args}
        query={query}
        onQueryChange={(next: string) => {
          args.onQueryChange?.(next);
          setQuery(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Data/DataTableToolbar',
  component: DataTableToolbar,
  render: Stateful,
  args: { label: 'Items', query: '', onQueryChange: fn(), total: 25, shown: 25 },
  parameters: { screenshot: { width: 640 } },
} satisfies Meta<typeof DataTableToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const filter = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Filter Items' });
const count = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** Nothing filtered: the count of all records, in Indian grouping. */
export const AllRecords: Story = {
  args: { total: 1234, shown: 1234 },
  play: async ({ canvasElement }) => {
    await expect(filter(canvasElement)).toHaveValue('');
    await expect(filter(canvasElement)).toHaveAttribute('placeholder', 'Search');
    await expect(count(canvasElement)).toHaveTextContent('1,234 records');
  },
};

/** The filter leaves some: how many of how many. */
export const Filtered: Story = {
  args: { query: 'chemicals', shown: 3 },
  play: async ({ canvasElement }) => {
    await expect(filter(canvasElement)).toHaveValue('chemicals');
    await expect(count(canvasElement)).toHaveTextContent('3 of 25 records');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveTextContent('Loading…');
  },
};

/** The server's estimate past 1,00,000 reads 'about 2,40,000' (decision 0610). */
export const EstimatedCount: Story = {
  args: { total: 238517, shown: 238517, estimated: true },
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveTextContent('about 2,40,000 records');
  },
};

/** Under a pagination bar, which shows the total, the toolbar shows no count: a list shows one count. */
export const CountHidden: Story = {
  args: { hideCount: true },
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toBeEmptyDOMElement();
  },
};

/** Without its count, the toolbar still says that the list loads (issue 40): its rows are not yet the answer. */
export const CountHiddenLoading: Story = {
  args: { hideCount: true, loading: true },
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveTextContent('Loading…');
  },
};

/** Each keystroke reports the whole filter text; clearing the box reports ''. */
export const TypingReportsTheFilter: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(filter(canvasElement), 'sack');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('sack');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(4);
    await expect(filter(canvasElement)).toHaveValue('sack');
    await userEvent.clear(filter(canvasElement));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
  },
};
