import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { FullScreenSpinner } from './FullScreenSpinner.tsx';

const Page = styled.div`
  position: relative;
  width: 480px;
  height: 240px;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-family: ${({ theme }) => theme.font.family};
`;

const meta = {
  title: 'Feedback/FullScreenSpinner',
  component: FullScreenSpinner,
  args: { visible: true, contained: true },
  decorators: [
    (Story) => (
      <Page>
        <p>Purchase Order List</p>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof FullScreenSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Navigating: the page behind is covered in translucent blue. */
export const Navigating: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
