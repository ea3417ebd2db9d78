export {
  SCHEDULE_STATUSES,
  addDays,
  daysBetween,
  scheduleEntry,
  type FrequencyKind,
  type ScheduleEntry,
  type ScheduleInput,
  type ScheduleStatus,
} from './schedule.ts';
export {
  downtimeMinutes,
  machineUnavailableProblem,
  restartProblem,
  stoppedOnProblem,
  stopOf,
  type Stop,
} from './breakdowns.ts';
export { shiftHoursWithStops, shiftWindow, type ShiftHours } from './shiftStops.ts';
