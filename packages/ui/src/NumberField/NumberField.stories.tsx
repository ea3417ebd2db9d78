import { fieldSchema, type FieldDef } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness } from '../internal/FieldHarness.tsx';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'GSM', value: null, onChange: () => {} },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Shown with 1 to 4 decimals when not being edited (spec §9). */
export const Filled: Story = { args: { label: 'Quantity (kg)', value: 1250.5 } };

/** Issue 14: a quantity shows its unit of measure's decimals, not always one: 12 NOS, 1,250.500 KGS. */
export const InItsUnitsDecimals: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, width: 240 }}>
      <NumberField {...args} label="Reorder Level (NOS)" decimals={0} value={12} />
      <NumberField {...args} label="Reorder Level (KGS)" decimals={3} value={1250.5} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Reorder Level (NOS)')).toHaveValue('12');
    await expect(canvas.getByLabelText('Reorder Level (KGS)')).toHaveValue('1,250.500');
  },
};

/** The domain's own check of a field (the server's), as a form makes it. */
const checkOf = (field: FieldDef) => (value: number | null) => {
  const result = fieldSchema(field).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const validate = (value: number | null) =>
  value === null ? 'Enter a number' : value <= 0 ? 'Must be greater than zero' : undefined;

export const TypesAndFormats: Story = {
  render: (args) => (
    <FieldHarness<number | null> initial={null} validate={validate}>
      {(state) => <NumberField {...args} label="Quantity (kg)" required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Quantity (kg)');
    await userEvent.type(input, '12,500.25');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('12500.25');
    await userEvent.tab();
    await expect(input).toHaveValue('12,500.25');
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Enter a number')).toBeVisible();
    await expect(input).toHaveValue('abc');
  },
};

/**
 * Issue 42: text that is not a number says "Enter a number" as it is typed, before any Save; the value
 * the form gets is null until it reads as a number again. Issue 57: a number is read only as a person
 * writes it (decision 2272), so an exponent, a leading + or a space around it is no number either.
 */
export const EnterANumberAsTyped: Story = {
  render: (args) => (
    <FieldHarness<number | null> initial={null}>
      {(state) => <NumberField {...args} label="Quantity (kg)" {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Quantity (kg)');
    await userEvent.type(input, '12a');
    await expect(input).toHaveAccessibleDescription('Enter a number');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('null');
    await userEvent.tab();
    await expect(input).toHaveValue('12a');
    await expect(canvas.getByText('Enter a number')).toBeVisible();
    for (const unwritten of ['1e3', '+5', ' 5']) {
      await userEvent.clear(input);
      await userEvent.type(input, unwritten);
      await expect(input).toHaveAccessibleDescription('Enter a number');
      await expect(canvas.getByLabelText('Value')).toHaveTextContent('null');
    }
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await expect(canvas.queryByText('Enter a number')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('12');
  },
};

const YIELD: FieldDef = {
  key: 'yieldPercent',
  label: 'Yield %',
  type: 'number',
  min: 0,
  max: 100,
  decimals: 2,
};

/**
 * Issue 14: tabbing into a field selects what it holds, so typing replaces it (as in a spreadsheet);
 * a click that focuses it does the same. The text is not rewritten on focus.
 */
export const FocusSelectsTypingReplaces: Story = {
  render: (args) => (
    <FieldHarness<number | null> initial={17.5} validate={checkOf(YIELD)}>
      {(state) => <NumberField {...args} label="Yield %" decimals={2} {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('Yield %');
    await expect(input).toHaveValue('17.50');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('17.50');
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);
    await userEvent.keyboard('99');
    await expect(input).toHaveValue('99');
    await userEvent.tab();
    await expect(input).toHaveValue('99.00');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('99');
    await userEvent.click(input);
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);
    await userEvent.keyboard('42.5');
    await userEvent.tab();
    await expect(input).toHaveValue('42.50');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('42.5');
  },
};

const QUANTITY: FieldDef = { key: 'quantity', label: 'Quantity (kg)', type: 'number', decimals: 3 };

/**
 * Issue 14: a value with more decimals than the field takes is never rounded: it stays as typed and the
 * form's check refuses it with its message.
 */
export const TooManyDecimalsRefused: Story = {
  render: (args) => (
    <FieldHarness<number | null> initial={null} validate={checkOf(QUANTITY)}>
      {(state) => <NumberField {...args} label="Quantity (kg)" decimals={3} {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Quantity (kg)');
    await userEvent.type(input, '2.5005');
    await userEvent.tab();
    await expect(input).toHaveValue('2.5005');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('2.5005');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Quantity (kg) may have at most 3 decimal places')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(input);
    await userEvent.keyboard('2.5');
    await userEvent.tab();
    await expect(input).toHaveValue('2.500');
    await expect(canvas.queryByText(/decimal places/)).toBeNull();
  },
};

export const ShowingError: Story = {
  args: { value: 0, required: true, submitted: true, error: 'Must be greater than zero' },
};
