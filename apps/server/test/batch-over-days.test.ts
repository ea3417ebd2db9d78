import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19's batch running over days over HTTP (decision 1221): issued, its inputs leave stock and it stays
// Open; each day's daily production entry naming it brings that day's output in, valued at the batch's value
// per kg; output beyond its inputs is refused; its complete closes it and refuses further entries; a
// cancelled entry takes its output back. Balance = ledger and nothing negative under 20 parallel entries.

const PB = 'chemical/productionbatch';
const DP = 'chemical/dailyProduction';
const { app, ids, call, ok, submit, issuesOf, read, stockOf, openOrder, inwardOf, expectConsistent } =
  useStockDocuments();
const db = () => app().server.database.db;
const m = { line: 0 };

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(db(), query);
  if (!row) throw new Error('no row');
  return row;
};
/** A batch running over days of `kg` granules from the raw material store, submitted: Open, inputs out. */
async function issued(kg: number): Promise<Doc> {
  const draft = await ok(`${PB}/save`, {
    date: '2026-11-24',
    runsOverDays: true,
    lines: [{ lineRole: 'INPUT', itemId: ids.granules, stockAreaId: ids.store, quantity: kg }],
  });
  const reply = await submit(PB, draft);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.data).toMatchObject({ status: S.OPEN });
  return reply.body.data as Doc;
}
/** A shift-wise entry of the tape line (rated in kg) making `kg` of tape for `batch` into Weaving WIP. */
const dayOf = (batch: Doc, date: string, kg: number) =>
  ok(`${DP}/save`, {
    date,
    shift: 'A',
    lines: [
      {
        machineId: m.line,
        itemId: ids.tape,
        kg,
        runningHours: 6,
        productionBatchId: batch.id,
        stockAreaId: ids.weaving,
      },
    ],
  });
const valueIn = async (entry: Doc) =>
  (
    await one<{ v: number }>(
      sql`SELECT coalesce(sum(value), 0)::float8 AS v FROM stock_ledger
          WHERE document_type = 'dailyProduction' AND document_id = ${entry.id}`,
    )
  ).v;
const inputValue = async (batch: Doc) =>
  (
    await one<{ v: number }>(
      sql`SELECT coalesce(-sum(value), 0)::float8 AS v FROM stock_ledger
          WHERE document_type = 'productionBatch' AND document_id = ${batch.id} AND quantity < 0`,
    )
  ).v;

beforeAll(async () => {
  await submit(INWARD, await inwardOf(await openOrder(), [100, 50]));
  await submit(INWARD, await inwardOf(await openOrder(), [100, 50]));
  m.line = (await one<{ id: number }>(sql`SELECT id::int AS id FROM machine WHERE code = 'TAPE-01'`)).id;
});
afterEach(expectConsistent);

describe('a batch running over days', () => {
  it('posts its inputs when issued, its outputs with each day, and closes when completed', async () => {
    const granules = await stockOf(ids.granules, ids.store);
    const tape = await stockOf(ids.tape, ids.weaving);
    const batch = await issued(100);
    expect(await stockOf(ids.granules, ids.store)).toBe(granules - 100);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape);
    const perKg = (await inputValue(batch)) / 100;

    const first = await submit(DP, await dayOf(batch, '2026-11-24', 40));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await submit(DP, await dayOf(batch, '2026-11-25', 50));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape + 90);
    expect(await valueIn(first.body.data as Doc)).toBeCloseTo(40 * perKg, 1);
    expect((await read(PB, batch.id)).producedKg).toBe(90);

    const beyond = await submit(DP, await dayOf(batch, '2026-11-26', 20));
    expect(beyond.status).toBe(400);
    expect(issuesOf(beyond)).toEqual([
      expect.objectContaining({
        field: 'lines.0.kg',
        message: `${batch.number}: Its inputs weigh 100 kg and 90 kg was made from them already: 20 kg more is beyond its inputs.`,
      }),
    ]);
    const cancel = await call(`${PB}/cancel`, {
      id: batch.id,
      version: (await read(PB, batch.id)).version,
      reason: 'x',
    });
    expect(cancel.status).toBe(409);

    const entry = first.body.data as Doc;
    await ok(`${DP}/cancel`, { id: entry.id, version: entry.version, reason: 'wrong day' });
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape + 50);
    expect((await read(PB, batch.id)).producedKg).toBe(50);

    const now = await read(PB, batch.id);
    const done = await ok(`${PB}/complete`, { id: now.id, version: now.version });
    expect(done.status).toBe(S.COMPLETED);
    const late = await submit(DP, await dayOf(batch, '2026-11-27', 5));
    expect(late.status).toBe(400);
    expect(issuesOf(late)[0]).toMatchObject({
      field: 'lines.0.productionBatchId',
      message: `${batch.number} is Completed: it takes no more production entries.`,
    });
  });

  it("fills its sales order's produced quantity with each day, and a cancelled day takes it back", async () => {
    const customer = await one<{ id: number }>(
      sql`SELECT id::int AS id FROM party WHERE company_name = 'Ambuja Cement Works Ltd'`,
    );
    const order = await ok('chemical/salesOrder/save', {
      partyId: customer.id,
      date: '2026-11-24',
      branchId: ids.branch,
      placeOfSupply: '24',
      lines: [{ itemId: ids.tape, quantity: 100, rate: 250 }],
    });
    expect((await submit('chemical/salesOrder', order)).status).toBe(200);
    const draft = await ok(`${PB}/save`, {
      date: '2026-11-24',
      runsOverDays: true,
      salesOrderId: order.id,
      lines: [{ lineRole: 'INPUT', itemId: ids.granules, stockAreaId: ids.store, quantity: 20 }],
    });
    const batch = (await submit(PB, draft)).body.data as Doc;
    expect(batch.status).toBe(S.OPEN);
    const day = (await submit(DP, await dayOf(batch, '2026-12-01', 12))).body.data as Doc;
    const produced = async () => (await read('chemical/salesOrder', order.id)).lines[0]?.producedQuantity;
    expect(await produced()).toBe(12);
    expect((await read(DP, day.id)).lines[0]).toMatchObject({ salesOrderLineId: order.lines[0]?.id });
    await ok(`${DP}/cancel`, { id: day.id, version: day.version, reason: 'wrong batch' });
    expect(await produced()).toBe(0);
  });

  it('is issued with inputs only; a batch not running over days takes no daily entry', async () => {
    const withOutput = await call(`${PB}/save`, {
      date: '2026-11-24',
      runsOverDays: true,
      lines: [
        { lineRole: 'INPUT', itemId: ids.granules, stockAreaId: ids.store, quantity: 5 },
        { lineRole: 'OUTPUT', itemId: ids.tape, stockAreaId: ids.weaving, quantity: 5 },
      ],
    });
    expect(withOutput.status).toBe(400);
    expect(issuesOf(withOutput)[0]?.field).toBe('lines');
    const draft = await ok(`${PB}/save`, {
      date: '2026-11-24',
      lines: [
        { lineRole: 'INPUT', itemId: ids.granules, stockAreaId: ids.store, quantity: 5 },
        { lineRole: 'OUTPUT', itemId: ids.tape, stockAreaId: ids.weaving, quantity: 5, lotNumber: 'OD-1' },
      ],
    });
    const whole = (await submit(PB, draft)).body.data as Doc;
    expect(whole.status).toBe(S.COMPLETED);
    const refused = await submit(DP, await dayOf(whole, '2026-11-28', 1));
    expect(issuesOf(refused)[0]).toMatchObject({
      field: 'lines.0.productionBatchId',
      message: `${whole.number} does not run over days: its outputs are on it.`,
    });
  });

  it('keeps balance = ledger and never goes negative under 20 parallel entries asking more than its inputs', async () => {
    const batch = await issued(50);
    const tape = await stockOf(ids.tape, ids.weaving);
    const drafts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        dayOf(batch, `2026-10-${String(index + 1).padStart(2, '0')}`, 3),
      ),
    );
    const replies = await Promise.all(drafts.map((draft) => submit(DP, draft)));
    const done = replies.filter((reply) => reply.status === 200).length;
    expect(done + replies.filter((reply) => reply.status === 400).length).toBe(20);
    expect(done).toBe(16);
    expect(await stockOf(ids.tape, ids.weaving)).toBeCloseTo(tape + 48, 3);
    expect((await read(PB, batch.id)).producedKg).toBe(48);
    const negative = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stock_balance WHERE quantity < 0 OR reserved > quantity`,
    );
    expect(negative.n).toBe(0);
  });
});
