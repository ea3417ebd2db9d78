import { lookupObjectKey, type FieldDef } from '../catalogue/fields.ts';
import { isBlank } from '../catalogue/blank.ts';

/* A new daily line starts from its machine's last run (decision 1320): the pure half of the prefill. */

type Row = Readonly<Record<string, unknown>>;

/** The fields a machine's run is known by, each on the line or else on the header (decision 1121). */
export const RUN_KEYS: readonly string[] = ['machineId', 'shift'];

/** A daily line's machine and shift: the line's own where it has them, else its header's. */
export interface RunKey {
  machineId: number | null;
  shift: string | null;
}

export function runKeyOf(line: Row, header: Row): RunKey {
  const machineId = isBlank(line.machineId) ? header.machineId : line.machineId;
  const shift = isBlank(line.shift) ? header.shift : line.shift;
  return {
    machineId:
      typeof machineId === 'number' && Number.isSafeInteger(machineId) && machineId > 0 ? machineId : null,
    shift: typeof shift === 'string' && shift !== '' ? shift : null,
  };
}

/**
 * A machine's last run as `chemical/dailyProduction/getLastRun` answers it: the latest line entered for
 * the machine (in the shift asked, when it has one there), with its entry, and its lookups' records.
 */
export interface LastRun {
  machineId: number;
  date: string;
  number: string;
  shift: string;
  operatorId: number | null;
  operator: { id: number; name: string } | null;
  itemId: number | null;
  item: { id: number; name: string } | null;
}

/** Whether none of the fields a line is prefilled with has a value yet: a line the user has not filled. */
export const prefillBlank = (prefill: readonly string[], line: Row): boolean =>
  prefill.every((key) => isBlank(line[key]));

/**
 * The line with each of its `prefill` fields that is still blank taken from the machine's last run, a
 * lookup with its record (so that it shows by its name); what the user entered is never replaced.
 */
export function prefillFromRun(
  fields: readonly FieldDef[],
  prefill: readonly string[],
  line: Row,
  run: Row,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...line };
  for (const key of prefill) {
    if (!isBlank(line[key]) || isBlank(run[key])) continue;
    next[key] = run[key];
    const field = fields.find((candidate) => candidate.key === key);
    if (field?.lookup) next[lookupObjectKey(field)] = run[lookupObjectKey(field)];
  }
  return next;
}
