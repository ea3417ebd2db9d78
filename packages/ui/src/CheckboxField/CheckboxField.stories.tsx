import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness } from '../internal/FieldHarness.tsx';
import { CheckboxField } from './CheckboxField.tsx';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'Is Active', value: false, onChange: () => {} },
} satisfies Meta<typeof CheckboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { value: true, hint: 'Inactive items are hidden from lookups' } };

export const Toggles: Story = {
  render: (args) => (
    <FieldHarness initial={false} validate={(v) => (v ? undefined : 'Accept the terms to continue')}>
      {(state) => <CheckboxField {...args} label="I accept the terms" required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Accept the terms to continue')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('I accept the terms'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.queryByText('Accept the terms to continue')).toBeNull();
  },
};
