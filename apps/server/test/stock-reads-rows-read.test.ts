import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { queryRows } from '../src/db/client.ts';
import { postMovements } from '../src/stock/ledger.ts';
import type { Movement } from '../src/stock/ledger-types.ts';
import { searchFound, type StockFilter } from '../src/stock/reads/filter.ts';
import { FEW_KEPT } from '../src/stock/reads/page-identities.ts';
import { stockList, type GroupBy, type StockPage, type StockRow } from '../src/stock/reads/view.ts';
import { stockRowsRead } from './rows-read.ts';
import { adminCaller, createSuite, findIn, type Suite } from './helpers.ts';

// What a read of Inventory Stock costs, counted in rows, not timed: the rows the stock tables and their
// indexes hand out while one read runs (the transaction's own counters, on PGlite and PostgreSQL alike). A
// read that asks something of each row's material again (its available quantity, summed over every place of
// it) reads rows × places: a material of 520 lots read 270,000 rows for a page of 500, 343 ms here and
// past the statement timeout on a loaded machine. Every shape of the view must read each place a few times.

/** More places of one material than a page reads from the kept rows (FEW_KEPT): its masters are walked. */
const PLACES = FEW_KEPT + 100;
/** The places held (every seventh). */
const HELD = Math.ceil(PLACES / 7);
/**
 * Rows a read may hand out per place of the material, whatever the shape: its count, page, sums and the
 * materials' availability read each place a few times through a table and an index (3 to 14 here); once per
 * row of the page it was 2,000.
 */
const ROWS_PER_PLACE = 25;

let suite: Suite;
let caller: Caller;
let tape = 0;
const area = { rms: 0, wip: 0 };

/** The rows one read of the view hands out, and how many rows it answered. */
const costOf = (filter: Omit<StockFilter, 'kind'>, page: StockPage, groupBy?: GroupBy) =>
  suite.server.database.transaction(async (tx) => {
    const before = await stockRowsRead(tx);
    const asked = await searchFound(tx, caller, { kind: 'item', ...filter });
    const list = await stockList(tx, caller, asked, page, groupBy);
    return { read: (await stockRowsRead(tx)) - before, rows: list.rows.length, total: list.total };
  });

beforeAll(async () => {
  suite = await createSuite();
  const db = suite.server.database.db;
  caller = await adminCaller(db);
  tape = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'SF-TP-800')).id;
  const areaOf = async (name: string) =>
    (await findIn<{ id: number }>(suite, 'chemical/stockArea', 'name', name)).id;
  area.rms = await areaOf('Raw Material Store');
  area.wip = await areaOf('Weaving WIP');
  await queryRows(db, sql`UPDATE item SET reorder_level = 100000 WHERE id = ${tape}`);
  const movements = Array.from({ length: PLACES }, (_, index): Movement => ({
    identity: { material: { itemId: tape }, lotNumber: `C${index + 1}` },
    stockAreaId: area.rms,
    quantity: 1,
    rate: 10,
    movement: 'INWARD',
    document: { type: 'test', id: null, number: 'T-1' },
    ...(index % 7 === 0 ? { held: true } : {}),
  }));
  // Another material, with no reorder level, in three places of another area.
  const masterbatch = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'RM-MB-001')).id;
  await queryRows(db, sql`UPDATE item SET reorder_level = NULL WHERE id = ${masterbatch}`);
  const others = [1, 2, 3].map((lot): Movement => ({
    identity: { material: { itemId: masterbatch }, lotNumber: `M${lot}` },
    stockAreaId: area.wip,
    quantity: 5,
    rate: 20,
    movement: 'INWARD',
    document: { type: 'test', id: null, number: 'T-2' },
  }));
  await suite.server.database.transaction((tx) => postMovements(tx, caller, [...movements, ...others]));
});

afterAll(() => suite.server.close());

describe('a read of Inventory Stock reads each place of a material a few times, not once per row', () => {
  const wholePage = { page: 1, size: 500 };
  it.each([
    ['the first page of 500', {}, wholePage, undefined],
    ['the last page', {}, { page: 5, size: 500 }, undefined],
    ['the item', 'the item', wholePage, undefined],
    ['under the reorder level', { belowReorder: true }, wholePage, undefined],
    ['not under the reorder level', { belowReorder: false }, { page: 1, size: 20 }, undefined],
    ['sorted by quantity', {}, { ...wholePage, sort: '-quantity' }, undefined],
    ['searched by a lot', { q: 'C5' }, wholePage, undefined],
    ['held', { held: true }, wholePage, undefined],
    ['grouped by item', {}, wholePage, 'item'],
    ['grouped by item and lot', {}, wholePage, 'itemAndLot'],
    [
      'grouped by item and stock area, under the reorder level',
      { belowReorder: true },
      wholePage,
      'itemAndStockArea',
    ],
  ] as const)('%s', async (_name, asked, page, groupBy) => {
    const filter = asked === 'the item' ? { itemId: tape } : asked;
    const { read, rows, total } = await costOf(filter, page, groupBy);
    expect(rows).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(0);
    expect(read, `${read} rows read for ${rows} of ${total}`).toBeLessThan(ROWS_PER_PLACE * PLACES);
  });

  it('says a material under its reorder level on each of its rows, its held and reserved stock not counted', async () => {
    const list = await suite.server.database.transaction((tx) =>
      stockList(tx, caller, { kind: 'item', itemId: tape }, { page: 1, size: 5 }),
    );
    expect(list.rows.map((row) => row.belowReorder)).toEqual([true, true, true, true, true]);
    await queryRows(
      suite.server.database.db,
      sql`UPDATE item SET reorder_level = ${PLACES - HELD} WHERE id = ${tape}`,
    );
    // Places of 1, every seventh held: what is left is available, and not under itself.
    const level = await suite.server.database.transaction((tx) =>
      stockList(tx, caller, { kind: 'item', itemId: tape }, { page: 1, size: 5 }),
    );
    expect(level.rows.map((row) => row.belowReorder)).toEqual([false, false, false, false, false]);
  });
});

describe('a page in name order is the whole list cut in pages, however its masters are chosen', () => {
  const key = (row: StockRow): [string, number, number] => [
    (row.item.name ?? '').toLowerCase(),
    row.itemId,
    row.id,
  ];
  const inOrder = (a: [string, number, number], b: [string, number, number]): boolean =>
    a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
  const pagesOf = async (filter: Omit<StockFilter, 'kind'>, sort: string, groupBy?: GroupBy) =>
    suite.server.database.transaction(async (tx) => {
      const asked = await searchFound(tx, caller, { kind: 'item', ...filter });
      const rows: StockRow[] = [];
      let total = 0;
      for (let page = 1; page === 1 || (page - 1) * 500 < total; page += 1) {
        const list = await stockList(tx, caller, asked, { page, size: 500, sort }, groupBy);
        total = list.total;
        rows.push(...list.rows);
      }
      return { rows, total };
    });

  it.each([
    ['among the few materials with stock', () => ({}), undefined],
    [
      'walking the masters’ names: an area of more places than a few',
      () => ({ stockAreaId: area.rms }),
      undefined,
    ],
    ['from the few places kept: another area', () => ({ stockAreaId: area.wip }), undefined],
    ['from the few places a search of lots keeps', () => ({ q: 'C5' }), undefined],
    ['grouped by lot, walking the masters’ names', () => ({ stockAreaId: area.rms }), 'itemAndLot'],
    ['grouped by lot, from the few a search keeps', () => ({ q: 'C5' }), 'itemAndLot'],
  ] as const)('%s', async (_name, filterOf, groupBy) => {
    const forward = await pagesOf(filterOf(), 'itemName', groupBy);
    const backward = await pagesOf(filterOf(), '-itemName', groupBy);
    expect(forward.total).toBeGreaterThan(0);
    expect(forward.rows).toHaveLength(forward.total);
    expect(new Set(forward.rows.map((row) => row.id)).size).toBe(forward.total);
    const keys = forward.rows.map(key);
    expect(keys.every((at, index) => index === 0 || inOrder(keys[index - 1] ?? at, at))).toBe(true);
    expect(backward.rows.map(key).reverse()).toEqual(keys);
  });
});
