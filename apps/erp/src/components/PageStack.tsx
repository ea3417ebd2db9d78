import styled from 'styled-components';

/** A page's parts (header, filters, table, pages) one under the other, evenly spaced. */
export const PageStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
