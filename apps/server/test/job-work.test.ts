import { AMEND_POSTED, DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { findIn } from './helpers.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 18's job work over HTTP (decisions 1030–1032): a challan sends our stock to the job worker's place
// (a location of type Job Worker made on first use), a receipt against it brings the processed goods back
// and writes off what went into them and the wastage; what is still out is listed per challan line.

const JWC = 'chemical/transfer-and-dispatch';
const JWR = 'chemical/jobWorkReceipt';
const { app, ids, call, ok, submit, issuesOf, read, config, stockOf, openOrder, inwardOf } =
  useStockDocuments();
const place = { process: 0, fg: 0, customer: 0, area: 0 };
const db = () => app().server.database.db;

interface Outstanding {
  challanNumber: string;
  party: { name: string };
  item: { name: string };
  sent: number;
  returned: number;
  wasted: number;
  stillOut: number;
}
const outstanding = async (body: Record<string, unknown> = {}) => {
  const reply = await app().call<Outstanding>('POST', `${JWC}/getOutstandingList`, app().admin, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { rows: reply.body.dataList ?? [], total: reply.body.totalCount };
};

beforeAll(async () => {
  place.process = (
    await findIn<{ id: number }>(app(), 'chemical/process', 'name', 'Lamination', app().admin)
  ).id;
  place.fg = ids.tape;
  place.customer = (
    await findIn<{ id: number }>(app(), 'party', 'companyName', 'Ambuja Cement Works Ltd', app().admin)
  ).id;
  await submit(INWARD, await inwardOf(await openOrder(), [100]));
});

// Balance equals ledger after every test: each balance row is the sum of its ledger rows.
afterEach(async () => {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`SELECT count(*)::int AS n FROM stock_balance b
        LEFT JOIN (SELECT balance_id, sum(quantity) AS q FROM stock_ledger GROUP BY balance_id) l ON l.balance_id = b.id
        WHERE b.quantity <> coalesce(l.q, 0)`,
  );
  expect(row?.n).toBe(0);
});

const challan = (quantity: number, extra: Record<string, unknown> = {}, line: Record<string, unknown> = {}) =>
  ok(`${JWC}/save`, {
    partyId: ids.supplier,
    date: '2026-11-24',
    branchId: ids.branch,
    processId: place.process,
    lines: [{ itemId: ids.granules, stockAreaId: ids.store, quantity, ...line }],
    ...extra,
  });
const sent = async (quantity: number, line: Record<string, unknown> = {}): Promise<Doc> => {
  const reply = await submit(JWC, await challan(quantity, {}, line));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};
const receipt = (doc: Doc, line: Record<string, unknown>) =>
  ok(`${JWR}/save`, {
    partyId: ids.supplier,
    jobWorkChallanId: doc.id,
    date: '2026-11-26',
    lines: [
      {
        jobWorkChallanLineId: doc.lines[0]?.id,
        itemId: ids.granules,
        processedItemId: place.fg,
        stockAreaId: ids.store,
        ...line,
      },
    ],
  });
const received = async (doc: Doc, line: Record<string, unknown>) => {
  const reply = await submit(JWR, await receipt(doc, line));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};

/** The job worker's place of the supplier: its location's type and party, and its stock area. */
async function jobWorkerPlace() {
  const [row] = await queryRows<{ area: number; type: string; party: number; active: boolean }>(
    db(),
    sql`SELECT a.id::int AS area, l.location_type AS type, l.party_id::int AS party, a.active
        FROM stock_area a JOIN location l ON l.id = a.location_id
        WHERE l.location_type = 'JOB_WORKER' AND l.party_id = ${ids.supplier}`,
  );
  return row;
}

describe('job work', () => {
  it('sends to the job worker (place made on first use), receives back in parts with wastage, then closes', async () => {
    const store = await stockOf(ids.granules, ids.store);
    const doc = await sent(40);
    expect(doc).toMatchObject({ status: S.OPEN, number: expect.stringMatching(/^JWC\/26-27\/\d{5}$/) });
    const jobWorker = await jobWorkerPlace();
    expect(jobWorker).toMatchObject({ type: 'JOB_WORKER', party: ids.supplier, active: false });
    place.area = jobWorker?.area ?? 0;
    expect(await stockOf(ids.granules, ids.store)).toBe(store - 40);
    expect(await stockOf(ids.granules, place.area)).toBe(40);
    const [audited] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'create' AND table_name IN ('location', 'stock_area') AND record_id IN
          (SELECT id FROM stock_area WHERE id = ${place.area} UNION SELECT location_id FROM stock_area WHERE id = ${place.area})`,
    );
    expect(audited?.n).toBe(2);

    const tape = await stockOf(place.fg, ids.store);
    const first = await received(doc, {
      quantity: 25,
      wastageQuantity: 1.5,
      receivedQuantity: 24,
      rate: 150,
    });
    expect(first).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^JWR\//) });
    expect(await stockOf(place.fg, ids.store)).toBe(tape + 24);
    expect(await stockOf(ids.granules, place.area)).toBe(13.5);
    expect(await read(JWC, doc.id)).toMatchObject({
      status: S.IN_PROGRESS,
      lines: [{ returnedQuantity: 25, wastedQuantity: 1.5 }],
    });
    const [moved] = await queryRows<{ used: number; wasted: number }>(
      db(),
      sql`SELECT sum(quantity) FILTER (WHERE movement = 'JOB_WORK_USED')::float8 AS used,
                 sum(quantity) FILTER (WHERE movement = 'WASTAGE')::float8 AS wasted
          FROM stock_ledger WHERE document_type = 'jobWorkReceipt' AND document_id = ${first.id}`,
    );
    expect(moved).toEqual({ used: -25, wasted: -1.5 });
    const listed = await outstanding({ partyId: ids.supplier });
    expect(listed.rows.find((row) => row.challanNumber === doc.number)).toMatchObject({
      party: { name: 'Shree Ganesh Polymers' },
      sent: 40,
      returned: 25,
      wasted: 1.5,
      stillOut: 13.5,
    });

    const tooMuch = await submit(
      JWR,
      await receipt(doc, { quantity: 13, wastageQuantity: 1, receivedQuantity: 12 }),
    );
    expect(issuesOf(tooMuch)[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: expect.stringMatching(
        /^Only 13\.5(00)? .* is pending on the challan; 14(\.000)? .* received\.$/,
      ),
    });
    await received(doc, { quantity: 13.5, receivedQuantity: 13 });
    expect(await read(JWC, doc.id)).toMatchObject({ status: S.CLOSED });
    expect(await stockOf(ids.granules, place.area)).toBe(0);
    expect((await outstanding({ partyId: ids.supplier })).rows.map((row) => row.challanNumber)).not.toContain(
      doc.number,
    );
    const closed = await submit(JWR, await receipt(doc, { quantity: 1, receivedQuantity: 1 }));
    expect(issuesOf(closed)[0]).toMatchObject({
      field: 'jobWorkChallanId',
      message: `Job Work Challan ${doc.number} is Closed: nothing can be received against it.`,
    });
  });

  it('a second challan to the same job worker uses the same place; a cancelled receipt gives the quantities back', async () => {
    const doc = await sent(10);
    expect((await jobWorkerPlace())?.area).toBe(place.area);
    const back = await received(doc, { quantity: 4, wastageQuantity: 1, receivedQuantity: 4 });
    expect(await stockOf(ids.granules, place.area)).toBe(5);
    const cancelChallan = await call(`${JWC}/cancel`, {
      id: doc.id,
      version: (await read(JWC, doc.id)).version,
      reason: 'x',
    });
    expect(cancelChallan.status).toBe(409);
    expect(cancelChallan.body.responseMessage).toMatch(/^Work was already done against it/);
    const cancelled = await call(`${JWR}/cancel`, {
      id: back.id,
      version: back.version,
      reason: 'Counted wrong',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(ids.granules, place.area)).toBe(10);
    expect(await read(JWC, doc.id)).toMatchObject({
      status: S.OPEN,
      lines: [{ returnedQuantity: 0, wastedQuantity: 0 }],
    });
    await received(doc, { quantity: 10, receivedQuantity: 9 });
    expect(await read(JWC, doc.id)).toMatchObject({ status: S.CLOSED });
    expect(await stockOf(ids.granules, place.area)).toBe(0);
  });

  it('a challan is not amended once it moved stock; cancelled before anything came back, the stock comes home', async () => {
    const store = await stockOf(ids.granules, ids.store);
    const doc = await sent(6);
    const amended = await call(`${JWC}/amend`, { id: doc.id, version: doc.version, reason: 'More to send' });
    expect(amended.status).toBe(409);
    expect(amended.body.responseMessage).toBe(AMEND_POSTED);
    const cancelled = await call(`${JWC}/cancel`, {
      id: doc.id,
      version: doc.version,
      reason: 'Job worker busy',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(ids.granules, ids.store)).toBe(store);
    const after = await submit(JWR, await receipt(doc, { quantity: 1, receivedQuantity: 1 }));
    expect(issuesOf(after)[0]).toMatchObject({
      field: 'jobWorkChallanId',
      message: `Job Work Challan ${doc.number} is Cancelled: nothing can be received against it.`,
    });
  });

  it('refuses in words: a customer, more than in stock, held stock, a receipt into the job worker, lines that account for nothing', async () => {
    const customer = await call(`${JWC}/save`, {
      partyId: place.customer,
      date: '2026-11-24',
      branchId: ids.branch,
      processId: place.process,
      lines: [{ itemId: ids.granules, stockAreaId: ids.store, quantity: 1 }],
    });
    expect(customer.status).toBe(400);
    expect(issuesOf(customer)[0]).toMatchObject({ field: 'partyId' });
    const beyond = await submit(JWC, await challan(100_000));
    expect(issuesOf(beyond)[0]).toMatchObject({ field: 'lines.0.quantity' });

    await config('LAB_TEST_INWARD', 'YES');
    const order = await openOrder();
    await submit(INWARD, await inwardOf(order, [5]));
    await config('LAB_TEST_INWARD', 'NO');
    const held = await submit(JWC, await challan(5, {}, { lotNumber: `L-${order.id}-0` }));
    expect(held.status).toBe(400);
    expect(issuesOf(held)[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: expect.stringMatching(
        /^Only 0(\.000)? KG of .* available in Raw Material Store \(5(\.000)? KG held\); 5(\.000)? KG asked/,
      ),
    });

    const doc = await sent(3);
    const intoJobWorker = await submit(
      JWR,
      await receipt(doc, { quantity: 3, receivedQuantity: 3, stockAreaId: place.area }),
    );
    expect(issuesOf(intoJobWorker)[0]).toMatchObject({
      field: 'lines.0.stockAreaId',
      message: "Receive the processed goods into a stock area of ours, not the job worker's place.",
    });
    const nothing = await call(`${JWR}/save`, {
      partyId: ids.supplier,
      jobWorkChallanId: doc.id,
      date: '2026-11-26',
      lines: [
        {
          jobWorkChallanLineId: doc.lines[0]?.id,
          itemId: ids.granules,
          quantity: 0,
          receivedQuantity: 0,
          processedItemId: place.fg,
          stockAreaId: ids.store,
        },
      ],
    });
    expect(issuesOf(nothing)).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: 'Account for something sent: the quantity processed, the wastage or both.',
      }),
    ]);
    const otherParty = await submit(
      JWR,
      await ok(`${JWR}/save`, {
        partyId: ids.other,
        jobWorkChallanId: doc.id,
        date: '2026-11-26',
        lines: [
          {
            jobWorkChallanLineId: doc.lines[0]?.id,
            itemId: ids.granules,
            quantity: 3,
            receivedQuantity: 3,
            processedItemId: place.fg,
            stockAreaId: ids.store,
          },
        ],
      }),
    );
    expect(issuesOf(otherParty)[0]).toMatchObject({ field: 'partyId' });
  });

  it('pages and sorts what is still out on the server, and refuses an unknown sort', async () => {
    await sent(2);
    await sent(8);
    const all = await outstanding({ sort: '-stillOut', size: 500 });
    const outs = all.rows.map((row) => row.stillOut);
    expect(outs).toEqual([...outs].sort((a, b) => b - a));
    const page = await outstanding({ sort: 'stillOut', size: 1, page: 2 });
    expect(page.total).toBe(all.total);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]?.stillOut).toBe([...outs].sort((a, b) => a - b)[1]);
    const searched = await outstanding({ q: 'ganesh', size: 500 });
    expect(searched.total).toBe(all.total);
    expect((await outstanding({ q: 'nobody at all' })).total).toBe(0);
    const wrong = await app().call('POST', `${JWC}/getOutstandingList`, app().admin, { sort: 'price' });
    expect(wrong.status).toBe(400);
  });

  it('two first challans of a new job worker at once make one place', async () => {
    const drafts = await Promise.all([1, 2].map(() => challan(1, { partyId: ids.other })));
    const replies = await Promise.all(drafts.map((draft) => submit(JWC, draft)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM stock_area a JOIN location l ON l.id = a.location_id
          WHERE l.location_type = 'JOB_WORKER' AND l.party_id = ${ids.other}`,
    );
    expect(row?.n).toBe(1);
  });
});
