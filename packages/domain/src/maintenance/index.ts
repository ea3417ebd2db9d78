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
  type Stop,
} from './breakdowns.ts';
export {
  MAINTENANCE_NAMES_WORK,
  breakdownOfMachineProblem,
  maintenanceLogEntry,
  maintenanceWorkProblem,
  type MaintenanceLogEntry,
} from './records.ts';
