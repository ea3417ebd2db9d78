import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19: "Tests on a lot (inward, or a production batch) … A pass releases a held lot …; a fail blocks it."
// A production batch's output lot is tested like an inward's (decisions 1162, 1222), and with system config
// LAB_TEST_PRODUCTION YES what production makes comes in held, waiting for its test (decision 1801): a fail
// keeps it held, a pass releases it; the wastage does not wait.

const LT = 'chemical/labTest';
const PB = 'chemical/productionbatch';
const NPB = 'chemical/newproductionbatch';
const DP = 'chemical/dailyProduction';
const s = useStockDocuments();
const params = { moisture: 0 };
const m = { waste: 0, line: 0 };
interface Verdict {
  result: { passed: boolean } | null;
  heldQuantity: number;
}

const verdictOf = async (id: number) =>
  (await s.app().call<Verdict>('GET', `${LT}/result/${id}`, s.app().admin)).body.data as Verdict;
/** A lab test of the tape `lot` read at `moisture` % (at most 0.5 % passes), submitted. */
async function tested(lot: string, moisture: number): Promise<Doc> {
  const draft = await s.ok(`${LT}/save`, {
    date: '2026-11-25',
    itemId: s.ids.tape,
    lotNumber: lot,
    reportId: `QC-${lot}-${moisture}`,
    lines: [{ parameterId: params.moisture, reading: moisture }],
  });
  const reply = await s.submit(LT, draft);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
}
const completed = async (path: string, body: Record<string, unknown>): Promise<Doc> => {
  const reply = await s.submit(path, await s.ok(`${path}/save`, { date: '2026-11-24', ...body }));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};
const input = (quantity: number) => ({
  lineRole: 'INPUT',
  itemId: s.ids.granules,
  stockAreaId: s.ids.store,
  quantity,
});
const tapeOut = (quantity: number, lotNumber: string) => ({
  lineRole: 'OUTPUT',
  itemId: s.ids.tape,
  stockAreaId: s.ids.weaving,
  quantity,
  lotNumber,
});
/** The tape of `lot` in Weaving WIP: available and held. */
const tapeLot = async (lot: string) => {
  const [row] = await queryRows<{ available: number; held: number }>(
    s.app().server.database.db,
    sql`SELECT coalesce(sum(b.quantity) FILTER (WHERE NOT b.held), 0)::float8 AS available,
               coalesce(sum(b.quantity) FILTER (WHERE b.held), 0)::float8 AS held
        FROM stock_balance b JOIN stock_material m ON m.id = b.material_id
        JOIN stock_identity i ON i.id = b.identity_id
        WHERE m.item_id = ${s.ids.tape} AND i.lot_number = ${lot} AND b.stock_area_id = ${s.ids.weaving}`,
  );
  return row;
};
/** Weaving, as the floor would next do with the lot: a stock issue of it to consumption. */
const issueOf = (lot: string, quantity: number) =>
  s.ok('chemical/stockIssue/save', {
    date: '2026-11-25',
    departmentId: s.ids.stores,
    purpose: 'CONSUMPTION',
    lines: [{ itemId: s.ids.tape, stockAreaId: s.ids.weaving, lotNumber: lot, quantity }],
  });

beforeAll(async () => {
  await s.submit(INWARD, await s.inwardOf(await s.openOrder(), [100, 50]));
  const tape = await s.read('chemical/item', s.ids.tape);
  params.moisture = (
    await s.ok('customParam/save', {
      productTypeId: tape.productTypeId ?? null,
      name: 'Moisture',
      unit: '%',
      maxValue: 0.5,
    })
  ).id;
  const [waste] = await queryRows<{ id: number }>(
    s.app().server.database.db,
    sql`SELECT id::int FROM item WHERE code = 'RM-MB-001'`,
  );
  const [line] = await queryRows<{ id: number }>(
    s.app().server.database.db,
    sql`SELECT id::int FROM machine WHERE code = 'TAPE-01'`,
  );
  m.waste = waste?.id ?? 0;
  m.line = line?.id ?? 0;
});
afterEach(() => s.expectConsistent());

describe("a production batch's output lot tested (LAB_TEST_PRODUCTION NO)", () => {
  it('comes in available; a failed test holds it, a pass releases it', async () => {
    const numbered = await s
      .app()
      .call<{ batchNumber: string }>('GET', `${PB}/getUniqueBatchNumber/${s.ids.tape}`, s.app().admin);
    const lot = numbered.body.data?.batchNumber ?? '';
    expect(lot).toMatch(/^SF-TP-800-\d{6}-\d{2}$/);
    await completed(PB, { lines: [input(10), tapeOut(9.5, lot)] });
    expect(await tapeLot(lot)).toEqual({ available: 9.5, held: 0 });

    const failing = await tested(lot, 0.9);
    expect(await verdictOf(failing.id)).toMatchObject({ result: { passed: false }, heldQuantity: 9.5 });
    expect(await tapeLot(lot)).toEqual({ available: 0, held: 9.5 });
    expect((await s.submit('chemical/stockIssue', await issueOf(lot, 9.5))).status).toBe(400);

    const passing = await tested(lot, 0.3);
    expect(await verdictOf(passing.id)).toMatchObject({ result: { passed: true }, heldQuantity: 0 });
    expect(await tapeLot(lot)).toEqual({ available: 9.5, held: 0 });
  });
});

describe('what production makes waits for the lab with LAB_TEST_PRODUCTION YES (decision 1801)', () => {
  beforeAll(() => s.config('LAB_TEST_PRODUCTION', 'YES'));

  it("holds a stage's outputs, not its wastage; a fail keeps them held, a pass releases them", async () => {
    const waste = await s.stockOf(m.waste, s.ids.weaving);
    const doc = await completed(NPB, {
      stage: 'TAPE_EXTRUSION',
      shift: 'A',
      lines: [
        input(10),
        tapeOut(9, 'LP-1'),
        {
          lineRole: 'WASTAGE',
          itemId: m.waste,
          stockAreaId: s.ids.weaving,
          quantity: 0.5,
          lotNumber: 'LPW-1',
        },
      ],
    });
    expect(doc).toMatchObject({ status: S.COMPLETED });
    expect(await tapeLot('LP-1')).toEqual({ available: 0, held: 9 });
    expect(await s.stockOf(m.waste, s.ids.weaving)).toBe(waste + 0.5);
    // Held, the lot cannot be taken before its test.
    const early = await s.submit('chemical/stockIssue', await issueOf('LP-1', 9));
    expect(early.status).toBe(400);

    const failing = await tested('LP-1', 0.8);
    expect(await verdictOf(failing.id)).toMatchObject({ result: { passed: false }, heldQuantity: 9 });
    expect(await tapeLot('LP-1')).toEqual({ available: 0, held: 9 });

    const passing = await tested('LP-1', 0.2);
    expect(await verdictOf(passing.id)).toMatchObject({ result: { passed: true }, heldQuantity: 0 });
    expect(await tapeLot('LP-1')).toEqual({ available: 9, held: 0 });
    // Released under the batch's own line, as an inward's lab result releases its lines.
    const [released] = await queryRows<{ n: number }>(
      s.app().server.database.db,
      sql`SELECT count(*)::int AS n FROM stock_ledger
          WHERE document_type = 'newProductionBatch' AND document_id = ${doc.id} AND movement = 'RELEASE'`,
    );
    expect(released?.n).toBe(2);
    const issued = await s.submit('chemical/stockIssue', await issueOf('LP-1', 9));
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  });

  it("holds a batch over days' daily output until its lot passes", async () => {
    const batch = await completed(PB, { runsOverDays: true, lines: [input(20)] });
    expect(batch).toMatchObject({ status: S.OPEN });
    const day = await completed(DP, {
      date: '2026-11-25',
      shift: 'A',
      lines: [
        {
          machineId: m.line,
          itemId: s.ids.tape,
          kg: 12,
          runningHours: 6,
          productionBatchId: batch.id,
          stockAreaId: s.ids.weaving,
        },
      ],
    });
    const [made] = await queryRows<{ lot: string }>(
      s.app().server.database.db,
      sql`SELECT i.lot_number AS lot FROM stock_ledger l JOIN stock_identity i ON i.id = l.identity_id
          WHERE l.document_type = 'dailyProduction' AND l.document_id = ${day.id}`,
    );
    const lot = made?.lot ?? '';
    expect(await tapeLot(lot)).toEqual({ available: 0, held: 12 });
    await tested(lot, 0.1);
    expect(await tapeLot(lot)).toEqual({ available: 12, held: 0 });
  });
});
