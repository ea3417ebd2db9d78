import { fieldSchema, type FieldDef } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness } from '../internal/FieldHarness.tsx';
import { AmountField } from './AmountField.tsx';

const meta = {
  title: 'Forms/AmountField',
  component: AmountField,
  args: { label: 'Purchase Price', value: null, onChange: () => {} },
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Indian digit grouping with two decimals (spec §9). */
export const Filled: Story = { args: { value: 1234567.5 } };

export const EditsRawShowsGrouped: Story = {
  render: (args) => (
    <FieldHarness<number | null> initial={null}>
      {(state) => <AmountField {...args} {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Purchase Price');
    await userEvent.type(input, '1234567.5');
    await expect(input).toHaveValue('1234567.5');
    await userEvent.tab();
    await expect(input).toHaveValue('12,34,567.50');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('1234567.5');
  },
};

const PRICE: FieldDef = { key: 'purchasePrice', label: 'Purchase Price', type: 'amount', positive: true };
const check = (value: number | null) => {
  const result = fieldSchema(PRICE).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/**
 * Issue 14's own case: "tabbing into a field holding 17.50 and typing 99 shows 17.599 and saves 17.6".
 * Now Tab selects 17.50 and 99 replaces it.
 */
export const TabInTypeReplaces: Story = {
  render: (args) => (
    <FieldHarness<number | null> initial={17.5} validate={check}>
      {(state) => <AmountField {...args} {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Purchase Price');
    await expect(input).toHaveValue('17.50');
    await userEvent.tab();
    await userEvent.keyboard('99');
    await expect(input).toHaveValue('99');
    await userEvent.tab();
    await expect(input).toHaveValue('99.00');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('99');
  },
};

/** Issue 14: the Indian-grouped display is what the user edits, and it reads back exactly. */
export const IndianGroupingRoundTrip: Story = {
  render: (args) => (
    <FieldHarness<number | null> initial={100000.5} validate={check}>
      {(state) => <AmountField {...args} {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('Purchase Price');
    await expect(input).toHaveValue('1,00,000.50');
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveValue('1,00,000.50');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('100000.5');
    await userEvent.click(input);
    // The caret goes to the end without the text changing: the user edits what they see.
    await userEvent.keyboard('{End}{Backspace}5');
    await expect(input).toHaveValue('1,00,000.55');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('100000.55');
    await userEvent.tab();
    await expect(input).toHaveValue('1,00,000.55');
  },
};

/** Issue 14: more than paise is refused with its message on the field, and never rounded on screen. */
export const TooManyDecimalsRefused: Story = {
  render: (args) => (
    <FieldHarness<number | null> initial={17.5} validate={check}>
      {(state) => <AmountField {...args} {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Purchase Price');
    await userEvent.click(input);
    await userEvent.keyboard('{End}9');
    await expect(input).toHaveValue('17.509');
    await userEvent.tab();
    await expect(input).toHaveValue('17.509');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Purchase Price may have at most 2 decimal places')).toBeVisible();
  },
};

export const ShowingError: Story = {
  args: { value: 0, required: true, submitted: true, error: 'Purchase price must be greater than zero' },
};
