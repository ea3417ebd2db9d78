import { describe, expect, it } from 'vitest';
import { MACHINE_KINDS } from '../catalogue/modules/machines.ts';
import { parseEntity } from '../catalogue/validate.ts';
import { DOCUMENTS } from './documents.ts';
import { documentModule, transitionRules } from './documentRules.ts';
import { documentPostings } from './postings.ts';
import { OUTPUTS_LATER } from './production.ts';
import { batchRule } from './productionLines.ts';
import { DOCUMENT_STATUS as S, applyAction } from './statuses.ts';

// Issue 19's production documents (decisions 1100, 1103–1105): "A batch consumes inputs and produces
// outputs through the ledger in one transaction"; bad input "output without input; a roll number used
// twice" (and rolls without their measures).

const parse = (key: keyof typeof DOCUMENTS, body: Record<string, unknown>) => {
  const result = parseEntity(documentModule(DOCUMENTS[key]), { date: '2026-11-24', shift: 'A', ...body });
  return result.ok ? [] : result.issues.map((issue) => `${issue.field}: ${issue.message}`);
};
const input = { lineRole: 'INPUT', itemId: 1, stockAreaId: 1, quantity: 5 };
const output = { lineRole: 'OUTPUT', itemId: 2, stockAreaId: 1, quantity: 4 };
const roll = { ...output, rollNumber: 'R-1', weightKg: 40, metres: 400, widthInches: 22 };

describe('production batch lines', () => {
  it.each([
    ['inputs and outputs', [input, output], []],
    [
      'an output without an input',
      [output, output],
      ['lines: A batch consumes inputs and makes outputs: add both.'],
    ],
    [
      'inputs making nothing',
      [input, input],
      ['lines: A batch consumes inputs and makes outputs: add both.'],
    ],
    [
      'lines without their item and place, a cost head line without its head',
      [{ ...input, itemId: null, stockAreaId: null }, output, { lineRole: 'COST', quantity: 1 }],
      [
        'lines.0.itemId: Choose the item of this line.',
        'lines.0.stockAreaId: Choose the stock area it leaves or comes into.',
        'lines.2.costHeadId: Choose the cost head charged.',
      ],
    ],
    [
      'a cost head line needs no item nor place',
      [input, output, { lineRole: 'COST', costHeadId: 3, quantity: 1 }],
      [],
    ],
  ])('%s', (_, lines, messages) => {
    expect(parse('productionBatch', { lines })).toEqual(messages);
  });

  it('is done when submitted and cancelled with its reverse', () => {
    const rules = transitionRules(DOCUMENTS.productionBatch);
    expect(applyAction('submit', S.DRAFT, rules)).toEqual({ ok: true, to: S.COMPLETED });
  });

  it('running over days (decision 1221): inputs only, Open when issued, closed by its complete', () => {
    expect(parse('productionBatch', { runsOverDays: true, lines: [input] })).toEqual([]);
    expect(parse('productionBatch', { runsOverDays: true, lines: [input, output] })).toEqual([
      `lines: ${OUTPUTS_LATER}`,
    ]);
    const issued = transitionRules(DOCUMENTS.productionBatch, true);
    expect(applyAction('submit', S.DRAFT, issued)).toEqual({ ok: true, to: S.OPEN });
    expect(applyAction('complete', S.OPEN, issued)).toEqual({ ok: true, to: S.COMPLETED });
    expect(DOCUMENTS.productionBatch.posting?.produces?.overDays).toEqual({
      field: 'runsOverDays',
      producedField: 'producedKg',
      wastageField: 'wastageKg',
      wastageItemField: 'wastageItemId',
    });
  });

  it('with LAB_TEST_PRODUCTION YES its outputs come in held for the lab, its wastage not (decision 1801)', () => {
    const posting = DOCUMENTS.productionBatch.posting;
    if (!posting) throw new Error('a batch posts');
    const postings = documentPostings(
      posting,
      [input, output, { ...output, lineRole: 'WASTAGE', quantity: 1 }],
      { labTestInward: false, labTestProduction: true },
    );
    expect(postings.map((p) => [p.lineIndex, p.quantity, p.held])).toEqual([
      [0, -5, false],
      [1, 4, true],
      [2, 1, false],
    ]);
  });

  it('posts its inputs out, its outputs and wastage in, its cost heads nowhere', () => {
    const posting = DOCUMENTS.productionBatch.posting;
    if (!posting) throw new Error('a batch posts');
    const postings = documentPostings(
      posting,
      [
        input,
        output,
        { ...output, lineRole: 'WASTAGE', quantity: 1 },
        { lineRole: 'COST', costHeadId: 3, quantity: 1 },
      ],
      { labTestInward: true },
    );
    expect(postings.map((p) => [p.lineIndex, p.movement, p.quantity, p.held])).toEqual([
      [0, 'PRODUCTION_INPUT', -5, false],
      [1, 'PRODUCTION_OUTPUT', 4, false],
      [2, 'PRODUCTION_OUTPUT', 1, false],
    ]);
    expect(posting.claimsOrder).toBe('salesOrderId');
  });
});

describe('the stages', () => {
  it.each([
    ['weavingProcess', { isLoom: true }],
    ['slittingProcess', { machineKind: 'SLITTING' }],
    ['bagMakingProcess', { machineKind: 'BAG_CONVERSION' }],
    ['newProductionBatch', { machineKind: ['TAPE_EXTRUSION', 'LAMINATION', 'PRINTING', 'OTHER'] }],
    ['lotWiseProductionBatch', { machineKind: ['INJECTION_MOULDING', 'BLOW_MOULDING'] }],
  ] as const)('%s offers the machines of its kind (decisions 1232, 1340)', (key, filter) => {
    const machine = DOCUMENTS[key].fields.find((field) => field.key === 'machineId');
    expect(machine?.lookup?.filter).toEqual(filter);
  });

  it("a listed machine kind is one of the machine types' kinds (decisions 1340, 1740)", () => {
    const types = MACHINE_KINDS.map((type) => type.value);
    const listed = Object.values(DOCUMENTS).flatMap((def) =>
      def.fields.flatMap((field) => {
        const value = field.lookup?.filter?.['machineKind'];
        return Array.isArray(value) ? value : [];
      }),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((type) => !types.includes(type))).toEqual([]);
  });

  it.each([
    ['a roll with its number and measures', [input, roll], []],
    [
      'a roll without its number, kg, metres or width',
      [input, { ...roll, rollNumber: '', metres: 0 }],
      [
        'lines.1.rollNumber: Give the roll its number.',
        "lines.1.weightKg: Give the roll's kg, metres and width.",
      ],
    ],
  ])('weaving: %s', (_, lines, messages) => {
    expect(parse('weavingProcess', { machineId: 1, lines })).toEqual(messages);
  });

  it('weaving is a batch whose rolls are woven, tubular by its header', () => {
    expect(DOCUMENTS.weavingProcess.posting?.produces?.woven).toEqual({
      tubularField: 'tubular',
      machineField: 'machineId',
    });
    expect(parse('weavingProcess', { lines: [input, roll] })).toEqual(['machineId: Loom is required']);
  });

  it.each([
    ['slit rolls with their numbers', [input, { ...output, rollNumber: 'S-1A' }], []],
    [
      'a slit roll without its number',
      [input, output],
      ['lines.1.rollNumber: Give each slit roll its number.'],
    ],
    [
      'two halves of the roll slit (decision 1231)',
      [
        { ...input, widthInches: 22 },
        { ...output, rollNumber: 'S-1A', widthInches: 11 },
        { ...output, rollNumber: 'S-1B', widthInches: 11 },
      ],
      [],
    ],
    [
      'slit rolls wider together than the roll slit',
      [
        { ...input, widthInches: 22 },
        { ...output, rollNumber: 'S-1A', widthInches: 12 },
        { ...output, rollNumber: 'S-1B', widthInches: 11 },
      ],
      ["lines: Line 3: the slit rolls' widths come to 23 inch, more than the 22 inch of the roll slit."],
    ],
    [
      'slit widths without the width of the roll slit',
      [input, { ...output, rollNumber: 'S-1A', widthInches: 11 }],
      ["lines: Give the width (inch) of the roll slit: the slit rolls' widths are checked against it."],
    ],
    [
      'still a batch of inputs and outputs',
      [
        { ...output, rollNumber: 'S-1A' },
        { ...output, rollNumber: 'S-1B' },
      ],
      ['lines: A batch consumes inputs and makes outputs: add both.'],
    ],
  ])('slitting: %s', (_, lines, messages) => {
    expect(parse('slittingProcess', { lines })).toEqual(messages);
  });

  it("words the slit widths' rule only for slit rolls too wide", () => {
    const rule = DOCUMENTS.slittingProcess.rules?.find(
      (candidate) => candidate !== batchRule && typeof candidate.message === 'function',
    );
    expect(typeof rule?.message === 'function' ? rule.message({ lines: [] }) : null).toBe('');
  });

  it.each([
    ['newProductionBatch', { stage: 'TAPE_EXTRUSION' }],
    ['bagMakingProcess', { cutting: true }],
    ['lotWiseProductionBatch', { mouldId: 1, granuleLot: 'L-1', shots: 30 }],
  ] as const)('%s takes a batch of inputs and outputs', (key, header) => {
    expect(DOCUMENTS[key].posting?.produces?.lossField).toBe('processLossKg');
    expect(parse(key, { ...header, lines: [input, output] })).toEqual([]);
    expect(parse(key, { ...header, lines: [output, output] })).toEqual([
      'lines: A batch consumes inputs and makes outputs: add both.',
    ]);
  });

  it("carries each line's unit with its GST unit code, which weighs a quantity in kg for the process loss (decision 1802)", () => {
    const produced = Object.values(DOCUMENTS).filter((def) => def.posting?.produces?.lossField !== undefined);
    expect(produced.map((def) => def.key)).toEqual(
      expect.arrayContaining([
        'productionBatch',
        'weavingProcess',
        'newProductionBatch',
        'slittingProcess',
        'bagMakingProcess',
        'lotWiseProductionBatch',
      ]),
    );
    for (const def of produced)
      expect(def.lines.fields.find((field) => field.key === 'uomId')?.lookup?.carries, def.key).toEqual([
        'decimals',
        'uqc',
      ]);
  });
});

describe('tape extrusion and lamination (decisions 1798, 1799)', () => {
  it.each([
    ['a laminated fabric with the GSM its coating adds', 'LAMINATION', { gsmAdded: 20 }, []],
    [
      'a laminated fabric without it',
      'LAMINATION',
      {},
      ['lines: Give each laminated fabric the GSM its coating adds.'],
    ],
    ['a tape needs no GSM added', 'TAPE_EXTRUSION', {}, []],
  ])('%s', (_, stage, extra, messages) => {
    expect(parse('newProductionBatch', { stage, lines: [input, { ...output, ...extra }] })).toEqual(messages);
  });

  it('works out the measured denier and the laminated GSM on the form, judged by the server too', () => {
    const fields = DOCUMENTS.newProductionBatch.lines.fields;
    const judged = fields.flatMap((field) =>
      field.derived?.judged ? [[field.key, field.readOnly, field.derived.judged.on]] : [],
    );
    expect(judged).toEqual([
      ['measuredDenier', true, 'metres'],
      ['gsm', true, 'gsmAdded'],
    ]);
    expect(fields.find((field) => field.key === 'itemId')?.lookup?.carries).toEqual(['gsm', 'denier']);
  });
});
