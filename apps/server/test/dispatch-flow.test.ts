import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { ValidationFailure } from '../src/core/errors.ts';
import { queryRows } from '../src/db/client.ts';
import { checkDispatchable } from '../src/dispatch/dispatch-flow.ts';
import { findIn } from './helpers.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// SO_CBL_FLOW_SUPPORT (decision 1042): a sales order's finished goods reach the dispatch area by
// inter-department transfers naming the order; what reached it is read over HTTP, and the check the
// dispatch of issue 19 calls refuses more than reached.

const IDT = 'erp/cbl-to-cbl';
const { app, ids, ok, submit, issuesOf, config, openOrder, inwardOf } = useStockDocuments();
const state = { customer: 0, weavingDepartment: 0, order: undefined as Doc | undefined };
let caller: Caller;

const ready = async (salesOrderId: number | string) =>
  app().call<Record<string, unknown>>('GET', `${IDT}/getDispatchReady/${salesOrderId}`, app().admin);
const transfer = (lines: readonly Record<string, unknown>[]) =>
  ok(`${IDT}/save`, {
    date: '2026-11-24',
    fromDepartmentId: ids.stores,
    toDepartmentId: state.weavingDepartment,
    reason: 'Finished tape to dispatch',
    lines: lines.map((line) => ({
      itemId: ids.tape,
      fromStockAreaId: ids.store,
      toStockAreaId: ids.weaving,
      ...line,
    })),
  });
const order = (): Doc => {
  if (!state.order) throw new Error('the order is made before the tests');
  return state.order;
};

beforeAll(async () => {
  state.customer = (
    await findIn<{ id: number }>(app(), 'party', 'companyName', 'Ambuja Cement Works Ltd', app().admin)
  ).id;
  state.weavingDepartment = (
    await findIn<{ id: number }>(app(), 'chemical/department', 'name', 'Weaving', app().admin)
  ).id;
  const [admin] = await queryRows<Caller>(
    app().server.database.db,
    sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  if (!admin) throw new Error('no admin');
  caller = admin;
  await submit(INWARD, await inwardOf(await openOrder(), [10, 40]));
  const draft = await ok('chemical/salesOrder/save', {
    partyId: state.customer,
    date: '2026-11-24',
    branchId: ids.branch,
    placeOfSupply: '24',
    lines: [
      { itemId: ids.tape, quantity: 20, rate: 250 },
      { itemId: ids.tape, quantity: 10, rate: 250 },
    ],
  });
  state.order = (await submit('chemical/salesOrder', draft)).body.data as Doc;
});

describe('what of a sales order reached the dispatch area (SO_CBL_FLOW_SUPPORT)', () => {
  it('counts completed transfers naming the order, not cancelled ones; refuses an item not on it', async () => {
    const nothing = await ready(order().id);
    expect(nothing.body.data).toEqual({
      salesOrderId: order().id,
      soCblFlow: false,
      items: [
        expect.objectContaining({ itemId: ids.tape, ordered: 30, reached: 0, dispatched: 0, ready: 0 }),
      ],
    });
    const moved = await submit(
      IDT,
      await transfer([{ quantity: 12, salesOrderId: order().id }, { quantity: 1 }]),
    );
    expect(moved.body.data).toMatchObject({ status: S.COMPLETED });
    expect((await ready(order().id)).body.data).toMatchObject({ items: [{ reached: 12, ready: 12 }] });
    const done = moved.body.data as Doc;
    await ok(`${IDT}/cancel`, { id: done.id, version: done.version, reason: 'Wrong order' });
    expect((await ready(order().id)).body.data).toMatchObject({ items: [{ reached: 0, ready: 0 }] });

    const wrongItem = await submit(
      IDT,
      await transfer([{ itemId: ids.granules, quantity: 1, salesOrderId: order().id }]),
    );
    expect(wrongItem.status).toBe(400);
    expect(issuesOf(wrongItem)[0]).toEqual(
      expect.objectContaining({
        field: 'lines.0.itemId',
        message: `Line 1's item is not on Sales Order ${order().number}.`,
      }),
    );
    expect((await ready(999999)).status).toBe(404);
    expect((await ready('x')).status).toBe(400);
  });

  it("the dispatch's check: with YES no more than reached and not dispatched; with NO it passes", async () => {
    await submit(IDT, await transfer([{ quantity: 8, salesOrderId: order().id }]));
    const check = (quantity: number) =>
      app().server.database.transaction((tx) =>
        checkDispatchable(tx, caller, order().id, [{ itemId: ids.tape, quantity }]),
      );
    await expect(check(25)).resolves.toBeUndefined();
    await config('SO_CBL_FLOW_SUPPORT', 'YES');
    await expect(check(8)).resolves.toBeUndefined();
    const refused = await check(9).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationFailure);
    expect((refused as ValidationFailure).issues[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: expect.stringMatching(
        /^Only 8\.000 KG of .* has reached the dispatch area for this order; 9\.000 KG asked/,
      ),
    });
    expect((await ready(order().id)).body.data).toMatchObject({ soCblFlow: true, items: [{ ready: 8 }] });
    await config('SO_CBL_FLOW_SUPPORT', 'NO');
  });
});
