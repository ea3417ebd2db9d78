import type { Meta, StoryObj } from '@storybook/react-vite';
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
