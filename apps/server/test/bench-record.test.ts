import { describe, expect, it } from 'vitest';
import { WORSE_BY, nextRecord, ratiosOf, regressions } from '../../../scripts/bench-record.mjs';

describe("the bench's kept ratios (issue 57, decision 2281)", () => {
  it('keeps each figure measured against a floor as its ratio, not a failed one nor one without a floor', () => {
    expect(
      ratiosOf([
        { name: 'submit p50', value: 90, unit: 'ms', baseline: 60 },
        { name: 'statements', value: 6, unit: 'statements', baseline: 6 },
        { name: 'no floor', value: 3, unit: 'calls' },
        { name: 'zero floor', value: 3, unit: 'ms', baseline: 0 },
        { name: 'broken.bench.ts', value: Number.NaN, unit: 'FAILED' },
      ]),
    ).toEqual({ 'submit p50': 1.5, statements: 1 });
  });

  it.each([
    { was: 1, now: 1 + WORSE_BY, worse: false },
    { was: 1, now: 1 + WORSE_BY + 0.01, worse: true },
    { was: 16, now: 1, worse: false },
    { was: 0.9, now: 17, worse: true },
  ])('a ratio from $was to $now is worse by more than half: $worse', ({ was, now, worse }) => {
    expect(regressions({ a: was }, { a: now })).toEqual(worse ? [{ name: 'a', was, now }] : []);
  });

  it('names the regressions worst first and a new figure never', () => {
    expect(regressions({ a: 1, b: 1 }, { a: 2, b: 4, c: 100 }).map((w) => w.name)).toEqual(['b', 'a']);
  });

  it("a run of some files keeps the other files' ratios and writes its own over them", () => {
    expect(nextRecord({ b: 1, a: 2 }, { a: 3, c: 1 }, '2026-11-27T18:00:00.000Z')).toEqual({
      ranAt: '2026-11-27T18:00:00.000Z',
      ratios: { a: 3, b: 1, c: 1 },
    });
  });
});
