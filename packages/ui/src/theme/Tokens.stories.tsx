import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled, { useTheme } from 'styled-components';
import type { ColorTokens, Theme } from './tokens.ts';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  width: 880px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  display: grid;
  grid-template-columns: 40px 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  font-size: ${({ theme }) => theme.font.size.xs};
  & span:first-child {
    height: 32px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  & code {
    font-family: ${({ theme }) => theme.font.familyMono};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Box = styled.div`
  display: grid;
  place-items: center;
  width: 96px;
  height: 56px;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const flat = (color: ColorTokens) =>
  Object.entries(color).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[name, value] as const]
      : Object.entries(value).flatMap(([status, set]) =>
          Object.entries(set as Record<string, string>).map(([part, v]) => [`${status}.${part}`, v] as const),
        ),
  );

function Tokens() {
  const theme = useTheme() as Theme;
  return (
    <Page>
      <section aria-label="Colour">
        <h2>Colour · {theme.name}</h2>
        <Swatches>
          {flat(theme.color).map(([name, value]) => (
            <Swatch key={name}>
              <span style={{ background: value }} />
              <span>
                {name}
                <br />
                <code>{value}</code>
              </span>
            </Swatch>
          ))}
        </Swatches>
      </section>
      <section aria-label="Type scale">
        <h2>Type scale</h2>
        <Row>
          {Object.entries(theme.font.size).map(([name, size]) => (
            <span key={name} style={{ fontSize: size }}>
              {name} Aa ₹12,34,567.50
            </span>
          ))}
        </Row>
      </section>
      <section aria-label="Radius and elevation">
        <h2>Radius and elevation</h2>
        <Row>
          {Object.entries(theme.radius).map(([name, radius]) => (
            <Box key={name} style={{ borderRadius: radius }}>
              radius.{name}
            </Box>
          ))}
          {([1, 2, 3] as const).map((level) => (
            <Box key={level} style={{ boxShadow: theme.elevation[level] }}>
              elevation.{level}
            </Box>
          ))}
        </Row>
      </section>
      <section aria-label="Spacing">
        <h2>Spacing</h2>
        <Row>
          {[1, 2, 3, 4, 6, 8].map((n) => (
            <span key={n}>
              <span
                style={{
                  display: 'block',
                  width: theme.space(n),
                  height: theme.space(n),
                  background: theme.color.accent,
                }}
              />
              space({n})
            </span>
          ))}
        </Row>
      </section>
    </Page>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current brand's tokens (switch brand and light/dark in the toolbar). */
export const AllTokens: Story = {
  play: async ({ canvasElement }) => {
    const theme = within(canvasElement).getByRole('heading', { name: /^Colour/ });
    await expect(theme).toBeVisible();
  },
};
