/*
 * Issue 22's "recording a maintenance (who, when, findings, spares used, issued from stock through the ledger,
 * downtime minutes)" (decisions 1784–1786): a maintenance names its machine and the scheduled activity done,
 * or the breakdown it repaired; its submit issues the spares and writes the activity into the machine activity
 * log, so that the schedule sees it done.
 */

/** Something a maintenance must name: the activity done, or the breakdown it repaired (or both). */
export const MAINTENANCE_NAMES_WORK = 'Choose the activity done, or the breakdown it repaired';

/** A maintenance that names neither a scheduled activity nor a breakdown repaired has nothing it did. */
export const maintenanceWorkProblem = (record: Readonly<Record<string, unknown>>): string | null => {
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  return given(record['machineActivityId']) || given(record['machineBreakdownId'])
    ? null
    : MAINTENANCE_NAMES_WORK;
};

/** The breakdown repaired must be a stop of the machine maintained (the machine of each as their records give it). */
export const breakdownOfMachineProblem = (breakdownMachineId: unknown, machineId: unknown): string | null =>
  Number(breakdownMachineId) !== Number(machineId)
    ? 'The breakdown is not one of this machine’s: choose a breakdown of the machine maintained'
    : null;

/** The machine activity log's record a submitted maintenance writes (decision 1785), naming it as its source. */
export interface MaintenanceLogEntry {
  machineId: number;
  machineActivityId: number;
  doneOn: string;
  doneById: number | null;
  findings: string | null;
  checklistResults: string | null;
  maintenanceId: number;
  maintenanceNumber: string;
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The log's record of a submitted maintenance, or null when it names no scheduled activity (a repair of a
 * breakdown alone is no activity of the schedule): its machine, activity, day, who, findings and checks.
 */
export function maintenanceLogEntry(
  maintenance: Readonly<Record<string, unknown>>,
): MaintenanceLogEntry | null {
  const activity = Number(maintenance['machineActivityId']);
  if (!Number.isSafeInteger(activity) || activity <= 0) return null;
  const doneBy = Number(maintenance['doneById']);
  return {
    machineId: Number(maintenance['machineId']),
    machineActivityId: activity,
    doneOn: String(maintenance['date']),
    doneById: Number.isSafeInteger(doneBy) && doneBy > 0 ? doneBy : null,
    findings: textOrNull(maintenance['findings']),
    checklistResults: textOrNull(maintenance['checklistResults']),
    maintenanceId: Number(maintenance['id']),
    maintenanceNumber: String(maintenance['number'] ?? ''),
  };
}
