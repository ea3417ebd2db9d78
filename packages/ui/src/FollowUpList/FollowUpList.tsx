import { daysOverdue, followUpDue, formatDate, type FollowUp } from '@erp/domain';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { CardNote, listCard } from '../internal/dashboardCard.ts';
import { useUiText } from '../text/UiText.tsx';

/** A follow-up as listed: the app's paths of its activity and of its funnel entry (when it has one). */
export interface FollowUpRow extends FollowUp {
  href: string;
  entryHref: string | null;
}

export interface FollowUpListProps {
  rows: readonly FollowUpRow[];
  /** The user's day, 'yyyy-MM-dd': what is due today and what is overdue. */
  today: string;
  /** How many follow-ups are due in all (the server pages them). */
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onMarkDone: (row: FollowUpRow) => void;
  /** The follow-ups being marked done: their buttons wait. */
  marking?: readonly number[];
  /** Follows a link inside the app (given its path); without it the links are plain links. */
  onNavigate?: (path: string) => void;
  /** A path as a link's address (the app's hash route by default, as the sidebar's). */
  hrefFor?: (path: string) => string;
  loading?: boolean;
  /** Why the follow-ups could not be read. */
  error?: string | null;
}

const Section = styled.section`
  ${listCard}
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Body = styled.div`
  flex: 1 1 240px;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Due = styled.span<{ $overdue: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $overdue }) => ($overdue ? theme.color.status.danger.text : theme.color.status.warning.text)};
`;

const Pages = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Issue 21's My follow-ups: the user's follow-ups due today or overdue, oldest first, each a link to its
 * activity and to its funnel entry, each marked done with one button. The server pages them.
 */
export function FollowUpList({
  rows,
  today,
  total,
  page,
  pageSize,
  onPage,
  onMarkDone,
  marking = [],
  onNavigate,
  hrefFor = (path) => `#${path}`,
  loading = false,
  error = null,
}: FollowUpListProps) {
  const t = useUiText();
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(path);
  };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const dueText = (row: FollowUpRow) => {
    if (followUpDue(row, today) !== 'overdue') return t('Due today');
    const days = daysOverdue(row.nextFollowUpDate, today);
    return days === 1 ? t('Overdue by 1 day') : t('Overdue by {{days}} days', { days });
  };
  return (
    <Section aria-label={t('My follow-ups')} aria-busy={loading}>
      <h3>{t('My follow-ups')}</h3>
      {error ? (
        <CardNote $error role="alert">
          {error}
        </CardNote>
      ) : null}
      {!error && rows.length === 0 ? (
        <CardNote>{loading ? t('Loading…') : t('No follow-ups due. Well done!')}</CardNote>
      ) : null}
      {rows.length > 0 ? (
        <ul>
          {rows.map((row) => {
            const what = row.funnel ?? row.party ?? '';
            return (
              <li key={row.id}>
                <Body>
                  <a href={hrefFor(row.href)} onClick={follow(row.href)}>
                    {[row.kind, what].filter(Boolean).join(' · ')}
                  </a>
                  <small>
                    {t('Logged {{date}}', { date: formatDate(row.activityDate) })}
                    {row.outcome ? ` — ${row.outcome}` : ''}
                  </small>
                  {row.entryHref ? (
                    <a href={hrefFor(row.entryHref)} onClick={follow(row.entryHref)}>
                      {t('Open funnel entry {{name}}', { name: row.funnel ?? '' })}
                    </a>
                  ) : null}
                </Body>
                <Due $overdue={followUpDue(row, today) === 'overdue'}>{dueText(row)}</Due>
                <Button
                  size="sm"
                  variant="secondary"
                  icon="success"
                  disabled={marking.includes(row.id)}
                  aria-label={t('Mark done: {{what}}', {
                    what: [row.kind, what].filter(Boolean).join(' · '),
                  })}
                  onClick={() => onMarkDone(row)}
                >
                  {t('Mark done')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {pages > 1 ? (
        <Pages>
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('Previous')}
          </Button>
          <span>{t('Page {{page}} of {{pages}}', { page, pages })}</span>
          <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('Next')}
          </Button>
        </Pages>
      ) : null}
    </Section>
  );
}
