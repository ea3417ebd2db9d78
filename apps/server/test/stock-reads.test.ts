import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  granulesAverage,
  ids,
  idOf,
  orgId,
  stock,
  suite,
  useStockReads,
  type Stock,
} from './stock-reads-fixture.ts';

// Issue 17's stock views over HTTP (decisions 0910–0912): the view, its groupings, packing and orders, the card.

useStockReads();

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
