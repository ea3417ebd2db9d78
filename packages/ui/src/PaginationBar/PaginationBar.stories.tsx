import { createPagination, type PaginationState } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaginationBar, type PaginationBarProps } from './PaginationBar.tsx';

/** Holds the machine's state like a list screen does, and reports every change to the spy. */
function Stateful(args: PaginationBarProps) {
  const [state, setState] = useState(args.state);
  return (
    <div style={{ width: 860 }}>
      <PaginationBar
        {...args}
        state={state}
        onChange={(next: PaginationState) => {
          args.onChange(next);
          setState(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Data/PaginationBar',
  component: PaginationBar,
  render: Stateful,
  args: { state: createPagination({ total: 95, pageSize: 10 }), onChange: fn() },
} satisfies Meta<typeof PaginationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Page' });
const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** 95 records, 10 a page: page 1 of 10. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total Count:')).toBeVisible();
    await expect(canvas.getByText('of 10')).toBeVisible();
    await expect(canvas.getByLabelText('Show rows')).toHaveValue('10');
    for (const name of ['First', 'Pre', 'Next', 'Last'])
      await expect(button(canvasElement, name)).toBeEnabled();
  },
};

/** Spec §4: "Pre on page 1 wraps to the last page". */
export const PreOnFirstPageGoesToLast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Pre'));
    await expect(page(canvasElement)).toHaveValue('10');
  },
};

/** Spec §4: "Next on the last page wraps to 1". */
export const NextOnLastPageGoesToFirst: Story = {
  args: { state: createPagination({ total: 95, pageSize: 10, page: 10 }) },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveValue('10');
    await userEvent.click(button(canvasElement, 'Next'));
    await expect(page(canvasElement)).toHaveValue('1');
  },
};

/** Spec §4: "First and Last do nothing when already there". */
export const FirstAndLastDoNothingWhenThere: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement, 'First'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(button(canvasElement, 'Last'));
    await expect(page(canvasElement)).toHaveValue('10');
    await userEvent.click(button(canvasElement, 'Last'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Spec §4: "The jump box clamps to 1..total pages on Enter". */
export const JumpClampsOnEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const box = page(canvasElement);
    await userEvent.clear(box);
    await userEvent.type(box, '4');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('4');
    await userEvent.clear(box);
    await userEvent.type(box, '99{Enter}');
    await expect(box).toHaveValue('10');
    await userEvent.clear(box);
    await userEvent.type(box, '0{Enter}');
    await expect(box).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, total: 95 });
  },
};

/** Spec §4: the jump box "is disabled when total records are at most the page size". */
export const JumpDisabledOnOnePage: Story = {
  args: { state: createPagination({ total: 10, pageSize: 10 }) },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByText('of 1')).toBeVisible();
  },
};

/** Spec §4: "Changing page size resets to page 1"; the sizes are 10, 20, 50, 100 (spec §9). */
export const ShowRowsResetsToPageOne: Story = {
  args: { state: createPagination({ total: 1234, pageSize: 10, page: 7 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = within(canvas.getByLabelText('Show rows')).getAllByRole('option');
    await expect(sizes.map((option) => option.textContent)).toEqual(['10', '20', '50', '100']);
    await userEvent.selectOptions(canvas.getByLabelText('Show rows'), '50');
    await expect(page(canvasElement)).toHaveValue('1');
    await expect(canvas.getByText('of 25')).toBeVisible();
    await expect(canvas.getByText('1,234')).toBeVisible();
  },
};

/**
 * Decision 0610: past 1,00,000 matches the server's count is an estimate, "labelled as such" in Indian
 * grouping; the pages go on, and Last reaches the true last page.
 */
export const EstimatedCount: Story = {
  args: { state: { ...createPagination({ total: 238517, pageSize: 10 }), estimated: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('about 2,40,000')).toBeVisible();
    await expect(canvas.getByText('of about 24,000')).toBeVisible();
  },
};

export const Empty: Story = { args: { state: createPagination({ total: 0 }) } };

export const Disabled: Story = { args: { disabled: true } };
