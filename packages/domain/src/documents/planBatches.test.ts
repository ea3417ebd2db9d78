import { describe, expect, it } from 'vitest';
import { MADE_ON } from '../catalogue/modules/items.ts';
import { DOCUMENTS } from './documents.ts';
import { batchFromPlan, type PlanToMake } from './planBatches.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

// Issue 19, decision 1342's "not done" and decision 1352: "Make Batch from Plan" opens a new batch of the
// screen the plan line's item is made on (by BOM for chemicals, the woven bag stage for bags), prefilled
// with the item, the quantity left to produce (planned − produced), the BOM, and the plan and order links.
// Decision 1505: "an item names the stage that makes it ... Make Batch uses it instead of 'has a BOM →
// production batch, else bag making' (kept as the fallback when unset)".

const makes = DOCUMENTS.planning.makes;
if (!makes) throw new Error('the plan makes no batches');

const plan = (status: number, lines: PlanToMake['lines']): PlanToMake => ({
  id: 9,
  status,
  number: 'PLN/26-27/00001',
  lines,
});
const cement = {
  id: 31,
  itemId: 5,
  uomId: 2,
  quantity: 6000,
  producedQuantity: 1500,
  salesOrderId: 4,
  salesOrderLineId: 40,
};
const stock = { id: 32, itemId: 6, uomId: 1, quantity: 10, producedQuantity: null, salesOrderId: null };

describe('a batch made from a plan line', () => {
  it('of an item made by a bill of material is a production batch by it, for what is left', () => {
    const bom = {
      id: 3,
      lines: [
        { lineRole: 'INPUT' as const, itemId: 70, quantity: 4050, uomId: 1 },
        { lineRole: 'OUTPUT' as const, itemId: 5, quantity: 4500, uomId: 2 },
      ],
    };
    expect(batchFromPlan(makes, plan(S.OPEN, [cement]), 31, { stage: null, bom })).toEqual({
      ok: true,
      document: 'productionBatch',
      draft: {
        planningId: 9,
        salesOrderId: 4,
        bomId: 3,
        batchSize: 4500,
        lines: [
          { lineRole: 'INPUT', itemId: 70, quantity: 4050, uomId: 1 },
          { lineRole: 'OUTPUT', itemId: 5, quantity: 4500, uomId: 2, salesOrderLineId: 40 },
        ],
      },
    });
  });

  it('of an item no bill of material makes is made on bag making: its output, for no order or one', () => {
    expect(batchFromPlan(makes, plan(S.OPEN, [cement, stock]), 32, { stage: '', bom: null })).toEqual({
      ok: true,
      document: 'bagMakingProcess',
      draft: {
        planningId: 9,
        salesOrderId: null,
        lines: [{ lineRole: 'OUTPUT', itemId: 6, quantity: 10, uomId: 1, salesOrderLineId: null }],
      },
    });
    expect(batchFromPlan(makes, plan(S.OPEN, [cement]), 31, { stage: 'NONE', bom: null })).toMatchObject({
      draft: { salesOrderId: 4, lines: [{ itemId: 5, quantity: 4500, salesOrderLineId: 40 }] },
    });
  });

  const bom = {
    id: 3,
    lines: [
      { lineRole: 'INPUT' as const, itemId: 70, quantity: 4050, uomId: 1 },
      { lineRole: 'OUTPUT' as const, itemId: 5, quantity: 4500, uomId: 2 },
    ],
  };
  const scaledLines = [
    { lineRole: 'INPUT', itemId: 70, quantity: 4050, uomId: 1 },
    { lineRole: 'OUTPUT', itemId: 5, quantity: 4500, uomId: 2, salesOrderLineId: 40 },
  ];
  const output = [{ lineRole: 'OUTPUT', itemId: 5, quantity: 4500, uomId: 2, salesOrderLineId: 40 }];
  const links = { planningId: 9, salesOrderId: 4 };
  it.each([
    ['bag making, with its BOM', 'BAG_MAKING', bom, 'bagMakingProcess', { ...links, lines: scaledLines }],
    ['weaving, without a BOM', 'WEAVING', null, 'weavingProcess', { ...links, lines: output }],
    [
      'tape extrusion: the new batch at its stage',
      'TAPE_EXTRUSION',
      null,
      'newProductionBatch',
      { stage: 'TAPE_EXTRUSION', ...links, lines: output },
    ],
    [
      'the production batch by its BOM',
      'BOM',
      bom,
      'productionBatch',
      { ...links, bomId: 3, batchSize: 4500, lines: scaledLines },
    ],
    ['the production batch, no BOM', 'BOM', null, 'productionBatch', { ...links, lines: output }],
    ['lot-wise', 'LOT_WISE', null, 'lotWiseProductionBatch', { ...links, lines: output }],
  ])('of an item made on %s opens that screen', (_, stage, scaled, document, draft) => {
    expect(batchFromPlan(makes, plan(S.OPEN, [cement]), 31, { stage, bom: scaled })).toEqual({
      ok: true,
      document,
      draft,
    });
  });

  it('has a stage for every Made On of the item, on a batch that declares its header values', () => {
    expect(Object.keys(makes.stages).sort()).toEqual(MADE_ON.map((option) => String(option.value)).sort());
    for (const stage of Object.values(makes.stages)) {
      const def = DOCUMENTS[stage.document as keyof typeof DOCUMENTS];
      expect(def.fields.map((field) => field.key)).toEqual(
        expect.arrayContaining(['planningId', 'salesOrderId']),
      );
      for (const [key, value] of Object.entries(stage.header ?? {})) {
        const field = def.fields.find((candidate) => candidate.key === key);
        expect(field?.options?.map((option) => option.value)).toContain(value);
      }
    }
  });

  it.each([
    [
      'a draft plan',
      plan(S.DRAFT, [cement]),
      31,
      'id',
      'PLN/26-27/00001 is Draft: batches are made from an open plan.',
    ],
    [
      'a closed plan',
      plan(S.CLOSED, [cement]),
      31,
      'id',
      'PLN/26-27/00001 is Closed: batches are made from an open plan.',
    ],
    ['a line of another plan', plan(S.OPEN, [cement]), 99, 'lineId', 'That line is not on PLN/26-27/00001.'],
    [
      'a line made in full',
      plan(S.OPEN, [stock, { ...cement, producedQuantity: 6000 }]),
      31,
      'lineId',
      'Line 2 of PLN/26-27/00001 has nothing left to produce.',
    ],
    [
      'a line of an unnumbered plan with nothing planned',
      { ...plan(S.OPEN, [{ id: 33, itemId: 5, quantity: null }]), number: null },
      33,
      'lineId',
      'Line 1 of The plan has nothing left to produce.',
    ],
  ])('is refused for %s', (_, subject, lineId, field, message) => {
    expect(batchFromPlan(makes, subject, lineId, { stage: 'BAG_MAKING', bom: null })).toMatchObject({
      ok: false,
      field,
      message,
    });
  });

  it('names documents that exist and fields they declare', () => {
    const byBom = DOCUMENTS[makes.byBom.document as keyof typeof DOCUMENTS];
    const other = DOCUMENTS[makes.otherwise.document as keyof typeof DOCUMENTS];
    const keys = (def: typeof byBom) => def.fields.map((field) => field.key);
    expect(keys(byBom)).toEqual(expect.arrayContaining(['bomId', 'batchSize', 'planningId', 'salesOrderId']));
    expect(keys(other)).toEqual(expect.arrayContaining(['planningId', 'salesOrderId']));
  });
});
