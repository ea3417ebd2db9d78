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

export const ShowingError: Story = {
  args: { value: 0, required: true, submitted: true, error: 'Must be greater than zero' },
};
