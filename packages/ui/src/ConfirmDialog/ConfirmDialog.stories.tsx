import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, useConfirm, type ConfirmDialogProps, type ConfirmResult } from './ConfirmDialog.tsx';

const shown = (result: ConfirmResult | 'none') => (result === undefined ? 'no result' : String(result));

/** A screen that asks before deleting, and shows what the dialog answered. */
function Asking(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [result, setResult] = useState<ConfirmResult | 'none'>('none');
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button variant="danger" icon="trash" onClick={() => setOpen(true)}>
        Delete item
      </Button>
      <output aria-label="Result">{result === 'none' ? '' : shown(result)}</output>
      <ConfirmDialog
        {...args}
        open={open}
        onClose={(r) => {
          args.onClose(r);
          setResult(r);
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  render: Asking,
  args: {
    open: false,
    title: 'Delete item?',
    message: 'HDPE Woven Sack 50 kg will be deleted. This cannot be undone.',
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete item' }));
  return screen.findByRole('dialog', { name: 'Delete item?' });
};

/** Open, as the user sees it: title, message, Cancel and OK, and the X. */
export const Open: Story = { args: { open: true }, parameters: { screenshot: { role: 'dialog' } } };

/** Spec §2: "Cancel closes with false". */
export const CancelResolvesFalse: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByText(/will be deleted/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByLabelText('Result')).toHaveTextContent('false');
  },
};

/** Spec §2: "OK with true". */
export const OkResolvesTrue: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledWith(true);
    await expect(within(canvasElement).getByLabelText('Result')).toHaveTextContent('true');
  },
};

/** Spec §2: "the X dismisses with no result"; Escape does the same. */
export const CloseDismissesWithNoResult: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith(undefined);
    await expect(within(canvasElement).getByLabelText('Result')).toHaveTextContent('no result');
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onClose).toHaveBeenLastCalledWith(undefined);
  },
};

/** Text and style of both buttons are configurable. */
export const CustomTextAndStyle: Story = {
  args: { open: true, okText: 'Delete', okVariant: 'danger', cancelText: 'Keep', cancelVariant: 'ghost' },
  parameters: { screenshot: { role: 'dialog' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeVisible();
  },
};

function Awaiting() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button
        onClick={async () => {
          const result = await confirm({ title: 'Leave this page?', message: 'Your changes are not saved.' });
          setAnswer(shown(result));
        }}
      >
        Leave
      </Button>
      <output aria-label="Answer">{answer}</output>
      {dialog}
    </div>
  );
}

/** `useConfirm` resolves a promise with the same result: here OK gives true. */
export const AwaitingAnAnswer: Story = {
  render: () => <Awaiting />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(within(canvasElement).getByLabelText('Answer')).toHaveTextContent('true');
  },
};
