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

export const ShowingError: Story = {
  args: { value: 0, required: true, submitted: true, error: 'Purchase price must be greater than zero' },
};
