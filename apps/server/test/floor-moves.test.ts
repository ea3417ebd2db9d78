import { DOCUMENT_STATUS as S } from '@erp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { useFloor } from './floor-fixture.ts';
import { stockUp } from './idempotency-support.ts';

// Issue 58 item 5, "Move a lot to another stock area or rack", over HTTP (decisions 2355, 2356): a move inside
// one department and onto a rack are the desk's transfer, whose lines take from and land on racks.

const {
  app,
  ids,
  state,
  floor,
  world,
  racks,
  lotAt,
  lotOnRack,
  granules,
  read,
  config,
  ok,
  submit,
  issuesOf,
} = useFloor();
const IDT = 'erp/cbl-to-cbl';

afterEach(() => config('CBL_FLOW_SUPPORT', 'NO'));

describe('a move between two stock areas of one department', () => {
  it.each(['NO', 'YES'])(
    'moves the lot godown to godown in one step, CBL_FLOW_SUPPORT %s: no one else accepts it',
    async (twoSteps) => {
      await config('CBL_FLOW_SUPPORT', twoSteps);
      const lot = `F-GODOWN-${twoSteps}`;
      await stockUp(app().server, ids.granules, ids.store, lot, 40);
      const reply = await floor('move', granules(lot, { toStockAreaId: state.fg, quantity: 25 }));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toMatchObject({
        module: 'departmentTransfer',
        message: `Lot ${lot} moved to Finished Goods Store.`,
      });
      const moved = await read(IDT, Number(reply.body.data?.id));
      expect(moved).toMatchObject({
        status: S.COMPLETED,
        fromDepartmentId: world.stores,
        toDepartmentId: world.stores,
      });
      expect([await lotAt(lot, ids.store), await lotAt(lot, state.fg)]).toEqual([15, 25]);
    },
  );

  it('still sends a move to another department for it to accept where CBL_FLOW_SUPPORT is YES', async () => {
    await config('CBL_FLOW_SUPPORT', 'YES');
    await stockUp(app().server, ids.granules, ids.store, 'F-SENT', 10);
    const reply = await floor('move', granules('F-SENT', { toStockAreaId: ids.weaving }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data?.message).toBe(
      'Lot F-SENT sent to Weaving WIP: it waits there for the receiving department to accept it.',
    );
    expect(await read(IDT, Number(reply.body.data?.id))).toMatchObject({ status: S.OPEN });
  });

  it('the desk makes the same move: one department to itself, the same stock area refused on the line', async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-DESK', 10);
    const header = { date: '2026-11-27', fromDepartmentId: world.stores, toDepartmentId: world.stores };
    const line = { itemId: ids.granules, fromStockAreaId: ids.store, lotNumber: 'F-DESK', quantity: 4 };
    const draft = await ok(`${IDT}/save`, {
      ...header,
      reason: 'Godown to godown',
      lines: [{ ...line, toStockAreaId: state.fg }],
    });
    const done = await submit(IDT, draft);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await lotAt('F-DESK', state.fg)).toBe(4);
    const same = await app().call('POST', `${IDT}/save`, app().admin, {
      ...header,
      reason: 'x',
      lines: [{ ...line, toStockAreaId: ids.store }],
    });
    expect(same.status).toBe(400);
    expect(same.body.responseMessage).toMatch(/Choose another stock area or rack to move to/);
  });
});

describe('a move onto a rack', () => {
  it('lands the lot on the rack of the area, then on another rack of the same area', async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-RACK', 30);
    const onto = await floor('move', granules('F-RACK', { toStockAreaId: state.fg, toRackId: racks.fg1 }));
    expect(onto.status, JSON.stringify(onto.body)).toBe(200);
    expect(onto.body.data?.message).toBe('Lot F-RACK moved to Finished Goods Store, FG-1.');
    expect(await lotOnRack('F-RACK', racks.fg1)).toBe(30);
    const moved = await read(IDT, Number(onto.body.data?.id));
    expect(moved.lines).toMatchObject([{ toStockAreaId: state.fg, toRackId: racks.fg1, quantity: 30 }]);

    const along = await floor(
      'move',
      granules('F-RACK', {
        stockAreaId: state.fg,
        rackId: racks.fg1,
        toStockAreaId: state.fg,
        toRackId: racks.fg2,
        quantity: 12,
      }),
    );
    expect(along.status, JSON.stringify(along.body)).toBe(200);
    expect(along.body.data?.message).toBe('Lot F-RACK moved to Finished Goods Store, FG-2.');
    expect([await lotOnRack('F-RACK', racks.fg1), await lotOnRack('F-RACK', racks.fg2)]).toEqual([18, 12]);
    expect(await lotAt('F-RACK', state.fg)).toBe(30);
  });

  it.each([
    [
      'the rack it lies on',
      () => ({ stockAreaId: state.fg, rackId: racks.fg2, toStockAreaId: state.fg, toRackId: racks.fg2 }),
      'Lot F-RACK is at FG-2 already.',
    ],
    [
      'the area it lies in, no rack named',
      () => ({ stockAreaId: state.fg, toStockAreaId: state.fg }),
      'Lot F-RACK is at Finished Goods Store already.',
    ],
    [
      'a rack of another stock area',
      () => ({ stockAreaId: state.fg, toStockAreaId: ids.store, toRackId: racks.wip }),
      'WIP-1 is not a rack of Raw Material Store: choose one of its racks.',
    ],
    [
      'no rack of ours',
      () => ({ stockAreaId: state.fg, toStockAreaId: ids.store, toRackId: 999_999 }),
      'There is no such rack here.',
    ],
  ])('refuses in words a move onto %s, on its field, moving nothing', async (_case, body, message) => {
    const before = await lotAt('F-RACK', state.fg);
    const reply = await floor('move', granules('F-RACK', body()));
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(message);
    expect(await lotAt('F-RACK', state.fg)).toBe(before);
  });

  it("the desk's transfer sent to another department lands on its rack when accepted (CBL_FLOW_SUPPORT YES)", async () => {
    await config('CBL_FLOW_SUPPORT', 'YES');
    await stockUp(app().server, ids.granules, ids.store, 'F-ACCEPT', 9);
    const draft = await ok(`${IDT}/save`, {
      date: '2026-11-27',
      fromDepartmentId: world.stores,
      toDepartmentId: Number((await read('chemical/stockArea', ids.weaving)).departmentId),
      reason: 'Onto the loom shed rack',
      lines: [
        {
          itemId: ids.granules,
          fromStockAreaId: ids.store,
          toStockAreaId: ids.weaving,
          toRackId: racks.wip,
          lotNumber: 'F-ACCEPT',
          quantity: 9,
        },
      ],
    });
    const sent = await submit(IDT, draft);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await lotOnRack('F-ACCEPT', racks.wip)).toBe(0);
    const current = await read(IDT, draft.id);
    const accepted = await app().call('POST', `${IDT}/accept`, app().admin, {
      id: draft.id,
      version: current.version,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await lotOnRack('F-ACCEPT', racks.wip)).toBe(9);
  });

  it("the desk's transfer onto a rack of another stock area is refused by the ledger on the line's rack", async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-ELSEWHERE', 5);
    const draft = await ok(`${IDT}/save`, {
      date: '2026-11-27',
      fromDepartmentId: world.stores,
      toDepartmentId: world.stores,
      reason: 'Onto the wrong rack',
      lines: [
        {
          itemId: ids.granules,
          fromStockAreaId: ids.store,
          toStockAreaId: state.fg,
          toRackId: racks.wip,
          lotNumber: 'F-ELSEWHERE',
          quantity: 5,
        },
      ],
    });
    const refused = await submit(IDT, draft);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.toRackId',
        message: 'Rack WIP-1 is not in Finished Goods Store: choose one of its racks.',
      }),
    ]);
    expect(await lotAt('F-ELSEWHERE', ids.store)).toBe(5);
  });
});
