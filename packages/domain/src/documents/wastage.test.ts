import { describe, expect, it } from 'vitest';
import { dayWastageMaterial, wastageInUnit } from './wastage.ts';

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

// Issue 19: "wastage as its own material"; decision 1355: a day's wastage comes in as the material the day
// entry names, else its batch's; with wastage and neither, the day is refused naming the field.
describe('dayWastageMaterial', () => {
  const refusal =
    "Choose the wastage material: PB/1 names none, so the day's wastage cannot come into stock without one.";
  it.each([
    ["the day's own, over the batch's", 5, 7, 3, 7],
    ["the batch's when the day names none", 5, null, 3, 3],
    ["the day's when the batch names none", 0.5, 7, null, 7],
    ['no wastage: none needed', 0, null, null, null],
    ['neither names one: refused', 5, null, null, { refusal }],
    ['an empty id is none: refused', 5, 0, 0, { refusal }],
  ])('%s', (_, kg, day, batch, expected) => {
    expect(dayWastageMaterial(kg, day, { number: 'PB/1', wastageItemId: batch })).toEqual(expected);
  });
});
