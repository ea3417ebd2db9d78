import { DOCUMENTS, lineDerivations } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Entering, line, LINES, pickLocally, type LineGridStoryArgs } from './fixtures.tsx';

const meta = {
  title: 'Documents/LineGrid',
  render: Entering,
  args: {
    lines: LINES,
    rows: [],
    onChange: fn(),
    onAddRow: fn(),
    onRemoveRow: fn(),
    renderLookup: pickLocally,
  },
  parameters: { screenshot: { width: 1240 } },
} satisfies Meta<LineGridStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = [line(11, 500), line(12, 250.5, { discountPercent: 2.5 }), line(20, 2000)];

/** A new order: one empty line to type into, nothing to remove yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('table', { name: 'Lines' });
    await expect(within(grid).getByRole('combobox', { name: 'Item, line 1' })).toHaveValue('');
    await expect(within(grid).queryByRole('button', { name: /Remove line/ })).toBeNull();
  },
};

/** Lines within the state: each line's taxable value, CGST and SGST, and total, in Indian grouping. */
export const Filled: Story = {
  args: { rows: FILLED },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('table', { name: 'Lines' });
    await expect(within(grid).getByRole('textbox', { name: 'Quantity, line 2' })).toHaveValue('250.500');
    await expect(within(grid).getByRole('textbox', { name: 'Rate, line 1' })).toHaveValue('112.50');
    // 500 × 112.50 = 56,250.00 with 9% + 9%: 66,375.00.
    const first = within(grid).getAllByRole('row')[1];
    await expect(first).toHaveTextContent('56,250.00');
    await expect(first).toHaveTextContent('66,375.00');
    await expect(within(grid).getByRole('combobox', { name: 'Item, line 4' })).toHaveValue('');
  },
};

/** Between states: IGST at the full rate instead of CGST and SGST. */
export const InterState: Story = {
  args: { rows: FILLED, interState: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('table', { name: 'Lines' });
    await expect(within(grid).getByRole('columnheader', { name: 'IGST' })).toBeVisible();
    await expect(within(grid).queryByRole('columnheader', { name: 'CGST + SGST' })).toBeNull();
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('10,125.00');
  },
};

/**
 * A refusal: each message on the cell it belongs to (aria-invalid, described by it), a line's own under
 * the line, all announced; what was typed stays.
 */
export const WithErrors: Story = {
  args: {
    rows: [line(11, 500, { hsnCode: '39' }), line(12, 0), line(13, 25)],
    errors: {
      'lines.0.hsnCode': 'HSN Code must have 4 or 6 digits',
      'lines.1.quantity': 'Quantity must be greater than 0',
      'lines.2': 'UV Masterbatch is inactive',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity, line 2' });
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription('Quantity must be greater than 0');
    await expect(canvas.getByRole('textbox', { name: 'HSN Code, line 1' })).toHaveValue('39');
    await expect(canvas.getByRole('textbox', { name: 'HSN Code, line 1' })).toHaveAccessibleDescription(
      'HSN Code must have 4 or 6 digits',
    );
    await expect(canvas.getByText('UV Masterbatch is inactive')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Line 2: Quantity must be greater than 0');
    await expect(canvas.getByRole('status')).toHaveTextContent('Line 3: UV Masterbatch is inactive');
  },
};

/** No line at all: the refusal shows under the grid. */
export const NoLines: Story = {
  args: { errors: { lines: 'Add at least one line' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Add at least one line');
  },
};

/** A submitted order: read only, no empty line offered, nothing to remove. */
export const ReadOnly: Story = {
  args: { rows: FILLED, disabled: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('table', { name: 'Lines' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
    await expect(within(grid).getByRole('textbox', { name: 'Rate, line 1' })).toBeDisabled();
    await expect(within(grid).queryByRole('button')).toBeNull();
  },
};

// The plan's lines as its form shows them, less the columns this story does not need.
const PLAN_LINES = {
  ...DOCUMENTS.planning.lines,
  fields: DOCUMENTS.planning.lines.fields.filter(
    (field) => !field.hidden && !['salesOrderId', 'remarks'].includes(field.key),
  ),
};
const PLAN_ROWS = [
  line(20, 30, { producedQuantity: 0, byDate: '2026-12-01' }),
  line(11, 20, { producedQuantity: 12.25, byDate: '2026-12-01' }),
];

/** Issue 19: what is left to produce shows with the line unit's decimals, as the planned quantity beside it. */
export const DerivedQuantityInItsUnit: Story = {
  args: {
    lines: PLAN_LINES,
    rows: PLAN_ROWS,
    disabled: true,
    derived: lineDerivations(PLAN_LINES, { lines: PLAN_ROWS }, null),
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('table', { name: 'Lines' });
    await expect(within(grid).getByRole('status', { name: 'Left to Produce, line 1' })).toHaveTextContent(
      /^30$/,
    );
    await expect(within(grid).getByRole('status', { name: 'Left to Produce, line 2' })).toHaveTextContent(
      /^7\.750$/,
    );
  },
};

const MANY = Array.from({ length: 50 }, (_, i) => line([11, 12, 13, 20, 21][i % 5] ?? 11, 10 * (i + 1)));

/** Fifty lines (the bench's order): Enter from the last cell of the last goes to the empty line after it. */
export const ManyLines: Story = {
  args: { rows: MANY },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'GST Rate %, line 50' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Item, line 51' })).toHaveFocus();
  },
};

/** Keyboard first: Enter moves to the next cell, then the next line's first; Shift+Enter goes back. */
export const EnterMovesOn: Story = {
  args: { rows: FILLED },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity, line 1' });
    await userEvent.click(quantity);
    // Focused, a number is selected, so typing replaces it.
    await userEvent.keyboard('600{Enter}');
    await expect(quantity).toHaveValue('600.000');
    await expect(canvas.getByRole('combobox', { name: 'UOM, line 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'GST Rate %, line 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Item, line 2' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(canvas.getByRole('textbox', { name: 'GST Rate %, line 1' })).toHaveFocus();
  },
};

/**
 * Fast entry: an item is found by its name however it is typed (spec §5's matching) and chosen with Enter
 * (its unit, rate, HSN and GST rate follow); once the line's quantity is in, its total shows and a new
 * empty line appears.
 */
export const NewLineAppears: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('combobox', { name: 'Item, line 1' });
    await expect(item).not.toHaveAttribute('aria-required');
    await userEvent.type(item, 'pp granules raffia');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddRow).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(0, 'itemId', 11);
    await expect(item).toHaveValue('PP Granules (Raffia)');
    await expect(item).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Description, line 1' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Rate, line 1' })).toHaveValue('112.50');
    await expect(canvas.queryByRole('combobox', { name: 'Item, line 2' })).toBeNull();
    await userEvent.keyboard('{Enter}250{Enter}');
    // 250 × 112.50 = 28,125.00 with 9% + 9%: 33,187.50.
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('33,187.50');
    await expect(canvas.getByRole('combobox', { name: 'Item, line 2' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'UOM, line 1' })).toHaveFocus();
  },
};

/** "Remove line 2" removes the second line; the focus stays on the line now in its place. */
export const RemoveLine: Story = {
  args: { rows: FILLED },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove line 2' }));
    await expect(args.onRemoveRow).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('combobox', { name: 'Item, line 2' })).toHaveValue('HDPE Woven Sack 50 kg');
    await expect(canvas.queryByRole('button', { name: 'Remove line 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove line 2' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Item, line 2' })).toHaveFocus());
  },
};

/** A change to a cell calls `onChange` with the line, the field and the value read. */
export const ChangeCallsOnChange: Story = {
  args: { rows: FILLED },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Rate, line 2' }));
    await userEvent.keyboard('1,250.75');
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 'rate', 1250.75);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description, line 3' }), 'Printed, 2 colours');
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 'description', 'Printed, 2 colours');
  },
};
