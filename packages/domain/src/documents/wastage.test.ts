import { describe, expect, it } from 'vitest';
import { wastageInUnit } from './wastage.ts';

// Issue 19 / decision 1356's addendum: "Wastage is posted in the material's own unit assumed to be kg: convert
// from kg to the wastage item's UOM … (or refuse a wastage material whose unit is not weight, in words)".
describe('wastageInUnit', () => {
  it.each([
    ['kilograms: as entered', 12.5, 20, { name: 'KG', uqc: 'KGS' }, { quantity: 12.5, rate: 20 }],
    [
      'tonnes: a thousandth, the rate per tonne',
      250,
      20,
      { name: 'MT', uqc: 'MTS' },
      { quantity: 0.25, rate: 20000 },
    ],
    ['grammes: a thousand times', 1.5, 20, { name: 'G', uqc: 'GMS' }, { quantity: 1500, rate: 0.02 }],
    [
      'pieces: refused in words',
      3,
      20,
      { name: 'PCS', uqc: 'PCS' },
      {
        refusal:
          'PP Scrap is kept in PCS, not a weight: wastage is entered in kg. Give it a unit of GST code KGS, GMS or MTS.',
      },
    ],
    [
      'no code: refused',
      3,
      0,
      { name: 'Lot', uqc: null },
      {
        refusal:
          'PP Scrap is kept in Lot, not a weight: wastage is entered in kg. Give it a unit of GST code KGS, GMS or MTS.',
      },
    ],
  ])('%s', (_, kg, rate, unit, expected) => {
    expect(wastageInUnit(kg, rate, unit, 'PP Scrap')).toEqual(expected);
  });
});
