import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DOCUMENTS, addDays, type TimelineRow } from '@erp/domain';
import { TIMELINE_DAYS, selectTimeline, timelineMoved, timelineOpened } from '@erp/api';
import { Button, MachineTimeline, PageHeader, type TimelineMachine } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { userToday } from '../../app/today.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { formPath } from '../../entity/paths.ts';
import { PageStack } from '../../components/PageStack.tsx';

const Steps = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const SCHEDULE = DOCUMENTS.machineSchedule;

/**
 * The timeline's rows as the component shows them: a down machine's reason in words, a job by its number,
 * the recorded stops as the server sends them.
 */
export const timelineMachines = (
  rows: readonly TimelineRow[],
  t: (text: string) => string,
): TimelineMachine[] =>
  rows.map((row) => ({
    id: row.machine.id,
    name: row.machine.name,
    down:
      row.down === null
        ? null
        : `${t('Down since a breakdown on')} ${row.down.date} (${t('Shift')} ${row.down.shift})`,
    jobs: row.jobs.map((job) => ({
      id: job.lineId,
      label: job.number,
      start: job.span.start,
      end: job.span.end,
    })),
    stops: row.stops,
  }));

/**
 * Issue 19's machines' timeline (/module/Planning-Scheduling/timeline, decision 1124): a week of the open
 * schedules' jobs per machine and the machines a breakdown left down; a job opens its schedule.
 */
export function MachineTimelinePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const timeline = useAppSelector(selectTimeline);
  const machines = useMemo(() => timelineMachines(timeline.rows, t), [timeline.rows, t]);
  const jobs = useMemo(
    () =>
      new Map(timeline.rows.flatMap((row) => row.jobs.map((job) => [job.lineId, job.scheduleId] as const))),
    [timeline.rows],
  );

  useEffect(() => {
    dispatch(timelineOpened({ today: userToday() }));
  }, [dispatch]);

  const from = timeline.fromDate || userToday();
  return (
    <PageStack>
      <PageHeader
        title={t('Machine Timeline')}
        addNew={{ url: formPath(SCHEDULE.route) }}
        returnTo={{ url: SCHEDULE.listRoute, label: t(SCHEDULE.label) }}
        onNavigate={navigate}
      />
      <Steps>
        <Button variant="secondary" onClick={() => dispatch(timelineMoved(addDays(from, -TIMELINE_DAYS)))}>
          {t('Previous Week')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(timelineMoved(userToday()))}>
          {t('From Today')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(timelineMoved(addDays(from, TIMELINE_DAYS)))}>
          {t('Next Week')}
        </Button>
      </Steps>
      <MachineTimeline
        from={from}
        days={TIMELINE_DAYS}
        machines={machines}
        onJobSelect={(job) => navigate(formPath(SCHEDULE.route, jobs.get(job.id)))}
      />
    </PageStack>
  );
}
