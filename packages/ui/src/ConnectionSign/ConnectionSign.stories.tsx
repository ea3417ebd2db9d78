import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TopBar } from '../TopBar/TopBar.tsx';
import { ConnectionSign, type ConnectionSignProps } from './ConnectionSign.tsx';

const onHold = {
  key: 'a1',
  label: 'Move lot L-104 to Rack B-2',
  reason: 'Lot L-104 is on hold for the lab: it cannot move until it is released.',
  madeAt: '27-11-2026 09:42',
};
const moved = {
  key: 'b2',
  label: 'Issue lot L-88 to Weaving',
  reason: 'Lot L-88 is no longer in Godown 1: it was moved to Godown 2.',
  madeAt: '27-11-2026 09:47',
};

/** The sign where it lives: in the top bar, beside the user, on every screen. */
const InTopBar = (args: ConnectionSignProps) => (
  <TopBar
    title="Udyog ERP"
    homeHref="#/module"
    user={{ firstName: 'Ravi', lastName: 'Kumar' }}
    onToggleSidebar={fn()}
    onOrgProfile={fn()}
    onSetting={fn()}
    onLogout={fn()}
    status={<ConnectionSign {...args} />}
  />
);

const meta = {
  title: 'Layout/ConnectionSign',
  component: ConnectionSign,
  render: InTopBar,
  args: {
    online: false,
    waiting: 0,
    needsAttention: [],
    onRetry: fn(),
    onDiscard: fn(),
    onPassword: fn(),
    onReload: fn(),
    userName: 'ravi',
  },
  parameters: { layout: 'fullscreen', screenshot: { width: 900 } },
} satisfies Meta<typeof ConnectionSign>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The network is gone: the top bar says Offline. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const sign = within(canvasElement).getByRole('status', { name: 'Connection' });
    await expect(sign).toHaveTextContent('Offline');
    await expect(sign).not.toHaveTextContent('waiting');
  },
};

/** Offline with two entries kept on the phone: "2 waiting to send". */
export const OfflineWaiting: Story = {
  args: { waiting: 2 },
  play: async ({ canvasElement }) => {
    const sign = within(canvasElement).getByRole('status', { name: 'Connection' });
    await expect(sign).toHaveTextContent('Offline');
    await expect(sign).toHaveTextContent('2 waiting to send');
  },
};

/** The same on a 390 px phone: the sign fits beside the logo and the user's initials. */
export const OfflineWaitingPhone: Story = {
  args: { waiting: 2, needsAttention: [onHold] },
  parameters: { screenshot: { width: 390 } },
  render: (args) => (
    <div style={{ width: 390 }}>
      <InTopBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sign = canvas.getByRole('status', { name: 'Connection' });
    await expect(sign).toHaveTextContent('2 waiting to send');
    const attention = within(sign).getByRole('button', { name: 'Needs attention (1)' });
    await expect(attention.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    for (const part of [sign, canvas.getByRole('button', { name: 'Ravi Kumar' })]) {
      const box = part.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bar.left);
      await expect(box.right).toBeLessThanOrEqual(bar.right);
    }
    // Its own row, under the toggle, the logo and the user.
    await expect(sign.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      canvas.getByRole('button', { name: 'Toggle sidebar' }).getBoundingClientRect().bottom,
    );
  },
};

/** Back online, the entries going: the count alone, until none waits. */
export const Sending: Story = {
  args: { online: true, waiting: 1 },
  play: async ({ canvasElement }) => {
    const sign = within(canvasElement).getByRole('status', { name: 'Connection' });
    await expect(sign).not.toHaveTextContent('Offline');
    await expect(sign).toHaveTextContent('1 waiting to send');
  },
};

/** Online, nothing waiting, nothing refused, nothing new: the sign is gone. */
export const AllSent: Story = {
  args: { online: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status', { name: 'Connection' })).toBeNull();
  },
};

/** What the server refused: each with what was done, when, and why; Send again or Discard. */
export const NeedsAttention: Story = {
  args: { online: true, needsAttention: [onHold, moved] },
  // Drawn open by its own story (…Open); this one is the clicks.
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Needs attention (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Needs attention' });
    const first = within(dialog).getByRole('listitem', { name: onHold.label });
    await expect(first).toHaveTextContent(onHold.reason);
    await expect(first).toHaveTextContent('Made 27-11-2026 09:42');
    await userEvent.click(within(first).getByRole('button', { name: 'Send again' }));
    await expect(args.onRetry).toHaveBeenCalledWith('a1');
    const second = within(dialog).getByRole('listitem', { name: moved.label });
    await userEvent.click(within(second).getByRole('button', { name: 'Discard' }));
    const sure = await screen.findByRole('dialog', { name: 'Discard this entry?' });
    await userEvent.click(within(sure).getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledWith('b2');
  },
};

/** Needs attention as it opens: each refusal in words, with its time and its two choices. */
export const NeedsAttentionOpen: Story = {
  args: { online: true, needsAttention: [onHold, moved], initialDialog: 'attention' },
  parameters: { screenshot: { role: 'dialog' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Needs attention' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(dialog).getAllByRole('button', { name: 'Send again' })).toHaveLength(2);
  },
};

/** The session expired while entries waited: the password is asked in place, and a refusal said. */
export const PasswordAsked: Story = {
  args: { online: true, waiting: 3, passwordAsked: true, passwordError: 'Invalid username or password' },
  // Drawn open by its own story (…Open); this one is the clicks.
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Session expired: log in to send' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    await expect(dialog).toHaveTextContent('Enter the password of ravi');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid username or password');
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(args.onPassword).toHaveBeenCalledWith('secret'));
  },
};

/** The password asked, as it opens, with the last refusal said. */
export const PasswordAskedOpen: Story = {
  args: {
    online: true,
    waiting: 3,
    passwordAsked: true,
    passwordError: 'Invalid username or password',
    initialDialog: 'password',
  },
  parameters: { screenshot: { role: 'dialog' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    await expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid username or password');
  },
};

/** A new version has arrived: it waits until the user chooses Reload, so no screen mixes two versions. */
export const NewVersion: Story = {
  args: { online: true, newVersion: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'A new version is ready: Reload' }),
    );
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
