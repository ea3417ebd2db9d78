import { describe, expect, it } from 'vitest';
import {
  gsmMessage,
  gsmVerdict,
  loomAreaRefusal,
  rollGsm,
  slitWidthMessage,
  slitWidthOverrun,
  tapeDenier,
} from './weaving.ts';

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

describe('slitWidthOverrun (decision 1231: slit rolls no wider than the roll slit)', () => {
  const input = (widthInches?: unknown) => ({ role: 'IN', widthInches });
  const output = (widthInches?: unknown) => ({ role: 'OUT', widthInches });
  const isInput = (line: Record<string, unknown>) => line.role === 'IN';
  const isOutput = (line: Record<string, unknown>) => line.role === 'OUT';
  it.each([
    ['two halves of a 22 inch roll', [input(22), output(11), output(11)], null],
    ['less than the roll: the rest is trim', [input(22), output(10), output(10)], null],
    ['two rolls slit into three', [input(22), input(22), output(15), output(15), output(14)], null],
    [
      'wider than the roll: the line that went past',
      [input(22), output(12), output(11)],
      { row: 3, slit: 23, parent: 22 },
    ],
    ["slit widths without the roll's", [input(), output(11)], { row: null, slit: 11, parent: 0 }],
    ['no slit widths given: nothing to check', [input(), output(), output('')], null],
    [
      'text and nonsense widths count as given or not',
      [input('22'), output('12'), output('x'), output(11)],
      { row: 4, slit: 23, parent: 22 },
    ],
    ['decimals added without float noise', [input(0.3), output(0.1), output(0.2)], null],
  ])('%s', (_, lines, expected) => {
    expect(slitWidthOverrun(lines, isInput, isOutput)).toEqual(expected);
  });

  it('says it in words', () => {
    expect(slitWidthMessage({ row: 3, slit: 23, parent: 22 })).toBe(
      "Line 3: the slit rolls' widths come to 23 inch, more than the 22 inch of the roll slit.",
    );
    expect(slitWidthMessage({ row: null, slit: 11, parent: 0 })).toBe(
      "Give the width (inch) of the roll slit: the slit rolls' widths are checked against it.",
    );
  });
});

// Issue 19 (decision 1356): a weaving entry's rolls come into a stock area of the loom's department, or the
// loom's own stock area; another area is refused naming both.
describe('loomAreaRefusal', () => {
  const loom = { name: 'Circular Loom 1', departmentId: 3, departmentName: 'Weaving', stockAreaId: 9 };
  it.each([
    ["an area of the loom's department", { id: 4, name: 'Weaving WIP', departmentId: 3 }, null],
    ["the loom's own area, of another department", { id: 9, name: 'Loom Bay', departmentId: 5 }, null],
    [
      'an area of another department',
      { id: 7, name: 'Main Store', departmentId: 5 },
      "Stock area Main Store is not of Circular Loom 1's department Weaving: bring its rolls into an area of Weaving or the loom's own.",
    ],
    [
      'an area of no department',
      { id: 8, name: 'Yard', departmentId: null },
      "Stock area Yard is not of Circular Loom 1's department Weaving: bring its rolls into an area of Weaving or the loom's own.",
    ],
  ])('%s', (_, area, refusal) => {
    expect(loomAreaRefusal(loom, area)).toBe(refusal);
  });
  it('a loom without a department or area of its own takes none', () => {
    const bare = { ...loom, departmentId: null, stockAreaId: null };
    expect(loomAreaRefusal(bare, { id: 8, name: 'Yard', departmentId: null })).not.toBeNull();
  });
});
