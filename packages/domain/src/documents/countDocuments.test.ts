import { describe, expect, it } from 'vitest';
import { countKey, countSheetLines, needsReason, withDifference, COUNT_DOCUMENTS } from './countDocuments.ts';
import { documentPostings } from './postings.ts';
import { submitProblems } from './submit.ts';

// Decision 1010: a count sheet's lines, frozen from the books, counted, and their differences posted.

const frozenLine = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  itemId: 1,
  lotNumber: 'L1',
  rollNumber: '',
  packingTypeId: null,
  rackId: null,
  held: false,
  bookQuantity: 40,
  rate: 104.5,
  uomId: 3,
  ...extra,
});

describe('needsReason', () => {
  it.each([
    [{ bookQuantity: 40, countedQuantity: 38 }, true],
    [{ bookQuantity: 40, countedQuantity: 38, reason: '  ' }, true],
    [{ bookQuantity: 40, countedQuantity: 38, reason: 'Spilt' }, false],
    [{ bookQuantity: 40, countedQuantity: 40.0001 }, false],
    [{ bookQuantity: 40, countedQuantity: null }, false],
    [{ bookQuantity: undefined, countedQuantity: 3 }, false],
  ])('%o → %s', (line, expected) => {
    expect(needsReason(line)).toBe(expected);
  });

  it('is the line rule the form shows on the reason', () => {
    const rule = COUNT_DOCUMENTS.stockCount.lines.rules?.[0];
    expect(rule?.field).toBe('reason');
    expect(rule?.valid({ bookQuantity: 2, countedQuantity: 1 })).toBe(false);
    expect(rule?.valid({ bookQuantity: 2, countedQuantity: 2 })).toBe(true);
  });
});

describe('countKey', () => {
  it.each([
    [{ itemId: 1, lotNumber: ' L1 ' }, '1|L1||||0'],
    [
      { itemId: 1, lotNumber: 'L1', rollNumber: 'R9', packingTypeId: 4, rackId: 2, held: true },
      '1|L1|R9|4|2|1',
    ],
    [{ itemId: 2 }, '2|||||0'],
  ])('%o → %s', (line, key) => {
    expect(countKey(line)).toBe(key);
  });
});

describe('withDifference', () => {
  it.each([
    [{ bookQuantity: 40, countedQuantity: 38, rate: 104.5 }, -2, -209],
    [{ bookQuantity: 0, countedQuantity: 3.5, rate: 10 }, 3.5, 35],
    [{ countedQuantity: 1 }, 1, 0],
    [{ bookQuantity: 5, countedQuantity: null, rate: 1 }, null, null],
  ])('%o → %s at %s', (line, difference, value) => {
    expect(withDifference(line)).toMatchObject({ differenceQuantity: difference, differenceValue: value });
  });
});

describe('countSheetLines', () => {
  const rateOf = () => 12;

  it('keeps every frozen line with its book and rate, counted by the given line of its place', () => {
    const { lines, issues } = countSheetLines(
      [frozenLine(), frozenLine({ id: 8, lotNumber: 'L2', bookQuantity: 5 })],
      [{ itemId: 1, lotNumber: 'L2', countedQuantity: 5, bookQuantity: 999, rate: 1 }],
      rateOf,
    );
    expect(issues).toEqual([]);
    expect(
      lines.map((line) => [line.id, line.bookQuantity, line.countedQuantity, line.differenceQuantity]),
    ).toEqual([
      [7, 40, null, null],
      [8, 5, 5, 0],
    ]);
  });

  it('adds stock found on no book at book 0 and its item rate; a second line of a place or a reason missing is refused', () => {
    const { lines, issues } = countSheetLines(
      [frozenLine()],
      [
        { id: 99, itemId: 2, lotNumber: 'F', held: true, countedQuantity: 3, reason: 'Found' },
        { itemId: 1, lotNumber: 'L1', countedQuantity: 39 },
        { itemId: 1, lotNumber: 'L1', countedQuantity: 40 },
      ],
      rateOf,
    );
    expect(lines[1]).toMatchObject({
      id: undefined,
      itemId: 2,
      bookQuantity: 0,
      rate: 12,
      differenceValue: 36,
    });
    expect(issues.map((issue) => issue.field)).toEqual(['lines.2.lotNumber', 'lines.1.reason']);
  });
});

describe("a count sheet's posting and submit", () => {
  const def = COUNT_DOCUMENTS.stockCount;

  it('posts each difference, in or out, at the place the line names, held or not; none without a difference', () => {
    const posting = def.posting;
    if (!posting) throw new Error('the count sheet posts');
    const postings = documentPostings(
      posting,
      [
        { itemId: 1, stockAreaId: 5, lotNumber: 'L1', differenceQuantity: -2 },
        { itemId: 1, stockAreaId: 5, lotNumber: 'L2', differenceQuantity: 0 },
        { itemId: 2, stockAreaId: 5, lotNumber: 'F', differenceQuantity: 3, held: true },
      ],
      { labTestInward: true },
    );
    expect(postings.map((p) => [p.lineIndex, p.movement, p.quantity, p.held])).toEqual([
      [0, 'ADJUSTMENT', -2, false],
      [2, 'ADJUSTMENT', 3, true],
    ]);
  });

  it('asks every line for its count (0 is a count), not for a positive quantity', () => {
    const problems = submitProblems(
      { date: '2026-11-24', lines: [{ countedQuantity: 0 }, { countedQuantity: null }] },
      { taxed: false, counted: true },
    );
    expect(problems.map((problem) => problem.field)).toEqual(['lines.1.countedQuantity']);
  });
});
