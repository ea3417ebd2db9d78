import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness, required } from '../internal/FieldHarness.tsx';
import { TextareaField } from './TextareaField.tsx';

const meta = {
  title: 'Forms/TextareaField',
  component: TextareaField,
  args: { label: 'Billing Address', value: '', onChange: () => {} },
} satisfies Meta<typeof TextareaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: 'Plot 42, GIDC Estate,\nMakarpura, Vadodara 390010,\nGujarat' },
};

export const ErrorOnlyAfterSubmit: Story = {
  render: (args) => (
    <FieldHarness initial="" validate={required()}>
      {(state) => <TextareaField {...args} required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Billing Address'), 'Plot 7{Enter}Salem');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"Plot 7\\nSalem"');
  },
};
