import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter.tsx';

/** A list's filter as the app holds it: the range changes only through `onChange`. */
function Filtering(args: DateRangeFilterProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateRangeFilter
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Documents/DateRangeFilter',
  component: DateRangeFilter,
  render: Filtering,
  args: { value: { from: '', to: '' }, onChange: fn() },
} satisfies Meta<typeof DateRangeFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No range: both ends open, the placeholders show the format. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Date range' });
    await expect(within(group).getByLabelText('From')).toHaveAttribute('placeholder', 'dd-MM-yyyy');
    await expect(within(group).getByLabelText('To')).toHaveValue('');
  },
};

/** A quarter of the financial year: the API's yyyy-MM-dd shows as dd-MM-yyyy. */
export const Filled: Story = {
  args: { value: { from: '2026-04-01', to: '2026-06-30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue('01-04-2026');
    await expect(canvas.getByLabelText('To')).toHaveValue('30-06-2026');
    await expect(canvas.queryByText('From must be on or before To')).toBeNull();
  },
};

/** From after To: said in words on To, which is marked invalid. */
export const FromAfterTo: Story = {
  args: { value: { from: '2026-06-30', to: '2026-04-01' } },
  play: async ({ canvasElement }) => {
    const to = within(canvasElement).getByLabelText('To');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('From must be on or before To');
    await expect(within(canvasElement).getByLabelText('From')).not.toHaveAttribute('aria-invalid');
  },
};

/** Typing a range backwards says so at once; correcting To clears it and the range reaches the app. */
export const TypingARange: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('From'), '01-04-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-04-01', to: '' });
    const to = canvas.getByLabelText('To');
    await userEvent.type(to, '31-03-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-04-01', to: '2026-03-31' });
    await expect(canvas.getByText('From must be on or before To')).toBeVisible();
    await userEvent.clear(to);
    await userEvent.type(to, '1-4-2026');
    await expect(canvas.queryByText('From must be on or before To')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-04-01', to: '2026-04-01' });
  },
};

/** Text that is no day says so once the field is left, not while it is typed. */
export const NotADate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('From');
    await userEvent.type(from, '31-02-2026');
    await expect(canvas.queryByText('Enter the date as dd-MM-yyyy')).toBeNull();
    await userEvent.tab();
    await expect(from).toHaveAccessibleDescription('Enter the date as dd-MM-yyyy');
  },
};

/** Clear empties both ends and forgets the errors. */
export const Clear: Story = {
  args: { value: { from: '2026-06-30', to: '2026-04-01' } },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '', to: '' });
    await expect(canvas.getByLabelText('From')).toHaveValue('');
    await expect(canvas.getByLabelText('To')).toHaveValue('');
    await expect(canvas.queryByText('From must be on or before To')).toBeNull();
  },
};

/** Disabled while the list loads: nothing can be typed or cleared. */
export const Disabled: Story = {
  args: { value: { from: '2026-04-01', to: '' }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear dates' })).toBeDisabled();
  },
};
