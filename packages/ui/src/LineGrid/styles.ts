import styled from 'styled-components';
import { GridScroll, GridTable } from '../internal/gridTable.ts';

/** The line grid's styled parts. */
export const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

export const Scroll = GridScroll;

export const Table = styled(GridTable)`
  & td[data-line],
  & td[data-computed] {
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(2)}`};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & td[data-line] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & td[data-computed] {
    min-width: 96px;
    text-align: right;
  }
  & output[data-derived] {
    display: block;
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(1)}`};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Mark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.color.danger};
`;
