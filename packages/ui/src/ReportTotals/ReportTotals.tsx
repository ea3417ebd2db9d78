import styled from 'styled-components';
import { useUiText } from '../text/UiText.tsx';

/** One total: what it sums and its value as shown (a quantity in its decimals, an amount in Indian grouping). */
export interface ReportTotal {
  label: string;
  value: string;
}

export interface ReportTotalsProps {
  totals: readonly ReportTotal[];
  /** Why the totals read as they do, where a figure could not be worked out (a tooltip). */
  title?: string;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The row's visible mark: its figures are of every row the filter keeps, not a record's (issue 42). */
const Mark = styled.span`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.accentText};
  background: ${({ theme }) => theme.color.accentSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * Issue 22's totals of a report over every row its filter keeps (not the page), named "Totals" and marked so
 * on screen (issue 42: the DP log's totals row read as one more row).
 */
export function ReportTotals({ totals, title }: ReportTotalsProps) {
  const t = useUiText();
  if (totals.length === 0) return null;
  return (
    <Row>
      {/* Seen, not read: the list is named Totals for a screen reader already. */}
      <Mark aria-hidden="true">{t('Totals')}</Mark>
      <List aria-label={t('Totals')} title={title}>
        {totals.map((total) => (
          <div key={total.label}>
            <dt>{total.label}</dt>
            <dd>{total.value}</dd>
          </div>
        ))}
      </List>
    </Row>
  );
}
