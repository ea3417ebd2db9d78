import { describe, expect, it } from 'vitest';
import { isJobOver, jobShare, type JobState } from './jobs.ts';

describe('a background job (decision 2040)', () => {
  it.each<[JobState, boolean]>([
    ['queued', false],
    ['running', false],
    ['done', true],
    ['failed', true],
  ])('%s is over: %s', (state, over) => {
    expect(isJobOver({ state })).toBe(over);
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
});
