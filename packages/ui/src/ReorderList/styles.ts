import styled from 'styled-components';
import { GridScroll, GridTable } from '../internal/gridTable.ts';

/** The reorder list's styled parts. */
export const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  & > :first-child {
    flex: 0 1 280px;
  }
  & > p {
    margin: 0 0 0 auto;
    align-self: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.color.accentSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  & a {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Scroll = GridScroll;

export const Table = styled(GridTable)`
  & tr[data-selected] td {
    background: ${({ theme }) => theme.color.accentSubtle};
  }
  & td[data-check] {
    width: 36px;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(2)}`};
    & input {
      width: 18px;
      height: 18px;
      margin: 0;
      accent-color: ${({ theme }) => theme.color.accent};
    }
  }
  & td[data-text],
  & td[data-computed],
  & td[data-empty] {
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(2)}`};
  }
  & td[data-text] small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  & td[data-computed] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & td[data-field] {
    min-width: 150px;
  }
  & td[data-empty] {
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
