import { ACL_MODES, ACL_VIEW } from '@erp/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { queryRows } from '../src/db/client.ts';
import { addRole, addStaff } from '../src/seed/base.ts';
import { postMovements } from '../src/stock/ledger.ts';
import { tokenFor } from '../src/testing.ts';
import type { Movement } from '../src/stock/ledger-types.ts';
import { adminCaller, createSuite, findIn, type Suite } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';

// Issue 17's stock calls (decisions 0910–0912) over HTTP, on stock posted through the one ledger function.

let suite: Suite;
type Stock = Record<string, unknown> & {
  id: number;
  itemId: number;
  item: { id: number; code: string; name: string };
  stockAreaId: number | null;
  lotNumber: string | null;
  held: boolean | null;
  quantity: number;
  heldQuantity?: number;
  rate: number;
  value: number;
  belowReorder: boolean;
};
type StockReply = { dataList: Stock[]; totalCount: number; totalValue: number };

const ids = { granules: 0, masterbatch: 0, tape: 0, rms: 0, wip: 0, branch: 0, location: 0, packing: 0 };
let caller: Caller;
let orgId = 0;

const idOf = async (path: string, key: string, value: string) =>
  (await findIn<{ id: number }>(suite, path, key, value)).id;

const move = (
  itemId: number,
  stockAreaId: number,
  quantity: number,
  extra: Partial<Movement> & { lotNumber?: string } = {},
): Movement => {
  const { lotNumber = '', ...rest } = extra;
  return {
    identity: { material: { itemId }, lotNumber },
    stockAreaId,
    quantity,
    movement: quantity > 0 ? 'INWARD' : 'ISSUE',
    document: { type: 'test', id: null, number: 'T-1' },
    ...rest,
  };
};

const post = (movements: Movement[]) =>
  suite.server.database.transaction((tx) => postMovements(tx, caller, movements));

const stock = async (body: unknown, path = 'chemical/itemStock/getStock/v2', token = suite.admin) => {
  const reply = await suite.call<Stock>('POST', path, token, body);
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body as unknown as StockReply;
};

const refusal = async (path: string, body: unknown) => {
  const reply = await suite.call('POST', path, suite.admin, body);
  expect(reply.status).toBe(400);
  return reply.body.responseMessage;
};

beforeAll(async () => {
  suite = await createSuite();
  const db = suite.server.database.db;
  caller = await adminCaller(db);
  orgId = caller.orgId;
  ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
  ids.masterbatch = await idOf('chemical/item', 'code', 'RM-MB-001');
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
  ids.rms = await idOf('chemical/stockArea', 'name', 'Raw Material Store');
  ids.wip = await idOf('chemical/stockArea', 'name', 'Weaving WIP');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.location = await idOf('erp/location', 'name', 'Sanand Plant');
  const [packing] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM packing WHERE org_id = ${orgId} ORDER BY id LIMIT 1`,
  );
  ids.packing = packing?.id ?? 0;
  await queryRows(db, sql`UPDATE item SET reorder_level = 200 WHERE id = ${ids.granules}`);
  await queryRows(db, sql`UPDATE item SET reorder_level = NULL WHERE id = ${ids.masterbatch}`);
  await post([
    move(ids.granules, ids.rms, 100, { rate: 100, lotNumber: 'L1' }),
    move(ids.granules, ids.rms, 50, { rate: 130, lotNumber: 'L2', held: true }),
    move(ids.granules, ids.wip, 30, { rate: 100, lotNumber: 'L1' }),
    move(ids.masterbatch, ids.rms, 20, { rate: 200 }),
  ]);
  await post([move(ids.granules, ids.rms, -10, { lotNumber: 'L1' })]);
  await post([
    {
      identity: { material: { packingId: ids.packing } },
      stockAreaId: ids.rms,
      quantity: 500,
      rate: 12,
      movement: 'INWARD',
      document: { type: 'test', id: null, number: 'T-2' },
    },
  ]);
});
afterAll(() => suite.server.close());

const granulesAverage = async (): Promise<number> => {
  const [row] = await queryRows<{ quantity: number; value: number }>(
    suite.server.database.db,
    sql`SELECT quantity, value FROM stock_material WHERE item_id = ${ids.granules}`,
  );
  return (row?.value ?? 0) / (row?.quantity ?? 1);
};

describe('chemical/itemStock/getStock/v2: one row per place with stock', () => {
  it('an empty body answers all item stock with its places, units, rates and values, and the total value', async () => {
    const reply = await stock(undefined);
    expect(reply.totalCount).toBe(4);
    expect(reply.dataList).toHaveLength(4);
    const average = await granulesAverage();
    const held = reply.dataList.find((row) => row.lotNumber === 'L2');
    expect(held).toMatchObject({
      itemId: ids.granules,
      item: { id: ids.granules, code: 'RM-PP-001' },
      materialKind: 'item',
      stockAreaId: ids.rms,
      stockAreaName: 'Raw Material Store',
      locationId: ids.location,
      locationName: 'Sanand Plant',
      branchId: ids.branch,
      branchName: 'Head Office',
      held: true,
      quantity: 50,
      secondaryUom: null,
      reorderLevel: 200,
      // Available over the organisation: 90 + 30, under 200.
      belowReorder: true,
    });
    expect(held?.uom).toMatchObject({ name: 'KG', decimals: 3 });
    expect(held?.rate).toBeCloseTo(average, 3);
    expect(held?.value).toBe(Math.round(50 * average * 100) / 100);
    const sum = reply.dataList.reduce((total, row) => total + row.value, 0);
    expect(reply.totalValue).toBeCloseTo(sum, 2);
    expect(reply.dataList.every((row) => row.materialKind === 'item')).toBe(true);
  });

  it('getStockList/v2 answers the same', async () => {
    const { dataList, totalCount, totalValue } = await stock({}, 'chemical/itemStock/getStockList/v2');
    expect({ dataList, totalCount, totalValue }).toEqual(
      await stock({}).then(({ dataList, totalCount, totalValue }) => ({ dataList, totalCount, totalValue })),
    );
  });

  it('filters by item, stock area, branch, location, company, lot, search, held and reorder', async () => {
    const count = async (body: unknown) => (await stock(body)).totalCount;
    expect(await count({ itemId: ids.masterbatch })).toBe(1);
    expect(await count({ stockAreaId: ids.wip })).toBe(1);
    expect(await count({ branch: ids.branch, location: ids.location })).toBe(4);
    expect(await count({ branch: 0, location: 0, company: 0 })).toBe(4);
    expect(await count({ company: orgId })).toBe(4);
    expect(await count({ company: orgId + 1000 })).toBe(0);
    expect(await count({ lotNumber: 'L1' })).toBe(2);
    expect(await count({ q: 'rm-pp 001' })).toBe(3);
    // Issue 42: "stock search cannot find a lot … search finds it", as searches compare (spec §5).
    expect(await count({ q: 'L1' })).toBe(2);
    expect(await count({ q: 'l-2' })).toBe(1);
    expect((await stock({ q: 'l 2' })).dataList.map((row) => [row.lotNumber, row.quantity])).toEqual([
      ['L2', 50],
    ]);
    // The lot picker searches the lot number alone: its item's code or name finds no lot of it.
    expect(await count({ itemId: ids.granules, q: 'rm-pp' })).toBe(3);
    expect(await count({ itemId: ids.granules, lotQ: 'rm-pp' })).toBe(0);
    expect((await stock({ itemId: ids.granules, lotQ: 'l 1' })).dataList.map((row) => row.lotNumber)).toEqual(
      ['L1', 'L1'],
    );
    expect(await count({ held: true })).toBe(1);
    expect(await count({ held: false })).toBe(3);
    expect(await count({ belowReorder: true })).toBe(3);
    expect(await count({ belowReorder: false })).toBe(1);
    const filtered = await stock({ itemId: ids.granules, stockAreaId: ids.rms, held: false });
    expect(filtered.dataList.map((row) => [row.lotNumber, row.quantity])).toEqual([['L1', 90]]);
    expect(filtered.totalValue).toBe(filtered.dataList[0]?.value);
  });

  it('pages on the server with the count and value of the whole filter, in the sort asked', async () => {
    const all = await stock({ sort: '-quantity' });
    expect(all.dataList.map((row) => row.quantity)).toEqual([90, 50, 30, 20]);
    const first = await stock({ page: 1, size: 3, sort: '-quantity' });
    const second = await stock({ page: 2, size: 3, sort: '-quantity' });
    expect(first.dataList.map((row) => row.quantity)).toEqual([90, 50, 30]);
    expect(second.dataList.map((row) => row.quantity)).toEqual([20]);
    expect([first.totalCount, second.totalCount]).toEqual([4, 4]);
    expect(second.totalValue).toBe(all.totalValue);
  });

  it('GET chemical/itemStock/v2 answers the stock grouped by item, company, branch and location each optional', async () => {
    const reply = await suite.call<Stock>(
      'GET',
      `chemical/itemStock/v2?company=${orgId}&branch=${ids.branch}&location=${ids.location}`,
      suite.admin,
    );
    expect(reply.status).toBe(200);
    const rows = reply.body.dataList ?? [];
    const byCode = Object.fromEntries(rows.map((row) => [row.item.code, row.quantity]));
    expect(byCode).toEqual({ 'RM-PP-001': 170, 'RM-MB-001': 20 });
    const none = await suite.call<Stock>(
      'GET',
      `chemical/itemStock/v2?location=${ids.location + 99999}`,
      suite.admin,
    );
    expect(none.body.totalCount).toBe(0);
  });
});

describe('grouped stock: getStockListWithGroupBy/v2 and v2/getFilteredProductStockView', () => {
  const grouped = (groupBy: string, body: Record<string, unknown> = {}) =>
    stock({ groupBy, sort: 'itemCode', ...body }, 'chemical/itemStock/getStockListWithGroupBy/v2');

  it('by item: the sums over every place, the held part beside them, fields not grouped null', async () => {
    const reply = await grouped('item');
    expect(reply.totalCount).toBe(2);
    expect(reply.dataList.map((row) => [row.item.code, row.quantity, row.heldQuantity])).toEqual([
      ['RM-MB-001', 20, 0],
      ['RM-PP-001', 170, 50],
    ]);
    expect(reply.dataList[1]).toMatchObject({ stockAreaId: null, lotNumber: null, held: null });
    expect(reply.totalValue).toBe((await stock({})).totalValue);
  });

  it('by item and stock area, and by item and lot', async () => {
    const byArea = await grouped('itemAndStockArea', { itemId: ids.granules, sort: '-quantity' });
    expect(byArea.dataList.map((row) => [row.stockAreaId, row.quantity, row.heldQuantity])).toEqual([
      [ids.rms, 140, 50],
      [ids.wip, 30, 0],
    ]);
    const byLot = await grouped('itemAndLot', { itemId: ids.granules, sort: 'lotNumber' });
    expect(byLot.dataList.map((row) => [row.lotNumber, row.quantity, row.stockAreaId])).toEqual([
      ['L1', 120, null],
      ['L2', 50, null],
    ]);
  });

  it('in name order, every grouping’s pages, first to last and either way, are the whole list cut in pages', async () => {
    // In name order a grouped page sums only its own items, chosen first by name (decision 1941).
    const key = (row: Stock) => [row.item.name, row.stockAreaId, row.lotNumber, row.quantity];
    for (const groupBy of ['item', 'itemAndStockArea', 'itemAndLot'])
      for (const sort of ['itemName', '-itemName'])
        for (const filter of [
          {},
          { held: false },
          { lotNumber: 'L1' },
          { stockAreaId: ids.rms },
          { company: 0 },
        ]) {
          const whole = await grouped(groupBy, { sort, ...filter });
          expect(whole.totalCount, `${groupBy} ${JSON.stringify(filter)} counted`).toBe(
            whole.dataList.length,
          );
          const pages = [];
          for (let page = 1; page <= whole.totalCount; page += 1)
            pages.push(...(await grouped(groupBy, { sort, page, size: 1, ...filter })).dataList);
          expect(pages.map(key), `${groupBy} ${sort} ${JSON.stringify(filter)}`).toEqual(
            whole.dataList.map(key),
          );
        }
  });

  it('the filtered product stock view is grouped by item for one product type', async () => {
    const [type] = await queryRows<{ id: number }>(
      suite.server.database.db,
      sql`SELECT product_type_id AS id FROM item WHERE id = ${ids.granules}`,
    );
    const reply = await stock(
      { productTypeId: type?.id },
      'chemical/itemStock/v2/getFilteredProductStockView',
    );
    expect(reply.dataList.map((row) => row.itemId)).toContain(ids.granules);
    expect(reply.dataList.find((row) => row.itemId === ids.granules)?.quantity).toBe(170);
  });
});

describe('packing stock and a sales order’s items', () => {
  it('chemical/packingItemStock/getStock answers the packing types’ stock, which the item stock leaves out', async () => {
    const reply = await stock({}, 'chemical/packingItemStock/getStock');
    expect(reply.dataList).toHaveLength(1);
    expect(reply.dataList[0]).toMatchObject({
      materialKind: 'packing',
      itemId: ids.packing,
      quantity: 500,
      value: 6000,
    });
  });

  it('getStockForSalesOrder/v2: each line’s item with what is available (held stock is not)', async () => {
    const customer = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
    const saved = await suite.call<{ id: number }>('POST', 'chemical/salesOrder/save', suite.admin, {
      partyId: customer,
      date: '2026-11-20',
      branchId: ids.branch,
      lines: [
        { itemId: ids.granules, quantity: 300, rate: 150 },
        { itemId: ids.tape, quantity: 5, rate: 200 },
      ],
    });
    expect(saved.status, saved.body.responseMessage).toBe(200);
    const reply = await suite.call<Record<string, unknown>>(
      'POST',
      'chemical/itemStock/getStockForSalesOrder/v2',
      suite.admin,
      { salesOrderId: saved.body.data?.id },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.dataList?.map((row) => [row.itemId, row.quantity, row.availableQuantity])).toEqual([
      [ids.granules, 300, 120],
      [ids.tape, 5, 0],
    ]);
    const other = await suite.call('POST', 'chemical/itemStock/getStockForSalesOrder/v2', suite.orgB, {
      salesOrderId: saved.body.data?.id,
    });
    expect(other.status).toBe(404);
  });
});

describe('the stock card (chemical/itemStock/stockCard)', () => {
  type Card = { dataList: Record<string, unknown>[]; totalCount: number; data: Record<string, unknown> };
  const card = async (body: unknown, token = suite.admin) => {
    const reply = await suite.call('POST', 'chemical/itemStock/stockCard', token, body);
    expect(reply.status, reply.body.responseMessage).toBe(200);
    return reply.body as unknown as Card;
  };

  // Issue 56: a running balance reads in the order shown: each row's is the one above it moved by its own
  // in and out, down to the closing (decision 2232).
  it('every movement of the item, oldest first, in and out, the organisation’s balance after each, read down', async () => {
    const reply = await card({ itemId: ids.granules });
    expect(reply.totalCount).toBe(4);
    expect(reply.data).toMatchObject({ item: { id: ids.granules, code: 'RM-PP-001' }, closing: 170 });
    expect(reply.dataList.map((row) => [row.movement, row.in, row.out, row.balance])).toEqual([
      ['INWARD', 100, 0, 100],
      ['INWARD', 50, 0, 150],
      ['INWARD', 30, 0, 180],
      ['ISSUE', 0, 10, 170],
    ]);
    const last = reply.dataList.reduce((above, row) => {
      expect(row.balance).toBe(above + Number(row.in) - Number(row.out));
      return Number(row.balance);
    }, 0);
    expect(last).toBe(reply.data.closing);
    expect(reply.dataList[0]).toMatchObject({
      documentType: 'test',
      documentNo: 'T-1',
      stockAreaName: 'Raw Material Store',
      lotNumber: 'L1',
      rate: 100,
      value: 10000,
    });
  });

  it('of one stock area: its quantity after each movement; of one lot; paged', async () => {
    const area = await card({ itemId: ids.granules, stockAreaId: ids.rms });
    expect(area.data.closing).toBe(140);
    expect(area.dataList.map((row) => row.balance)).toEqual([100, 150, 140]);
    const lot = await card({ itemId: ids.granules, lotNumber: 'L1' });
    expect(lot.totalCount).toBe(3);
    expect(lot.data.closing).toBe(120);
    // Of one lot, the lot's quantity after each of its moves, not the area's or the organisation's.
    expect(lot.dataList.map((row) => row.balance)).toEqual([100, 130, 120]);
    const lotInArea = await card({ itemId: ids.granules, stockAreaId: ids.rms, lotNumber: 'L1' });
    expect(lotInArea.dataList.map((row) => row.balance)).toEqual([100, 90]);
    const page = await card({ itemId: ids.granules, page: 2, size: 3 });
    expect(page.totalCount).toBe(4);
    expect(page.dataList.map((row) => row.out)).toEqual([10]);
  });

  it('an item without movements has an empty card; another organisation’s item is not found', async () => {
    const empty = await card({ itemId: ids.tape });
    expect(empty).toMatchObject({ totalCount: 0, dataList: [], data: { closing: 0 } });
    const other = await suite.call('POST', 'chemical/itemStock/stockCard', suite.orgB, {
      itemId: ids.granules,
    });
    expect(other.status).toBe(404);
    expect(other.body.responseMessage).toBe('There is no such item.');
  });
});

describe('the Inventory Stock export', () => {
  it('streams the filtered stock as Inventory Stock.xlsx and .pdf', async () => {
    for (const [format, type] of [
      ['excel', 'spreadsheetml'],
      ['pdf', 'application/pdf'],
    ] as const) {
      const reply = await suite.raw({
        method: 'POST',
        url: `/api/v1/chemical/itemStock/export/${format}`,
        headers: { authorization: `Bearer ${suite.admin}` },
        payload: { q: 'granules' },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain(type);
      expect(String(reply.headers['content-disposition'])).toContain('Inventory Stock');
      expect(reply.rawPayload.length).toBeGreaterThan(500);
    }
  });
});

describe('a process’s stock areas and the item tuple', () => {
  it('getProcessAndStockAreas/{processName}: the stock areas of the process’s department', async () => {
    const reply = await suite.call<Record<string, unknown>>(
      'GET',
      `chemical/process/getProcessAndStockAreas/${encodeURIComponent('circular weaving')}`,
      suite.admin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      process: { name: 'Circular Weaving' },
      department: { name: 'Weaving' },
      fromStockAreas: [{ id: ids.wip, name: 'Weaving WIP' }],
      toStockAreas: [{ id: ids.wip, name: 'Weaving WIP' }],
    });
    const missing = await suite.call('GET', 'chemical/process/getProcessAndStockAreas/Nothing', suite.admin);
    expect(missing.status).toBe(404);
    expect(missing.body.responseMessage).toBe('There is no process named "Nothing".');
  });

  it('getItemTupleId: the identity’s id, made on first use, the same after', async () => {
    const path = 'chemical/itemTuple/getItemTupleId';
    const first = await suite.call<{ id: number }>('POST', path, suite.admin, {
      itemId: ids.tape,
      lotNumber: 'X9',
    });
    expect(first.status, first.body.responseMessage).toBe(200);
    const again = await suite.call<{ id: number }>('POST', path, suite.admin, {
      itemId: ids.tape,
      lotNumber: 'X9',
    });
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const roll = await suite.call<{ id: number }>('POST', path, suite.admin, {
      itemId: ids.tape,
      lotNumber: 'X9',
      rollNumber: 'R1',
    });
    expect(roll.body.data?.id).not.toBe(first.body.data?.id);
    const other = await suite.call('POST', path, suite.orgB, { itemId: ids.tape });
    expect(other.status).toBe(404);
    expect(other.body.responseMessage).toBe('There is no such item.');
    // Another organisation's packing type is not found either (never a foreign key failure).
    const [foreign] = await queryRows<{ id: number }>(
      suite.server.database.db,
      sql`INSERT INTO packing (org_id, packing_type, search)
          SELECT org_id, 'Org B Bag', 'orgbbag' FROM staff WHERE username = 'orgb.admin' RETURNING id`,
    );
    const packing = await suite.call('POST', path, suite.admin, {
      itemId: ids.tape,
      packingTypeId: foreign?.id,
    });
    expect(packing.status).toBe(404);
    expect(packing.body.responseMessage).toBe('There is no such packing type.');
  });
});

describe('bad requests and other organisations', () => {
  it('refuses bad bodies with 400 in words', async () => {
    const path = 'chemical/itemStock/getStock/v2';
    expect(await refusal(path, { itemId: 'x' })).toBe("Item must be a record's id");
    expect(await refusal(path, { held: 'yes' })).toBe('Held must be true or false');
    expect(await refusal(path, { sort: 'secret' })).toMatch(/^The stock cannot be sorted by "secret"/);
    expect(await refusal(path, { size: 501 })).toBe('Page size must be at most 500');
    expect(await refusal('chemical/itemStock/getStockListWithGroupBy/v2', { groupBy: 'colour' })).toBe(
      'Group by must be one of item, itemAndStockArea, itemAndLot',
    );
    expect(
      await refusal('chemical/itemStock/getStockListWithGroupBy/v2', { groupBy: 'item', sort: 'lotNumber' }),
    ).toMatch(/cannot be sorted by "lotNumber"/);
    expect(await refusal('chemical/itemStock/stockCard', {})).toBe("Item must be a record's id");
    expect(await refusal('chemical/itemStock/getStockForSalesOrder/v2', { salesOrderId: -1 })).toBe(
      "Sales order must be a record's id",
    );
    expect(await refusal('chemical/itemTuple/getItemTupleId', { itemId: ids.tape, lotNumber: 5 })).toBe(
      'Lot number must be text',
    );
  });

  it('another organisation sees none of this stock, whatever ids it sends; no session, no stock', async () => {
    const other = await stock({ itemId: ids.granules, stockAreaId: ids.rms }, undefined, suite.orgB);
    expect(other).toMatchObject({ dataList: [], totalCount: 0, totalValue: 0 });
    expect((await stock({}, 'chemical/packingItemStock/getStock', suite.orgB)).totalCount).toBe(0);
    const anonymous = await suite.call('POST', 'chemical/itemStock/getStock/v2', null, {});
    expect(anonymous.status).toBe(401);
  });

  it('the storekeeper, who may view Inventory Stock, reads it; a role without the stock names may not', async () => {
    expect((await stock({}, undefined, suite.storekeeper)).totalCount).toBe(4);
    await suite.server.database.transaction(async (tx) => {
      const roleId = await addRole(tx, orgId, { name: 'No Stock', description: 'No Stock' }, (name) => ({
        view: name.startsWith('chemical/itemStock') ? ACL_VIEW.DENIED : ACL_VIEW.ALLOWED,
        mode: ACL_MODES.WRITE,
      }));
      await addStaff(tx, {
        orgId,
        username: 'nostock',
        firstname: 'No',
        lastname: 'Stock',
        roleId,
        passwordHash: 'x',
      });
    });
    const token = await tokenFor(suite.server, 'nostock');
    for (const path of [
      'chemical/itemStock/getStock/v2',
      'chemical/itemStock/stockCard',
      'chemical/itemTuple/getItemTupleId',
    ]) {
      const reply = await suite.call('POST', path, token, { itemId: ids.granules });
      expect(reply.status, path).toBe(403);
    }
  });
});

describe('a long export (run last: it adds stock)', () => {
  it('reads every page of the filtered list into the sheet, counted once', async () => {
    const lots = Array.from({ length: 520 }, (_, index) =>
      move(ids.tape, ids.wip, 1, { rate: 10, lotNumber: `E${index + 1}` }),
    );
    await post(lots);
    const reply = await suite.raw({
      method: 'POST',
      url: '/api/v1/chemical/itemStock/export/excel',
      headers: { authorization: `Bearer ${suite.admin}` },
      payload: { itemId: ids.tape },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(reply.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Inventory Stock');
    // The header row and one row per place: 520 lots of the tape.
    expect(sheet?.rowCount).toBe(521);
    const lotsExported = new Set(
      Array.from({ length: 520 }, (_, index) => String(sheet?.getRow(index + 2).getCell(7).value)),
    );
    expect(lotsExported.size).toBe(520);
    // 520 postings and a 520-row sheet: a second here, past 30 s on a loaded CI machine's PostgreSQL.
  }, 120_000);

  it('exports the roll number, packing type and expiry date too, in the sheet and the PDF', async () => {
    const [packing] = await queryRows<{ name: string }>(
      suite.server.database.db,
      sql`SELECT packing_type AS name FROM packing WHERE id = ${ids.packing}`,
    );
    const identity = {
      material: { itemId: ids.granules },
      lotNumber: 'X9',
      rollNumber: 'R-77',
      packingTypeId: ids.packing,
      expiresOn: '2027-03-31',
    };
    await post([{ ...move(ids.granules, ids.rms, 5, { rate: 100 }), identity }]);
    const exported = async (format: 'excel' | 'pdf') =>
      (
        await suite.raw({
          method: 'POST',
          url: `/api/v1/chemical/itemStock/export/${format}`,
          headers: { authorization: `Bearer ${suite.admin}` },
          payload: { itemId: ids.granules, lotNumber: 'X9' },
        })
      ).rawPayload;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await exported('excel')).buffer);
    const sheet = workbook.worksheets[0];
    const cells = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(7, 11).map(String);
    expect(cells(1)).toEqual(['Lot No.', 'Roll No.', 'Packing Type', 'Expiry Date']);
    expect(cells(2).slice(0, 3)).toEqual(['X9', 'R-77', packing?.name]);
    // Wrapped cells come as a text per line: the words joined by single spaces.
    const text = pdfPages(await exported('pdf'))
      .flat()
      .join(' ')
      .replace(/\s+/g, ' ');
    for (const expected of [
      'Roll No.',
      'Packing Type',
      'Expiry Date',
      'R-77',
      packing?.name ?? '',
      '31-03-2027',
    ])
      expect(text).toContain(expected);
  });
});
