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

/** The width of the line number's column. */
const LINE_NUMBER = 36;

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
  /* A wide grid scrolls within itself keeping each line's number, its first field and item at the start, and
     its total and Remove at the end, in view (issue 42: scrolled sideways, the rows lost the item name; issue 56:
     a purchase order's Total, the daily production's Item). */
  & [data-pin] {
    position: sticky;
    z-index: 1;
    box-sizing: border-box;
  }
  & td[data-pin] {
    background: ${({ theme }) => theme.color.surface};
  }
  & thead th:first-child,
  & td[data-line] {
    width: ${LINE_NUMBER}px;
    min-width: ${LINE_NUMBER}px;
  }
  & [data-pin='start'][data-pin-edge] {
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.color.border};
  }
  [data-under-end] > & [data-pin='end'][data-pin-edge] {
    box-shadow: inset 1px 0 0 ${({ theme }) => theme.color.borderStrong};
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
