import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FORMATS, PASSWORD_POLICY } from '@erp/domain';
import { FieldHarness, required } from '../internal/FieldHarness.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', value: '', onChange: () => {}, placeholder: 'Enter Password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'secret-123' } };

/** The eye shows the password as text and hides it again (spec §2). */
export const ShowAndHide: Story = {
  render: (args) => (
    <FieldHarness initial="" validate={required()}>
      {(state) => <PasswordField {...args} required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'tiger');
    await expect(input).toHaveAttribute('type', 'password');
    const eye = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(eye);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('tiger');
    await userEvent.click(eye);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const ShowingError: Story = {
  args: { required: true, submitted: true, error: 'This field is required' },
};

/** Issue 14: the staff form shows the password policy beside the field, and checks it on submit. */
export const WithPolicy: Story = {
  render: (args) => (
    <FieldHarness
      initial=""
      validate={(value) => (FORMATS.password.test(value) ? undefined : FORMATS.password.message(args.label))}
    >
      {(state) => <PasswordField {...args} hint={PASSWORD_POLICY.hint} required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAccessibleDescription('At least 8 characters, and not the username.');
    await userEvent.type(input, 'tiger');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(input).toHaveAccessibleDescription(
      'At least 8 characters, and not the username. Password must be at least 8 characters',
    );
    await userEvent.type(input, '-tiger');
    await expect(input).toHaveAccessibleDescription('At least 8 characters, and not the username.');
  },
};
