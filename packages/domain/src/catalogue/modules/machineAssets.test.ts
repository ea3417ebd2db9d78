import { describe, expect, it } from 'vitest';
import { parseEntity } from '../validate.ts';
import { activityOfTypeProblem, doneOnProblem } from './machineAssets.ts';

/** Records that may be saved; each case below spoils one field. */
const GOOD: Readonly<Record<string, Record<string, unknown>>> = {
  machineType: { name: 'Loom', kind: 'CIRCULAR_LOOM' },
  machineActivity: {
    name: 'Grease the shuttles',
    machineTypeId: 1,
    frequencyKind: 'RUNNING_HOURS',
    frequency: 250,
    checklist: 'Shuttle wheels greased\nCam track clean',
  },
  machineActivityLog: { machineId: 4, machineActivityId: 2, doneOn: '2026-11-24', findings: 'Worn wheel' },
};

const problems = (key: string, change: Record<string, unknown>) => {
  const result = parseEntity(key, { ...GOOD[key], ...change });
  return result.ok ? [] : result.issues.map(({ field, message }) => ({ field, message }));
};

describe('issue 22 "M/c Types and Activity": a type, an activity and a log entry refused on the field', () => {
  it.each<[string, string, Record<string, unknown>, string, string | null]>([
    ['a type as given', 'machineType', {}, '', null],
    ['a type without its kind', 'machineType', { kind: '' }, 'kind', 'Kind is required'],
    ['a type of a kind not listed', 'machineType', { kind: 'LOOM' }, 'kind', 'Kind must be one of'],
    ['an activity as given', 'machineActivity', {}, '', null],
    ['an activity every 30 days', 'machineActivity', { frequencyKind: 'DAYS', frequency: 30 }, '', null],
    [
      'an activity every 5,000 metres',
      'machineActivity',
      { frequencyKind: 'METRES', frequency: 5000 },
      '',
      null,
    ],
    [
      'an activity of no type',
      'machineActivity',
      { machineTypeId: undefined },
      'machineTypeId',
      'Machine Type is required',
    ],
    [
      'an activity without its frequency',
      'machineActivity',
      { frequency: undefined },
      'frequency',
      'Every is required',
    ],
    [
      'an activity every 0 days',
      'machineActivity',
      { frequency: 0 },
      'frequency',
      'Every must be at least 1',
    ],
    [
      'an activity every 1.5 days',
      'machineActivity',
      { frequency: 1.5 },
      'frequency',
      'Every must be a whole number',
    ],
    [
      'an activity counted in weeks',
      'machineActivity',
      { frequencyKind: 'WEEKS' },
      'frequencyKind',
      'Frequency In must be one of',
    ],
    ['a log entry as given', 'machineActivityLog', {}, '', null],
    [
      'a log entry of no machine',
      'machineActivityLog',
      { machineId: undefined },
      'machineId',
      'Machine is required',
    ],
    ['a log entry of no day', 'machineActivityLog', { doneOn: '' }, 'doneOn', 'Done On is required'],
  ])('%s', (_case, key, change, field, message) => {
    const found = problems(key, change);
    if (message === null) expect(found).toEqual([]);
    else expect(found).toEqual([{ field, message: expect.stringContaining(message) as string }]);
  });
});

describe('issue 22 "a maintenance recorded for a future date" is refused in words', () => {
  it.each([
    ['today', '2026-11-25', null],
    ['yesterday', '2026-11-24', null],
    [
      'tomorrow',
      '2026-11-26',
      'Done On cannot be after today (2026-11-25): record an activity once it is done',
    ],
    [
      'next year',
      '2027-01-01',
      'Done On cannot be after today (2026-11-25): record an activity once it is done',
    ],
    ['no day yet (left to its field)', undefined, null],
  ])('done %s', (_case, doneOn, expected) => {
    expect(doneOnProblem(doneOn, '2026-11-25')).toBe(expected);
  });
});

describe("an activity done is one of the machine's type (decision 1742)", () => {
  it.each([
    ['the same type', 3, 3, null],
    ['the same type, one as text', '3', 3, null],
    ['another type', 4, 3, "The activity is not one of the machine's type: choose an activity of its type"],
  ])('%s', (_case, activityType, machineType, expected) => {
    expect(activityOfTypeProblem(activityType, machineType)).toBe(expected);
  });
});
