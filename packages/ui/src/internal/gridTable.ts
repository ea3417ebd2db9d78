import styled from 'styled-components';

/* The bordered, scrolling table of rows to work on (the line grid, the reorder list): one look for both. */

// Positioned, so that what is placed absolutely inside (a line's visually hidden label) is clipped by the
// scroll box instead of widening the page past it (a phone's invoice was 1,139 px wide, issue 42).
export const GridScroll = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const GridTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  & th {
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & th[data-numeric] {
    text-align: right;
  }
  & td {
    padding: ${({ theme }) => theme.space(1)};
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & tbody tr:last-child td {
    border-bottom: 0;
  }
`;
