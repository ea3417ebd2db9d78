import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { postMovements } from '../src/stock/ledger.ts';
import type { Movement } from '../src/stock/ledger-types.ts';
import { adminCaller, createSuite, findIn, type Suite } from './helpers.ts';

// Issue 58 (decision 2313): the floor's pages read the stock of a roll, of a rack, and a lot's movements
// newest first, through the stock calls Inventory Stock uses, scoped to the caller's organisation.

let suite: Suite;
type Row = Record<string, unknown> & { id: number };
type Stock = Row & { rackId: number | null; lotNumber: string; rollNumber: string; quantity: number };
type Movement_ = Row & { documentNo: string; rollNumber: string };
let caller: Caller;
const ids = { item: 0, area: 0, rack: 0 };

const move = (rollNumber: string, quantity: number, rackId: number | null, number: string): Movement => ({
  identity: { material: { itemId: ids.item }, lotNumber: 'FL-1', rollNumber },
  stockAreaId: ids.area,
  rackId,
  quantity,
  movement: 'INWARD',
  document: { type: 'test', id: null, number },
});

const stock = async (body: unknown, token = suite.admin) => {
  const reply = await suite.call<Stock>('POST', 'chemical/itemStock/getStock/v2', token, body);
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body;
};

beforeAll(async () => {
  suite = await createSuite();
  const db = suite.server.database.db;
  caller = await adminCaller(db);
  ids.item = (await findIn<Row>(suite, 'chemical/item', 'code', 'SF-TP-800')).id;
  ids.area = (await findIn<Row>(suite, 'chemical/stockArea', 'name', 'Raw Material Store')).id;
  const location = await findIn<Row>(suite, 'erp/location', 'name', 'Sanand Plant');
  const rack = await suite.call<Row>('POST', 'erp/rack/save', suite.admin, {
    name: 'Floor-1',
    code: 'RK-FL1',
    locationId: location.id,
  });
  expect(rack.status, rack.body.responseMessage).toBe(200);
  ids.rack = (rack.body.data as Row).id;
  await suite.server.database.transaction((tx) =>
    postMovements(tx, caller, [
      move('R-1', 40, ids.rack, 'FL-A'),
      move('R-2', 25, null, 'FL-B'),
      move('R-1', 5, ids.rack, 'FL-C'),
    ]),
  );
});
afterAll(() => suite.server.close());

describe("the floor's stock reads (issue 58)", () => {
  it("reads one roll of a lot: a roll's label names it", async () => {
    const reply = await stock({ itemId: ids.item, lotNumber: 'FL-1', rollNumber: 'R-1', page: 1, size: 10 });
    expect(reply.dataList?.map((row) => [row.rollNumber, row.quantity, row.rackId])).toEqual([
      ['R-1', 45, ids.rack],
    ]);
  });

  it("reads a rack's stock, searchable and paged on the server", async () => {
    const reply = await stock({ rackId: ids.rack, page: 1, size: 10 });
    expect(reply.totalCount).toBe(1);
    expect(reply.dataList?.[0]).toMatchObject({ lotNumber: 'FL-1', rollNumber: 'R-1', rackId: ids.rack });
    expect((await stock({ rackId: ids.rack, q: 'no such thing', page: 1, size: 10 })).totalCount).toBe(0);
  });

  it("another organisation's caller reads nothing of the rack or the roll", async () => {
    expect((await stock({ rackId: ids.rack, page: 1, size: 10 }, suite.orgB)).totalCount).toBe(0);
    expect((await stock({ itemId: ids.item, rollNumber: 'R-1' }, suite.orgB)).totalCount).toBe(0);
  });

  it('refuses a rack that is no id and a roll number too long, in words', async () => {
    const rack = await suite.call('POST', 'chemical/itemStock/getStock/v2', suite.admin, { rackId: 'A-1' });
    expect(rack.status).toBe(400);
    expect(rack.body.responseMessage).toMatch(/Rack must be a record's id/);
    const roll = await suite.call('POST', 'chemical/itemStock/getStock/v2', suite.admin, {
      rollNumber: 'R'.repeat(101),
    });
    expect(roll.status).toBe(400);
    expect(roll.body.responseMessage).toMatch(/Roll number must be at most 100 characters/);
  });

  it("reads a lot's movements newest first, a page at a time", async () => {
    const card = (page: number, newestFirst?: boolean) =>
      suite.call<Movement_>('POST', 'chemical/itemStock/stockCard', suite.admin, {
        itemId: ids.item,
        lotNumber: 'FL-1',
        page,
        size: 2,
        ...(newestFirst === undefined ? {} : { newestFirst }),
      });
    const numbers = async (page: number, newestFirst?: boolean) => {
      const reply = await card(page, newestFirst);
      expect(reply.status, reply.body.responseMessage).toBe(200);
      return reply.body.dataList?.map((row) => row.documentNo);
    };
    expect(await numbers(1, true)).toEqual(['FL-C', 'FL-B']);
    expect(await numbers(2, true)).toEqual(['FL-A']);
    expect(await numbers(1)).toEqual(['FL-A', 'FL-B']);
    expect(await numbers(2, false)).toEqual(['FL-C']);
  });
});
