import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import type { PgliteWorkerClient } from '../src/db/pglite-remote.ts';

// Decision 0750: a transaction's BEGIN goes to PGlite's worker with its first statement, and a transaction
// that sent no statement sends neither BEGIN nor COMMIT. What a transaction does must not change. Closing
// while statements and transactions keep coming ends.

let client: PgliteWorkerClient;
let close: () => Promise<void>;

const count = async (): Promise<number> =>
  (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]?.n ?? -1;

/** True outside a transaction: a statement there is its own transaction, with no id assigned before it. */
const outsideTransaction = async (): Promise<boolean> =>
  (await client.query<{ outside: boolean }>('SELECT pg_current_xact_id_if_assigned() IS NULL AS outside'))
    .rows[0]?.outside ?? false;

beforeAll(async () => {
  const opened = openPglite({});
  client = opened.client;
  close = () => opened.database.close();
  await client.exec('CREATE TABLE t (id int PRIMARY KEY)');
});

afterAll(() => close());

describe('PGlite transactions in the worker (decision 0750)', () => {
  it('commits every statement, the first (sent with BEGIN) and those sent together', async () => {
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (1)');
      await Promise.all([tx.query('INSERT INTO t VALUES (2)'), tx.exec('INSERT INTO t VALUES (3)')]);
    });
    expect(await count()).toBe(3);
  });

  it('undoes the first statement when a later one fails', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (10)');
        await tx.query('INSERT INTO t VALUES (1)');
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await count()).toBe(3);
    expect(await outsideTransaction()).toBe(true);
  });

  it('rolls back when the first statement fails, and the next statement runs on its own', async () => {
    await expect(client.transaction((tx) => tx.query('INSERT INTO t VALUES (1)'))).rejects.toThrow(
      /duplicate key/,
    );
    expect(await outsideTransaction()).toBe(true);
    await client.query('INSERT INTO t VALUES (20)');
    expect(await count()).toBe(4);
  });

  it('a transaction that sent nothing leaves no transaction open', async () => {
    expect(await client.transaction(async () => 'nothing sent')).toBe('nothing sent');
    await expect(
      client.transaction(async () => {
        throw new Error('given up before any statement');
      }),
    ).rejects.toThrow('given up');
    expect(await outsideTransaction()).toBe(true);
  });

  it('runs BEGIN inside the transaction it opens: the first statement sees an assigned transaction', async () => {
    const inside = await client.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (30)');
      return (await tx.query<{ id: string | null }>('SELECT pg_current_xact_id_if_assigned()::text AS id'))
        .rows[0]?.id;
    });
    expect(inside).not.toBeNull();
  });

  it('closes while transactions and statements keep coming, refusing those after the close', async () => {
    const other = openPglite({});
    await other.client.exec('CREATE TABLE u (id int)');
    // What reaches the worker: nothing may follow the close (PGlite would run it while the worker ends,
    // and a process with nothing else to do exited before the worker did).
    const worker = (other.client as unknown as { worker: Worker }).worker;
    const post = worker.postMessage.bind(worker);
    const sent: string[] = [];
    worker.postMessage = (message: { op: string }) => {
      sent.push(message.op);
      post(message);
    };
    let closing = false;
    // What ended the traffic, taken at once (a rejection waiting for a handler is an unhandled one).
    const ended = (async () => {
      while (!closing) {
        await other.client.query('SELECT count(*) FROM u');
        await other.client.transaction(async (tx) => {
          await tx.query('INSERT INTO u SELECT g FROM generate_series(1, 5000) g');
          await tx.query('SELECT 1');
        });
      }
    })().then(
      () => undefined,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await other.database.close();
    closing = true;
    expect(String(await ended)).toContain('The database is closed.');
    expect(sent.at(-1)).toBe('close');
    expect(sent.filter((op) => op === 'query').length).toBeGreaterThan(1);
  });
});
