import { DOCUMENTS } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LookupField } from '../LookupField/LookupField.tsx';
import { Entering, line, LINES, pickLocally, type LineGridStoryArgs } from './fixtures.tsx';
import { LineGrid, type LookupCell } from './LineGrid.tsx';

/** A phone's screen (390 px, less the page's and the form's padding). */
const PHONE = 358;

const meta = {
  title: 'Documents/LineGrid/Phone',
  render: Entering,
  args: {
    lines: LINES,
    rows: [line(11, 500)],
    width: PHONE,
    onChange: fn(),
    onAddRow: fn(),
    onRemoveRow: fn(),
    renderLookup: pickLocally,
  },
  parameters: { screenshot: { width: PHONE } },
} satisfies Meta<LineGridStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The controls and texts of `list` reaching beyond its sides: on a phone nothing may. */
const beyond = (list: HTMLElement) => {
  const { left, right } = list.getBoundingClientRect();
  return [...list.querySelectorAll('input, select, button, dd, p')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.left < left - 0.5 || box.right > right + 0.5;
    })
    .map((element) => element.getAttribute('aria-label') ?? element.textContent);
};

/**
 * Issue 56: on a phone a line grid scrolled sideways behind its first column. Each line is a card of its
 * fields, named above each, its figures and Remove, nothing beyond the screen; Enter moves on as at a desk.
 */
export const EnteringOnAPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Lines' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(beyond(list)).toEqual([]);
    await expect(canvas.getByRole('combobox', { name: 'Item, line 1' })).toHaveValue('PP Granules (Raffia)');
    await expect(within(list).getAllByText('Total')[0]).toBeVisible();
    await expect(canvas.getByText('66,375.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Quantity, line 1' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'UOM, line 1' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove line 1' }));
    await expect(args.onRemoveRow).toHaveBeenCalledWith(0);
  },
};

const DISPATCH_LINES = {
  ...DOCUMENTS.dispatch.lines,
  fields: DOCUMENTS.dispatch.lines.fields.filter((field) => !field.hidden),
};

/** A dispatch's parcel as its line carries it: the parcel, the item, where it leaves from, how much. */
const parcel = (number: string, item: string, quantity: number) => ({
  parcelNumber: number,
  itemId: 20,
  item: { id: 20, name: item },
  stockAreaId: 4,
  stockArea: { id: 4, name: 'Finished Goods Store' },
  lotNumber: 'L-2611-0042',
  quantity,
  uomId: 1,
  uom: { id: 1, name: 'BAG', decimals: 0 },
});

/** The picker a read-only line shows: the record's name as the line carries it. */
const named = (cell: LookupCell) => <LookupField {...cell.props} options={[]} />;

/**
 * Issue 56: a submitted dispatch's lines on a phone showed only the parcel. Each is a card with its parcel,
 * item, stock area, lot and quantity whole.
 */
export const SubmittedDispatchOnAPhone: Story = {
  // As the dispatch's form draws its lines: no figures, a stock document's.
  render: (args) => (
    <div style={{ width: PHONE }}>
      <LineGrid {...args} />
    </div>
  ),
  args: {
    lines: DISPATCH_LINES,
    rows: [
      parcel('PCL/2026-27/00017', 'PP Woven Sack 50 kg Cement Laminated', 500),
      parcel('PCL/2026-27/00018', 'PP Woven Sack 50 kg Cement Laminated', 480),
    ],
    disabled: true,
    renderLookup: named,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Lines' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(beyond(list)).toEqual([]);
    await expect(canvas.getByRole('textbox', { name: 'Parcel Number, line 2' })).toHaveValue(
      'PCL/2026-27/00018',
    );
    await expect(canvas.getByRole('combobox', { name: 'Item, line 1' })).toHaveValue(
      'PP Woven Sack 50 kg Cement Laminated',
    );
    const quantity = canvas.getByRole('textbox', { name: 'Dispatched Quantity, line 1' });
    await expect(quantity).toHaveValue('500');
    // Whole in their boxes: the parcel's number and the item's name are not cut.
    for (const name of ['Parcel Number, line 1', 'Item, line 1']) {
      const box = canvas.getByRole(name.startsWith('Item') ? 'combobox' : 'textbox', { name });
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    }
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};
