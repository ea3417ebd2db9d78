// The stock view's totals kept per stock area by the ledger's write (decision 0961): after a random sequence
// of movements (inwards at different rates, issues, transfers between two branches, holds, releases,
// cancels) every area's kept totals are the ones recomputed from the balances, and the view's count and
// value read from them equal the slow statement's and the sum of its rows; migration 0017 fills them in.
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
  const { id: packingId } = await one<{ id: number }>(
    sql`SELECT id FROM packing WHERE org_id = ${org} ORDER BY id LIMIT 1`,
  );
  materials.push({ packingId });
});
afterAll(() => suite.server.close());

interface Place {
  material: MaterialRef;
  lot: string;
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
               i.lot_number AS lot, b.stock_area_id AS area, b.held, b.quantity::float8 AS quantity
        FROM stock_balance b JOIN stock_identity i ON i.id = b.identity_id JOIN stock_material m ON m.id = b.material_id
        WHERE b.org_id = ${caller.orgId} AND b.quantity > 0
          AND b.stock_area_id IN (${sql.join(
            areas.map((a) => sql`${a.id}`),
            sql`, `,
          )})
        ORDER BY b.id`,
  );

describe('the totals kept by every posting (decision 0961)', () => {
  let documentId = 0;
  const posted: number[] = [];
  const at = (place: Place, quantity: number, extra: Partial<Movement>): Movement => ({
    identity: { material: place.material, lotNumber: place.lot },
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

  it('after 160 random movements, every area keeps what its balances recompute to', async () => {
    const next = random(961);
    for (let i = 0; i < 160; i++) {
      await step(next);
      if (i % 40 === 39) {
        const { kept, recomputed } = await keptAndRecomputed(caller.orgId);
        expect(kept, `after step ${i + 1}`).toEqual(recomputed);
      }
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

  it('parallel transfers across the same two areas in opposite directions all post, the totals exact', async () => {
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
    const { kept, recomputed } = await keptAndRecomputed(caller.orgId);
    expect(kept).toEqual(recomputed);
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
