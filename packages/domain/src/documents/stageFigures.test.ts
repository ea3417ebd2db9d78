import { describe, expect, it } from 'vitest';
import {
  denierLimits,
  denierMessage,
  gsmAddedMissing,
  laminatedGsm,
  laminatedGsmMessage,
  laminatedGsmOf,
  measuredDenier,
  measuredDenierOf,
} from './stageFigures.ts';

// Issue 19: "Tape extrusion: granules, masterbatch and filler into tape bobbins of a denier (denier = grams per
// 9,000 m of tape), with wastage. Lamination: fabric plus coating into laminated fabric, GSM added." The tape's
// denier is worked out from its kg and metres and judged like a roll's GSM (decision 1799); the laminated
// fabric's GSM is the fabric's plus the GSM added (decision 1798).

const TAPE = { field: 'stage', value: 'TAPE_EXTRUSION' };
const LAMINATION = { field: 'stage', value: 'LAMINATION' };
const tape = (extra: Record<string, unknown>) => ({ lineRole: 'OUTPUT', quantity: 19, ...extra });

describe('measuredDenier: "denier = grams per 9,000 m of tape"', () => {
  it.each([
    ['19 kg over 213,750 m: 800 denier', { quantity: 19, metres: 213750 }, 800],
    ['its Weight (kg) before its quantity', { quantity: 4, weightKg: 19, metres: 213750 }, 800],
    ['the metres as typed text', { quantity: 19, metres: '213750' }, 800],
    ['no metres', { quantity: 19 }, null],
    ['no kg', { quantity: 0, metres: 213750 }, null],
  ])('%s', (_, line, denier) => {
    expect(measuredDenier(line)).toBe(denier);
  });
});

describe('denierLimits', () => {
  it.each([
    ['the defaults: a warning beyond 5%, refused beyond 15%', {}, { warn: 5, refuse: 15 }],
    [
      'system config TAPE_DENIER_WARN_PERCENT and TAPE_DENIER_REFUSE_PERCENT',
      { TAPE_DENIER_WARN_PERCENT: '3', TAPE_DENIER_REFUSE_PERCENT: '10' },
      { warn: 3, refuse: 10 },
    ],
    [
      'a limit that is no number above 0 is the default',
      { TAPE_DENIER_WARN_PERCENT: 'x' },
      { warn: 5, refuse: 15 },
    ],
  ])('%s', (_, config, limits) => {
    expect(denierLimits(config)).toEqual(limits);
  });
});

describe("a tape's measured denier on the form and the server (decisions 1230, 1800)", () => {
  const derived = measuredDenierOf(TAPE);
  const extrusion = { stage: 'TAPE_EXTRUSION' };

  it.each([
    ['a tape of a Tape Extrusion entry', extrusion, tape({ metres: 213750 }), 800],
    ['an input is no tape made', extrusion, tape({ lineRole: 'INPUT', metres: 213750 }), null],
    ['another stage makes no tape', { stage: 'PRINTING' }, tape({ metres: 213750 }), null],
  ])('%s', (_, record, line, denier) => {
    expect(derived.value(line, record)).toBe(denier);
  });

  it.each([
    ['on the denier entered', 800, tape({ denier: 800 }), null],
    [
      'beyond 5% of the denier entered: a warning',
      855,
      tape({ denier: 800 }),
      { level: 'warning', message: 'Denier 855 from the kg and metres is 6.88% from the 800 entered.' },
    ],
    [
      'beyond 15%: an error the server refuses',
      950,
      tape({ denier: 800 }),
      {
        level: 'error',
        message: 'Denier 950 from the kg and metres is 18.75% from the 800 entered: check the kg and metres.',
      },
    ],
    [
      "none entered: against the item's denier",
      950,
      tape({ item: { id: 1, name: 'PP Tape', denier: 800 } }),
      {
        level: 'error',
        message: "Denier 950 from the kg and metres is 18.75% from the item's 800: check the kg and metres.",
      },
    ],
    ['none entered and an item without one: nothing to judge', 950, tape({ item: { id: 1 } }), null],
  ])('%s', (_, denier, line, notice) => {
    expect(derived.notice?.(denier, line, {})).toEqual(notice);
  });

  it('is judged by the server on the metres, under the denier limits', () => {
    expect(derived.judged).toEqual({
      on: 'metres',
      config: ['TAPE_DENIER_WARN_PERCENT', 'TAPE_DENIER_REFUSE_PERCENT'],
    });
    expect(derived.notice?.(855, tape({ denier: 800 }), { TAPE_DENIER_WARN_PERCENT: '10' })).toBeNull();
  });

  it('says it in words', () => {
    expect(denierMessage(855, { denier: 800, entered: false }, 6.88, 'warn')).toBe(
      "Denier 855 from the kg and metres is 6.88% from the item's 800.",
    );
  });
});

describe('laminatedGsm: "fabric plus coating into laminated fabric, GSM added"', () => {
  it.each([
    ['a 90 GSM fabric with 20 added', [{ gsm: 90, metres: 400 }], 20, 110],
    [
      'two fabrics: their GSM by their metres',
      [
        { gsm: 90, metres: 300 },
        { gsm: 70, metres: 100 },
      ],
      20,
      105,
    ],
    [
      'a coating has no GSM: not a fabric',
      [
        { gsm: 0, metres: 5 },
        { gsm: 90, metres: 400 },
      ],
      15.5,
      105.5,
    ],
    ['no fabric of a GSM', [{ gsm: 0, metres: 5 }], 20, null],
    ['a fabric of no length', [{ gsm: 90, metres: 0 }], 20, null],
  ])('%s', (_, fabrics, added, gsm) => {
    expect(laminatedGsm(fabrics, added)).toBe(gsm);
  });
});

describe("a laminated fabric's GSM on the form and the server (decisions 1230, 1800)", () => {
  const derived = laminatedGsmOf(LAMINATION);
  const fabric = { lineRole: 'INPUT', quantity: 400, item: { id: 1, gsm: 90 } };
  const coating = { lineRole: 'INPUT', quantity: 5, item: { id: 2, name: 'LDPE' } };
  const laminated = { lineRole: 'OUTPUT', quantity: 400, gsmAdded: 20, item: { id: 3, gsm: 110 } };
  const entry = (lines: readonly Record<string, unknown>[], stage = 'LAMINATION') => ({ stage, lines });

  it.each([
    ['the fabric laminated plus the GSM added', entry([fabric, coating, laminated]), laminated, 110],
    [
      "the fabric's Metres before its quantity",
      entry([
        { ...fabric, quantity: 1, metres: 400 },
        { ...fabric, metres: 400, item: { gsm: 70 } },
        laminated,
      ]),
      laminated,
      100,
    ],
    [
      'without the GSM added: not worked out',
      entry([fabric, laminated]),
      { ...laminated, gsmAdded: '' },
      null,
    ],
    ['an input is not laminated fabric', entry([fabric, laminated]), fabric, null],
    ['another stage laminates nothing', entry([fabric, laminated], 'PRINTING'), laminated, null],
  ])('%s', (_, record, line, gsm) => {
    expect(derived.value(line, record)).toBe(gsm);
  });

  it.each([
    ["on the item's GSM", 110, null],
    [
      'beyond 5%: a warning',
      120,
      { level: 'warning', message: "Laminated GSM 120 is 9.09% from the item's 110." },
    ],
    [
      'beyond 15%: an error the server refuses',
      150,
      { level: 'error', message: "Laminated GSM 150 is 36.36% from the item's 110: check the GSM added." },
    ],
  ])('%s', (_, gsm, notice) => {
    expect(derived.notice?.(gsm, laminated, {})).toEqual(notice);
  });

  it('is judged by the server on the GSM added, under the weaving GSM limits; an item without a GSM is not', () => {
    expect(derived.judged).toEqual({
      on: 'gsmAdded',
      config: ['WEAVING_GSM_WARN_PERCENT', 'WEAVING_GSM_REFUSE_PERCENT'],
    });
    expect(derived.notice?.(150, { ...laminated, item: { id: 3 } }, {})).toBeNull();
    expect(laminatedGsmMessage(120, 110, 9.09, 'warn')).toBe(
      "Laminated GSM 120 is 9.09% from the item's 110.",
    );
  });

  it.each([
    ['a laminated fabric without the GSM added', entry([fabric, { ...laminated, gsmAdded: null }]), true],
    ['every laminated fabric with it', entry([fabric, laminated]), false],
    ['another stage asks none', entry([fabric, { ...laminated, gsmAdded: null }], 'PRINTING'), false],
  ])('gsmAddedMissing: %s', (_, record, missing) => {
    expect(gsmAddedMissing(record, LAMINATION)).toBe(missing);
  });
});
