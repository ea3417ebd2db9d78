export {
  SCHEDULE_SORTS,
  SCHEDULE_STATUSES,
  SCHEDULE_STATUS_LABELS,
  addDays,
  daysBetween,
  scheduleEntry,
  scheduleOrder,
  scheduleRow,
  sortSchedule,
  type FrequencyKind,
  type MaintenanceScheduleRow,
  type ScheduledPair,
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
