// The one stock ledger (issue 17, decisions 0900–0902): postMovements, reverseDocument and identityId in
// transactions of a test database with the demo data.
import { RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Executor } from '../src/db/client.ts';
import type { Caller } from '../src/core/caller.ts';
import { AppError, ValidationFailure } from '../src/core/errors.ts';
import {
  identityId,
  postMovements,
  reverseDocument,
  type Movement,
  type StockIdentity,
} from '../src/stock/ledger.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing.ts';

let test: TestDatabase;
let caller: Caller;
let orgB: Caller;
let rawStore: number;
let fgStore: number;
let documentId = 0;

const db = (): Executor => test.database.db;
const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(db(), query);
  if (!row) throw new Error('no row');
  return row;
};
const idOf = async (query: ReturnType<typeof sql>): Promise<number> =>
  Number((await one<{ id: number }>(query)).id);

let itemCount = 0;
/** A new item of the caller's organisation in KG (3 decimals), named so that a refusal can be read. */
async function newItem(name: string, org: Caller = caller): Promise<number> {
  itemCount += 1;
  return idOf(sql`INSERT INTO item (org_id, code, name, uom_id)
    SELECT ${org.orgId}, ${`LEDGER-${itemCount}`}, ${name}, id FROM uom WHERE org_id = ${org.orgId} AND name = 'KG'
    RETURNING id`);
}

/** A movement of `itemId` in `stockAreaId`, posted by a test document of its own unless given. */
const move = (
  itemId: number,
  stockAreaId: number,
  quantity: number,
  extra: Omit<Partial<Movement>, 'identity'> & { lot?: string; identity?: Partial<StockIdentity> } = {},
): Movement => {
  const { lot, identity, ...rest } = extra;
  return {
    identity: { material: { itemId }, lotNumber: lot, ...identity },
    stockAreaId,
    quantity,
    movement: quantity > 0 ? 'INWARD' : 'ISSUE',
    document: { type: 'test', id: ++documentId, number: `T-${documentId}` },
    ...rest,
  };
};

const post = (movements: readonly Movement[], who: Caller = caller) =>
  test.database.transaction((tx) => postMovements(tx, who, movements));

/** The refusal a posting fails with, as the caller's envelope would carry it. */
async function refused(posting: Promise<unknown>): Promise<{ message: string; fields: string[] }> {
  try {
    await posting;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.code).toBe(RESPONSE_CODES.VALIDATION_FAILED);
    const fields = error instanceof ValidationFailure ? error.issues.map((issue) => issue.field) : [];
    return { message: error.message, fields };
  }
  throw new Error('not refused');
}

const material = (itemId: number) =>
  one<{ quantity: number; value: number }>(
    sql`SELECT quantity::float8 AS quantity, value::float8 AS value FROM stock_material WHERE item_id = ${itemId}`,
  );

beforeAll(async () => {
  test = await createTestDatabase();
  const staffOf = (username: string) =>
    one<{ staffId: number; orgId: number }>(
      sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = ${username}`,
    );
  caller = await staffOf('admin');
  orgB = await staffOf('orgb.admin');
  rawStore = await idOf(sql`SELECT id FROM stock_area WHERE org_id = ${caller.orgId} AND code = 'RMS'`);
  fgStore = await idOf(sql`SELECT id FROM stock_area WHERE org_id = ${caller.orgId} AND code = 'FGS'`);
});
afterAll(() => test.drop());

describe('valuation at the moving average of the material in the organisation (decision 0900)', () => {
  it('in 10 @ 100 and 10 @ 200 average 150; out 5 takes 750, leaving 2,250', async () => {
    const granules = await newItem('PP Granules RP348');
    await post([move(granules, rawStore, 10, { rate: 100 })]);
    await post([move(granules, fgStore, 10, { rate: 200 })]);
    expect(await material(granules)).toEqual({ quantity: 20, value: 3000 });
    const [out] = await post([move(granules, rawStore, -5)]);
    expect(out).toMatchObject({ quantity: -5, rate: 150, value: -750, balanceAfter: 5 });
    expect(await material(granules)).toEqual({ quantity: 15, value: 2250 });
  });

  it('a material whose stock is gone has no value left, whatever the rounding', async () => {
    const item = await newItem('Thirds');
    await post([move(item, rawStore, 3, { rate: 10 }), move(item, rawStore, 3, { rate: 10.01 })]);
    await post([move(item, rawStore, -1), move(item, rawStore, -1), move(item, rawStore, -4)]);
    expect(await material(item)).toEqual({ quantity: 0, value: 0 });
  });

  it('every row keeps the afters: its balance, the area over every lot, the material over every place', async () => {
    const item = await newItem('Afters');
    const posted = await post([
      move(item, rawStore, 4, { rate: 10, lot: 'A' }),
      move(item, rawStore, 6, { rate: 20, lot: 'B' }),
      move(item, fgStore, 5, { rate: 10, lot: 'A' }),
      move(item, rawStore, -3, { lot: 'B' }),
    ]);
    const rows = await queryRows(
      db(),
      sql`SELECT balance_after::float8 AS balance, area_quantity_after::float8 AS area,
                 material_quantity_after::float8 AS quantity, material_value_after::float8 AS value
          FROM stock_ledger WHERE id IN (${sql.join(
            posted.map((p) => sql`${p.id}`),
            sql`, `,
          )}) ORDER BY id`,
    );
    expect(rows).toEqual([
      { balance: 4, area: 4, quantity: 4, value: 40 },
      { balance: 6, area: 10, quantity: 10, value: 160 },
      { balance: 5, area: 5, quantity: 15, value: 210 },
      { balance: 3, area: 7, quantity: 12, value: 168 },
    ]);
  });
});

describe('a move carries the value its legs took out (decision 1830)', () => {
  // Each case: what is in stock (quantity at rate, secondary), then one posting's legs out and in, no rate.
  const cases = [
    { name: 'a hold of the whole material', stock: [3, 333.33, 7], out: [-3], in: [3], held: true },
    { name: 'a transfer of the whole material in two parts', stock: [10, 26, 4], out: [-10], in: [4, 6] },
    { name: 'a transfer of a third', stock: [3, 10.01, 1], out: [-1], in: [1] },
    { name: 'two lots out, one part in, the rest in', stock: [9, 7.77, 3], out: [-4, -5], in: [5, 4] },
  ] as const;
  it.each(cases)('$name moves no value and no secondary quantity', async (c) => {
    const item = await newItem(c.name);
    const [quantity, rate, secondary] = c.stock;
    await post([move(item, rawStore, quantity, { rate, secondaryQuantity: secondary, lot: 'M' })]);
    const before = await material(item);
    const leg = (q: number, area: number, extra: Partial<Movement> = {}) =>
      move(item, area, q, {
        lot: 'M',
        movement: 'TRANSFER',
        ...extra,
        document: { type: 'move', id: 1, number: c.name },
      });
    const posted = await post([
      ...c.out.map((q) => leg(q, rawStore)),
      ...c.in.map((q) => leg(q, 'held' in c ? rawStore : fgStore, { held: 'held' in c })),
    ]);
    expect(await material(item)).toEqual(before);
    const sum = (key: 'value' | 'secondaryQuantity') =>
      Math.abs(Math.round(posted.reduce((total, row) => total + (row[key] ?? 0), 0) * 1000) / 1000);
    expect([sum('value'), sum('secondaryQuantity')]).toEqual([0, 0]);
  });
});

describe('stock never goes below zero, held and expired stock is not issued', () => {
  it('names the item, the place, what is there and what was asked, on the line', async () => {
    const item = await newItem('PP Granules RP348');
    await post([move(item, rawStore, 8, { rate: 90 })]);
    expect(await refused(post([move(item, rawStore, -10, { lineIndex: 2 })]))).toEqual({
      message: 'Only 8.000 KG of PP Granules RP348 in Raw Material Store; 10.000 KG asked',
      fields: ['lines.2.quantity'],
    });
  });

  it('held stock does not count as available', async () => {
    const item = await newItem('Held Resin');
    await post([move(item, rawStore, 5, { rate: 10, held: true }), move(item, rawStore, 2, { rate: 10 })]);
    expect((await refused(post([move(item, rawStore, -3)]))).message).toBe(
      'Only 2.000 KG of Held Resin available in Raw Material Store (5.000 KG held); 3.000 KG asked',
    );
    // A lab pass: held to available, two rows; then it can be issued.
    await post([
      move(item, rawStore, -5, { held: true, movement: 'RELEASE' }),
      move(item, rawStore, 5, { movement: 'RELEASE' }),
    ]);
    await post([move(item, rawStore, -7)]);
    expect(await material(item)).toEqual({ quantity: 0, value: 0 });
  });

  it('an expired lot is not issued as available, but may be put on hold', async () => {
    const item = await newItem('Caustic Lye');
    const expired = { identity: { expiresOn: '2024-10-01' }, lot: 'L1' };
    await post([move(item, rawStore, 5, { rate: 10, ...expired })]);
    expect((await refused(post([move(item, rawStore, -1, expired)]))).message).toBe(
      'Lot L1 of Caustic Lye expired on 01-10-2024',
    );
    await post([
      move(item, rawStore, -5, { ...expired, movement: 'HOLD' }),
      move(item, rawStore, 5, { ...expired, movement: 'HOLD', held: true }),
    ]);
  });

  it("another organisation's item or stock area is refused, nothing posted", async () => {
    const theirs = await newItem('Their Item', orgB);
    expect(await refused(post([move(theirs, rawStore, 1, { rate: 1, lineIndex: 0 })]))).toEqual({
      message: 'The item was not found.',
      fields: ['lines.0.itemId'],
    });
    const mine = await newItem('My Item');
    expect((await refused(post([move(mine, rawStore, 1, { rate: 1 })], orgB))).message).toBe(
      'The item was not found.',
    );
    const ours = await newItem('Our Item');
    const theirArea = await idOf(
      sql`INSERT INTO stock_area (org_id, name, code) VALUES (${orgB.orgId}, 'B Store', 'BS') RETURNING id`,
    );
    expect((await refused(post([move(ours, theirArea, 1, { rate: 1 })]))).message).toBe(
      'The stock area was not found.',
    );
    const count = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stock_ledger l JOIN stock_material m ON m.id = l.material_id
          WHERE m.item_id IN (${theirs}, ${mine}, ${ours})`,
    );
    expect(count.n).toBe(0);
  });
});

describe('secondary quantities, and what else holds stock (decision 0901)', () => {
  it("an identity's factor gives the secondary quantity; without one an issue takes the proportional share", async () => {
    const fabric = await newItem('Laminated Fabric');
    const [roll] = await post([
      move(fabric, rawStore, 10, { rate: 5, lot: 'R', identity: { rollNumber: '1', secondaryFactor: 2 } }),
    ]);
    expect(roll?.secondaryQuantity).toBe(20);
    const [plain] = await post([move(fabric, rawStore, 10, { rate: 5, secondaryQuantity: 7 })]);
    expect(plain?.secondaryQuantity).toBe(7);
    const [share] = await post([move(fabric, rawStore, -5)]);
    expect(share?.secondaryQuantity).toBe(-3.5);
    const [all] = await post([move(fabric, rawStore, -5)]);
    expect(all?.secondaryQuantity).toBe(-3.5);
  });

  it("an item's fixed factor gives the secondary quantity of its lots (bags and bales)", async () => {
    const bags = await newItem('Woven Bags');
    await db().execute(
      sql`UPDATE item SET secondary_conversion = 'FIXED', secondary_factor = 0.002 WHERE id = ${bags}`,
    );
    const [bales] = await post([move(bags, rawStore, 5000, { rate: 4, lot: 'B1' })]);
    expect(bales?.secondaryQuantity).toBe(10);
    const [weighed] = await post([
      move(bags, rawStore, 1000, { rate: 4, lot: 'B2', identity: { secondaryFactor: 0.0025 } }),
    ]);
    expect(weighed?.secondaryQuantity).toBe(2.5);
  });

  it('supporting material and packing types post through the same ledger as materials of their kind', async () => {
    const packing = await idOf(sql`SELECT id FROM packing WHERE org_id = ${caller.orgId} LIMIT 1`);
    const supporting = await idOf(sql`INSERT INTO supporting_material (org_id, name, code)
      VALUES (${caller.orgId}, 'Loom Oil', 'SM-OIL') RETURNING id`);
    await post([
      { ...move(0, rawStore, 4, { rate: 30 }), identity: { material: { packingId: packing } } },
      { ...move(0, rawStore, 2, { rate: 80 }), identity: { material: { supportingMaterialId: supporting } } },
    ]);
    const kinds = await queryRows(
      db(),
      sql`SELECT kind, quantity::float8 AS quantity, value::float8 AS value FROM stock_material
          WHERE packing_id = ${packing} OR supporting_material_id = ${supporting} ORDER BY kind`,
    );
    expect(kinds).toEqual([
      { kind: 'packing', quantity: 4, value: 120 },
      { kind: 'supportingMaterial', quantity: 2, value: 160 },
    ]);
  });

  it("identityId: an identity's id, made on first use, the same ever after", async () => {
    const item = await newItem('Tuple');
    const ask = (lotNumber: string) =>
      test.database.transaction((tx) => identityId(tx, caller, { material: { itemId: item }, lotNumber }));
    const first = await ask('L1');
    expect(await ask('L1')).toBe(first);
    expect(await ask('L2')).not.toBe(first);
  });
});

describe('a cancel posts the reverse (reverseDocument)', () => {
  it('restores balances, quantity and value exactly, once', async () => {
    const item = await newItem('Reversible');
    await post([move(item, rawStore, 10, { rate: 100 })]);
    const before = await material(item);
    const inward = move(item, fgStore, 10, { rate: 200, lot: 'X' });
    const issue = { ...move(item, rawStore, -4), document: inward.document };
    const posted = await post([inward, issue]);
    expect(await material(item)).toEqual({ quantity: 16, value: 2400 });
    const document = { type: 'test', id: inward.document.id ?? 0 };
    const reversed = await test.database.transaction((tx) => reverseDocument(tx, caller, document, 'T-X/C'));
    expect(reversed.map((row) => [row.quantity, row.value])).toEqual([
      [4, 600],
      [-10, -2000],
    ]);
    expect(await material(item)).toEqual(before);
    const links = await queryRows<{ reverses: number }>(
      db(),
      sql`SELECT reverses_id AS reverses FROM stock_ledger WHERE reverses_id IS NOT NULL
          AND document_id = ${document.id} ORDER BY id`,
    );
    expect(links.map((row) => row.reverses)).toEqual([posted[1]?.id, posted[0]?.id]);
    expect(await test.database.transaction((tx) => reverseDocument(tx, caller, document, 'again'))).toEqual(
      [],
    );
  });
});

describe('postings at once', () => {
  it('2,000 movements in one posting (an opening sheet at its limit): one write, every row posted', async () => {
    const item = await newItem('Many Lots');
    const movements = Array.from({ length: 2000 }, (_, i) =>
      move(item, i % 2 ? rawStore : fgStore, 1, { rate: 1, lot: `L${i}` }),
    );
    const posted = await post(movements);
    expect(new Set(posted.map((row) => row.id)).size).toBe(2000);
    expect(posted.at(-1)).toMatchObject({ balanceAfter: 1 });
    expect(await material(item)).toEqual({ quantity: 2000, value: 2000 });
  });

  it('50 parallel issues of 1 kg against 10 kg: exactly 10 succeed, the balance is 0, the ledger sums to it', async () => {
    const item = await newItem('Contended');
    await post([move(item, rawStore, 10, { rate: 10 })]);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => post([move(item, rawStore, -1)])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(AppError);
    }
    const sums = await one<{ balance: number; ledger: number }>(
      sql`SELECT (SELECT sum(b.quantity) FROM stock_balance b JOIN stock_material m ON m.id = b.material_id
                   WHERE m.item_id = ${item})::float8 AS balance,
                 (SELECT sum(l.quantity) FROM stock_ledger l JOIN stock_material m ON m.id = l.material_id
                   WHERE m.item_id = ${item})::float8 AS ledger`,
    );
    expect(sums).toEqual({ balance: 0, ledger: 0 });
    expect(await material(item)).toEqual({ quantity: 0, value: 0 });
  });
});

/** A seeded generator (mulberry32): the same sequence on every run, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the invariant after a random sequence of 200 movements', () => {
  it('every balance equals the sum of its ledger rows; every material its last afters; refusals post nothing', async () => {
    const random = seeded(17);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const items = [await newItem('Random A'), await newItem('Random B'), await newItem('Random C')];
    let posted = 0;
    for (let step = 0; step < 200; step++) {
      const quantity = Math.round((random() * 20 - 8) * 1000) / 1000 || 1;
      const movements = [
        move(pick(items), pick([rawStore, fgStore]), quantity, {
          lot: pick(['', 'L1', 'L2']),
          held: random() < 0.2,
          rate: quantity > 0 ? Math.round(random() * 50000) / 100 : undefined,
        }),
      ];
      if (random() < 0.3) movements.push(move(pick(items), pick([rawStore, fgStore]), -quantity));
      try {
        posted += (await post(movements)).length;
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
      }
      if (step % 50 === 49) {
        const document = { type: 'test', id: documentId - Math.floor(random() * 10) };
        try {
          posted += (await test.database.transaction((tx) => reverseDocument(tx, caller, document, 'C')))
            .length;
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
        }
      }
    }
    expect(posted).toBeGreaterThan(100);
    const ids = sql.join(
      items.map((id) => sql`${id}`),
      sql`, `,
    );
    const balances = await queryRows(
      db(),
      sql`SELECT b.id FROM stock_balance b JOIN stock_material m ON m.id = b.material_id
          CROSS JOIN LATERAL (SELECT coalesce(sum(l.quantity), 0) AS quantity,
                                     coalesce(sum(l.secondary_quantity), 0) AS secondary
                                FROM stock_ledger l WHERE l.balance_id = b.id) s
          WHERE m.item_id IN (${ids}) AND (b.quantity <> s.quantity OR b.secondary_quantity <> s.secondary)`,
    );
    expect(balances).toEqual([]);
    const materials = await queryRows(
      db(),
      sql`SELECT m.id FROM stock_material m
          CROSS JOIN LATERAL (SELECT coalesce(sum(b.quantity), 0) AS quantity
                                FROM stock_balance b WHERE b.material_id = m.id) s
          CROSS JOIN LATERAL (SELECT l.material_quantity_after AS quantity, l.material_value_after AS value
                                FROM stock_ledger l WHERE l.material_id = m.id ORDER BY l.id DESC LIMIT 1) last
          WHERE m.item_id IN (${ids})
            AND (m.quantity <> s.quantity OR m.quantity <> last.quantity OR m.value <> last.value)`,
    );
    expect(materials).toEqual([]);
    // Every row's afters are the running sums of the rows before it.
    const afters = await queryRows(
      db(),
      sql`SELECT id FROM (
            SELECT l.id, l.balance_after, l.area_quantity_after, l.material_quantity_after,
                   sum(l.quantity) OVER (PARTITION BY l.balance_id ORDER BY l.id) AS balance,
                   sum(l.quantity) OVER (PARTITION BY l.material_id, l.stock_area_id ORDER BY l.id) AS area,
                   sum(l.quantity) OVER (PARTITION BY l.material_id ORDER BY l.id) AS material
              FROM stock_ledger l JOIN stock_material m ON m.id = l.material_id WHERE m.item_id IN (${ids})) r
          WHERE balance_after <> balance OR area_quantity_after <> area OR material_quantity_after <> material`,
    );
    expect(afters).toEqual([]);
  });
});
