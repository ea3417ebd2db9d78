import { DOCUMENT_STATUS as S } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { findIn } from './helpers.ts';
import { useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19's "Make Batch from Plan" over HTTP (decision 1352): a line of an open plan answers the new batch
// of its item's screen, prefilled with what is left to produce and the plan and sales order links; nothing
// is saved. Decision 1505: the item's Made On names that screen (the demo's sacks on bag making, its
// chemicals on the production batch); an item naming none keeps "a BOM → production batch, else bag making".

const SO = 'chemical/salesOrder';
const PLAN = 'chemical/planning';
const s = useStockDocuments();
const ids = { customer: 0, bag: 0, fabric: 0, wrapper: 0, soda: 0, bom: 0 };

interface Made {
  document: string;
  route: string;
  draft: Record<string, unknown> & { lines: Record<string, unknown>[] };
}
const made = (planId: number, lineId: unknown, token = s.app().admin) =>
  s.app().call<Made>('GET', `${PLAN}/getBatchFromPlan/${planId}?lineId=${String(lineId)}`, token);

beforeAll(async () => {
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(s.app(), path, key, value)).id;
  ids.customer = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.bag = await idOf('chemical/item', 'code', 'FG-SK-050');
  ids.fabric = await idOf('chemical/item', 'code', 'SF-WF-090');
  ids.wrapper = await idOf('chemical/item', 'code', 'PK-BW-001');
  ids.soda = await idOf('chemical/item', 'code', 'CH-SS-001');
  ids.bom = await idOf('chemical/bom', 'code', 'BOM-SK-050');
});

describe('GET chemical/planning/getBatchFromPlan/{id}?lineId', () => {
  it('answers the batch of the stage the item is made on, its BOM scaled to what is left', async () => {
    const order = await s.ok(`${SO}/save`, {
      partyId: ids.customer,
      date: '2026-11-24',
      deliveryDate: '2026-12-05',
      branchId: s.ids.branch,
      lines: [{ itemId: ids.bag, quantity: 6_000, rate: 9.2 }],
    });
    const opened = (await s.submit(SO, order)).body.data as Doc;
    const draft = await s.ok(`${PLAN}/save`, {
      planName: 'Week 49',
      date: '2026-11-24',
      lines: [
        { salesOrderId: opened.id, itemId: ids.bag, quantity: 4_000, byDate: '2026-12-01' },
        { itemId: ids.soda, quantity: 25, byDate: '2026-12-02' },
        { itemId: ids.wrapper, quantity: 40, byDate: '2026-12-02' },
      ],
    });
    // A draft plan makes nothing yet.
    expect((await made(draft.id, draft.lines[0]?.id)).status).toBe(409);
    const plan = (await s.submit(PLAN, draft)).body.data as Doc;
    expect(plan).toMatchObject({ status: S.OPEN });
    const [sacks, soda, wrappers] = plan.lines;

    const byBom = await made(plan.id, sacks?.id);
    expect(byBom.status, JSON.stringify(byBom.body)).toBe(200);
    // The sacks are made on bag making: 4,000 at 1,050 m of fabric and 2 wrappers per 1,000, by their BOM.
    expect(byBom.body.data).toEqual({
      document: 'bagMakingProcess',
      route: '/module/bagMakingProcess',
      draft: {
        planningId: plan.id,
        salesOrderId: opened.id,
        // The header's lookups are named as a read names them, so that the form's pickers show them.
        planning: { id: plan.id, number: plan.number },
        salesOrder: { id: opened.id, number: opened.number },
        lines: [
          // Each line names its item and unit, as a line read does, so that the new form shows them.
          expect.objectContaining({
            lineRole: 'INPUT',
            itemId: ids.fabric,
            quantity: 4_200,
            item: { id: ids.fabric, name: expect.any(String) },
            uom: { id: expect.any(Number), name: expect.any(String) },
          }),
          expect.objectContaining({ lineRole: 'INPUT', itemId: ids.wrapper, quantity: 8 }),
          expect.objectContaining({
            lineRole: 'OUTPUT',
            itemId: ids.bag,
            quantity: 4_000,
            // The plan line names its order, not its line: the batch fills the order's line of its item.
            salesOrderLineId: null,
          }),
        ],
      },
    });
    // The soda is made on the production batch (no BOM of its own: one output line).
    const chemical = await made(plan.id, soda?.id);
    expect(chemical.body.data).toMatchObject({
      document: 'productionBatch',
      draft: {
        planningId: plan.id,
        salesOrderId: null,
        lines: [{ lineRole: 'OUTPUT', itemId: ids.soda, quantity: 25, salesOrderLineId: null }],
      },
    });
    expect(chemical.body.data?.draft).not.toHaveProperty('bomId');
    expect(chemical.body.data?.draft).toMatchObject({ planning: { id: plan.id, number: plan.number } });
    // The wrapper names no stage and has no BOM: the fallback, bag making.
    expect((await made(plan.id, wrappers?.id)).body.data).toMatchObject({
      document: 'bagMakingProcess',
      draft: { lines: [{ lineRole: 'OUTPUT', itemId: ids.wrapper, quantity: 40 }] },
    });
    // The draft saves as the batch it names, with its links, once the user gives the stock areas.
    const batch = byBom.body.data?.draft ?? { lines: [] };
    const saved = await s.ok('chemical/bagMakingProcess/save', {
      ...batch,
      date: '2026-11-25',
      shift: 'A',
      lines: batch.lines.map((line) => ({ ...line, stockAreaId: s.ids.store })),
    });
    expect(saved).toMatchObject({ planningId: plan.id, salesOrderId: opened.id });
  });

  it('refuses a line not on the plan, no line, and another organisation’s plan', async () => {
    const draft = await s.ok(`${PLAN}/save`, {
      planName: 'Week 50',
      date: '2026-11-24',
      lines: [{ itemId: ids.soda, quantity: 5, byDate: '2026-12-02' }],
    });
    const plan = (await s.submit(PLAN, draft)).body.data as Doc;
    const stray = await made(plan.id, 999_999);
    expect(stray.status).toBe(400);
    expect(s.issuesOf(stray)).toEqual([
      expect.objectContaining({ field: 'lineId', message: `That line is not on ${String(plan.number)}.` }),
    ]);
    const none = await s.app().call('GET', `${PLAN}/getBatchFromPlan/${plan.id}`, s.app().admin);
    expect(none.status).toBe(400);
    expect((await made(plan.id, plan.lines[0]?.id, s.app().orgB)).status).toBe(404);
  });
});
