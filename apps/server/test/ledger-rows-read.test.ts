import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { queryRows } from '../src/db/client.ts';
import { postMovements, type Movement } from '../src/stock/ledger.ts';
import { stockRowsRead } from './rows-read.ts';
import { adminCaller, createSuite, findIn, type Suite } from './helpers.ts';

// What a posting costs, counted in rows, not timed (decision 2380): the rows the stock tables and their
// indexes hand out while it runs (the transaction's own counters, on PGlite and PostgreSQL alike). A posting
// reads the places it moves and, when a material's average moves, that material's places (their value
// changes): never the places of other materials.

/** Places of another material, which a posting of this one must not read. */
const OTHER_PLACES = 2_000;

let suite: Suite;
let caller: Caller;
let tape = 0;
let masterbatch = 0;
let store = 0;

const inward = (itemId: number, lot: string, quantity: number): Movement => ({
  identity: { material: { itemId }, lotNumber: lot },
  stockAreaId: store,
  quantity,
  rate: 10,
  movement: quantity > 0 ? 'INWARD' : 'ISSUE',
  document: { type: 'test', id: null, number: 'T-1' },
});

beforeAll(async () => {
  suite = await createSuite();
  const db = suite.server.database.db;
  caller = await adminCaller(db);
  tape = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'SF-TP-800')).id;
  masterbatch = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'RM-MB-001')).id;
  store = (await findIn<{ id: number }>(suite, 'chemical/stockArea', 'name', 'Raw Material Store')).id;
  await suite.server.database.transaction((tx) =>
    postMovements(tx, caller, [
      ...Array.from({ length: OTHER_PLACES }, (_, index) => inward(tape, `C${index + 1}`, 1)),
      ...[1, 2, 3].map((lot) => inward(masterbatch, `M${lot}`, 5)),
    ]),
  );
  await queryRows(db, sql`ANALYZE`);
});

afterAll(() => suite.server.close());

describe("a posting reads its material's places, not every place", () => {
  it.each([
    ['an issue from a place', [['M1', -1]]],
    ['an inward of a new lot at another rate', [['M9', 4]]],
    [
      'an issue and a new lot in one posting',
      [
        ['M2', -2],
        ['M8', 2],
      ],
    ],
  ] as const)('%s', async (_name, legs) => {
    const read = await suite.server.database.transaction(async (tx) => {
      const before = await stockRowsRead(tx);
      await postMovements(
        tx,
        caller,
        legs.map(([lot, quantity]) => inward(masterbatch, lot, quantity)),
      );
      return (await stockRowsRead(tx)) - before;
    });
    // A few hundred: the materials (a small table, read whole), the material's places and their identities,
    // the lots and the area totals; 2,000 more if the other material's places were read.
    expect(read, `${read} rows read beside ${OTHER_PLACES} places of another material`).toBeLessThan(
      OTHER_PLACES / 4,
    );
  });
});
