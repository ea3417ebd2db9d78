import styled from 'styled-components';

// The frame, the field grid and the error summary every catalogue form shares (a master's, a document's).

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  align-items: start;
  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;
