// The secondary unit in the stock reads (decision 0982) and PRIMARY_UOM_MTR's metres first (decision 0981):
// the stock view in every grouping, the stock card and the Inventory Stock export.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { queryRows } from '../src/db/client.ts';
import { postMovements, type Movement } from '../src/stock/ledger.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

let suite: Suite;
let caller: Caller;
const ids = { rms: 0, wip: 0, kg: 0, mtr: 0, bag: 0, fabric: 0, bales: 0 };
type Unit = { id: number; name: string; decimals: number | null } | null;
type Row = Record<string, unknown> & {
  quantity: number;
  secondaryQuantity: number;
  uom: Unit;
  secondaryUom: Unit;
  rate: number;
  value: number;
};
type Reply = { dataList: Row[]; totalCount: number; data?: Record<string, unknown> };

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(suite.server.database.db, query);
  if (!row) throw new Error('no row');
  return row;
};
const unitId = async (name: string) =>
  Number(
    (await one<{ id: number }>(sql`SELECT id FROM uom WHERE org_id = ${caller.orgId} AND name = ${name}`)).id,
  );

/** An item in KG whose secondary unit converts by a fixed factor. */
const newItem = async (code: string, secondaryUomId: number, factor: number) =>
  Number(
    (
      await one<{ id: number }>(sql`INSERT INTO item (org_id, code, name, uom_id, secondary_uom_id,
        secondary_conversion, secondary_factor)
        VALUES (${caller.orgId}, ${code}, ${`Item ${code}`}, ${ids.kg}, ${secondaryUomId}, 'FIXED', ${factor})
        RETURNING id`)
    ).id,
  );

const move = (itemId: number, stockAreaId: number, quantity: number, lotNumber: string): Movement => ({
  identity: { material: { itemId }, lotNumber },
  stockAreaId,
  quantity,
  rate: quantity > 0 ? 100 : null,
  movement: quantity > 0 ? 'INWARD' : 'ISSUE',
  document: { type: 'test', id: null, number: 'S-1' },
});

const config = (key: string, value: string) =>
  queryRows(
    suite.server.database.db,
    sql`INSERT INTO sys_config (org_id, key_name, value) VALUES (${caller.orgId}, ${key}, ${value})
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );

const call = async (path: string, body: unknown): Promise<Reply> => {
  const reply = await suite.call<Row>('POST', path, suite.admin, body);
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body as unknown as Reply;
};
const view = (body: Record<string, unknown>, groupBy?: string) =>
  groupBy
    ? call('chemical/itemStock/getStockListWithGroupBy/v2', { ...body, groupBy })
    : call('chemical/itemStock/getStock/v2', body);
const card = (body: Record<string, unknown>) => call('chemical/itemStock/stockCard', body);

beforeAll(async () => {
  suite = await createSuite();
  caller = await one<Caller>(
    sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  ids.rms = (await findIn<{ id: number }>(suite, 'chemical/stockArea', 'name', 'Raw Material Store')).id;
  ids.wip = (await findIn<{ id: number }>(suite, 'chemical/stockArea', 'name', 'Weaving WIP')).id;
  [ids.kg, ids.mtr, ids.bag] = [await unitId('KG'), await unitId('MTR'), await unitId('BAG')];
  // 2.5 metres of fabric a kilogram; a bale of 40 kg (0.025 bales a kilogram).
  ids.fabric = await newItem('FAB-1', ids.mtr, 2.5);
  ids.bales = await newItem('BAL-1', ids.bag, 0.025);
  await suite.server.database.transaction((tx) =>
    postMovements(tx, caller, [
      move(ids.fabric, ids.rms, 40, 'F1'),
      move(ids.fabric, ids.wip, 10, 'F1'),
      move(ids.bales, ids.rms, 80, 'B1'),
    ]),
  );
  await suite.server.database.transaction((tx) =>
    postMovements(tx, caller, [move(ids.fabric, ids.rms, -4, 'F1')]),
  );
});
afterAll(() => suite.server.close());

const unit = (id: number, name: string) => ({ id, name, decimals: expect.any(Number) as number });

describe('the secondary unit in the stock rows (SECONDARY_STOCK_SUPPORT)', () => {
  it('every row and grouping carries the item’s secondary unit beside the secondary quantity', async () => {
    const rows = (await view({ itemId: ids.fabric, sort: 'stockAreaName' })).dataList;
    expect(rows.map((row) => [row.quantity, row.secondaryQuantity, row.uom?.name, row.secondaryUom])).toEqual(
      [
        [36, 90, 'KG', unit(ids.mtr, 'MTR')],
        [10, 25, 'KG', unit(ids.mtr, 'MTR')],
      ],
    );
    for (const groupBy of ['item', 'itemAndStockArea', 'itemAndLot']) {
      const grouped = (await view({ itemId: ids.bales }, groupBy)).dataList;
      expect(grouped, groupBy).toMatchObject([
        { quantity: 80, secondaryQuantity: 2, secondaryUom: { name: 'BAG' } },
      ]);
    }
  });

  it('an item without a secondary unit has none', async () => {
    const granules = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'RM-PP-001')).id;
    await suite.server.database.transaction((tx) =>
      postMovements(tx, caller, [move(granules, ids.rms, 3, '')]),
    );
    expect((await view({ itemId: granules })).dataList).toMatchObject([
      { secondaryUom: null, secondaryQuantity: 0 },
    ]);
    expect((await card({ itemId: granules })).data).toMatchObject({
      secondaryUom: null,
      secondaryClosing: null,
    });
  });

  it('the stock card: the secondary unit and closing in the heading, secondary in and out on every row', async () => {
    const reply = await card({ itemId: ids.fabric, stockAreaId: ids.rms });
    expect(reply.data).toMatchObject({
      uom: { name: 'KG' },
      secondaryUom: unit(ids.mtr, 'MTR'),
      closing: 36,
      secondaryClosing: 90,
    });
    expect(
      reply.dataList.map((row) => [row.in, row.out, row.secondaryIn, row.secondaryOut, row.balance]),
    ).toEqual([
      [40, 0, 100, 0, 40],
      [0, 4, 0, 10, 36],
    ]);
  });

  it('the export has the secondary quantity and its unit only with SECONDARY_STOCK_SUPPORT YES', async () => {
    const headers = async () => {
      const reply = await suite.raw({
        method: 'POST',
        url: '/api/v1/chemical/itemStock/export/excel',
        headers: { authorization: `Bearer ${suite.admin}` },
        payload: { itemId: ids.bales },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(reply.rawPayload).buffer);
      const sheet = workbook.worksheets[0];
      const values = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(1).map(String);
      return { header: values(1), row: values(2) };
    };
    await config('SECONDARY_STOCK_SUPPORT', 'NO');
    expect((await headers()).header).not.toContain('Secondary Quantity');
    await config('SECONDARY_STOCK_SUPPORT', 'YES');
    const { header, row } = await headers();
    const at = header.indexOf('Secondary Quantity');
    expect(header.slice(at - 2, at + 2)).toEqual(['Quantity', 'UOM', 'Secondary Quantity', 'Secondary UOM']);
    expect(row.slice(at, at + 2)).toEqual(['2', 'BAG']);
  });
});

describe('PRIMARY_UOM_MTR: metres first for items whose secondary unit is metres', () => {
  it('YES: the view and the export show metres as the quantity, the primary unit second, the rate per metre', async () => {
    await config('SECONDARY_STOCK_SUPPORT', 'YES');
    await config('PRIMARY_UOM_MTR', 'YES');
    try {
      const rows = (await view({ itemId: ids.fabric, sort: '-quantity' })).dataList;
      expect(
        rows.map((row) => [row.quantity, row.secondaryQuantity, row.uom?.name, row.secondaryUom?.name]),
      ).toEqual([
        [90, 36, 'MTR', 'KG'],
        [25, 10, 'MTR', 'KG'],
      ]);
      // 100 a kilogram is 40 a metre; the value is the same.
      expect(rows.map((row) => [row.rate, row.value])).toEqual([
        [40, 3600],
        [40, 1000],
      ]);
      const grouped = (await view({ itemId: ids.fabric }, 'item')).dataList;
      expect(grouped).toMatchObject([
        { quantity: 115, secondaryQuantity: 46, heldQuantity: 0, uom: { name: 'MTR' } },
      ]);
      // An item whose secondary unit is not metres keeps its primary unit first.
      expect((await view({ itemId: ids.bales })).dataList).toMatchObject([
        { quantity: 80, uom: { name: 'KG' } },
      ]);
      // Sorted by the quantity shown: 90 metres before 80 kg of bales.
      const sorted = (await view({ sort: '-quantity' })).dataList;
      expect(sorted.slice(0, 3).map((row) => [row.quantity, row.uom?.name])).toEqual([
        [90, 'MTR'],
        [80, 'KG'],
        [25, 'MTR'],
      ]);
      // The export shows what the view shows.
      const reply = await suite.raw({
        method: 'POST',
        url: '/api/v1/chemical/itemStock/export/excel',
        headers: { authorization: `Bearer ${suite.admin}` },
        payload: { itemId: ids.fabric, stockAreaId: ids.rms },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(reply.rawPayload).buffer);
      const cells = (row: number) =>
        (workbook.worksheets[0]?.getRow(row).values as unknown[]).slice(1).map(String);
      const at = cells(1).indexOf('Quantity');
      expect(cells(2).slice(at, at + 4)).toEqual(['90', 'MTR', '36', 'KG']);
    } finally {
      await config('PRIMARY_UOM_MTR', 'NO');
    }
  });

  it('YES: the stock card counts in metres, its balance the metres after each movement', async () => {
    await config('PRIMARY_UOM_MTR', 'YES');
    try {
      const whole = await card({ itemId: ids.fabric });
      expect(whole.data).toMatchObject({ uom: { name: 'MTR' }, secondaryUom: { name: 'KG' }, closing: 115 });
      expect(whole.data?.secondaryClosing).toBe(46);
      expect(
        whole.dataList.map((row) => [row.in, row.out, row.secondaryIn, row.secondaryOut, row.balance]),
      ).toEqual([
        [100, 0, 40, 0, 100],
        [25, 0, 10, 0, 125],
        [0, 10, 0, 4, 115],
      ]);
      expect(whole.dataList.map((row) => row.rate)).toEqual([40, 40, 40]);
      const area = await card({ itemId: ids.fabric, stockAreaId: ids.rms, page: 2, size: 1 });
      expect(area.dataList.map((row) => [row.out, row.balance])).toEqual([[10, 90]]);
    } finally {
      await config('PRIMARY_UOM_MTR', 'NO');
    }
  });

  it('NO (or unset): the primary unit stays first', async () => {
    expect((await view({ itemId: ids.fabric, sort: '-quantity' })).dataList[0]).toMatchObject({
      quantity: 36,
      uom: { name: 'KG' },
      secondaryUom: { name: 'MTR' },
    });
  });
});
