import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness, required } from '../internal/FieldHarness.tsx';
import { SelectField } from './SelectField.tsx';

const UOMS = [
  { value: 'kg', label: 'Kilogram (kg)' },
  { value: 'nos', label: 'Numbers (Nos)' },
  { value: 'mtr', label: 'Metre (Mtr)' },
  { value: 'ltr', label: 'Litre (Ltr)' },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: { label: 'Unit of Measure', value: '', onChange: () => {}, options: UOMS },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'kg' } };

export const ChoosesAfterError: Story = {
  render: (args) => (
    <FieldHarness initial="" validate={required()}>
      {(state) => <SelectField {...args} required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Unit of Measure'), 'mtr');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"mtr"');
    await expect(canvas.queryByText('This field is required')).toBeNull();
  },
};

export const Disabled: Story = { args: { value: 'nos', disabled: true } };
