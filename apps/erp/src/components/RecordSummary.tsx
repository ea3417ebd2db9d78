import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  margin: 0;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface SummaryItem {
  label: string;
  value: string;
}

/** A record shown for reading: each field's label over its value ('—' when empty). */
export function RecordSummary({ label, items }: { label: string; items: readonly SummaryItem[] }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value || '—'}</dd>
        </div>
      ))}
    </List>
  );
}
