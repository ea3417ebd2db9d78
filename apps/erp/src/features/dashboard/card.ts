import styled, { css } from 'styled-components';

/** A dashboard card that is a link: the tiles and the counts look and answer the pointer alike. */
export const linkCard = css`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSubtle};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
  }
`;

/** A section of the home dashboard (Sales, Maintenance): its heading over its parts. */
export const DashboardSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
