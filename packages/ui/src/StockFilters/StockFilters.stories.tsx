import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockFilters, type StockPlaceFilter } from './StockFilters.tsx';

const place = (options: StockPlaceFilter['options'], value: string | null = null): StockPlaceFilter => ({
  value,
  options,
  onChange: fn(),
  onSearch: fn(),
});

const GROUPINGS = [
  { value: 'item', label: 'Item' },
  { value: 'itemAndStockArea', label: 'Item and stock area' },
  { value: 'itemAndLot', label: 'Item and lot' },
];

const meta = {
  title: 'Stock/StockFilters',
  component: StockFilters,
  args: {
    branch: place([
      { value: '1', label: 'Head Office', description: 'HO' },
      { value: '2', label: 'Silvassa Works', description: 'SIL' },
    ]),
    location: place([{ value: '4', label: 'Plant 1' }]),
    stockArea: place([
      { value: '5', label: 'Raw Material Store', description: 'RMS' },
      { value: '6', label: 'Finished Goods', description: 'FG' },
    ]),
    groupBy: '',
    groupByOptions: GROUPINGS,
    onGroupByChange: fn(),
    query: '',
    onQueryChange: fn(),
  },
  parameters: { screenshot: { width: 980 } },
} satisfies Meta<typeof StockFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every branch, location and stock area, one row per place. */
export const AllStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Stock filters' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Stock Area' })).toHaveAttribute(
      'placeholder',
      'All stock areas',
    );
    await expect(canvas.getByRole('combobox', { name: 'Group by' })).toHaveValue('');
  },
};

/** Each change is reported at once: a stock area chosen (with its name), a grouping, text typed. */
export const Changing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stock Area' }));
    await expect(args.stockArea.onSearch).toHaveBeenCalledWith('');
    await userEvent.click(canvas.getByRole('option', { name: /Finished Goods/ }));
    await expect(args.stockArea.onChange).toHaveBeenCalledWith({
      value: '6',
      label: 'Finished Goods',
      description: 'FG',
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group by' }), 'Item and lot');
    await expect(args.onGroupByChange).toHaveBeenCalledWith('itemAndLot');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'p');
    await expect(args.onQueryChange).toHaveBeenCalledWith('p');
  },
};

/** A place chosen earlier shows by its name even when the server's matches do not hold it. */
export const Chosen: Story = {
  args: {
    branch: { ...place([]), value: '1', valueLabel: 'Head Office' },
    location: { ...place([]), value: '4', valueLabel: 'Plant 1' },
    stockArea: { ...place([]), value: '5', valueLabel: 'Raw Material Store' },
    groupBy: 'itemAndStockArea',
    query: 'pp granules',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Stock Area' })).toHaveValue('Raw Material Store');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('pp granules');
    // Clearing a place's text and leaving it clears the filter.
    await userEvent.clear(canvas.getByRole('combobox', { name: 'Branch' }));
    await userEvent.tab();
    await expect(args.branch.onChange).toHaveBeenCalledWith(null);
  },
};

export const Disabled: Story = { args: { disabled: true } };
