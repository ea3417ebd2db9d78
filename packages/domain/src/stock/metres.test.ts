import { describe, expect, it } from 'vitest';
import { isMetreUnit } from './metres.ts';

describe('isMetreUnit (PRIMARY_UOM_MTR, decision 0981)', () => {
  it.each([
    ['MTR', null, true],
    ['MTRS', null, true],
    ['Mtrs.', null, true],
    ['metre', null, true],
    ['Metres', null, true],
    ['meter', null, true],
    ['METERS', null, true],
    ['m', null, true],
    [' Mtr ', null, true],
    ['Running length', 'MTR', true],
    ['Running length', 'mtr', true],
    ['KG', 'KGS', false],
    ['MT', null, false],
    ['Metric Ton', 'MTS', false],
    ['MM', null, false],
    ['SQM', 'SQM', false],
    ['', null, false],
  ])('%s (UQC %s) is metres: %s', (name, uqc, expected) => {
    expect(isMetreUnit({ name, uqc })).toBe(expected);
  });

  it('no unit is not metres', () => {
    expect(isMetreUnit(null)).toBe(false);
    expect(isMetreUnit(undefined)).toBe(false);
    expect(isMetreUnit({ name: 'MTR' })).toBe(true);
  });
});
