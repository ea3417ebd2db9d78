import {
  FOLLOW_UP_DAYS_AHEAD,
  FOLLOW_UP_GROUPS,
  daysOverdue,
  followUpDue,
  formatCount,
  formatDate,
  type FollowUp,
  type FollowUpWhen,
} from '@erp/domain';
import { useId, type MouseEvent } from 'react';
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
  /** The user's day, 'yyyy-MM-dd': what is overdue, due today and coming. */
  today: string;
  /** How many follow-ups are listed in all (the server pages them). */
  total: number;
  /** How many stand in each group in all, whatever the page shows (the server's); else those on the page. */
  counts?: Readonly<Record<FollowUpWhen, number>>;
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

const Group = styled.div`
  display: grid;
  h4 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Due = styled.span<{ $when: FollowUpWhen }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $when }) =>
    $when === 'overdue'
      ? theme.color.status.danger.text
      : $when === 'today'
        ? theme.color.status.warning.text
        : theme.color.textMuted};
`;

const Pages = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Issue 21's My follow-ups: the user's follow-ups overdue, due today and coming in the week ahead (issue 42,
 * decision 2073), oldest first, under a heading per group with how many it holds; each a link to its
 * activity and to its funnel entry, each marked done with one button. The server pages them.
 */
export function FollowUpList({
  rows,
  today,
  total,
  counts,
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
  const id = useId();
  // A follow-up the server listed stands in a group; one the user's day leaves beyond the week is coming.
  const whenOf = (row: FollowUpRow): FollowUpWhen => followUpDue(row, today) ?? 'coming';
  const groups = FOLLOW_UP_GROUPS.map((when) => ({ when, rows: rows.filter((row) => whenOf(row) === when) }));
  const headings: Record<FollowUpWhen, string> = {
    overdue: t('Overdue'),
    today: t('Today'),
    coming: t('Coming in the next {{days}} days', { days: FOLLOW_UP_DAYS_AHEAD }),
  };
  const dueText = (row: FollowUpRow) => {
    const days = daysOverdue(row.nextFollowUpDate, today);
    switch (whenOf(row)) {
      case 'overdue':
        return days === 1 ? t('Overdue by 1 day') : t('Overdue by {{days}} days', { days });
      case 'today':
        return t('Due today');
      case 'coming':
        return days === -1 ? t('Due tomorrow') : t('Due in {{days}} days', { days: -days });
    }
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
      {groups
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <Group key={group.when} role="group" aria-labelledby={`${id}-${group.when}`}>
            <h4 id={`${id}-${group.when}`}>
              {headings[group.when]} ({formatCount(counts?.[group.when] ?? group.rows.length)})
            </h4>
            <ul>
              {group.rows.map((row) => {
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
                    <Due $when={group.when}>{dueText(row)}</Due>
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
          </Group>
        ))}
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
