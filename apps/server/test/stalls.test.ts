import { MAX_OPENING_STOCK_ROWS, RESPONSE_CODES, SAVE_ALL_LIMIT, type Envelope } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Executor } from '../src/db/client.ts';
import { SQLSTATE, databaseFailure } from '../src/db/errors.ts';
import { OPENING_STOCK_UPLOAD_PATH } from '../src/routes/opening-stock.ts';
import { createTestApp, tokenFor, type TestApp } from '../src/testing.ts';

// Issue 14: "One request never stalls the others" (decision 0217). Over real HTTP on a listening server, so
// that the replies' order is what a second user of the server would see.

let server: TestApp;
let url: string;
let admin: string;
/** Called when a saveOrUpdateAll request reaches its handler. */
let bulkReachedHandler: (() => void) | undefined;

interface Timed {
  status: number;
  body: Envelope<Record<string, unknown>>;
  /** performance.now() when the whole reply was read. */
  at: number;
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Timed> {
  const reply = await fetch(`${url}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed = (await reply.json()) as Envelope<Record<string, unknown>>;
  return { status: reply.status, body: parsed, at: performance.now() };
}

let batch = 0;
/** `count` new units of measure, named apart from every other batch. */
function units(count: number): { name: string }[] {
  batch += 1;
  return Array.from({ length: count }, (_, i) => ({ name: `Bulk ${batch}-${i}` }));
}

/** Starts a bulk save at the row limit; resolves once its request has reached the handler. */
async function startBulkSave(): Promise<{ started: number; reply: Promise<Timed> }> {
  const reached = new Promise<void>((resolve) => {
    bulkReachedHandler = resolve;
  });
  const reply = call('POST', 'uom/saveOrUpdateAll', units(SAVE_ALL_LIMIT));
  await reached;
  return { started: performance.now(), reply };
}

const unitCount = async (): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(server.database.db, sql`SELECT count(*)::int AS n FROM uom`);
  return row?.n ?? 0;
};

/**
 * Watches every transaction of the server until the returned undo: each statement's text goes to `sent`, and
 * `beforeCommit` (given the transaction's own statements) runs after its work, inside it.
 */
function watchTransactions(sent: string[], beforeCommit?: (own: string[]) => Promise<void>): () => void {
  const { database } = server;
  const dialect = new PgDialect();
  const transaction = database.transaction.bind(database);
  database.transaction = <T>(work: (tx: Executor) => Promise<T>) =>
    transaction(async (tx) => {
      const own: string[] = [];
      const result = await work(
        new Proxy(tx, {
          get: (target, key) =>
            key === 'execute'
              ? (query: SQL) => {
                  const text = dialect.sqlToQuery(query).sql;
                  own.push(text);
                  sent.push(text);
                  return target.execute(query);
                }
              : Reflect.get(target, key),
        }),
      );
      await beforeCommit?.(own);
      return result;
    });
  return () => {
    database.transaction = transaction;
  };
}

beforeAll(async () => {
  server = await createTestApp();
  server.app.addHook('preHandler', async (request) => {
    if (request.url.endsWith('/saveOrUpdateAll')) bulkReachedHandler?.();
  });
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await tokenFor(server, 'admin');
});
afterAll(() => server.close());

describe('one request never stalls the others (issue 14)', () => {
  it('a request that needs no database answers while a bulk save at the row limit runs', async () => {
    const bulk = await startBulkSave();
    const version = await call('GET', 'version');
    const saved = await bulk.reply;
    expect(saved.status, saved.body.responseMessage).toBe(200);
    expect(saved.body.dataList).toHaveLength(SAVE_ALL_LIMIT);
    expect(version.status).toBe(200);
    // The version's reply comes while the save is still running, not after it.
    expect(version.at).toBeLessThan(saved.at);
  });

  it('paged item searches answer while a bulk save runs; on PostgreSQL no reader waits for the writer', async () => {
    const search = async () => {
      const asked = performance.now();
      const page = await call('GET', 'chemical/item/getAllByPartner?page=1&size=20&q=bag');
      expect(page.status, page.body.responseMessage).toBe(200);
      return page.at - asked;
    };
    if (server.database.kind === 'postgres') {
      // The writer's transaction is held open after its INSERT until five searches have answered: were a
      // reader to wait for the writer's locks, the two would wait for each other and the hold would time out.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const undo = watchTransactions([], async (own) => {
        if (!own.some((text) => /INSERT INTO "uom"/.test(text))) return;
        const late = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the searches never answered while the save was open')), 20_000),
        );
        await Promise.race([held, late]);
      });
      try {
        const bulk = await startBulkSave();
        let done = false;
        void bulk.reply.then(() => {
          done = true;
        });
        for (let i = 0; i < 5; i++) await search();
        expect(done).toBe(false);
        release();
        const saved = await bulk.reply;
        expect(saved.status, saved.body.responseMessage).toBe(200);
      } finally {
        undo();
      }
      return;
    }
    const bulk = await startBulkSave();
    let done: Timed | undefined;
    void bulk.reply.then((reply) => {
      done = reply;
    });
    const latencies: number[] = [];
    while (!done) latencies.push(await search());
    const saved = await bulk.reply;
    expect(saved.status, saved.body.responseMessage).toBe(200);
    // PGlite has one connection: a read waits for the running transaction, and for nothing else.
    expect(Math.max(...latencies)).toBeLessThan(saved.at - bulk.started + 1_000);
  });
});

describe('a bulk save writes in a short transaction and stays all or nothing (decision 0217)', () => {
  it('a name already stored, or taken by an earlier row, is refused naming its row, and nothing is saved', async () => {
    const before = await unitCount();
    const clash = units(SAVE_ALL_LIMIT);
    clash[41] = { name: 'kg' };
    const stored = await call('POST', 'uom/saveOrUpdateAll', clash);
    expect(stored.status).toBe(409);
    expect(stored.body.responseCode).toBe(RESPONSE_CODES.UOM_EXISTS);
    expect(stored.body.responseMessage).toBe('Row 42: A unit of measure with this name already exists.');
    const twice = units(40);
    twice[33] = { name: twice[5]?.name.toUpperCase() ?? '' };
    const repeated = await call('POST', 'uom/saveOrUpdateAll', twice);
    expect(repeated.status).toBe(409);
    expect(repeated.body.responseMessage).toBe('Row 34: A unit of measure with this name already exists.');
    expect(await unitCount()).toBe(before);
  });

  it('a bulk save that is not refused is BEGIN with its one INSERT, then COMMIT: no savepoint (2026-11-24)', async () => {
    const sent: string[] = [];
    const undo = watchTransactions(sent);
    try {
      expect((await call('POST', 'uom/saveOrUpdateAll', units(SAVE_ALL_LIMIT))).status).toBe(200);
    } finally {
      undo();
    }
    expect(sent.filter((text) => /SAVEPOINT/i.test(text))).toEqual([]);
    expect(sent.filter((text) => /INSERT INTO "uom"/.test(text))).toHaveLength(1);
  });

  it('creates and updates keep their order, versions and rows; a stale update names its row', async () => {
    const [made] = (await call('POST', 'uom/saveOrUpdateAll', units(1))).body.dataList ?? [];
    if (!made) throw new Error('no unit saved');
    const [first, second] = units(2);
    // The update frees the name that the create after it takes: the writes go in the order sent.
    const mixed = await call('POST', 'uom/saveOrUpdateAll', [
      { ...made, name: first?.name },
      { name: made.name, description: 'takes the freed name' },
      second,
    ]);
    expect(mixed.status, mixed.body.responseMessage).toBe(200);
    expect(mixed.body.dataList?.map((row) => [row.name, row.version])).toEqual([
      [first?.name, 2],
      [made.name, 1],
      [second?.name, 1],
    ]);
    const before = await unitCount();
    const stale = await call('POST', 'uom/saveOrUpdateAll', [...units(3), { ...made, name: 'Stale' }]);
    expect(stale.status).toBe(409);
    expect(stale.body.responseCode).toBe(RESPONSE_CODES.STALE_VERSION);
    expect(stale.body.responseMessage).toMatch(/^Row 4: /);
    expect(await unitCount()).toBe(before);
  });
});

describe('a stated row limit per bulk call (decision 0217)', () => {
  it('saveOrUpdateAll refuses more than 50 records with 413, naming the limit, and saves none (decision 2382)', async () => {
    const before = await unitCount();
    const tooMany = await call('POST', 'uom/saveOrUpdateAll', units(40_000));
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.responseCode).toBe(RESPONSE_CODES.TOO_LARGE);
    expect(tooMany.body.responseMessage).toBe('At most 50 records can be saved at once; 40,000 were sent.');
    const oneOver = await call('POST', 'uom/saveOrUpdateAll', { data: units(SAVE_ALL_LIMIT + 1) });
    expect(oneOver.status).toBe(413);
    expect(oneOver.body.responseMessage).toBe('At most 50 records can be saved at once; 51 were sent.');
    expect(await unitCount()).toBe(before);
  });

  it('an opening stock sheet over 2,000 rows is refused whole with 413, naming the limit (decision 0601)', async () => {
    const lines = ['Item Code,Stock Area,Quantity,Rate'];
    for (let i = 0; i <= MAX_OPENING_STOCK_ROWS; i++) lines.push(`RM-PP-001,Raw Material Store,${i + 1},10`);
    const form = new FormData();
    form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'opening.csv');
    const reply = await fetch(`${url}/api/v1/${OPENING_STOCK_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(reply.status).toBe(413);
    expect(await reply.json()).toMatchObject({
      responseCode: RESPONSE_CODES.TOO_LARGE,
      responseMessage:
        'The sheet has 2,001 rows; at most 2,000 can be posted at once. Split it into smaller sheets.',
    });
    const [ledger] = await queryRows<{ n: number }>(
      server.database.db,
      sql`SELECT count(*)::int AS n FROM stock_ledger`,
    );
    expect(ledger?.n).toBe(0);
  });
});

describe('a statement timeout (decision 0217)', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ statementTimeoutMs: 300 });
  });
  afterAll(() => short.close());

  it('a request kept waiting past the timeout answers 503 in words, saves nothing, and the next one works', async () => {
    const token = await tokenFor(short, 'admin');
    const update = (body: unknown) =>
      short.app.inject({
        method: 'POST',
        url: '/api/v1/uom/update',
        headers: { authorization: `Bearer ${token}` },
        payload: body as Record<string, unknown>,
      });
    const [kg] = await queryRows<{ id: number; version: number }>(
      short.database.db,
      sql`SELECT id, version FROM uom WHERE name = 'KG' ORDER BY id LIMIT 1`,
    );
    if (!kg) throw new Error('no KG');
    // Another writer holds the row (PostgreSQL) or the embedded database's one connection (PGlite).
    const waited = await short.database.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM uom WHERE id = ${kg.id} FOR UPDATE`);
      return update({ id: kg.id, version: kg.version, description: 'changed while locked' });
    });
    expect(waited.statusCode).toBe(503);
    expect(waited.json()).toMatchObject({
      responseCode: RESPONSE_CODES.DATABASE_BUSY,
      responseMessage:
        'The server was too busy to finish this request, and nothing was saved. Please try again in a moment.',
    });
    const after = await update({ id: kg.id, version: kg.version, description: 'changed after' });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('a transaction running past the timeout: PGlite stops it at its next statement, PostgreSQL each statement', async () => {
    const description = async (): Promise<string | null | undefined> => {
      const [row] = await queryRows<{ description: string | null }>(
        short.database.db,
        sql`SELECT description FROM uom WHERE name = 'NOS' ORDER BY id LIMIT 1`,
      );
      return row?.description;
    };
    const before = await description();
    const outcome = await short.database
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE uom SET description = 'first' WHERE name = 'NOS'`);
        await new Promise((resolve) => setTimeout(resolve, 400));
        await tx.execute(sql`UPDATE uom SET description = 'second' WHERE name = 'NOS'`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    if (short.database.kind === 'pglite') {
      // PGlite cannot stop a statement under way: the transaction's time is checked at each statement.
      expect(databaseFailure(outcome)?.code).toBe(SQLSTATE.QUERY_CANCELED);
      expect(await description()).toBe(before);
    } else {
      expect(outcome).toBeUndefined();
      const slow = await short.database.db.execute(sql`SELECT pg_sleep(1)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(databaseFailure(slow)?.code).toBe(SQLSTATE.QUERY_CANCELED);
    }
  });
});
