export {
  SCHEDULE_SORTS,
  SCHEDULE_STATUSES,
  SCHEDULE_STATUS_LABELS,
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
export { shiftHoursRule, stopsInShift, type ShiftHours, type ShiftHoursRule } from './shiftStops.ts';
export {
  DASHBOARD_ROWS,
  DOWNTIME_MACHINES,
  downtimeByMachine,
  hoursAndMinutes,
  machinesDownNow,
  nowOf,
  weekOf,
  type DashboardMachine,
  type MachineDowntime,
  type MachineDownNow,
  type MachineStop,
  type MaintenanceDashboard,
  type MaintenanceDowntime,
} from './dashboard.ts';
export {
  MAINTENANCE_NAMES_WORK,
  breakdownOfMachineProblem,
  maintenanceLogEntry,
  maintenanceWorkProblem,
  type MaintenanceLogEntry,
} from './records.ts';
