import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { KEPT_STATEMENTS } from '../src/db/pglite-kept.ts';
import type { PgliteWorkerClient } from '../src/db/pglite-remote.ts';

// Decision 2393: a transaction's statements are parsed and planned once, kept by their text; a statement
// outside a transaction, or after a setting changed in its transaction, is planned for its values each time.
// What a statement answers, and how it fails, must not change.

let client: PgliteWorkerClient;
let close: () => Promise<void>;

/** The texts PostgreSQL keeps as prepared statements now. */
const keptTexts = async (): Promise<string[]> =>
  (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map(
    (row) => row.statement,
  );

const READ = `SELECT id, name, doc, $4::date AS day FROM item
  WHERE id = ANY($1::bigint[]) AND (name = $2 OR $2 IS NULL) AND doc @> $3::jsonb ORDER BY id`;

beforeAll(async () => {
  const opened = openPglite({});
  client = opened.client;
  close = () => opened.database.close();
  await client.exec(`CREATE TABLE item (id bigint PRIMARY KEY, name text NOT NULL, doc jsonb NOT NULL);
    INSERT INTO item SELECT g, 'item ' || g, jsonb_build_object('kind', g % 2) FROM generate_series(1, 20) g`);
});

afterAll(() => close());

describe("a transaction's statements kept (decision 2393)", () => {
  it('answers as the same statement planned each time, for every value, in rows and in arrays', async () => {
    const asked: unknown[][] = [
      [[1, 2, 3, 4], null, { kind: 0 }, '2026-11-29'],
      [[5, 7, 9], 'item 7', { kind: 1 }, '2027-01-01'],
      [[], null, {}, '2026-04-01'],
    ];
    for (const params of asked) {
      for (const rowMode of ['object', 'array'] as const) {
        const unkept = await client.query(READ, params, { rowMode });
        // Six times: PostgreSQL plans a kept statement for its values five times, then may keep one plan.
        for (let run = 0; run < 6; run++) {
          const inside = await client.transaction((tx) => tx.query(READ, params, { rowMode }));
          expect(inside.rows).toEqual(unkept.rows);
        }
      }
    }
    expect((await client.transaction((tx) => tx.query(READ, asked[1]))).rows).toEqual([
      { id: 7, name: 'item 7', doc: { kind: 1 }, day: '2027-01-01' },
    ]);
    expect(await keptTexts()).toContain(READ);
  });

  it('keeps no statement sent outside a transaction, nor one sent after a setting changed in its transaction', async () => {
    const alone = 'SELECT count(*)::int AS n FROM item WHERE id > $1';
    const afterSetting = 'SELECT count(*)::int AS n FROM item WHERE id < $1';
    expect((await client.query(alone, [10])).rows).toEqual([{ n: 10 }]);
    const counted = await client.transaction(async (tx) => {
      await tx.query('SET LOCAL join_collapse_limit = 1');
      return tx.query(afterSetting, [10]);
    });
    expect(counted.rows).toEqual([{ n: 9 }]);
    const kept = await keptTexts();
    expect(kept).not.toContain(alone);
    expect(kept).not.toContain(afterSetting);
    expect(kept.some((text) => /^\s*set/i.test(text))).toBe(false);
  });

  it('fails as before: the refusal with its code, the transaction undone, the statement still kept for the next', async () => {
    const insert = 'INSERT INTO item (id, name, doc) VALUES ($1, $2, $3::jsonb) RETURNING id';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [100, 'new', {}]);
        await tx.query(insert, [1, 'taken', {}]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('SELECT count(*)::int AS n FROM item WHERE id = 100')).rows).toEqual([
      { n: 0 },
    ]);
    const made = await client.transaction((tx) => tx.query(insert, [100, 'new', { kind: 9 }]));
    expect(made.rows).toEqual([{ id: 100 }]);
    expect(await keptTexts()).toContain(insert);
  });

  it("reads a table's columns as they are now after a script changed them", async () => {
    await client.exec('CREATE TABLE changing (id int)');
    await client.exec('INSERT INTO changing VALUES (1)');
    const all = 'SELECT * FROM changing WHERE id = $1';
    expect((await client.transaction((tx) => tx.query(all, [1]))).rows).toEqual([{ id: 1 }]);
    await client.exec("ALTER TABLE changing ADD COLUMN note text NOT NULL DEFAULT 'added'");
    expect((await client.transaction((tx) => tx.query(all, [1]))).rows).toEqual([{ id: 1, note: 'added' }]);
  });

  it('refuses once, then reads the columns now, when a single statement changed them', async () => {
    await client.exec('CREATE TABLE altered (id int)');
    await client.exec('INSERT INTO altered VALUES (1)');
    const all = 'SELECT * FROM altered WHERE id = $1';
    expect((await client.transaction((tx) => tx.query(all, [1]))).rows).toEqual([{ id: 1 }]);
    await client.query('ALTER TABLE altered ADD COLUMN note int NOT NULL DEFAULT 7');
    await expect(client.transaction((tx) => tx.query(all, [1]))).rejects.toMatchObject({ code: '0A000' });
    expect((await client.transaction((tx) => tx.query(all, [1]))).rows).toEqual([{ id: 1, note: 7 }]);
  });

  it(`keeps at most ${KEPT_STATEMENTS}, closing the one used longest ago, and answers each right`, async () => {
    const texts = Array.from({ length: KEPT_STATEMENTS + 20 }, (_, i) => `SELECT ${i} + $1::int AS n`);
    await client.transaction(async (tx) => {
      for (const [i, text] of texts.entries())
        expect((await tx.query(text, [1])).rows).toEqual([{ n: i + 1 }]);
      expect((await tx.query(texts[0] ?? '', [2])).rows).toEqual([{ n: 2 }]);
    });
    const kept = await keptTexts();
    expect(kept.length).toBeLessThanOrEqual(KEPT_STATEMENTS);
    expect(kept).toContain(texts[0]);
    expect(kept).toContain(texts.at(-1));
    expect(kept).not.toContain(texts[1]);
  });
});
