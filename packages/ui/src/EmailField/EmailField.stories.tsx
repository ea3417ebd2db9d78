import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness } from '../internal/FieldHarness.tsx';
import { EmailField } from './EmailField.tsx';

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { label: 'E-Mail', value: '', onChange: () => {}, placeholder: 'Enter E-Mail Address' },
} satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'stores@narmadapolysacks.example' } };

const validate = (value: string) =>
  value === ''
    ? 'This field is required'
    : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
      ? undefined
      : 'Enter a valid e-mail address';

export const InvalidAfterSubmit: Story = {
  render: (args) => (
    <FieldHarness initial="" validate={validate}>
      {(state) => <EmailField {...args} required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('E-Mail');
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'stores@');
    await expect(canvas.queryByText('Enter a valid e-mail address')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
  },
};
