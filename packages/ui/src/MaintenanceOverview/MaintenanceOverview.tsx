import {
  daysBetween,
  formatCount,
  formatDate,
  formatQuantity,
  labelOfShift,
  type MachineDownNow,
  type MaintenanceDashboard,
  type MaintenanceScheduleRow,
} from '@erp/domain';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { DowntimeChart, downtimeText } from '../DowntimeChart/DowntimeChart.tsx';
import { CardNote, listCard } from '../internal/dashboardCard.ts';
import { useUiText, type Translate } from '../text/UiText.tsx';

export interface MaintenanceOverviewProps {
  /** The figures as of the user's day; null until first read. */
  dashboard: MaintenanceDashboard | null;
  /** The app's path of an overdue activity (its machine's schedule), or of every overdue one (null). */
  overduePath: (row: MaintenanceScheduleRow | null) => string;
  /** The app's path of a machine down (its recorded stop, where the restart is entered); null for none. */
  downPath: (row: MachineDownNow) => string | null;
  /** Follows a link inside the app (given its path); without it the links are plain links. */
  onNavigate?: (path: string) => void;
  /** A path as a link's address (the app's hash route by default, as the sidebar's). */
  hrefFor?: (path: string) => string;
  loading?: boolean;
  /** Why the dashboard could not be read. */
  error?: string | null;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Card = styled.section`
  ${listCard}
  align-content: start;
  min-width: 0;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Figure = styled.strong<{ $alarm?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $alarm }) => ($alarm ? theme.color.status.danger.text : theme.color.accentText)};
`;

const Planned = styled.span`
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.status.warning.text};
  background: ${({ theme }) => theme.color.status.warning.subtle};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** How far past its due an overdue activity is, in its frequency's unit. */
function overdueText(t: Translate, row: MaintenanceScheduleRow, today: string): string {
  if (row.activity.frequencyKind === 'DAYS' && row.dueOn !== null) {
    const days = daysBetween(row.dueOn, today);
    return days === 1 ? t('Overdue by 1 day') : t('Overdue by {{days}} days', { days });
  }
  const over = formatQuantity(Math.abs(row.remaining ?? 0));
  return row.activity.frequencyKind === 'METRES'
    ? t('Overdue by {{count}} metres', { count: over })
    : t('Overdue by {{count}} running hours', { count: over });
}

/** When a machine went down: the recorded stop's day and time, or the DP log's shift. */
function sinceText(t: Translate, row: MachineDownNow): string {
  const [day = '', time = ''] = row.since.split('T');
  return row.shift === null
    ? t('Since {{day}} {{time}}', { day: formatDate(day), time })
    : t('Since {{day}}, {{shift}}', { day: formatDate(day), shift: labelOfShift(row.shift) });
}

/**
 * Issue 22's dashboard for the maintenance head (decision 1792): overdue maintenance (how many, the first
 * ones each a link to its machine's schedule), the machines down now (since when and why, each a link to its
 * stop) and this week's downtime (the total, and per machine as a chart with its table).
 */
export function MaintenanceOverview({
  dashboard,
  overduePath,
  downPath,
  onNavigate,
  hrefFor = (path) => `#${path}`,
  loading = false,
  error = null,
}: MaintenanceOverviewProps) {
  const t = useUiText();
  const link = (path: string, children: ReactNode, label?: string) => (
    <a
      href={hrefFor(path)}
      aria-label={label}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!onNavigate) return;
        event.preventDefault();
        onNavigate(path);
      }}
    >
      {children}
    </a>
  );
  if (!dashboard) {
    return (
      <Card as="div" aria-busy={loading}>
        {error ? (
          <CardNote $error role="alert">
            {error}
          </CardNote>
        ) : (
          <CardNote>{loading ? t('Loading…') : t('No figures yet.')}</CardNote>
        )}
      </Card>
    );
  }
  const { overdue, down, downtime } = dashboard;
  const period = `${formatDate(downtime.from)} – ${formatDate(downtime.to)}`;
  return (
    <Grid aria-busy={loading}>
      {error ? (
        <CardNote $error role="alert">
          {error}
        </CardNote>
      ) : null}
      <Card aria-label={t('Overdue maintenance')}>
        <h3>{t('Overdue maintenance')}</h3>
        {link(
          overduePath(null),
          <Figure $alarm={overdue.total > 0}>{formatCount(overdue.total)}</Figure>,
          t('{{count}} overdue: open the schedule', { count: formatCount(overdue.total) }),
        )}
        {overdue.rows.length === 0 ? (
          <CardNote>{t('No maintenance is overdue.')}</CardNote>
        ) : (
          <ul>
            {overdue.rows.map((row) => (
              <li key={`${row.machine.id}-${row.activity.id}`}>
                {link(overduePath(row), `${row.machine.name} · ${row.activity.name}`)}
                <small>{overdueText(t, row, dashboard.today)}</small>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-label={t('Machines down now')}>
        <h3>{t('Machines down now')}</h3>
        <Figure $alarm={down.total > 0}>{formatCount(down.total)}</Figure>
        {down.rows.length === 0 ? (
          <CardNote>{t('No machine is down.')}</CardNote>
        ) : (
          <ul>
            {down.rows.map((row) => {
              const path = downPath(row);
              return (
                <li key={row.machine.id}>
                  {path ? link(path, row.machine.name) : <strong>{row.machine.name}</strong>}
                  <small>
                    {sinceText(t, row)} — {row.reason ?? t('Breakdown, still down on the DP log')}
                  </small>
                  {row.planned ? <Planned>{t('Planned Maintenance')}</Planned> : null}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card aria-label={t('Downtime this week')}>
        <h3>{t('Downtime this week')}</h3>
        <Figure>{downtimeText(t, downtime.minutes)}</Figure>
        <small>
          {downtime.machineCount === 0
            ? period
            : downtime.machineCount === 1
              ? t('On 1 machine, {{period}}', { period })
              : t('On {{count}} machines, {{period}}', {
                  count: formatCount(downtime.machineCount),
                  period,
                })}
        </small>
        <DowntimeChart
          machines={downtime.machines.map((row) => ({ machine: row.machine.name, minutes: row.minutes }))}
        />
      </Card>
    </Grid>
  );
}
