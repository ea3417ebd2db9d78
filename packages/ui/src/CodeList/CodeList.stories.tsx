import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeList, type CodeListEntry, type CodeListProps } from './CodeList.tsx';

const ROLLS: CodeListEntry[] = [
  { code: 'R-2026-0412', description: 'PP Woven Fabric 60 GSM, 420 m' },
  { code: 'R-2026-0413', description: 'PP Woven Fabric 60 GSM, 415 m' },
];

/** The list as a screen holds it: what is added shows, what is removed goes. */
function Held(args: CodeListProps) {
  const [codes, setCodes] = useState(args.codes);
  return (
    <CodeList
      {...args}
      codes={codes}
      onAdd={(code) => {
        args.onAdd(code);
        setCodes((shown) => [...shown, { code }]);
      }}
      onRemove={(code) => {
        args.onRemove(code);
        setCodes((shown) => shown.filter((entry) => entry.code !== code));
      }}
    />
  );
}

const meta = {
  title: 'Floor/CodeList',
  component: CodeList,
  render: Held,
  args: { label: 'Rolls in this parcel', codes: ROLLS, onAdd: fn(), onRemove: fn() },
  parameters: { screenshot: { width: 420 } },
} satisfies Meta<typeof CodeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two rolls scanned into a parcel, each with what it is and its Remove. */
export const TwoRolls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Codes in the list' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('2 in the list')).toBeVisible();
  },
};

/** A keyboard scanner types the code and Enter: it is added, the field empties for the next. */
export const ScannedWithEnter: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Rolls in this parcel');
    await userEvent.type(field, 'R-2026-0414{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('R-2026-0414');
    await expect(field).toHaveValue('');
    await expect(canvas.getByRole('listitem', { name: 'R-2026-0414' })).toBeVisible();
  },
};

/** A code already in the list is refused in words, and not added twice. */
export const DuplicateRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Rolls in this parcel'), 'R-2026-0412');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('R-2026-0412 is already in the list');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Remove takes one code out. */
export const Removed: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove R-2026-0412' }));
    await expect(args.onRemove).toHaveBeenCalledWith('R-2026-0412');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Nothing scanned yet, after a submit: the form's error in words. */
export const EmptyRefused: Story = {
  args: { codes: [], error: 'Scan at least one roll', submitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Rolls in this parcel')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Scan at least one roll')).toBeVisible();
    await expect(canvas.getByText('0 in the list')).toBeVisible();
  },
};

/** On a 390 px phone: each code a row with its Remove in reach. */
export const Phone: Story = {
  parameters: { screenshot: { width: 358 } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <Held {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const remove of within(canvasElement).getAllByRole('button', { name: /^Remove/ })) {
      await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvasElement.firstElementChild?.getBoundingClientRect().right ?? 0,
      );
    }
  },
};
