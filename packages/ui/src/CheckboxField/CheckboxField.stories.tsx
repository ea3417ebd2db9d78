import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/**
 * In a grid cell (issue 42: the daily production grid printed "Still Down After the Shift, line 1" in
 * every cell): the column header says what it is, so the box shows no text; its label names it for
 * screen readers.
 */
export const InAGridCell: Story = {
  args: { label: 'Still Down After the Shift, line 1', hideLabel: true, required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Still Down After the Shift, line 1' });
    await expect(box).toBeVisible();
    await expect(canvas.getByText('Still Down After the Shift, line 1')).toHaveStyle({
      position: 'absolute',
    });
    await expect(canvasElement.getBoundingClientRect().height).toBeLessThan(60);
    await expect(canvas.queryByText('*')).toBeNull();
  },
};

/** A setting that turns something on or off (issue 42): a switch named by what it does, its hint below. */
export const AsSwitch: Story = {
  args: {
    label: 'Hold received goods until a lab test passes them',
    hint: 'Received goods wait in stock, held, until a lab test of their lot passes them.',
    appearance: 'switch',
    value: false,
    onChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: 'Hold received goods until a lab test passes them',
    });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
