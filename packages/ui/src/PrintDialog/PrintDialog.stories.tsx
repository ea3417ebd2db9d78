import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PrintDialog, type PrintDialogProps } from './PrintDialog.tsx';

const meta = {
  title: 'Documents/PrintDialog',
  component: PrintDialog,
  args: {
    open: true,
    title: 'Print PO/26-27/00007',
    values: { copies: 2, extraRemarks: '', remember: false },
    onChange: fn(),
    onPrint: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof PrintDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as its page holds it: the values in state. */
function Controlled(props: PrintDialogProps) {
  const [values, setValues] = useState(props.values);
  return (
    <PrintDialog
      {...props}
      values={values}
      onChange={(change) => {
        props.onChange(change);
        setValues((current) => ({ ...current, ...change }));
      }}
    />
  );
}

/** A first print: three copies with a remark, kept for the reprint. */
export const FirstPrint: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    const copies = await screen.findByLabelText(/^Copies/);
    await expect(copies).toHaveValue('2');
    await userEvent.clear(copies);
    await userEvent.type(copies, '3');
    await expect(args.onChange).toHaveBeenLastCalledWith({ copies: 3 });
    await userEvent.type(screen.getByLabelText('Extra Remarks'), 'Deliver at gate 2');
    await expect(args.onChange).toHaveBeenLastCalledWith({ extraRemarks: 'Deliver at gate 2' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember for reprint' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ remember: true });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** A reprint: the kept choices prefilled and remembered. */
export const Reprint: Story = {
  args: { values: { copies: 3, extraRemarks: 'Deliver at gate 2', remember: true } },
  play: async () => {
    await expect(await screen.findByLabelText(/^Copies/)).toHaveValue('3');
    await expect(screen.getByLabelText('Extra Remarks')).toHaveValue('Deliver at gate 2');
    await expect(screen.getByRole('checkbox', { name: 'Remember for reprint' })).toBeChecked();
  },
};

/** Eleven copies: said in words, and Print waits for a number from 1 to 10. */
export const TooManyCopies: Story = {
  args: { values: { copies: 11, extraRemarks: '', remember: false } },
  play: async () => {
    await expect(await screen.findByText('Print from 1 to 10 copies')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  },
};

/** The server refused: its words stay in the dialog, which may be closed. */
export const Refused: Story = {
  args: { error: 'Purchase Order not found' },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Purchase Order not found');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Printing: Print busy (a second click refused), nothing changes. */
export const Printing: Story = {
  args: { printing: true, values: { copies: 3, extraRemarks: 'Urgent', remember: true } },
  play: async ({ args }) => {
    const print = await screen.findByRole('button', { name: 'Print' });
    await expect(print).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(print);
    await expect(args.onPrint).not.toHaveBeenCalled();
    await expect(screen.getByLabelText(/^Copies/)).toBeDisabled();
  },
};

/** A large PDF past a second (issue 40): Print counts the seconds the server has been preparing it. */
export const PrintingLargePdf: Story = {
  args: { printing: { seconds: 4 }, values: { copies: 3, extraRemarks: '', remember: false } },
  play: async () => {
    const print = await screen.findByRole('button', { name: /^Print/ });
    await expect(print).toHaveAttribute('aria-busy', 'true');
    await expect(print).toHaveTextContent('Preparing… 4 s');
  },
};
