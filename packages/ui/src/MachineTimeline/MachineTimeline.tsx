import styled from 'styled-components';
import { useUiText } from '../text/UiText.tsx';

/** A job on a machine: from `start` to `end`, 'yyyy-MM-ddTHH:mm' in the plant's time. */
export interface TimelineJob {
  id: number;
  /** What the bar says: the schedule's number and the item. */
  label: string;
  start: string;
  end: string;
}

/** A recorded stop of a machine: from `start` to `end` ('yyyy-MM-ddTHH:mm'), no end while not restarted. */
export interface TimelineStop {
  id: number;
  /** Its reason, as recorded. */
  reason: string;
  /** Planned maintenance rather than a breakdown. */
  planned: boolean;
  start: string;
  end: string | null;
}

export interface TimelineMachine {
  id: number;
  name: string;
  /** Why it is down (a breakdown's words), or null when it runs. */
  down: string | null;
  jobs: readonly TimelineJob[];
  /** Its recorded stops in the range, drawn under its jobs (none when left out). */
  stops?: readonly TimelineStop[];
}

export interface MachineTimelineProps {
  /** The first day shown, 'yyyy-MM-dd'. */
  from: string;
  /** How many days from it (at least 1). */
  days: number;
  machines: readonly TimelineMachine[];
  /** A job's bar chosen (its schedule opens). */
  onJobSelect?: (job: TimelineJob) => void;
}

const DAY = 86_400_000;
const NAME_WIDTH = 180;
const timeOf = (stamp: string): number => Date.parse(`${stamp.length === 10 ? `${stamp}T00:00` : stamp}:00Z`);
const dayLabel = (time: number): string =>
  new Date(time).toISOString().slice(5, 10).split('-').reverse().join('-');
const shown = (stamp: string): string => stamp.replace('T', ' ');

const Grid = styled.div`
  display: grid;
  grid-template-columns: ${NAME_WIDTH}px 1fr;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow: hidden;
`;
const Cell = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
const Days = styled.div<{ $days: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $days }) => $days}, 1fr);
  color: ${({ theme }) => theme.color.textMuted};
  & > span {
    padding: ${({ theme }) => theme.space(2)};
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
`;
const Track = styled.div<{ $days: number }>`
  position: relative;
  min-height: 40px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background-image: linear-gradient(to right, ${({ theme }) => theme.color.border} 1px, transparent 1px);
  background-size: calc(100% / ${({ $days }) => $days}) 100%;
`;
const Bar = styled.button`
  position: absolute;
  top: 6px;
  bottom: 6px;
  min-width: 4px;
  padding: 0 ${({ theme }) => theme.space(1)};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  text-align: left;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.accentText};
  background: ${({ theme }) => theme.color.accentSubtle};
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;
const StopBand = styled.span<{ $planned: boolean }>`
  position: absolute;
  top: 2px;
  bottom: 2px;
  min-width: 3px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px dashed
    ${({ theme, $planned }) => ($planned ? theme.color.status.warning.border : theme.color.status.danger.border)};
  background: repeating-linear-gradient(
    135deg,
    ${({ theme, $planned }) => ($planned ? theme.color.status.warning.subtle : theme.color.status.danger.subtle)}
      0 6px,
    transparent 6px 12px
  );
`;
const Down = styled.span`
  padding: 0 ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.color.status.danger.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.status.danger.text};
  background: ${({ theme }) => theme.color.status.danger.subtle};
`;
const Empty = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Issue 19's timeline per machine (decision 1124): a row per machine over a range of days, each job a bar
 * from its start to its end (cut at the range's edges), a machine left down by a breakdown marked Down in
 * words with the reason as its title, and its recorded stops as hatched bands under the jobs (planned
 * maintenance in the warning colour, a breakdown in the danger colour; one not restarted runs to the range's
 * end). Controlled: the jobs, the stops and the range come in, a chosen bar goes out.
 */
export function MachineTimeline({ from, days, machines, onJobSelect }: MachineTimelineProps) {
  const t = useUiText();
  const count = Math.max(1, Math.floor(days));
  const start = timeOf(from);
  const span = count * DAY;
  const place = (from: string, to: string | null) => {
    const left = Math.max(0, (timeOf(from) - start) / span);
    const right = to === null ? 1 : Math.min(1, (timeOf(to) - start) / span);
    return { left: `${(left * 100).toFixed(3)}%`, width: `${(Math.max(0, right - left) * 100).toFixed(3)}%` };
  };
  const stopLabel = (stop: TimelineStop) =>
    `${t(stop.planned ? 'Planned Maintenance' : 'Breakdown')}: ${stop.reason}, ${shown(stop.start)} ${
      stop.end === null ? t('not restarted') : `– ${shown(stop.end)}`
    }`;
  return (
    <Grid role="group" aria-label={t('Machine Timeline')}>
      <Cell as="span">{t('Machine')}</Cell>
      <Days $days={count} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span key={index}>{dayLabel(start + index * DAY)}</span>
        ))}
      </Days>
      {machines.length === 0 ? <Empty>{t('No machines to show')}</Empty> : null}
      {machines.map((machine) => (
        <div key={machine.id} role="group" aria-label={machine.name} style={{ display: 'contents' }}>
          <Cell>
            <span>{machine.name}</span>
            {machine.down === null ? null : <Down title={machine.down}>{t('Down')}</Down>}
          </Cell>
          <Track $days={count}>
            {(machine.stops ?? []).map((stop) => (
              <StopBand
                key={`stop-${stop.id}`}
                role="img"
                $planned={stop.planned}
                style={place(stop.start, stop.end)}
                title={stopLabel(stop)}
                aria-label={stopLabel(stop)}
              />
            ))}
            {machine.jobs.map((job) => (
              <Bar
                key={job.id}
                type="button"
                style={place(job.start, job.end)}
                title={`${job.label}: ${shown(job.start)} – ${shown(job.end)}`}
                aria-label={`${job.label}, ${shown(job.start)} to ${shown(job.end)}`}
                onClick={() => onJobSelect?.(job)}
              >
                {job.label}
              </Bar>
            ))}
          </Track>
        </div>
      ))}
    </Grid>
  );
}
