import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { findIn } from './helpers.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19: "a dispatch keeps the balance-equals-ledger invariant and never goes negative under 20 parallel
// postings" (decision 1142). Dispatches of one sales order take turns on its row's lock; a parcel's stock
// is taken under the ledger's balance lock.

const PK = 'chemical/packingProcess';
const DC = 'chemical/dispatch';
const SO = 'chemical/salesOrder';
const { app, ids, ok, submit, read, stockOf, openOrder, inwardOf, expectConsistent } = useStockDocuments();
const state = { customer: 0, fg: 0, parcels: [] as string[] };

const salesOrder = async (quantity: number): Promise<Doc> => {
  const draft = await ok(`${SO}/save`, {
    partyId: state.customer,
    date: '2026-11-24',
    branchId: ids.branch,
    placeOfSupply: '24',
    lines: [{ itemId: ids.tape, quantity, rate: 250 }],
  });
  return (await submit(SO, draft)).body.data as Doc;
};
const dispatchOf = (order: Doc, parcelNumber: string) =>
  ok(`${DC}/save`, {
    partyId: state.customer,
    salesOrderId: order.id,
    date: '2026-11-25',
    lines: [
      {
        salesOrderLineId: order.lines[0]?.id,
        parcelNumber,
        itemId: ids.tape,
        stockAreaId: state.fg,
        quantity: 1,
      },
    ],
  });
/** Submits the drafts at once: the statuses answered, and the messages of the refusals. */
const allAtOnce = async (drafts: readonly Doc[]) => {
  const replies = await Promise.all(drafts.map((draft) => submit(DC, draft)));
  const messages = replies.flatMap((reply) =>
    reply.status === 200
      ? []
      : ((reply.body.data as { issues?: { message: string }[] } | undefined)?.issues ?? []).map(
          (issue) => issue.message,
        ),
  );
  return { statuses: replies.map((reply) => reply.status), messages };
};
const negative = async () => {
  const [row] = await queryRows<{ n: number }>(
    app().server.database.db,
    sql`SELECT count(*)::int AS n FROM stock_balance WHERE quantity < 0`,
  );
  return row?.n;
};

beforeAll(async () => {
  state.customer = (
    await findIn<{ id: number }>(app(), 'party', 'companyName', 'Ambuja Cement Works Ltd')
  ).id;
  state.fg = (await findIn<{ id: number }>(app(), 'chemical/stockArea', 'name', 'Finished Goods Store')).id;
  await submit(INWARD, await inwardOf(await openOrder(), [10, 30]));
  for (let index = 0; index < 20; index += 1) {
    const reply = await app().call<{ parcelNumber: string }>(
      'GET',
      `${PK}/getUniqueParcelNumber`,
      app().admin,
    );
    state.parcels.push(reply.body.data?.parcelNumber ?? '');
  }
  const packing = await ok(`${PK}/save`, {
    date: '2026-11-24',
    lines: state.parcels.map((parcelNumber) => ({
      parcelNumber,
      itemId: ids.tape,
      stockAreaId: ids.store,
      toStockAreaId: state.fg,
      quantity: 1,
    })),
  });
  expect((await submit(PK, packing)).status).toBe(200);
});

afterEach(expectConsistent);

describe('dispatches at once', () => {
  it('20 dispatches of one parcel each against an order of 10: 10 go, 10 are refused in words', async () => {
    const order = await salesOrder(10);
    const drafts = await Promise.all(state.parcels.map((parcel) => dispatchOf(order, parcel)));
    const { statuses, messages } = await allAtOnce(drafts);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(new Set(messages)).toEqual(
      new Set([`Sales Order ${order.number} is Closed: nothing can be dispatched against it.`]),
    );
    expect(await read(SO, order.id)).toMatchObject({ status: S.CLOSED, lines: [{ dispatchedQuantity: 10 }] });
    expect(await stockOf(ids.tape, state.fg)).toBe(10);
    expect(await negative()).toBe(0);
  });

  it('20 dispatches of the same parcel for 20 orders: one goes, the parcel is never taken twice', async () => {
    const [parcel] = (
      await app().call<{ parcelNumber: string }>('GET', `${DC}/getPackedParcels`, app().admin)
    ).body.dataList?.map((row) => row.parcelNumber) ?? [''];
    const orders = await Promise.all(Array.from({ length: 20 }, () => salesOrder(1)));
    const drafts = await Promise.all(orders.map((order) => dispatchOf(order, parcel ?? '')));
    const { statuses } = await allAtOnce(drafts);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    expect(await stockOf(ids.tape, state.fg)).toBe(9);
    expect(await negative()).toBe(0);
  });

  it("takes what an allocation reserved for the order, and only that order's dispatch may", async () => {
    const order = await salesOrder(1);
    const request = await ok('chemical/requestApproval/save', {
      date: '2026-11-24',
      departmentId: ids.stores,
      requiredBy: '2026-11-26',
      purpose: 'PRODUCTION',
      salesOrderId: order.id,
      lines: [{ itemId: ids.tape, quantity: 1 }],
    });
    const opened = (await submit('chemical/requestApproval', request)).body.data as Doc;
    const allocation = await ok('chemical/storeManagement/allocate/save', {
      materialRequestId: opened.id,
      date: '2026-11-24',
      lines: [
        {
          materialRequestLineId: opened.lines[0]?.id,
          itemId: ids.tape,
          stockAreaId: state.fg,
          quantity: 1,
          toStockAreaId: ids.store,
        },
      ],
    });
    const reserved = await submit('chemical/storeManagement/allocate', allocation);
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
    const reservedParcel = async () =>
      (
        await queryRows<{ parcel: string }>(
          app().server.database.db,
          sql`SELECT i.roll_number AS parcel FROM stock_reservation r JOIN stock_balance b ON b.id = r.balance_id
              JOIN stock_identity i ON i.id = b.identity_id WHERE r.sales_order_id = ${order.id}`,
        )
      )[0]?.parcel;
    const parcel = (await reservedParcel()) ?? '';
    const stranger = await submit(DC, await dispatchOf(await salesOrder(1), parcel));
    expect(stranger.status).toBe(400);
    const own = await submit(DC, await dispatchOf(order, parcel));
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await reservedParcel()).toBeUndefined();
  });
});
