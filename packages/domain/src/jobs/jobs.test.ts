import { describe, expect, it } from 'vitest';
import { isCancellable, isJobOver, jobShare, jobUndoneMessage, type JobState, type JobStop } from './jobs.ts';

describe('a background job (decision 2040)', () => {
  it.each<[JobState, boolean]>([
    ['queued', false],
    ['running', false],
    ['done', true],
    ['failed', true],
    ['cancelled', true],
  ])('%s is over: %s', (state, over) => {
    expect(isJobOver({ state })).toBe(over);
  });

  it.each<[JobState, boolean, boolean]>([
    ['queued', false, true],
    ['running', false, true],
    ['running', true, false],
    ['done', false, false],
    ['failed', false, false],
    ['cancelled', true, false],
  ])('decision 2262: a job %s, cancel asked %s, may be cancelled: %s', (state, cancelAsked, may) => {
    expect(isCancellable({ state, cancelAsked })).toBe(may);
  });

  it.each<[string, JobState, number, number | null, number | null]>([
    ['not yet counted', 'running', 0, null, null],
    ['counted nothing', 'running', 0, 0, null],
    ['half way', 'running', 500, 1000, 0.5],
    ['done past an estimate', 'running', 1200, 1000, 1],
    ['done, whatever it counted', 'done', 0, null, 1],
  ])('its share %s', (_, state, done, total, share) => {
    expect(jobShare({ state, done, total })).toBe(share);
  });

  it.each<[JobStop, number, number, string | undefined]>([
    ['cancelled', 0, 0, 'Cancelled by you: nothing was saved.'],
    [
      'cancelled',
      1,
      0,
      'Cancelled by you: the record it had written was removed again, so nothing was saved.',
    ],
    [
      'cancelled',
      4000,
      0,
      'Cancelled by you: the 4,000 records it had written were removed again, so nothing was saved.',
    ],
    [
      'stopped',
      200,
      0,
      'The server stopped while this was being done: what it had written was removed again. Do it again.',
    ],
    [
      'failed',
      200,
      0,
      'This could not be done, and what it had written was removed again. Try again; if it fails again, tell your administrator.',
    ],
    ['stopped', 0, 0, undefined],
    ['failed', 0, 0, undefined],
    [
      'cancelled',
      1999,
      1,
      'Stopped before its end: 1,999 of the records it had written were removed again; 1 had been used or changed by others meanwhile and were kept.',
    ],
  ])(
    'decisions 2261–2262: a job %s having undone %i records and kept %i says so',
    (stop, undone, kept, said) => {
      expect(jobUndoneMessage(stop, { undone, kept })).toBe(said);
    },
  );
});
