import { formatDate } from '@erp/domain';
import type { ReactNode } from 'react';
import { Facts, FloorGrid, Muted, Panel, Rows } from '../FloorLot/floorParts.tsx';
import { useUiText } from '../text/UiText.tsx';
import { MachineRolls, type MachineRollsProps } from './MachineRolls.tsx';

/** One of a machine's breakdowns: when it stopped, why, and when it started again (none: still stopped). */
export interface FloorBreakdown {
  id: number | string;
  /** 'yyyy-MM-dd' and 'HH:MM', the factory's wall clock. */
  stoppedOn: string;
  stoppedAt: string | null;
  reason: string | null;
  planned: boolean;
  restartedOn: string | null;
  restartedAt: string | null;
}

/** One maintenance activity of the machine's schedule: overdue, due or done, and when it falls due. */
export interface FloorMaintenance {
  id: number | string;
  activity: string;
  status: 'OVERDUE' | 'DUE' | 'DONE';
  /** Its status in the reader's words. */
  statusLabel: string;
  /** 'yyyy-MM-dd'; none for an activity counted in running hours or metres that has not run. */
  dueOn: string | null;
}

export interface FloorMachineProps {
  /** The machine's facts: its name, code, type, stock area and department, as the page has them. */
  facts: readonly { label: string; value: string }[];
  /** Its last breakdowns, the newest stop first. */
  breakdowns: readonly FloorBreakdown[];
  /** How many breakdowns it has had in all. */
  breakdownsTotal: number;
  /** The breakdowns could not be read: the reason in words. */
  breakdownsError?: string | null;
  loading?: boolean;
  /** Its maintenance schedule, overdue first; the schedule could not be read: the reason in words. */
  maintenance: readonly FloorMaintenance[];
  maintenanceError?: string | null;
  maintenanceLoading?: boolean;
  /** Its last woven rolls, newest first, with "More". */
  rolls: MachineRollsProps;
  /** The floor's actions at the machine (breakdown start and end, a roll's entry); given by the page. */
  actions?: ReactNode;
}

const when = (day: string | null, time: string | null) =>
  [day && formatDate(day), time].filter(Boolean).join(' ');

/**
 * A machine's page of the floor (issue 58): what the machine is, whether it is stopped now ("Stopped since
 * …", first), the floor's actions at it, its maintenance overdue or due, its last breakdowns and its last
 * woven rolls.
 */
export function FloorMachine({
  facts,
  breakdowns,
  breakdownsTotal,
  breakdownsError,
  loading,
  maintenance,
  maintenanceError,
  maintenanceLoading,
  rolls,
  actions,
}: FloorMachineProps) {
  const t = useUiText();
  const open = breakdowns.find((row) => row.restartedOn === null);
  return (
    <FloorGrid>
      <Panel aria-labelledby="floor-machine-facts">
        <h2 id="floor-machine-facts">{t('Machine')}</h2>
        <Facts>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
        {open ? (
          <strong role="status">
            {t('Stopped since {{when}}', { when: when(open.stoppedOn, open.stoppedAt) })}
            {open.reason && <Muted> · {open.reason}</Muted>}
          </strong>
        ) : (
          !loading && !breakdownsError && <Muted role="status">{t('Running')}</Muted>
        )}
        {actions && <div aria-label={t('Actions')}>{actions}</div>}
        <h3 id="floor-machine-maintenance">{t('Maintenance')}</h3>
        {maintenanceError ? (
          <Muted role="alert">{t(maintenanceError)}</Muted>
        ) : maintenance.length === 0 ? (
          <Muted>{maintenanceLoading ? t('Loading…') : t('No maintenance is scheduled for it.')}</Muted>
        ) : (
          <Rows aria-labelledby="floor-machine-maintenance">
            {maintenance.map((row) => (
              <li key={row.id}>
                <span>{row.activity}</span>
                <span>
                  {row.status === 'DONE' ? (
                    <Muted>{row.statusLabel}</Muted>
                  ) : (
                    <strong>{row.statusLabel}</strong>
                  )}
                  {row.dueOn && <Muted> · {t('Due on {{date}}', { date: formatDate(row.dueOn) })}</Muted>}
                </span>
              </li>
            ))}
          </Rows>
        )}
      </Panel>
      <Panel aria-labelledby="floor-machine-breakdowns" aria-busy={loading || undefined}>
        <h2 id="floor-machine-breakdowns">{t('Last breakdowns')}</h2>
        {breakdownsError ? (
          <Muted role="alert">{t(breakdownsError)}</Muted>
        ) : breakdowns.length === 0 ? (
          <Muted>{loading ? t('Loading…') : t('No breakdowns yet.')}</Muted>
        ) : (
          <Rows aria-label={t('Last breakdowns')}>
            {breakdowns.map((row) => (
              <li key={row.id}>
                <span>
                  {when(row.stoppedOn, row.stoppedAt)}
                  {row.planned && <Muted> · {t('Planned')}</Muted>}
                  <br />
                  <Muted>{row.reason ?? ''}</Muted>
                </span>
                <span>
                  {row.restartedOn === null ? (
                    <strong>{t('Stopped')}</strong>
                  ) : (
                    <Muted>{t('Restarted {{when}}', { when: when(row.restartedOn, row.restartedAt) })}</Muted>
                  )}
                </span>
              </li>
            ))}
          </Rows>
        )}
        {breakdowns.length < breakdownsTotal && (
          <Muted>
            {t('{{shown}} of {{total}} shown', { shown: breakdowns.length, total: breakdownsTotal })}
          </Muted>
        )}
      </Panel>
      <MachineRolls {...rolls} />
    </FloorGrid>
  );
}
