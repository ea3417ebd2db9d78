import { describe, expect, it } from 'vitest';
import { gsmMessage, gsmVerdict, rollGsm, tapeDenier } from './weaving.ts';

// Issue 19: "GSM = kg × 1000 ÷ (metres × width in metres), width being the flat width for flat fabric and
// twice the lay-flat width for tubular fabric from a circular loom (item width entered in inches, 1 inch =
// 0.0254 m): a warning beyond 5% from the item's GSM, refused beyond 15%"; "denier = grams per 9,000 m".

describe('rollGsm', () => {
  it.each([
    ['flat fabric: its width', { kg: 50.8, metres: 1000, widthInches: 20 }, 100],
    [
      'tubular fabric: twice the lay-flat width',
      { kg: 100.584, metres: 1000, widthInches: 22, tubular: true },
      90,
    ],
    ['tubular false is flat', { kg: 50.8, metres: 1000, widthInches: 20, tubular: false }, 100],
    ['no metres', { kg: 50, metres: 0, widthInches: 20 }, null],
    ['no width', { kg: 50, metres: 100, widthInches: 0 }, null],
    ['negative kg', { kg: -1, metres: 100, widthInches: 20 }, null],
  ])('%s', (_, roll, gsm) => {
    expect(rollGsm(roll)).toBe(gsm);
  });
});

describe('gsmVerdict', () => {
  const limits = { warn: 5, refuse: 15 };
  it.each([
    ['on the item', 90, 90, 'ok', 0],
    ['5% off: still ok', 94.5, 90, 'ok', 5],
    ['beyond 5%: a warning', 95, 90, 'warn', 5.56],
    ['15% under: a warning', 76.5, 90, 'warn', 15],
    ['beyond 15%: refused', 107.37, 90, 'refuse', 19.3],
    ['an item without a GSM: nothing to check', 107, null, 'ok', 0],
    ['an item of GSM 0: nothing to check', 107, 0, 'ok', 0],
  ])('%s', (_, actual, expected, verdict, deviation) => {
    expect(gsmVerdict(actual, expected, limits)).toEqual({ verdict, deviation });
  });

  it('says it in words', () => {
    expect(gsmMessage(107.37, 90, 19.3, 'refuse')).toBe(
      "GSM 107.37 is 19.3% from the item's 90: check the kg, metres and width.",
    );
    expect(gsmMessage(95, 90, 5.56, 'warn')).toBe("GSM 95 is 5.56% from the item's 90.");
  });
});

describe('tapeDenier', () => {
  it.each([
    ['800 denier: 800 g per 9,000 m', 80, 900, 800],
    ['no metres', 80, 0, null],
    ['negative grams', -1, 900, null],
  ])('%s', (_, grams, metres, denier) => {
    expect(tapeDenier(grams, metres)).toBe(denier);
  });
});
