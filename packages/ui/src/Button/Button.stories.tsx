import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from './Button.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const meta = {
  title: 'Foundations/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant and size, enabled and disabled. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {([false, true] as const).map((disabled) => (
        <Row key={String(disabled)}>
          <Button variant="primary" icon="plus" disabled={disabled}>
            Add New
          </Button>
          <Button variant="secondary" icon="refresh" disabled={disabled}>
            Refresh
          </Button>
          <Button variant="danger" icon="trash" disabled={disabled}>
            Delete
          </Button>
          <Button variant="ghost" disabled={disabled}>
            Cancel
          </Button>
          <Button size="sm" variant="primary" disabled={disabled}>
            Small
          </Button>
          <Button iconOnly icon="edit" aria-label="Edit" disabled={disabled} />
        </Row>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Busy at once on the click (issue 40): a spinner for the icon, `aria-busy`, the name kept, and a second
 * click refused, a submit's too; no progress text in the first second.
 */
export const Busy: Story = {
  args: { variant: 'primary', icon: 'report', children: 'Print', busy: { seconds: 0 } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Print' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent(/^Print$/);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** Past a second with no byte yet: the seconds the server has been preparing the file. */
export const BusyPreparing: Story = {
  args: { icon: 'report', children: 'Labels', busy: { seconds: 3 } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Labels/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent('Preparing… 3 s');
  },
};

/** The file arriving: the bytes received, of the whole when the server said its length. */
export const BusyDownloading: Story = {
  render: () => (
    <Row>
      <Button icon="report" busy={{ seconds: 2, loaded: 1_572_864, total: 3_145_728 }}>
        Excel
      </Button>
      <Button icon="report" busy={{ seconds: 5, loaded: 2048 }}>
        PDF
      </Button>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Excel/ })).toHaveTextContent(
      'Downloading… 1.5 MB of 3.0 MB',
    );
    await expect(canvas.getByRole('button', { name: /^PDF/ })).toHaveTextContent('Downloading… 2.0 KB');
  },
};

/** An icon-only button keeps its name and shows the spinner; `busy` as `true` has no clock and no text. */
export const BusyIconOnly: Story = {
  args: { iconOnly: true, icon: 'report', 'aria-label': 'Print', busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Print' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A click makes the button busy; when the work ends it is itself again, and a click starts it anew. */
function PrintThenFinish({ onClick }: { onClick?: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Row>
      <Button
        icon="report"
        busy={busy && { seconds: 0 }}
        onClick={() => {
          onClick?.();
          setBusy(true);
        }}
      >
        Print
      </Button>
      <Button variant="ghost" onClick={() => setBusy(false)}>
        Finish
      </Button>
    </Row>
  );
}

export const BusyEnds: Story = {
  render: (args) => <PrintThenFinish onClick={args.onClick} />,
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const print = canvas.getByRole('button', { name: 'Print' });
    await userEvent.click(print);
    await expect(print).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(print);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(print).not.toHaveAttribute('aria-busy');
    await userEvent.click(print);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
