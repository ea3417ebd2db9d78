import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 18's stock transfer between branches and its validation over HTTP (decision 1002): sent stock
// sits in the route's transit place until the receiving branch validates it; a shortage is written off
// with its reason; a transfer is validated once, even twice at once.

const ST = 'chemical/stockTransfer';
const TV = 'chemical/transferApproval';
const { app, ids, call, ok, submit, issuesOf, read, stockOf, openOrder, inwardOf } = useStockDocuments();
const vapi = { branch: 0, area: 0 };

const saved = async (path: string, body: Record<string, unknown>) => (await ok(`${path}/save`, body)).id;

/** The quantity in an area of the organisation's stock, by the area's code (the transit place's). */
async function inArea(code: string): Promise<number> {
  const [row] = await queryRows<{ q: number }>(
    app().server.database.db,
    sql`SELECT coalesce(sum(b.quantity), 0)::float8 AS q FROM stock_balance b
        JOIN stock_area a ON a.id = b.stock_area_id WHERE a.code = ${code}`,
  );
  return row?.q ?? 0;
}

beforeAll(async () => {
  vapi.branch = await saved('erp/branch', { name: 'Vapi Works', code: 'VAPI', city: 'Vapi', state: '24' });
  const location = await saved('erp/location', { name: 'Vapi Plant', code: 'VAPI-P', branchId: vapi.branch });
  vapi.area = await saved('chemical/stockArea', { name: 'Vapi Store', code: 'VAPI-S', locationId: location });
  const order = await openOrder();
  await submit(INWARD, await inwardOf(order, [100]));
});

const transfer = (quantity: number, extra: Record<string, unknown> = {}) =>
  ok(`${ST}/save`, {
    date: '2026-11-24',
    fromBranchId: ids.branch,
    toBranchId: vapi.branch,
    vehicleNumber: 'GJ15AB1234',
    lines: [{ itemId: ids.granules, stockAreaId: ids.store, quantity }],
    ...extra,
  });
const sent = async (quantity: number): Promise<Doc> => {
  const reply = await submit(ST, await transfer(quantity));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};
const validation = (doc: Doc, line: Record<string, unknown>) =>
  ok(`${TV}/save`, {
    stockTransferId: doc.id,
    date: '2026-11-25',
    receivedBy: 'Mehul (Vapi stores)',
    lines: [
      {
        stockTransferLineId: doc.lines[0]?.id,
        itemId: ids.granules,
        quantity: doc.lines[0]?.quantity,
        stockAreaId: vapi.area,
        ...line,
      },
    ],
  });
const transit = () => `TRANSIT-${ids.branch}-${vapi.branch}`;

describe('stock transfer to another branch', () => {
  it('sends stock into transit (Open); validated with a shortage it lands at the branch and the transfer closes', async () => {
    const store = await stockOf(ids.granules, ids.store);
    const doc = await sent(30);
    expect(doc).toMatchObject({ status: S.OPEN, number: expect.stringMatching(/^ST\/2026-27\/\d{5}$/) });
    expect(await stockOf(ids.granules, ids.store)).toBe(store - 30);
    expect(await inArea(transit())).toBe(30);
    const open = await app().call<Doc>('GET', `${ST}/getOpenStockTransferList?size=50`, app().admin);
    expect(open.body.dataList?.map((row) => row.id)).toContain(doc.id);
    const byNumber = await app().call<Doc>(
      'GET',
      `${ST}/getByStockTransferNumber/${doc.number}`,
      app().admin,
    );
    expect(byNumber.body.data).toMatchObject({ id: doc.id });

    const body = {
      stockTransferId: doc.id,
      date: '2026-11-25',
      lines: [
        {
          stockTransferLineId: doc.lines[0]?.id,
          itemId: ids.granules,
          quantity: 30,
          receivedQuantity: 28,
          shortQuantity: 2,
          stockAreaId: vapi.area,
        },
      ],
    };
    const noReason = await call(`${TV}/save`, body);
    expect(issuesOf(noReason)).toEqual([
      expect.objectContaining({
        field: 'lines.0.shortReason',
        message: 'Say why it is short: the shortage is written off with its reason.',
      }),
    ]);
    const done = await submit(
      TV,
      await validation(doc, { receivedQuantity: 28, shortQuantity: 2, shortReason: 'Bag torn in transit' }),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^TV\//) });
    expect(await stockOf(ids.granules, vapi.area)).toBe(28);
    expect(await inArea(transit())).toBe(0);
    expect(await read(ST, doc.id)).toMatchObject({ status: S.CLOSED, lines: [{ validatedQuantity: 30 }] });
    const [written] = await queryRows<{ q: number }>(
      app().server.database.db,
      sql`SELECT sum(quantity)::float8 AS q FROM stock_ledger WHERE document_type = 'transferValidation'
          AND document_id = ${(done.body.data as Doc).id} AND movement = 'SHORTAGE'`,
    );
    expect(written?.q).toBe(-2);

    const again = await submit(TV, await validation(doc, { receivedQuantity: 30 }));
    expect(again.status).toBe(400);
    expect(issuesOf(again)[0]).toMatchObject({
      field: 'stockTransferId',
      message: `Stock Transfer ${doc.number} is Closed: nothing can be received against it.`,
    });
  });

  it('validated twice at once: one validation succeeds, the other is refused, the stock moves once', async () => {
    const doc = await sent(10);
    const drafts = [
      await validation(doc, { receivedQuantity: 10 }),
      await validation(doc, { receivedQuantity: 10 }),
    ];
    const before = await stockOf(ids.granules, vapi.area);
    const replies = await Promise.all(drafts.map((draft) => submit(TV, draft)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(await stockOf(ids.granules, vapi.area)).toBe(before + 10);
    expect(await inArea(transit())).toBe(0);
  });

  it('refuses in words: the same branch, an area of another branch on either side, more than was sent', async () => {
    const same = await call(`${ST}/save`, {
      date: '2026-11-24',
      fromBranchId: ids.branch,
      toBranchId: ids.branch,
      lines: [{ itemId: ids.granules, stockAreaId: ids.store, quantity: 1 }],
    });
    expect(issuesOf(same)).toEqual([
      expect.objectContaining({
        field: 'toBranchId',
        message: 'Choose another branch to send it to: it is the one sending it.',
      }),
    ]);
    const wrongSource = await submit(
      ST,
      await transfer(1, { lines: [{ itemId: ids.granules, stockAreaId: vapi.area, quantity: 1 }] }),
    );
    expect(issuesOf(wrongSource)[0]).toMatchObject({
      field: 'lines.0.stockAreaId',
      message: 'Vapi Store is not in Head Office: choose a stock area of Head Office.',
    });
    const doc = await sent(5);
    const wrongPlace = await submit(
      TV,
      await validation(doc, { receivedQuantity: 5, stockAreaId: ids.store }),
    );
    expect(issuesOf(wrongPlace)[0]).toMatchObject({
      field: 'lines.0.stockAreaId',
      message: 'Raw Material Store is not in Vapi Works: choose a stock area of Vapi Works.',
    });
    const tooMuch = await submit(TV, await validation(doc, { quantity: 6, receivedQuantity: 6 }));
    expect(issuesOf(tooMuch)[0]).toMatchObject({
      field: 'lines.0.receivedQuantity',
      message: expect.stringMatching(/^Only 5(\.000)? /),
    });
    const unbalanced = await call(`${TV}/save`, {
      stockTransferId: doc.id,
      date: '2026-11-25',
      lines: [
        {
          stockTransferLineId: doc.lines[0]?.id,
          itemId: ids.granules,
          quantity: 5,
          receivedQuantity: 4,
          shortQuantity: 2,
          shortReason: 'Wet',
          stockAreaId: vapi.area,
        },
      ],
    });
    expect(issuesOf(unbalanced)).toEqual([
      expect.objectContaining({
        field: 'lines.0.receivedQuantity',
        message: 'The received and the short quantity cannot be more than is in transit.',
      }),
    ]);
    const nothing = await call(`${TV}/save`, {
      stockTransferId: doc.id,
      date: '2026-11-25',
      lines: [
        {
          stockTransferLineId: doc.lines[0]?.id,
          itemId: ids.granules,
          quantity: 5,
          receivedQuantity: 0,
          stockAreaId: vapi.area,
        },
      ],
    });
    expect(issuesOf(nothing)).toEqual([
      expect.objectContaining({
        field: 'lines.0.receivedQuantity',
        message: 'Receive or write off something on this line, or remove the line.',
      }),
    ]);
  });

  it('validated in parts (decision 1040): In Progress with the rest in transit, closed when all is accounted for', async () => {
    const [before, moving] = [await stockOf(ids.granules, vapi.area), await inArea(transit())];
    const doc = await sent(20);
    const late = await validation(doc, { receivedQuantity: 20 });
    const first = await submit(TV, await validation(doc, { receivedQuantity: 8 }));
    expect(first.body.data).toMatchObject({ status: S.COMPLETED });
    expect(await read(ST, doc.id)).toMatchObject({
      status: S.IN_PROGRESS,
      lines: [{ validatedQuantity: 8 }],
    });
    expect(await inArea(transit())).toBe(moving + 12);
    expect(await stockOf(ids.granules, vapi.area)).toBe(before + 8);
    const current = await read(ST, doc.id);
    const closed = await call(`${ST}/close`, { id: doc.id, version: current.version, reason: 'Enough' });
    expect(closed.status).toBe(409);
    const stale = await submit(TV, late);
    expect(issuesOf(stale)[0]).toMatchObject({
      field: 'lines.0.receivedQuantity',
      message: expect.stringMatching(/^Only 12(\.000)? .* pending/),
    });
    const rest = await submit(
      TV,
      await validation(doc, { quantity: 12, receivedQuantity: 10, shortQuantity: 2, shortReason: 'Spilt' }),
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(await read(ST, doc.id)).toMatchObject({ status: S.CLOSED, lines: [{ validatedQuantity: 20 }] });
    expect(await inArea(transit())).toBe(moving + 0);
    expect(await stockOf(ids.granules, vapi.area)).toBe(before + 18);
  });

  it('two partial validations at once never take more than was sent; a cancelled one gives its part back', async () => {
    const [before, moving] = [await stockOf(ids.granules, vapi.area), await inArea(transit())];
    const doc = await sent(10);
    const drafts = [
      await validation(doc, { receivedQuantity: 6 }),
      await validation(doc, { receivedQuantity: 6 }),
    ];
    const replies = await Promise.all(drafts.map((draft) => submit(TV, draft)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(await inArea(transit())).toBe(moving + 4);
    expect(await stockOf(ids.granules, vapi.area)).toBe(before + 6);
    const done = replies.find((reply) => reply.status === 200)?.body.data as Doc;
    const undone = await call(`${TV}/cancel`, {
      id: done.id,
      version: done.version,
      reason: 'Counted twice',
    });
    expect(undone.body.data).toMatchObject({ status: S.CANCELLED });
    expect(await read(ST, doc.id)).toMatchObject({ status: S.OPEN, lines: [{ validatedQuantity: 0 }] });
    expect(await inArea(transit())).toBe(moving + 10);
    const all = await submit(TV, await validation(doc, { receivedQuantity: 10 }));
    expect(all.body.data).toMatchObject({ status: S.COMPLETED });
    expect(await read(ST, doc.id)).toMatchObject({ status: S.CLOSED });
    expect(await stockOf(ids.granules, vapi.area)).toBe(before + 10);
  });

  it('no approval holds a document that cannot wait for one (decision 1003): refused to configure, ignored if stored', async () => {
    const refused = await call('approvalConfiguration/save', {
      moduleName: 'transferValidation',
      level: 1,
      roles: [{ roleId: 1 }],
      active: true,
    });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)[0]).toMatchObject({ field: 'moduleName' });
    // A row stored before the configuration offered only documents that wait (the e2e of every master made one).
    await app().server.database.db.execute(
      sql`INSERT INTO approval_configuration (org_id, module_name, level, active, roles)
          SELECT org_id, 'transferValidation', 7, true, '[{"roleId": 1}]'::jsonb FROM branch WHERE id = ${ids.branch}`,
    );
    const doc = await sent(4);
    const done = await submit(TV, await validation(doc, { receivedQuantity: 4 }));
    expect(done.body.data).toMatchObject({ status: S.COMPLETED });
  });

  it('a transfer cancelled in transit comes back to its stock area', async () => {
    const store = await stockOf(ids.granules, ids.store);
    const doc = await sent(7);
    expect(await stockOf(ids.granules, ids.store)).toBe(store - 7);
    const cancelled = await call(`${ST}/cancel`, {
      id: doc.id,
      version: doc.version,
      reason: 'Truck did not come',
    });
    expect(cancelled.body.data).toMatchObject({ status: S.CANCELLED });
    expect(await stockOf(ids.granules, ids.store)).toBe(store);
  });
});
