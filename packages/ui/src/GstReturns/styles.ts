import styled from 'styled-components';

/** The GST Returns screen's styled parts. */
export const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
  & td {
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & td[data-text] {
    text-align: left;
  }
  & tbody th,
  & tfoot th {
    text-align: left;
  }
  & tfoot th,
  & tfoot td {
    font-weight: 600;
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  & > div {
    flex: 0 1 200px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  align-self: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
