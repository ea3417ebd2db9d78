import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness, required } from '../internal/FieldHarness.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Item Name', value: '', onChange: () => {} },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Enter Item Name' } };

export const Filled: Story = { args: { value: 'HDPE Woven Sack 50 kg', hint: 'As printed on the bag' } };

export const Disabled: Story = { args: { value: 'PP-WS-050', disabled: true, label: 'Item Code' } };

/** The required mark shows at once; the error only after a submit attempt (spec §5). */
export const ErrorOnlyAfterSubmit: Story = {
  render: (args) => (
    <FieldHarness initial="" validate={required()}>
      {(state) => <TextField {...args} required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByLabelText('Item Name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Item Name'), 'Laminated bag');
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"Laminated bag"');
  },
};

export const ShowingError: Story = {
  args: { required: true, submitted: true, error: 'This field is required' },
};
