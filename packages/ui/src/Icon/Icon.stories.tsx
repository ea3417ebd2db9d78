import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { ICON_NAMES, Icon } from './Icon.tsx';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, 112px);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
const Cell = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
`;

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'inventory' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of the set with its name. */
export const AllIcons: Story = {
  render: () => (
    <Grid>
      {ICON_NAMES.map((name) => (
        <Cell key={name}>
          <Icon name={name} size={24} />
          {name}
        </Cell>
      ))}
    </Grid>
  ),
};

/** An icon with a title is an image with that name; without one it is hidden from assistive technology. */
export const WithTitle: Story = {
  args: { name: 'warning', title: 'Low stock', size: 32 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Low stock' })).toBeVisible();
  },
};
