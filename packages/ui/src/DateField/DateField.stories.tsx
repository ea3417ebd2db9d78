import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness } from '../internal/FieldHarness.tsx';
import { DateField, isIsoDate } from './DateField.tsx';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'PO Date', value: '', onChange: () => {} },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder shows the format, dd-MM-yyyy (spec §9). */
export const Empty: Story = {};

/** The value is the API's yyyy-MM-dd; the field shows dd-MM-yyyy. */
export const Filled: Story = { args: { value: '2026-03-31' } };

const validate = (value: string) =>
  value === '' ? 'This field is required' : isIsoDate(value) ? undefined : 'Enter the date as dd-MM-yyyy';

export const TypedAsDdMmYyyy: Story = {
  render: (args) => (
    <FieldHarness initial="" validate={validate}>
      {(state) => <DateField {...args} required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('PO Date');
    await expect(input).toHaveAttribute('placeholder', 'dd-MM-yyyy');
    await userEvent.type(input, '31-02-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Enter the date as dd-MM-yyyy')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '1-3-2026');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"2026-03-01"');
    await userEvent.tab();
    await expect(input).toHaveValue('01-03-2026');
    await expect(canvas.queryByText('Enter the date as dd-MM-yyyy')).toBeNull();
  },
};

export const ShowingError: Story = {
  args: { required: true, submitted: true, error: 'This field is required' },
};
