import { describe, expect, it } from 'vitest';
import type { StockPosting } from './postings.ts';
import { incomingRolls, repeatedRolls, rollName } from './rolls.ts';

const posting = (lineIndex: number, patch: Partial<StockPosting> = {}): StockPosting => ({
  lineIndex,
  movement: 'INWARD',
  material: 'item',
  materialId: 7,
  stockAreaId: 3,
  rackId: null,
  lotNumber: 'L1',
  rollNumber: `R-${lineIndex}`,
  packingTypeId: null,
  manufacturedOn: null,
  expiresOn: null,
  quantity: 100,
  toStockAreaId: null,
  rate: 10,
  held: false,
  ...patch,
});

describe('issue 17: "a duplicate roll number for the same item and lot" is bad input', () => {
  it.each([
    ['distinct rolls', [posting(0), posting(1)], []],
    [
      'the same roll number in another lot',
      [posting(0, { rollNumber: 'R' }), posting(1, { rollNumber: 'R', lotNumber: 'L2' })],
      [],
    ],
    [
      'the same roll number of another item',
      [posting(0, { rollNumber: 'R' }), posting(1, { rollNumber: 'R', materialId: 8 })],
      [],
    ],
    ['lines without roll numbers', [posting(0, { rollNumber: '' }), posting(1, { rollNumber: '' })], []],
    [
      'the same roll twice',
      [posting(0, { rollNumber: 'R' }), posting(1), posting(2, { rollNumber: 'R' })],
      [{ field: 'lines.2.rollNumber', message: 'Roll R of lot L1 is on line 1 already.' }],
    ],
    [
      'the same roll twice without a lot',
      [posting(0, { rollNumber: 'R', lotNumber: '' }), posting(1, { rollNumber: 'R', lotNumber: '' })],
      [{ field: 'lines.1.rollNumber', message: 'Roll R is on line 1 already.' }],
    ],
    [
      'a roll going out twice is not a roll coming in',
      [posting(0, { quantity: -1 }), posting(1, { quantity: -1, rollNumber: 'R-0' })],
      [],
    ],
  ])('%s', (_, postings, expected) => {
    expect(repeatedRolls(postings)).toEqual(expected.map((issue) => expect.objectContaining(issue)));
  });

  it('incoming rolls are the postings in with a roll number', () => {
    const rolls = incomingRolls([posting(0), posting(1, { rollNumber: '' }), posting(2, { quantity: -5 })]);
    expect(rolls.map((roll) => roll.lineIndex)).toEqual([0]);
    expect(rollName(posting(4))).toBe('Roll R-4 of lot L1');
  });
});
