import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ReasonDialog, type ReasonDialogAction } from './ReasonDialog.tsx';

/** The dialog as a caller keeps it: open until confirmed or dismissed, the typed text kept by the caller. */
function Asking({
  action,
  onConfirm,
}: {
  action: ReasonDialogAction;
  onConfirm: (action: ReasonDialogAction, reason: string) => void;
}) {
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState('');
  return (
    <ReasonDialog<ReasonDialogAction>
      action={open ? action : null}
      reason={reason}
      onReasonChange={setReason}
      onConfirm={(given, text) => {
        setOpen(false);
        onConfirm(given, text);
      }}
      onDismiss={() => setOpen(false)}
    />
  );
}

const meta = {
  title: 'Documents/ReasonDialog',
  component: Asking,
  args: { action: 'reject', onConfirm: fn() },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof Asking>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An approver's reject (issue 16): its remarks are required, spaces are none. */
export const RejectNeedsRemarks: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this document?' }));
    const remarks = dialog.getByRole('textbox', { name: 'Remarks' });
    await userEvent.type(remarks, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByText('Remarks are required')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(remarks);
    await userEvent.type(remarks, 'Rate too high');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('reject', 'Rate too high');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The reject dialog as it opens (for its picture). */
export const RejectDialog: Story = {};
