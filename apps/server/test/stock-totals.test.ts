// The stock view's totals kept per stock area by the ledger's write (decision 0961), and the lots stock ageing
// reads (decision 1990): after a random sequence of movements (inwards at different rates, of rolls made on
// different days, issues, transfers between two branches, holds, releases, cancels) every area's kept totals
// and every kept lot are the ones recomputed from the balances, the view's count and value read from them
// equal the slow statement's and the sum of its rows, and stock ageing answers what it summed from the
// balances before; in parallel too; migrations 0017 and 0061 fill them in.
import { RESPONSE_CODES, normaliseSearchText } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { AppError } from '../src/core/errors.ts';
import { queryRows, type Executor } from '../src/db/client.ts';
import { readMigrations } from '../src/db/migrate.ts';
import { postMovements, reverseDocument, type MaterialRef, type Movement } from '../src/stock/ledger.ts';
import { createEmptyTestDatabase } from '../src/testing.ts';
import { createSuite, type Suite } from './helpers.ts';

let suite: Suite;
let caller: Caller;
const db = (): Executor => suite.server.database.db;
const areas: { id: number; branch: number; location: number }[] = [];
const materials: MaterialRef[] = [];
const NAME = 'Totals Item';
/** The rolls of a lot: '' is made by its first posting (today), R1 and R2 were made on days before. */
const ROLLS = ['', 'R1', 'R2'];

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(db(), query);
  if (!row) throw new Error('no row');
  return row;
};

/** mulberry32: the same sequence every run, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface AreaRow {
  kind: string;
  area: number;
  branch: number | null;
  location: number | null;
  places: number;
  value: string;
}

/** Every area row's totals as kept, and as recomputed from the balances the way the view counts them. */
async function keptAndRecomputed(orgId: number, ex: Executor = db()) {
  const kept = await queryRows<AreaRow>(
    ex,
    sql`SELECT kind, stock_area_id AS area, branch_id AS branch, location_id AS location, places,
               value::text AS value
        FROM stock_area_total WHERE org_id = ${orgId} AND (places <> 0 OR value <> 0) ORDER BY 1, 2, 3, 4`,
  );
  const recomputed = await queryRows<AreaRow>(
    ex,
    sql`SELECT m.kind, b.stock_area_id AS area, b.branch_id AS branch, b.location_id AS location,
               count(*)::int AS places,
               sum(coalesce(round(b.quantity * m.value / nullif(m.quantity, 0), 2), 0))::text AS value
        FROM stock_balance b JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
        WHERE b.org_id = ${orgId} AND b.quantity > 0 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );
  return { kept, recomputed };
}

interface LotRow {
  item: number;
  area: number | null;
  lot: string;
  day: string;
  onHand: string;
}

/** Every kept lot row, and the lot rows recomputed from the balances: per item, lot and area, and over all areas. */
async function keptAndRecomputedLots(orgId: number, ex: Executor = db()) {
  const kept = await queryRows<LotRow>(
    ex,
    sql`SELECT item_id AS item, stock_area_id AS area, lot_number AS lot, received_on::text AS day,
               on_hand::text AS "onHand"
        FROM stock_lot_total WHERE org_id = ${orgId} ORDER BY 1, 2, 3`,
  );
  const recomputed = await queryRows<LotRow>(
    ex,
    sql`SELECT m.item_id AS item, p.area, i.lot_number AS lot,
               min((i.created_at AT TIME ZONE 'Asia/Kolkata')::date)::text AS day, sum(b.quantity)::text AS "onHand"
        FROM stock_balance b
        JOIN stock_identity i ON i.id = b.identity_id
        JOIN stock_material m ON m.id = b.material_id AND m.item_id IS NOT NULL
        CROSS JOIN LATERAL (VALUES (b.stock_area_id), (NULL::bigint)) p (area)
        WHERE b.org_id = ${orgId} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  return { kept, recomputed };
}

/** Both kept tables equal what the balances recompute to. */
async function expectKept(orgId: number, message?: string): Promise<void> {
  const totals = await keptAndRecomputed(orgId);
  expect(totals.kept, message).toEqual(totals.recomputed);
  const lots = await keptAndRecomputedLots(orgId);
  expect(lots.kept, message).toEqual(lots.recomputed);
  await expectStockedPage(orgId, message);
}

/**
 * Each material's kept quantity is its balances' sum, and Inventory Stock's page by item, which chooses its
 * items among the materials kept with stock (decision 2283), shows exactly the items a balance row holds.
 */
async function expectStockedPage(orgId: number, message?: string): Promise<void> {
  const { drifted } = await one<{ drifted: number }>(
    sql`SELECT count(*)::int AS drifted FROM stock_material m
         WHERE m.org_id = ${orgId} AND m.quantity <> (SELECT coalesce(sum(b.quantity), 0) FROM stock_balance b
                                                      WHERE b.org_id = m.org_id AND b.material_id = m.id)`,
  );
  expect(drifted, message).toBe(0);
  const held = await queryRows<{ itemId: number }>(
    db(),
    sql`SELECT i.id::int AS "itemId" FROM item i
         WHERE i.org_id = ${orgId} AND EXISTS (SELECT 1 FROM stock_material m JOIN stock_balance b
                 ON b.org_id = m.org_id AND b.material_id = m.id AND b.quantity > 0
               WHERE m.org_id = i.org_id AND m.item_id = i.id)
         ORDER BY lower(i.name), i.id`,
  );
  const page = await suite.call('POST', 'chemical/itemStock/getStockListWithGroupBy/v2', suite.admin, {
    groupBy: 'item',
    page: 1,
    size: 500,
  });
  expect(page.status, page.body.responseMessage).toBe(200);
  const shown = (page.body.dataList as { itemId: number }[]).map((row) => row.itemId);
  expect(shown, message).toEqual(held.map((row) => row.itemId));
}

type StockReply = { dataList: { value: number }[]; totalCount: number; totalValue: number };
const view = async (body: Record<string, unknown>): Promise<StockReply> => {
  const reply = await suite.call('POST', 'chemical/itemStock/getStock/v2', suite.admin, body);
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body as unknown as StockReply;
};

/** The view's count and value by the kept totals, by the slow statement (a search every row matches), by its rows. */
async function threeWays(filter: Record<string, unknown>) {
  const fast = await view({ ...filter, page: 1, size: 500 });
  const slow = await view({ ...filter, q: NAME, page: 1, size: 1 });
  const rowsValue = Math.round(fast.dataList.reduce((sum, row) => sum + row.value * 100, 0)) / 100;
  return {
    fast: { count: fast.totalCount, value: fast.totalValue },
    slow: { count: slow.totalCount, value: slow.totalValue },
    rows: { count: fast.dataList.length, value: rowsValue },
  };
}

beforeAll(async () => {
  suite = await createSuite();
  caller = await one<Caller>(
    sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  const org = caller.orgId;
  // Two branches of their own, a location each with two stock areas: only this file's stock is there.
  for (const b of [1, 2]) {
    const { branch } = await one<{ branch: number }>(
      sql`INSERT INTO branch (org_id, name, code) VALUES (${org}, ${`Totals Branch ${b}`}, ${`TB-${b}`})
          RETURNING id AS branch`,
    );
    const { location } = await one<{ location: number }>(
      sql`INSERT INTO location (org_id, name, code, branch_id, active)
          VALUES (${org}, ${`Totals Location ${b}`}, ${`TL-${b}`}, ${branch}, true) RETURNING id AS location`,
    );
    for (const a of [1, 2]) {
      const { id } = await one<{ id: number }>(
        sql`INSERT INTO stock_area (org_id, name, code, location_id, active)
            VALUES (${org}, ${`Totals Area ${b}.${a}`}, ${`TA-${b}${a}`}, ${location}, true) RETURNING id`,
      );
      areas.push({ id, branch, location });
    }
  }
  for (const n of [1, 2, 3, 4, 5]) {
    const code = `TOT-${n}`;
    const name = `${NAME} ${n}`;
    const { id } = await one<{ id: number }>(
      sql`INSERT INTO item (org_id, code, name, uom_id, search)
          SELECT ${org}, ${code}, ${name}, id, ${`${normaliseSearchText(code)}|${normaliseSearchText(name)}`}
          FROM uom WHERE org_id = ${org} AND name = 'KG' RETURNING id`,
    );
    materials.push({ itemId: id });
  }
  // Rolls R1 and R2 of each item's lots A and B made 1 to 120 days ago, a minute before or after India's
  // midnight or at 10:00 there, with no stock yet: the postings find them, and the lot's day is theirs.
  await db().execute(sql`
    WITH m AS (INSERT INTO stock_material (org_id, kind, item_id)
               SELECT ${org}, 'item', id FROM item WHERE org_id = ${org} AND code LIKE 'TOT-%' RETURNING id, item_id)
    INSERT INTO stock_identity (org_id, material_id, lot_number, roll_number, created_at)
    SELECT ${org}, m.id, v.lot, v.roll,
           ((now() AT TIME ZONE 'Asia/Kolkata')::date - 1 - ((m.item_id * 7 + v.n * 13) % 120)::int)::timestamp
             AT TIME ZONE 'Asia/Kolkata' + (ARRAY[-1, 1, 600])[1 + (m.item_id + v.n) % 3] * interval '1 minute'
    FROM m, (VALUES ('A', 'R1', 1), ('A', 'R2', 2), ('B', 'R1', 3), ('B', 'R2', 4)) v (lot, roll, n)`);
  const { id: packingId } = await one<{ id: number }>(
    sql`SELECT id FROM packing WHERE org_id = ${org} ORDER BY id LIMIT 1`,
  );
  materials.push({ packingId });
});
afterAll(() => suite.server.close());

interface Place {
  material: MaterialRef;
  lot: string;
  roll: string;
  area: number;
  held: boolean;
  quantity: number;
}

/** The stocked places of this file's areas. */
const stockedPlaces = (): Promise<Place[]> =>
  queryRows<Place>(
    db(),
    sql`SELECT CASE WHEN m.item_id IS NULL THEN json_build_object('packingId', m.packing_id)
                    ELSE json_build_object('itemId', m.item_id) END AS material,
               i.lot_number AS lot, i.roll_number AS roll, b.stock_area_id AS area, b.held,
               b.quantity::float8 AS quantity
        FROM stock_balance b JOIN stock_identity i ON i.id = b.identity_id JOIN stock_material m ON m.id = b.material_id
        WHERE b.org_id = ${caller.orgId} AND b.quantity > 0
          AND b.stock_area_id IN (${sql.join(
            areas.map((a) => sql`${a.id}`),
            sql`, `,
          )})
        ORDER BY b.id`,
  );

interface AgeingLot {
  itemId: number;
  lotNumber: string;
  receivedOn: string;
  onHand: number;
}

/** Every lot stock ageing answers for `body`, page by page, and its count. */
async function ageing(body: Record<string, unknown>): Promise<{ lots: AgeingLot[]; total: number }> {
  const lots: AgeingLot[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await suite.call<AgeingLot>('POST', 'chemical/report/stockAgeing', suite.admin, {
      ...body,
      page,
      size: 500,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const rows = reply.body.dataList ?? [];
    lots.push(
      ...rows.map(({ itemId, lotNumber, receivedOn, onHand }) => ({ itemId, lotNumber, receivedOn, onHand })),
    );
    const total = reply.body.totalCount ?? 0;
    if (lots.length >= total || rows.length === 0) return { lots, total };
  }
}

/** The orders checked, as stock ageing's sort and the ORDER BY it stood for before the kept lots. */
const AGEING_ORDERS: readonly [string | undefined, string][] = [
  [undefined, ''],
  ['-item.name', 'lower(it.name) DESC, '],
  ['-onHand', 'sum(b.quantity) DESC, '],
  ['receivedOn', 'min((i.created_at AT TIME ZONE $$Asia/Kolkata$$)::date), '],
  ['item.code', 'it.code, '],
];

/**
 * Stock ageing's lots as it summed them from the balance rows before decision 1990: per item and lot number
 * the first day of its identities with a balance row in the places and their sum, those above zero.
 */
function summedFromBalances(filter: { stockAreaId?: number; itemId?: number }, first: string) {
  return queryRows<AgeingLot>(
    db(),
    sql`SELECT it.id::int AS "itemId", i.lot_number AS "lotNumber",
               to_char(min((i.created_at AT TIME ZONE 'Asia/Kolkata')::date), 'YYYY-MM-DD') AS "receivedOn",
               sum(b.quantity)::float8 AS "onHand"
        FROM stock_balance b
        JOIN stock_identity i ON i.id = b.identity_id
        JOIN stock_material m ON m.id = b.material_id
        JOIN item it ON it.id = m.item_id
        WHERE b.org_id = ${caller.orgId}
          ${filter.stockAreaId === undefined ? sql`` : sql`AND b.stock_area_id = ${filter.stockAreaId}`}
          ${filter.itemId === undefined ? sql`` : sql`AND it.id = ${filter.itemId}`}
        GROUP BY it.id, i.lot_number HAVING sum(b.quantity) > 0
        ORDER BY ${sql.raw(first)}lower(it.name), it.id, 3, i.lot_number`,
  );
}

describe('the totals kept by every posting (decision 0961)', () => {
  let documentId = 0;
  const posted: number[] = [];
  const at = (place: Place, quantity: number, extra: Partial<Movement>): Movement => ({
    identity: { material: place.material, lotNumber: place.lot, rollNumber: place.roll },
    stockAreaId: place.area,
    held: place.held,
    quantity,
    movement: quantity > 0 ? 'INWARD' : 'ISSUE',
    document: { type: 'totals', id: documentId, number: `TOT-${documentId}` },
    ...extra,
  });

  /** One random posting (or a cancel of an earlier one); a refusal posts nothing and is fine. */
  async function step(next: () => number): Promise<void> {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const places = await stockedPlaces();
    const part = (place: Place) =>
      next() < 0.3 ? place.quantity : Math.max(0.001, Math.round(place.quantity * next() * 1000) / 1000);
    const choice = next();
    documentId += 1;
    let movements: Movement[];
    if (choice < 0.35 || places.length === 0) {
      const area = pick(areas).id;
      const place = {
        material: pick(materials),
        lot: pick(['A', 'B']),
        roll: pick(ROLLS),
        area,
        held: next() < 0.2,
        quantity: 0,
      };
      const quantity = 1 + Math.floor(next() * 20) + Math.floor(next() * 1000) / 1000;
      movements = [at(place, quantity, { rate: Math.round((50 + next() * 100) * 100) / 100 })];
    } else if (choice < 0.9) {
      const place = pick(places);
      const quantity = part(place);
      const there = areas.find((a) => a.id === place.area);
      const elsewhere = pick(areas.filter((a) => a.branch !== there?.branch)).id;
      movements =
        choice < 0.55
          ? [at(place, -quantity, {})]
          : choice < 0.7
            ? [
                at(place, -quantity, { movement: 'TRANSFER' }),
                at({ ...place, area: elsewhere }, quantity, { movement: 'TRANSFER' }),
              ]
            : [
                at(place, -quantity, { movement: place.held ? 'RELEASE' : 'HOLD' }),
                at({ ...place, held: !place.held }, quantity, { movement: place.held ? 'RELEASE' : 'HOLD' }),
              ];
    } else {
      const id = pick(posted);
      await suite.server.database
        .transaction((tx) => reverseDocument(tx, caller, { type: 'totals', id }, `CANCEL-${id}`))
        .catch((error: unknown) => expect(error).toBeInstanceOf(AppError));
      return;
    }
    try {
      await suite.server.database.transaction((tx) => postMovements(tx, caller, movements));
      posted.push(documentId);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(RESPONSE_CODES.VALIDATION_FAILED);
    }
  }

  it('after 160 random movements, every area and lot keeps what its balances recompute to', async () => {
    const next = random(961);
    for (let i = 0; i < 160; i++) {
      await step(next);
      if (i % 40 === 39) await expectKept(caller.orgId, `after step ${i + 1}`);
    }
    const { kept } = await keptAndRecomputed(caller.orgId);
    // Most postings went through, leaving stock in all four areas, of both kinds.
    expect(posted.length).toBeGreaterThan(120);
    expect(new Set(kept.map((row) => row.area)).size).toBe(4);
    expect(new Set(kept.map((row) => row.kind))).toEqual(new Set(['item', 'packing']));
  });

  it("the view's count and value from the kept totals equal the slow statement's and the sum of its rows", async () => {
    const [first, , third] = areas as [(typeof areas)[number], unknown, (typeof areas)[number]];
    const filters = [
      {},
      { company: caller.orgId },
      { branch: first.branch },
      { branch: third.branch },
      { location: third.location },
      { stockAreaId: first.id },
      { branch: first.branch, stockAreaId: third.id },
    ];
    for (const filter of filters) {
      const { fast, slow, rows } = await threeWays(filter);
      expect(fast, JSON.stringify(filter)).toEqual(slow);
      expect(fast, JSON.stringify(filter)).toEqual(rows);
    }
    expect((await threeWays({ branch: first.branch })).fast.count).toBeGreaterThan(0);
    // Packing types: their own kind's totals.
    const packing = await view({ materialKind: 'packing', branch: first.branch, page: 1, size: 500 });
    expect(packing.totalCount).toBe(packing.dataList.length);
    expect(packing.totalValue).toBeCloseTo(
      packing.dataList.reduce((sum, row) => sum + row.value, 0),
      2,
    );
  });

  it('stock ageing answers the lots, days and quantities it summed from the balances, in every order (decision 1990)', async () => {
    const [first, second] = areas as [(typeof areas)[number], (typeof areas)[number]];
    const { itemId } = materials[0] as { itemId: number };
    const filters = [
      {},
      { stockAreaId: first.id },
      { stockAreaId: second.id },
      { itemId },
      { itemId, stockAreaId: first.id },
    ];
    for (const filter of filters) {
      for (const [sort, order] of AGEING_ORDERS) {
        const { lots, total } = await ageing({ ...filter, ...(sort ? { sort } : {}) });
        const summed = await summedFromBalances(filter, order);
        const what = JSON.stringify({ ...filter, sort });
        expect(lots, what).toEqual(summed);
        expect(total, what).toBe(summed.length);
      }
    }
    // Lots of this file's items, in all four areas, of several days (the rolls made before).
    const { lots } = await ageing({ stockAreaId: first.id });
    expect(lots.length).toBeGreaterThan(1);
    const mine = (await ageing({})).lots.filter((lot) =>
      materials.some((m) => 'itemId' in m && m.itemId === lot.itemId),
    );
    expect(new Set(mine.map((lot) => lot.receivedOn)).size).toBeGreaterThan(3);
  });

  it('stock ageing reads the kept lots indeed: a changed lot row changes its answer', async () => {
    const { itemId } = materials[0] as { itemId: number };
    const [lot] = (await ageing({ itemId })).lots;
    if (!lot) throw new Error('the first item has no lot with stock');
    const bumped = (by: number) =>
      db().execute(sql`UPDATE stock_lot_total SET on_hand = on_hand + ${by}
                       WHERE item_id = ${itemId} AND stock_area_id IS NULL AND lot_number = ${lot.lotNumber}`);
    await bumped(1000);
    try {
      expect((await ageing({ itemId })).lots[0]).toEqual({ ...lot, onHand: lot.onHand + 1000 });
    } finally {
      await bumped(-1000);
    }
  });

  it('reads the kept totals indeed: a changed area row changes the answer, and a filter by rows does not', async () => {
    const area = areas[0]?.id ?? 0;
    const before = await view({ stockAreaId: area, page: 1, size: 1 });
    const rows = await view({ stockAreaId: area, held: false, page: 1, size: 1 });
    const bumped = sql`UPDATE stock_area_total SET places = places + 1000 WHERE stock_area_id = ${area} AND kind = 'item'`;
    await db().execute(bumped);
    try {
      expect((await view({ stockAreaId: area, page: 1, size: 1 })).totalCount).toBe(before.totalCount + 1000);
      expect((await view({ stockAreaId: area, held: false, page: 1, size: 1 })).totalCount).toBe(
        rows.totalCount,
      );
    } finally {
      await db().execute(
        sql`UPDATE stock_area_total SET places = places - 1000 WHERE stock_area_id = ${area} AND kind = 'item'`,
      );
    }
  });

  it('parallel transfers across the same two areas in opposite directions all post, the totals and lots exact', async () => {
    const [a, , b] = areas as [(typeof areas)[number], unknown, (typeof areas)[number]];
    const [x, y] = materials as [MaterialRef, MaterialRef];
    documentId += 1;
    const inward = (material: MaterialRef, area: number): Movement => ({
      identity: { material, lotNumber: 'P' },
      stockAreaId: area,
      quantity: 100,
      rate: 10,
      movement: 'INWARD',
      document: { type: 'totals', id: documentId, number: `TOT-${documentId}` },
    });
    await suite.server.database.transaction((tx) =>
      postMovements(tx, caller, [inward(x, a.id), inward(y, b.id)]),
    );
    const transfer = (material: MaterialRef, from: number, to: number, i: number): Movement[] =>
      [-1, 1].map((sign) => ({
        identity: { material, lotNumber: 'P' },
        stockAreaId: sign < 0 ? from : to,
        quantity: sign,
        movement: 'TRANSFER',
        document: { type: 'totals-transfer', id: i, number: `TR-${i}` },
      }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        suite.server.database.transaction((tx) =>
          postMovements(tx, caller, i % 2 ? transfer(x, a.id, b.id, i) : transfer(y, b.id, a.id, i)),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectKept(caller.orgId);
  });

  it('parallel inwards of new lots, issues and holds of five items into one area all post, the lots exact', async () => {
    const area = areas[0]?.id ?? 0;
    const items = materials.slice(0, 5);
    documentId += 1;
    const move = (material: MaterialRef, lot: string, quantity: number, extra: Partial<Movement>) => ({
      identity: { material, lotNumber: lot },
      stockAreaId: area,
      quantity,
      movement: quantity > 0 ? 'INWARD' : 'ISSUE',
      document: { type: 'totals-parallel', id: documentId, number: `TP-${documentId}` },
      ...extra,
    });
    await suite.server.database.transaction((tx) =>
      postMovements(
        tx,
        caller,
        items.map((m) => move(m, 'Q', 100, { rate: 10 })),
      ),
    );
    const posting = (i: number): Movement[] => {
      const material = items[i % items.length] as MaterialRef;
      if (i % 3 === 0) return [move(material, `Q-${i}`, 5, { rate: 12 })];
      if (i % 3 === 1) return [move(material, 'Q', -1, {})];
      return [
        move(material, 'Q', -1, { movement: 'HOLD' }),
        move(material, 'Q', 1, { movement: 'HOLD', held: true }),
      ];
    };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        suite.server.database.transaction((tx) => postMovements(tx, caller, posting(i))),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectKept(caller.orgId);
    expect(
      (await ageing({ stockAreaId: area })).lots.filter((lot) => lot.lotNumber.startsWith('Q-')),
    ).toHaveLength(10);
  });
});

describe('migration 0017 fills in the totals of the stock already there', () => {
  it('one row per kind, stock area, branch and location, as the view counts and values them', async () => {
    const test = await createEmptyTestDatabase();
    try {
      const scripts = readMigrations();
      const upTo = scripts.findIndex((script) => script.version === '0017_stock_area_totals');
      await test.database.migrate(() => scripts.slice(0, upTo));
      const ex = test.database.db;
      await ex.execute(sql`
        WITH o AS (INSERT INTO organisation (name) VALUES ('Kept Ltd') RETURNING id),
             b AS (INSERT INTO branch (org_id, name) SELECT id, 'Head Office' FROM o RETURNING org_id, id),
             l AS (INSERT INTO location (org_id, name, branch_id) SELECT org_id, 'Plant', id FROM b RETURNING org_id, id),
             u AS (INSERT INTO uom (org_id, name) SELECT id, 'KG' FROM o RETURNING org_id, id),
             i AS (INSERT INTO item (org_id, code, name, uom_id) SELECT org_id, 'A', 'Granules', id FROM u RETURNING org_id, id),
             m AS (INSERT INTO stock_material (org_id, kind, item_id, quantity, value)
                   SELECT org_id, 'item', id, 3, 100 FROM i RETURNING org_id, id),
             s AS (INSERT INTO stock_identity (org_id, material_id) SELECT org_id, id FROM m RETURNING org_id, id, material_id),
             a AS (INSERT INTO stock_area (org_id, name, code, location_id)
                   SELECT l.org_id, v.code, v.code, l.id FROM l, (VALUES ('RMS'), ('YRD')) v (code) RETURNING org_id, id, location_id, code)
        INSERT INTO stock_balance (org_id, identity_id, material_id, branch_id, location_id, stock_area_id, held, quantity)
          SELECT s.org_id, s.id, s.material_id, b.id, a.location_id, a.id, v.held, v.quantity
          FROM s, b, a JOIN (VALUES ('RMS', false, 1), ('RMS', true, 1), ('YRD', false, 1), ('YRD', true, 0)) v (code, held, quantity)
            ON v.code = a.code`);
      await test.database.migrate(() => scripts);
      const org = await queryRows<{ id: number }>(ex, sql`SELECT id FROM organisation`);
      const { kept, recomputed } = await keptAndRecomputed(org[0]?.id ?? 0, ex);
      expect(kept).toEqual(recomputed);
      // A third of 100 is 33.33 a kilogram, each row to the paisa.
      expect(kept.map((row) => [row.places, row.value])).toEqual([
        [2, '66.66'],
        [1, '33.33'],
      ]);
    } finally {
      await test.drop();
    }
  });
});

describe('migration 0061 fills in the lots of the stock already there', () => {
  it('per item, lot and stock area and over all areas, from every balance row, its day the first in India', async () => {
    const test = await createEmptyTestDatabase();
    try {
      const scripts = readMigrations();
      const upTo = scripts.findIndex((script) => script.version === '0061_stock_lot_totals');
      await test.database.migrate(() => scripts.slice(0, upTo));
      const ex = test.database.db;
      // Roll 1 of lot L1 made at 23:59 in India on 10 January, roll 2 at 00:01 on the 11th; roll 1 consumed.
      await ex.execute(sql`
        WITH o AS (INSERT INTO organisation (name) VALUES ('Kept Ltd') RETURNING id),
             b AS (INSERT INTO branch (org_id, name) SELECT id, 'Head Office' FROM o RETURNING org_id, id),
             l AS (INSERT INTO location (org_id, name, branch_id) SELECT org_id, 'Plant', id FROM b RETURNING org_id, id),
             u AS (INSERT INTO uom (org_id, name) SELECT id, 'KG' FROM o RETURNING org_id, id),
             i AS (INSERT INTO item (org_id, code, name, uom_id) SELECT org_id, 'A', 'Granules', id FROM u RETURNING org_id, id),
             m AS (INSERT INTO stock_material (org_id, kind, item_id, quantity, value)
                   SELECT org_id, 'item', id, 5, 100 FROM i RETURNING org_id, id),
             s AS (INSERT INTO stock_identity (org_id, material_id, lot_number, roll_number, created_at)
                   SELECT m.org_id, m.id, v.lot, v.roll, v.at::timestamptz
                   FROM m, (VALUES ('L1', '1', '2026-01-10 18:29:00+00'), ('L1', '2', '2026-01-10 18:31:00+00'),
                                   ('L2', '', '2026-03-01 05:00:00+00')) v (lot, roll, at)
                   RETURNING org_id, id, material_id, lot_number, roll_number),
             a AS (INSERT INTO stock_area (org_id, name, code, location_id)
                   SELECT l.org_id, v.code, v.code, l.id FROM l, (VALUES ('RMS'), ('YRD')) v (code) RETURNING org_id, id, location_id, code)
        INSERT INTO stock_balance (org_id, identity_id, material_id, branch_id, location_id, stock_area_id, quantity)
          SELECT s.org_id, s.id, s.material_id, b.id, a.location_id, a.id, v.quantity
          FROM s, b, a JOIN (VALUES ('L1', '1', 'RMS', 0), ('L1', '2', 'RMS', 2), ('L1', '2', 'YRD', 1),
                                    ('L2', '', 'YRD', 2)) v (lot, roll, code, quantity) ON v.code = a.code
          WHERE s.lot_number = v.lot AND s.roll_number = v.roll`);
      await test.database.migrate(() => scripts);
      const org = await queryRows<{ id: number }>(ex, sql`SELECT id FROM organisation`);
      const { kept, recomputed } = await keptAndRecomputedLots(org[0]?.id ?? 0, ex);
      expect(kept).toEqual(recomputed);
      const rows = await queryRows<{ row: string[] }>(
        ex,
        sql`SELECT ARRAY[coalesce(a.code, 'all'), t.lot_number, t.received_on::text, t.on_hand::text] AS row
            FROM stock_lot_total t LEFT JOIN stock_area a ON a.id = t.stock_area_id
            ORDER BY t.stock_area_id NULLS FIRST, t.lot_number`,
      );
      expect(rows.map((r) => r.row)).toEqual([
        ['all', 'L1', '2026-01-10', '3.000'],
        ['all', 'L2', '2026-03-01', '2.000'],
        ['RMS', 'L1', '2026-01-10', '2.000'],
        ['YRD', 'L1', '2026-01-11', '1.000'],
        ['YRD', 'L2', '2026-03-01', '2.000'],
      ]);
    } finally {
      await test.drop();
    }
  });
});
