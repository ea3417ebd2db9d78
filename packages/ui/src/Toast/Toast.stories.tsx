import { MESSAGES, TOAST_TITLES } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toast, Toaster, useToaster } from './Toast.tsx';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { variant: 'success', title: TOAST_TITLES.SUCCESS, message: MESSAGES.PROFILE_SAVED, onDismiss: fn() },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §8: profile saved. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const toast = within(canvasElement).getByRole('status', { name: 'Success' });
    await expect(toast).toHaveTextContent('Profile Saved Successfully');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Spec §8: errors are alerts. */
export const ErrorAlert: Story = {
  args: { variant: 'error', title: TOAST_TITLES.ERROR, message: MESSAGES.PROFILE_SAVE_FAILED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Failed To Save Profile',
    );
  },
};

/** Spec §6: the route guard's warning. */
export const Warning: Story = {
  args: { variant: 'warning', title: MESSAGES.ACCESS_DENIED_TITLE, message: MESSAGES.ACCESS_DENIED },
};

export const Info: Story = {
  args: { variant: 'info', title: 'Stock transfer', message: 'Transfer ST-0042 is waiting for validation.' },
};

/** Decision 2054: what a move made is said as done, with the way to open it; following it dismisses the toast. */
export const Opens: Story = {
  args: {
    title: 'Quotation',
    message: 'Sales Order made from QT/2026-27/00001, as a draft to check and submit.',
    opens: { name: 'Sales Order', href: '#/module/sales-order/addUpdate/3' },
  },
  play: async ({ args, canvasElement }) => {
    const toast = within(canvasElement).getByRole('status', { name: 'Quotation' });
    const link = within(toast).getByRole('link', { name: 'Open Sales Order' });
    await expect(link).toHaveAttribute('href', '#/module/sales-order/addUpdate/3');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = { args: { message: undefined, title: 'Saved', onDismiss: undefined } };

function Demo() {
  const { toasts, show, dismiss } = useToaster();
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button
        onClick={() => show({ variant: 'success', title: 'Success', message: 'Profile Saved Successfully' })}
      >
        Save profile
      </Button>
      <Button
        onClick={() =>
          show({ variant: 'error', title: 'ERROR', message: 'System configuration could not be loaded' })
        }
      >
        Load config
      </Button>
      <Toaster toasts={toasts} onDismiss={dismiss} duration={400} contained />
    </div>
  );
}

/** The Toaster lists toasts; each goes on its X or after its duration (400 ms here). */
export const ToasterList: Story = {
  render: () => <Demo />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Load config' }));
    const list = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(list).getByRole('status', { name: 'Success' })).toBeVisible();
    await userEvent.click(
      within(within(list).getByRole('alert', { name: 'ERROR' })).getByRole('button', { name: 'Dismiss' }),
    );
    await expect(within(list).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(within(list).queryByRole('status')).toBeNull(), { timeout: 2000 });
  },
};

function OpensDemo() {
  const { toasts, show, dismiss } = useToaster();
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button
        onClick={() =>
          show({
            variant: 'success',
            title: 'Quotation',
            message: 'Sales Order made from QT/2026-27/00001, as a draft to check and submit.',
            opens: { name: 'Sales Order', href: '#/module/sales-order/addUpdate/3' },
          })
        }
      >
        Accept
      </Button>
      <Toaster toasts={toasts} onDismiss={dismiss} duration={200} contained />
    </div>
  );
}

/** Decision 2054: a toast with a way on outlasts the duration, so that a keyboard can reach it; its X closes it. */
export const OpensStays: Story = {
  render: () => <OpensDemo />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    const list = canvas.getByRole('region', { name: 'Notifications' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const toast = within(list).getByRole('status', { name: 'Quotation' });
    await expect(within(toast).getByRole('link', { name: 'Open Sales Order' })).toBeVisible();
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await expect(within(list).queryByRole('status')).toBeNull();
  },
};

/** Every kind stacked, as the Toaster shows them. */
export const Stacked: Story = {
  render: () => (
    <Toaster
      contained
      duration={0}
      max={4}
      onDismiss={() => {}}
      toasts={[
        { id: '1', variant: 'success', title: 'Success', message: 'Profile Saved Successfully' },
        { id: '2', variant: 'error', title: 'Error', message: 'Failed To Save Profile' },
        {
          id: '3',
          variant: 'warning',
          title: 'Access Denied',
          message: 'You are not allow to access this module',
        },
        { id: '4', variant: 'info', title: 'Info', message: 'A new version is available.' },
      ]}
    />
  ),
};

/**
 * Decision 0512: at most three show, newest last; a fourth pushes the oldest out (it is dismissed). Each is
 * announced (status or alert, by its title) and closes by its Dismiss button.
 */
const pushedOut = fn();

export const AtMostThree: Story = {
  render: () => (
    <Toaster
      contained
      duration={0}
      onDismiss={pushedOut}
      toasts={[
        { id: '1', variant: 'info', title: 'Oldest', message: 'Pushed out by the fourth.' },
        { id: '2', variant: 'success', title: 'Success', message: 'Unit of Measure Saved Successfully' },
        { id: '3', variant: 'error', title: 'Error', message: 'Unit of measure not found.' },
        {
          id: '4',
          variant: 'warning',
          title: 'Access Denied',
          message: 'You are not allow to access this module',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(within(list).queryByText('Oldest')).toBeNull();
    await waitFor(() => expect(pushedOut).toHaveBeenCalledWith('1'));
    await expect(within(list).getByRole('status', { name: 'Success' })).toBeVisible();
    await expect(within(list).getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Unit of measure not found.',
    );
    await expect(within(list).getByRole('alert', { name: 'Access Denied' })).toBeVisible();
    await expect(within(list).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  },
};
