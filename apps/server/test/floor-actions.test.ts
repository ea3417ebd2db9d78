import { floorActionPath } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { postMovements } from '../src/stock/ledger.ts';
import { useFloor } from './floor-fixture.ts';
import { newKey, send, stockUp } from './idempotency-support.ts';
import { DC } from './shipping-fixture.ts';
import type { Doc } from './stock-documents.ts';

// Issue 58 item 5 over HTTP (decision 2340): each floor action is the desk's own write, in one transaction,
// with the desk's rights; what changed since the phone saw it is refused in words.

const { app, ids, state, order, packing, posted, dispatching, stockOf, read, floor, world, lotAt, granules } =
  useFloor();

describe('move, issue and count a lot from the floor', () => {
  it('moves a lot to another stock area through an inter-department transfer, once for a retried key', async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-MOVE', 100);
    const body = granules('F-MOVE', { toStockAreaId: ids.weaving, quantity: '30' });
    const key = newKey();
    const first = await send(app().server, app().admin, floorActionPath('move'), body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      module: 'departmentTransfer',
      number: expect.stringMatching(/^IDT\//),
      message: 'Lot F-MOVE moved to Weaving WIP.',
    });
    const again = await send(app().server, app().admin, floorActionPath('move'), body, key);
    expect(again).toMatchObject({ status: 200, again: true });
    expect(again.body.data).toEqual(first.body.data);
    expect([await lotAt('F-MOVE', ids.store), await lotAt('F-MOVE', ids.weaving)]).toEqual([70, 30]);
    const moved = await read('erp/cbl-to-cbl', Number(first.body.data?.id));
    expect(moved.lines).toMatchObject([
      { itemId: ids.granules, fromStockAreaId: ids.store, toStockAreaId: ids.weaving, quantity: 30 },
    ]);
  });

  it('moves all of the lot at its place when no quantity is given, and finds its one place itself', async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-WHOLE', 12.5);
    const reply = await floor('move', {
      itemId: ids.granules,
      lotNumber: 'F-WHOLE',
      toStockAreaId: ids.weaving,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect([await lotAt('F-WHOLE', ids.store), await lotAt('F-WHOLE', ids.weaving)]).toEqual([0, 12.5]);
  });

  it.each([
    [
      'the lot moved meanwhile',
      () => granules('F-MOVE', { stockAreaId: state.fg }),
      'Lot F-MOVE has no stock where it was seen: it was moved or used meanwhile.',
    ],
    [
      'the lot has less than asked',
      () => granules('F-MOVE', { quantity: 71 }),
      'Lot F-MOVE has only 70.000 KG free at Raw Material Store, less than the 71.000 KG asked: it was moved or used meanwhile.',
    ],
    [
      'the lot lies in two places',
      () => ({ itemId: ids.granules, lotNumber: 'F-MOVE' }),
      'Lot F-MOVE lies in 2 stock areas: scan it where it lies.',
    ],
  ])('refuses a move in words when %s', async (_case, lot, message) => {
    const before = await lotAt('F-MOVE', ids.store);
    const reply = await floor('move', { toStockAreaId: ids.weaving, ...lot() });
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toBe(message);
    expect(await lotAt('F-MOVE', ids.store)).toBe(before);
  });

  it('refuses to move one roll of a lot with other rolls there: the transfer takes by lot', async () => {
    await app().server.database.transaction((tx) =>
      postMovements(
        tx,
        { orgId: 1, staffId: 1 },
        ['R-1', 'R-2'].map((rollNumber) => ({
          identity: { material: { itemId: ids.granules }, lotNumber: 'F-ROLLS', rollNumber },
          stockAreaId: ids.store,
          quantity: 5,
          movement: 'INWARD',
          document: { type: 'test', id: null, number: `F-ROLLS-${rollNumber}` },
        })),
      ),
    );
    const reply = await floor('move', granules('F-ROLLS', { rollNumber: 'R-1', toStockAreaId: ids.weaving }));
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toBe(
      'Roll R-1 of lot F-ROLLS shares its lot with other rolls at Raw Material Store: the documents take a lot, not one of its rolls. Move, issue or pack the lot at the desk.',
    );
    const whole = await floor('move', granules('F-ROLLS', { toStockAreaId: ids.weaving }));
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(await lotAt('F-ROLLS', ids.weaving)).toBe(10);
  });

  it('issues a lot to a department through a stock issue', async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-ISSUE', 40);
    const reply = await floor('issue', granules('F-ISSUE', { departmentId: world.stores, quantity: 15 }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      module: 'stockIssue',
      message: '15.000 KG of Lot F-ISSUE issued to Stores.',
    });
    expect(await lotAt('F-ISSUE', ids.store)).toBe(25);
    const issued = await read('chemical/stockIssue', Number(reply.body.data?.id));
    expect(issued).toMatchObject({
      departmentId: world.stores,
      lines: [{ lotNumber: 'F-ISSUE', quantity: 15 }],
    });
  });

  it("counts a lot onto its stock area's open count sheet, or refuses where none is open", async () => {
    await stockUp(app().server, ids.granules, ids.weaving, 'F-COUNT', 20);
    const none = await floor('count', granules('F-COUNT', { stockAreaId: ids.weaving, quantity: 20 }));
    expect(none.status).toBe(409);
    expect(none.body.responseMessage).toBe(
      "Weaving WIP has no open count sheet: start one at the desk's Stock Reconciliation.",
    );
    const sheet = await app().call<Doc>('POST', 'chemical/storeManagement/reconcile/save', app().admin, {
      date: '2026-11-27',
      stockAreaId: ids.weaving,
    });
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    world.sheet = Number(sheet.body.data?.id);
    const counted = await floor(
      'count',
      granules('F-COUNT', { stockAreaId: ids.weaving, quantity: 18, reason: 'Two bags torn' }),
    );
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    expect(counted.body.data).toMatchObject({ module: 'stockCount', id: world.sheet });
    const lines = (await read('chemical/storeManagement/reconcile', world.sheet)).lines;
    expect(lines.find((line) => line.lotNumber === 'F-COUNT')).toMatchObject({
      bookQuantity: 20,
      countedQuantity: 18,
      differenceQuantity: -2,
      reason: 'Two bags torn',
    });
  });
});

describe('hold and release a lot for the lab', () => {
  it('holds what of the lot is free, refuses to move it held, and releases it', async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-HOLD', 25);
    const held = await floor('hold', granules('F-HOLD', { reason: 'Wet bags' }));
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data).toMatchObject({
      module: 'labTest',
      message: 'Lot F-HOLD held for the lab: 25.000 KG.',
    });
    expect([await lotAt('F-HOLD', ids.store), await lotAt('F-HOLD', ids.store, true)]).toEqual([0, 25]);
    const moved = await floor('move', granules('F-HOLD', { toStockAreaId: ids.weaving }));
    expect(moved.status).toBe(409);
    expect(moved.body.responseMessage).toBe(
      'Lot F-HOLD is on hold for the lab at Raw Material Store: release it first.',
    );
    const released = await floor('release', granules('F-HOLD'));
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data).toMatchObject({
      message: 'Lot F-HOLD released from the lab hold: 25.000 KG.',
    });
    expect([await lotAt('F-HOLD', ids.store), await lotAt('F-HOLD', ids.store, true)]).toEqual([25, 0]);
    const again = await floor('release', granules('F-HOLD'));
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe(
      'Lot F-HOLD is not on hold at Raw Material Store: there is nothing to release.',
    );
  });
});

describe('pack and load from the floor', () => {
  let parcel = '';
  let dispatch: Doc | undefined;

  it('packs scanned lots into one new parcel through a packaging', async () => {
    const before = await stockOf(ids.tape, ids.store);
    const reply = await floor('pack', {
      toStockAreaId: state.fg,
      salesOrderId: order().id,
      lots: [{ itemId: ids.tape, lotNumber: state.lot, stockAreaId: ids.store, quantity: 10 }],
      grossWeight: 11,
      netWeight: 10,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    parcel = String(reply.body.data?.number);
    expect(reply.body.data).toMatchObject({
      module: 'packaging',
      number: expect.stringMatching(/^PCL\//),
      message: `Parcel ${parcel} packed with 1 scanned.`,
    });
    expect(await stockOf(ids.tape, ids.store)).toBe(before - 10);
    expect(await stockOf(ids.tape, state.fg)).toBeGreaterThanOrEqual(10);
  });

  it('loads the parcel onto a draft dispatch, whose lines take its contents; a parcel loaded twice is refused', async () => {
    await posted('chemical/packingProcess', await packing([{ parcelNumber: 'PCL-FLOOR-0', quantity: 1 }]));
    dispatch = await dispatching([
      { parcelNumber: 'PCL-FLOOR-0', stockAreaId: state.fg, quantity: 1, lotNumber: state.lot },
    ]);
    const reply = await floor('load', { dispatchId: dispatch.id, parcelNumbers: [parcel] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      module: 'dispatch',
      id: dispatch.id,
      message: 'Parcels loaded onto the dispatch: 1.',
    });
    const lines = (await read(DC, dispatch.id)).lines;
    expect(lines.find((line) => line.parcelNumber === parcel)).toMatchObject({
      itemId: ids.tape,
      stockAreaId: state.fg,
      quantity: 10,
      salesOrderLineId: order().lines[0]?.id,
    });
    const twice = await floor('load', { dispatchId: dispatch.id, parcelNumbers: [parcel] });
    expect(twice.status).toBe(409);
    expect(twice.body.responseMessage).toBe(`Parcel ${parcel} is loaded on this dispatch already.`);
    const other = await dispatching([
      { parcelNumber: 'PCL-FLOOR-0', stockAreaId: state.fg, quantity: 1, lotNumber: state.lot },
    ]);
    const elsewhere = await floor('load', { dispatchId: other.id, parcelNumbers: [parcel] });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.responseMessage).toBe(
      `Parcel ${parcel} is loaded on another dispatch's draft already: remove it there first.`,
    );
  });

  it('refuses to load onto a dispatch no longer a draft, and a parcel not in stock', async () => {
    if (!dispatch) throw new Error('the dispatch is made by the test before');
    const done = await posted(DC, await read(DC, dispatch.id));
    const late = await floor('load', { dispatchId: done.id, parcelNumbers: [parcel] });
    expect(late.status).toBe(409);
    expect(late.body.responseMessage).toMatch(/^A submitted dispatch cannot be changed/);
    const draft = await dispatching([{ stockAreaId: ids.store, quantity: 1, lotNumber: state.lot }]);
    const gone = await floor('load', { dispatchId: draft.id, parcelNumbers: [parcel] });
    expect(gone.status).toBe(409);
    expect(gone.body.responseMessage).toMatch(
      new RegExp(`^Parcel ${parcel.replace(/\//g, '\\/')} is not in stock`),
    );
  });
});

describe("a machine's breakdown from the floor", () => {
  it('starts a breakdown as the master records it, refuses a second, ends it, refuses ending it again', async () => {
    const start = await floor('breakdownStart', {
      machineId: world.loom,
      reason: 'Shuttle broke',
      stoppedOn: '2026-11-27',
      stoppedAt: '09:30',
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect(start.body.data).toMatchObject({
      module: 'machineBreakdown',
      message: expect.stringMatching(/ stopped: Shuttle broke$/),
    });
    const twice = await floor('breakdownStart', { machineId: world.loom, reason: 'Again' });
    expect(twice.status).toBe(409);
    const end = await floor('breakdownEnd', {
      machineId: world.loom,
      restartedOn: '2026-11-27',
      restartedAt: '10:15',
    });
    expect(end.status, JSON.stringify(end.body)).toBe(200);
    expect(end.body.data).toMatchObject({ message: expect.stringMatching(/ restarted after 45 minutes\.$/) });
    const record = await app().call<Doc>(
      'GET',
      `chemical/machineBreakdown/${String(start.body.data?.id)}`,
      app().admin,
    );
    expect(record.body.data).toMatchObject({
      stoppedAt: '09:30',
      restartedOn: '2026-11-27',
      restartedAt: '10:15',
    });
    const again = await floor('breakdownEnd', { machineId: world.loom });
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toMatch(/ has no breakdown going on: it was restarted meanwhile\.$/);
  });

  it("refuses another organisation's machine in words", async () => {
    const reply = await floor('breakdownStart', { machineId: world.loom, reason: 'Not ours' }, app().orgB);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe('There is no such machine here.');
  });
});
