import styled from 'styled-components';
import { GridScroll, GridTable } from '../internal/gridTable.ts';
import { cardFields } from '../internal/cardFields.ts';

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

/** The lines on a phone: a card per line, its fields two to a row, names and long texts across it. */
export const Cards = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & [data-head] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
  }
  & [data-head] p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & [data-fields] {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(2)};
  }
  & [data-fields] > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    align-content: start;
    min-width: 0;
  }
  & [data-fields] > [data-wide] {
    grid-column: 1 / -1;
  }
  & [data-fields] > div > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & output[data-derived] {
    display: block;
    padding: ${({ theme }) => `${theme.space(1.5)} 0`};
    font-variant-numeric: tabular-nums;
  }
  ${cardFields('minmax(0, 1fr) auto')}
  & dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Mark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.color.danger};
`;
