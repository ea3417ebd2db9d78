import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { IntakeTokenDialog } from './IntakeTokenDialog.tsx';

const meta = {
  title: 'CRM/IntakeTokenDialog',
  component: IntakeTokenDialog,
  args: {
    token: 'dpt_3q2-7wEjd8Tb0Ls1mVxYc9kPqR4uZnHf6aGe5iOlW0s',
    url: 'https://erp.example.in/api/v1/crm/digitalPlatform/intake/3',
    onCopy: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof IntakeTokenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The token shown once, with its address and the warning; Copy hands the token over. */
export const NewToken: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByLabelText('Token')).toHaveValue(args.token);
    await expect(screen.getByLabelText('Intake address')).toHaveValue(args.url);
    await expect(screen.getByRole('alert')).toHaveTextContent('it is not shown again');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(args.token);
  },
};

/** Copied: the button says so; Done closes the dialog. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No token: nothing is shown. */
export const Closed: Story = {
  args: { token: null },
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
