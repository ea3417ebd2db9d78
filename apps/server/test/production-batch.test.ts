import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19's production batch over HTTP (decisions 1100, 1101): completed, its inputs leave stock as
// PRODUCTION_INPUT and its outputs and wastage come in as PRODUCTION_OUTPUT in one transaction, the
// outputs at the inputs' value plus the cost heads less the wastage's scrap value; a cancel reverses it;
// outputs for a sales order fill its produced quantity and take its reservations.

const PB = 'chemical/productionbatch';
const MR = 'chemical/requestApproval';
const MA = 'chemical/storeManagement/allocate';
const { app, ids, call, ok, submit, issuesOf, read, config, stockOf, openOrder, inwardOf, expectConsistent } =
  useStockDocuments();
const db = () => app().server.database.db;
const place = { waste: 0, power: 0, labour: 0, customer: 0, fg: 0 };

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(db(), query);
  if (!row) throw new Error('no row');
  return row;
};

beforeAll(async () => {
  await submit(INWARD, await inwardOf(await openOrder(), [100, 50]));
  place.waste = (await one<{ id: number }>(sql`SELECT id::int FROM item WHERE code = 'RM-MB-001'`)).id;
  place.fg = (await one<{ id: number }>(sql`SELECT id::int FROM stock_area WHERE code = 'FGS'`)).id;
  place.customer = (
    await one<{ id: number }>(sql`SELECT id::int FROM party WHERE company_name = 'Ambuja Cement Works Ltd'`)
  ).id;
  // The filler masterbatch stands in for PP waste: worth 20 a kg as scrap.
  await db().execute(sql`UPDATE item SET scrap_rate = 20 WHERE id = ${place.waste}`);
  await db().execute(sql`UPDATE cost_head SET rate_basis = 'PER_KG', rate = 5 WHERE name = 'Power'`);
  await db().execute(sql`UPDATE cost_head SET rate_basis = 'PER_BATCH', rate = 300 WHERE name = 'Labour'`);
  place.power = (await one<{ id: number }>(sql`SELECT id::int FROM cost_head WHERE name = 'Power'`)).id;
  place.labour = (await one<{ id: number }>(sql`SELECT id::int FROM cost_head WHERE name = 'Labour'`)).id;
});
afterEach(expectConsistent);

const input = (quantity: number, extra: Record<string, unknown> = {}) => ({
  lineRole: 'INPUT',
  itemId: ids.granules,
  stockAreaId: ids.store,
  quantity,
  ...extra,
});
const output = (quantity: number, extra: Record<string, unknown> = {}) => ({
  lineRole: 'OUTPUT',
  itemId: ids.tape,
  stockAreaId: ids.weaving,
  lotNumber: 'B-1',
  quantity,
  ...extra,
});
const batch = (lines: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  call(`${PB}/save`, { date: '2026-11-24', lines, ...extra });
const completed = async (lines: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
  const draft = await batch(lines, extra);
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const reply = await submit(PB, draft.body.data as Doc);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};
const ledgerOf = (doc: Doc) =>
  queryRows<{ movement: string; quantity: number; value: number; rate: number }>(
    db(),
    sql`SELECT movement, quantity::float8 AS quantity, value::float8 AS value, rate::float8 AS rate
        FROM stock_ledger WHERE document_type = 'productionBatch' AND document_id = ${doc.id} ORDER BY id`,
  );
/**
 * The statements the transactions `work` makes send to the database, BEGIN and COMMIT aside (PGlite sends
 * BEGIN with the first, PostgreSQL on its own: each driver's session prepares every other one once).
 */
async function statementsOf(work: () => Promise<void>): Promise<number> {
  const database = app().server.database;
  const transaction = database.transaction;
  let statements = 0;
  database.transaction = (inner) =>
    transaction(async (tx) => {
      const session = tx._.session;
      const prepare = session.prepareQuery.bind(session);
      let open = true;
      session.prepareQuery = (...args: Parameters<typeof prepare>) => {
        if (open) statements += 1;
        return prepare(...args);
      };
      try {
        return await inner(tx);
      } finally {
        open = false;
      }
    });
  try {
    await work();
  } finally {
    database.transaction = transaction;
  }
  return statements;
}
const ledgerCount = async () =>
  (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_ledger`)).n;

describe('production batch', () => {
  it('consumes the inputs and brings in the outputs at the inputs plus the cost heads, less the scrap', async () => {
    const granules = await stockOf(ids.granules, ids.store);
    const tape = await stockOf(ids.tape, ids.weaving);
    const doc = await completed([
      input(40),
      output(36),
      { lineRole: 'WASTAGE', itemId: place.waste, stockAreaId: ids.store, lotNumber: 'W-1', quantity: 4 },
      { lineRole: 'COST', costHeadId: place.power, quantity: 1 },
      { lineRole: 'COST', costHeadId: place.labour, quantity: 1 },
    ]);
    expect(doc).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^PB\/2026-27\/\d{5}$/) });
    expect(S.COMPLETED).toBe(7);
    expect(await stockOf(ids.granules, ids.store)).toBe(granules - 40);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape + 36);
    // 40 kg at 104.50 = 4,180; Power 5 × 36 kg + Labour 300 = 480; scrap 4 kg × 20 = 80: 4,580 over 36 kg.
    expect(await ledgerOf(doc)).toEqual([
      { movement: 'PRODUCTION_INPUT', quantity: -40, value: -4180, rate: 104.5 },
      { movement: 'PRODUCTION_OUTPUT', quantity: 36, value: 4580, rate: 127.2222 },
      { movement: 'PRODUCTION_OUTPUT', quantity: 4, value: 80, rate: 20 },
    ]);
    const stored = await read(PB, doc.id);
    // The submit's answer carries the rates and yields it wrote (decision 1250).
    expect(doc).toEqual(stored);
    expect(stored.lines.map((line) => line.rate)).toEqual([null, 127.22, 20, null, null]);
    // 36 kg of good output from 40 kg in; no bill of material named, so no yield against one.
    expect(stored).toMatchObject({ yieldPercent: 90, bomYieldPercent: null });

    const cancelled = await call(`${PB}/cancel`, { id: doc.id, version: doc.version, reason: 'Wrong lot' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(ids.granules, ids.store)).toBe(granules);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape);
  });

  it('books wastage only under the wastage category when system config names one', async () => {
    const category = async (name: string) =>
      (await one<{ id: number }>(sql`SELECT id::int FROM category_type WHERE name = ${name}`)).id;
    const wasted = async () => {
      const draft = await batch([
        input(2),
        output(1, { lotNumber: 'B-W' }),
        { lineRole: 'WASTAGE', itemId: place.waste, stockAreaId: ids.store, lotNumber: 'W-9', quantity: 1 },
      ]);
      return submit(PB, draft.body.data as Doc);
    };
    await config('wastageMaterialTypeId', String(await category('Finished Goods')));
    const refused = await wasted();
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.2.itemId',
        message: 'Wastage is booked under Finished Goods: choose an item of it.',
      }),
    ]);
    await config('wastageMaterialTypeId', String(await category('Raw Material')));
    expect((await wasted()).status).toBe(200);
    await config('wastageMaterialTypeId', '');
  });

  it('keeps no yield its column cannot hold: a gram in, ten thousand tonnes out', async () => {
    const doc = await completed([input(0.001), output(10_000_000, { lotNumber: 'B-Y' })]);
    expect(await read(PB, doc.id)).toMatchObject({ status: S.COMPLETED, yieldPercent: null });
    const back = await call(`${PB}/cancel`, { id: doc.id, version: doc.version, reason: 'Typing error' });
    expect(back.status).toBe(200);
  });

  it('refuses inputs not in stock on the line, and nothing is posted', async () => {
    const before = await ledgerCount();
    const draft = await batch([input(100000), output(10)]);
    const reply = await submit(PB, draft.body.data as Doc);
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(/^Only [\d,.]+ KG of PP Granules.* available in Raw Material Store/),
      }),
    ]);
    expect(await ledgerCount()).toBe(before);
    expect((await read(PB, (draft.body.data as Doc).id)).status).toBe(S.DRAFT);
  });

  it('refuses an output without an input, inputs making nothing, and lines missing their item or cost head', async () => {
    const outputOnly = await batch([output(5), output(5, { lotNumber: 'B-2' })]);
    expect(outputOnly.status).toBe(400);
    expect(issuesOf(outputOnly)).toContainEqual(
      expect.objectContaining({
        field: 'lines',
        message: 'A batch consumes inputs and makes outputs: add both.',
      }),
    );
    const inputOnly = await batch([input(5), input(5)]);
    expect(issuesOf(inputOnly)).toContainEqual(expect.objectContaining({ field: 'lines' }));
    const blank = await batch([input(5, { itemId: null }), { lineRole: 'COST', quantity: 1 }, output(5)]);
    expect(issuesOf(blank)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'lines.0.itemId', message: 'Choose the item of this line.' }),
        expect.objectContaining({ field: 'lines.1.costHeadId', message: 'Choose the cost head charged.' }),
      ]),
    );
  });

  it("fills the sales order's produced quantity, takes its reservations, and gives both back on cancel", async () => {
    const order = await ok('chemical/salesOrder/save', {
      partyId: place.customer,
      date: '2026-11-24',
      branchId: ids.branch,
      placeOfSupply: '24',
      lines: [{ itemId: ids.tape, quantity: 100, rate: 250 }],
    });
    expect((await submit('chemical/salesOrder', order)).status).toBe(200);
    const request = await ok(`${MR}/save`, {
      date: '2026-11-24',
      departmentId: ids.stores,
      requiredBy: '2026-11-26',
      purpose: 'PRODUCTION',
      salesOrderId: order.id,
      lines: [{ itemId: ids.granules, quantity: 6 }],
    });
    const opened = (await submit(MR, request)).body.data as Doc;
    const allocation = await ok(`${MA}/save`, {
      materialRequestId: opened.id,
      date: '2026-11-24',
      lines: [
        {
          materialRequestLineId: opened.lines[0]?.id,
          itemId: ids.granules,
          stockAreaId: ids.store,
          quantity: 6,
          toStockAreaId: ids.weaving,
        },
      ],
    });
    expect((await submit(MA, allocation)).status).toBe(200);
    const free = (
      await one<{ q: number }>(
        sql`SELECT coalesce(sum(b.quantity - b.reserved), 0)::float8 AS q FROM stock_balance b
            JOIN stock_material m ON m.id = b.material_id WHERE m.item_id = ${ids.granules} AND b.stock_area_id = ${ids.store}`,
      )
    ).q;
    // All that is free and the order's 6: only a batch for the order may take the reservation.
    const other = await batch([input(free + 6), output(1, { lotNumber: 'B-3' })]);
    expect((await submit(PB, other.body.data as Doc)).status).toBe(400);
    const doc = await completed([input(free + 6), output(30, { lotNumber: 'B-4' })], {
      salesOrderId: order.id,
    });
    const reserved = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stock_reservation WHERE sales_order_id = ${order.id}`,
    );
    expect(reserved.n).toBe(0);
    expect((await read('chemical/salesOrder', order.id)).lines[0]).toMatchObject({ producedQuantity: 30 });
    expect((await read(PB, doc.id)).lines[1]).toMatchObject({ salesOrderLineId: order.lines[0]?.id });
    const audited = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE table_name = 'sales_order' AND record_id = ${order.id} AND action = 'update'`,
    );
    expect(audited.n).toBe(1);

    const cancelled = await call(`${PB}/cancel`, { id: doc.id, version: doc.version, reason: 'Rework' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await read('chemical/salesOrder', order.id)).lines[0]).toMatchObject({ producedQuantity: 0 });
  });

  it('refuses an output for a sales order line without the order, or for a closed order', async () => {
    // A sales order line that does not exist is refused as the draft is saved (issue 39, decision 1870).
    const reply = await batch([input(1), output(1, { lotNumber: 'B-5', salesOrderLineId: 999999 })]);
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual([
      expect.objectContaining({
        field: 'lines.1.salesOrderLineId',
        message: 'Row 2: Sales Order Line 999999 does not exist.',
      }),
    ]);
  });

  it('submits in at most 6 statements besides BEGIN and COMMIT on PGlite, 7 on PostgreSQL (decisions 1797, 1820, 2380, 2383, 2387)', async () => {
    const draft = (
      await batch([input(1), input(1), output(1, { lotNumber: 'B-S1' }), output(1, { lotNumber: 'B-S2' })])
    ).body.data as Doc;
    let submitted: Doc | undefined;
    const statements = await statementsOf(async () => {
      const reply = await submit(PB, draft);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      submitted = reply.body.data as Doc;
    });
    // PostgreSQL reads the lines after the document's lock, PGlite with it (no lock waits there).
    expect(statements).toBeLessThanOrEqual(app().server.database.kind === 'pglite' ? 6 : 7);
    // The answer is the document as a read gives it, lines' lookups and all.
    expect(submitted).toEqual(await read(PB, draft.id));
    const back = await call(`${PB}/cancel`, { id: draft.id, version: submitted?.version, reason: 'Counted' });
    expect(back.status).toBe(200);
  });

  it("the submit's trail says what the user did, its number and status, not the masters it kept (decision 2384)", async () => {
    const doc = await completed([input(1), output(1, { lotNumber: 'B-T1' })]);
    const trail = await app().call<{ action: string; changes: { field: string; after: unknown }[] }>(
      'GET',
      `audit/productionBatch/${doc.id}`,
      app().admin,
    );
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    const submitted = trail.body.dataList?.find((entry) => entry.action === 'submit');
    expect(submitted?.changes.map((change) => change.field).sort()).toEqual(['number', 'status']);
    expect(submitted?.changes).toContainEqual(
      expect.objectContaining({ field: 'number', after: doc.number }),
    );
    // What it kept is on the document itself, as issued.
    expect(
      await one<{ kept: boolean }>(
        sql`SELECT kept IS NOT NULL AS kept FROM production_batch WHERE id = ${doc.id}`,
      ),
    ).toEqual({ kept: true });
  });

  it('keeps balance = ledger and never goes negative under 20 parallel batches asking more than there is', async () => {
    const free = await stockOf(ids.granules, ids.store);
    const drafts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        batch([input(8), output(8, { lotNumber: `P-${index}` })]).then((reply) => reply.body.data as Doc),
      ),
    );
    const replies = await Promise.all(drafts.map((draft) => submit(PB, draft)));
    const done = replies.filter((reply) => reply.status === 200).length;
    expect(done + replies.filter((reply) => reply.status === 400).length).toBe(20);
    expect(done).toBe(Math.min(20, Math.floor(free / 8)));
    expect(await stockOf(ids.granules, ids.store)).toBeCloseTo(free - done * 8, 3);
    const negative = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stock_balance WHERE quantity < 0 OR reserved > quantity`,
    );
    expect(negative.n).toBe(0);
  });
});
