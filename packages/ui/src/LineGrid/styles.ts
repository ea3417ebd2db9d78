import styled from 'styled-components';

/** The line grid's styled parts. */
export const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

export const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Table = styled.table`
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
`;

export const Mark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.color.danger};
`;
