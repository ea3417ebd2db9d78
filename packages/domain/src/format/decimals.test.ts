import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_DECIMALS,
  MAX_QUANTITY_DECIMALS,
  decimalPlaces,
  quantityDecimals,
  roundHalfAway,
  tooManyDecimalsMessage,
} from './decimals.ts';

describe('decimalPlaces: the decimals a value has, so that a field can refuse more than it allows', () => {
  it.each([
    [12, 0],
    [17.5, 1],
    // Issue 14: "Tabbing into a field holding 17.50 and typing 99 shows 17.599".
    [17.599, 3],
    [-0.25, 2],
    [0, 0],
    [1e21, 0],
    [1e-7, 7],
    [1.5e-7, 8],
    [0.1 + 0.2, 17],
  ])('%d has %d decimals', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%d fits no count of decimals',
    (value) => {
      expect(decimalPlaces(value)).toBe(Number.POSITIVE_INFINITY);
    },
  );

  it('property: a whole number of thousandths has at most three decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (thousandths) => {
        expect(decimalPlaces(thousandths / 1000)).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe('quantityDecimals: issue 14 "quantities are entered, checked and shown with their UOM\'s decimals"', () => {
  it.each([
    ['NOS', { decimals: 0 }, 0],
    ['KGS', { decimals: 3 }, 3],
    ['MTR', { decimals: 2 }, 2],
    ['a unit with more than a quantity is kept with', { decimals: 6 }, MAX_QUANTITY_DECIMALS],
    ['a unit without decimals recorded (decision 0607)', { decimals: null }, MAX_QUANTITY_DECIMALS],
    ['a unit read before it had decimals', {}, MAX_QUANTITY_DECIMALS],
    ['no unit chosen', null, MAX_QUANTITY_DECIMALS],
    ['no unit at all', undefined, MAX_QUANTITY_DECIMALS],
    ['a negative count', { decimals: -1 }, MAX_QUANTITY_DECIMALS],
    ['a fraction of a decimal', { decimals: 1.5 }, MAX_QUANTITY_DECIMALS],
  ])('%s: %j gives %d', (_unit, uom, decimals) => {
    expect(quantityDecimals(uom)).toBe(decimals);
  });

  it('quantities are kept to three decimals (kg to the gram), amounts to two (paise)', () => {
    expect([MAX_QUANTITY_DECIMALS, AMOUNT_DECIMALS]).toEqual([3, 2]);
  });
});

describe("roundHalfAway: the stock ledger's rounding, a half written in decimals away from zero", () => {
  it.each([
    ['a half paisa up, however binary keeps it', 0.346 * 7.5, 2, 2.6],
    ['and down below zero', -0.346 * 7.5, 2, -2.6],
    ['below the half: down', 2.5949, 2, 2.59],
    ['a rate to 4 decimals', 100 / 3, 4, 33.3333],
    ['a quantity to the gram', 1.0005, 3, 1.001],
    ['nothing stays nothing', 0, 2, 0],
  ])('%s: %d to %d decimals is %d', (_, value, decimals, rounded) => {
    expect(roundHalfAway(value, decimals)).toBe(rounded);
  });
});

describe('tooManyDecimalsMessage: issue 14 "refused with a message, never silently rounded"', () => {
  it.each([
    ['Reorder Level', 0, 'Reorder Level must be a whole number'],
    ['Width (inch)', 1, 'Width (inch) may have at most 1 decimal place'],
    ['Purchase Price', 2, 'Purchase Price may have at most 2 decimal places'],
  ])('%s with %d decimals: %s', (label, decimals, message) => {
    expect(tooManyDecimalsMessage(label, decimals)).toBe(message);
  });
});
