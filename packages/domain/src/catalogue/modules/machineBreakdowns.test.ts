import { describe, expect, it } from 'vitest';
import { parseEntity } from '../validate.ts';

// Issue 22: "Breakdowns: a machine stopped with a reason and a time; restarted" (decision 1782).
const GOOD = { machineId: 4, stoppedOn: '2026-11-24', stoppedAt: '09:15', reason: 'Cam shaft broke' };

const problems = (change: Record<string, unknown>) => {
  const result = parseEntity('machineBreakdown', { ...GOOD, ...change });
  return result.ok ? [] : result.issues.map(({ field, message }) => ({ field, message }));
};

describe('a breakdown refused on the field', () => {
  it.each<[string, Record<string, unknown>, string, string | null]>([
    ['a stop still open', {}, '', null],
    ['a planned stop', { planned: true }, '', null],
    ['restarted later that day', { restartedOn: '2026-11-24', restartedAt: '11:00' }, '', null],
    ['restarted the next day, earlier in it', { restartedOn: '2026-11-25', restartedAt: '08:00' }, '', null],
    ['no reason', { reason: '' }, 'reason', 'Reason is required'],
    ['no time', { stoppedAt: '' }, 'stoppedAt', 'Stopped At is required'],
    ['a time not of a day', { stoppedAt: '25:00' }, 'stoppedAt', 'Stopped At must be a time of day'],
    [
      'restarted on a day with no time',
      { restartedOn: '2026-11-24' },
      'restartedAt',
      'Restarted At is required',
    ],
    ['restarted at a time with no day', { restartedAt: '10:00' }, 'restartedOn', 'Restarted On is required'],
    [
      'restarted before it stopped',
      { restartedOn: '2026-11-24', restartedAt: '09:00' },
      'restartedAt',
      'Restarted At must be after Stopped At',
    ],
  ])('%s', (_case, change, field, message) => {
    const found = problems(change);
    if (message === null) expect(found).toEqual([]);
    else expect(found).toEqual([{ field, message: expect.stringContaining(message) as string }]);
  });
});
