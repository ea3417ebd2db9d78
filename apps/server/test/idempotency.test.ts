import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESPONSE_CODES, messageFor } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ErpServer } from '../src/app.ts';
import { today } from '../src/core/today.ts';
import { queryRows, type Database } from '../src/db/client.ts';
import { takeKey } from '../src/db/write-keys.ts';
import { createTestDatabase, tokenFor, type TestDatabase } from '../src/testing.ts';
import {
  answerOf,
  countOf,
  idOf,
  lotQuantity,
  newKey,
  send,
  stockUp,
  type Row,
} from './idempotency-support.ts';

// Issue 58: "A write sent twice is done once. The server honours an Idempotency-Key header on every write
// (save, submit, cancel, and the floor's actions): the same key with the same body answers what the first
// answered (the same id, the same number) without doing it again, for at least 24 hours; the same key with
// another body is refused in words (409 or 422); two requests with one key at the same moment do it once,
// the second answering the first's result. The key is kept per user and organisation, in the write's own
// transaction, on PGlite and PostgreSQL alike, and across server processes."
// Two servers on one database, as two processes are (each with its own memory; on PostgreSQL each with a
// pool of its own), and a clock the test moves.
let test: TestDatabase;
let second: Database;
let filesDir: string;
let one: ErpServer;
let two: ErpServer;
let now = Date.now();
const clock = () => now;
let admin = '';
let storekeeper = '';
const PO = 'chemical/purchaseOrder';
const ISSUE = 'chemical/stockIssue';
let order: Record<string, unknown>;

beforeAll(async () => {
  test = await createTestDatabase();
  second = test.reopen?.() ?? test.database;
  filesDir = mkdtempSync(join(tmpdir(), 'erp-files-'));
  one = await buildApp({ database: test.database, filesDir, clock });
  two = await buildApp({ database: second, filesDir, clock });
  admin = await tokenFor(one, 'admin');
  storekeeper = await tokenFor(one, 'storekeeper');
  order = {
    partyId: await idOf(one, admin, 'party', 'companyName', 'Shree Ganesh Polymers'),
    date: today(),
    branchId: await idOf(one, admin, 'erp/branch', 'name', 'Head Office'),
    lines: [{ itemId: await idOf(one, admin, 'chemical/item', 'code', 'RM-PP-001'), quantity: 5, rate: 100 }],
  };
});
afterAll(async () => {
  await one.app.close();
  await two.app.close();
  if (second !== test.database) await second.close();
  await test.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

const draft = async (): Promise<Row> => {
  const saved = await send(one, admin, `${PO}/save`, order);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data as Row;
};

describe('issue 58: the same key with the same body answers what the first answered, without doing it again', () => {
  it('a draft saved twice is one draft: the second answers the same id', async () => {
    const before = await countOf(one, 'purchase_order');
    const key = newKey();
    const first = await send(one, admin, `${PO}/save`, order, key);
    const again = await send(one, admin, `${PO}/save`, order, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect([first.again, again.again]).toEqual([false, true]);
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(await countOf(one, 'purchase_order')).toBe(before + 1);
    // Without a key, the same body sent again is another draft: the key is what says it is the same write.
    await send(one, admin, `${PO}/save`, order);
    expect(await countOf(one, 'purchase_order')).toBe(before + 2);
  });

  it('a submit sent twice answers the same number, not "changed by someone else"; a cancel likewise', async () => {
    const saved = await draft();
    const body = { id: saved.id, version: saved.version };
    const key = newKey();
    const first = await send(one, admin, `${PO}/submit`, body, key);
    const again = await send(one, admin, `${PO}/submit`, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data?.number).toBe(first.body.data?.number);
    // Without the key it is refused as it was before: the draft it names was submitted since.
    const unkeyed = await send(one, admin, `${PO}/submit`, body);
    expect(unkeyed.body.responseMessage).toBe(messageFor(RESPONSE_CODES.STALE_VERSION));

    const cancel = { id: saved.id, version: first.body.data?.version, reason: 'Ordered twice' };
    const cancelKey = newKey();
    const cancelled = await send(one, admin, `${PO}/cancel`, cancel, cancelKey);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(answerOf(await send(two, admin, `${PO}/cancel`, cancel, cancelKey))).toEqual(answerOf(cancelled));
  });

  it('a master saved twice is one record: the second answers it, not "already exists"', async () => {
    const key = newKey();
    const body = { name: `Keyed ${key}` };
    const first = await send(one, admin, 'segment/save', body, key);
    const again = await send(two, admin, 'segment/save', body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again).toEqual({
      ...first,
      body: { ...first.body, requestId: again.body.requestId },
      again: true,
    });
    const unkeyed = await send(one, admin, 'segment/save', body);
    expect(unkeyed.body.responseCode).toBe(RESPONSE_CODES.DUPLICATE);
  });

  it('a stock issue submitted twice moves the stock once', async () => {
    const itemId = await idOf(one, admin, 'chemical/item', 'code', 'RM-PP-001');
    const stockAreaId = await idOf(one, admin, 'chemical/stockArea', 'name', 'Raw Material Store');
    const departmentId = await idOf(one, admin, 'chemical/department', 'name', 'Stores');
    await stockUp(one, itemId, stockAreaId, 'KEYS-ISSUE', 10);
    const issue = await send(one, admin, `${ISSUE}/save`, {
      date: today(),
      departmentId,
      purpose: 'CONSUMPTION',
      lines: [{ itemId, stockAreaId, lotNumber: 'KEYS-ISSUE', quantity: 4 }],
    });
    const body = { id: issue.body.data?.id, version: issue.body.data?.version };
    const key = newKey();
    const replies = [
      await send(one, admin, `${ISSUE}/submit`, body, key),
      await send(two, admin, `${ISSUE}/submit`, body, key),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(await lotQuantity(one, 'KEYS-ISSUE')).toBe(6);
  });
});

describe('issue 58: the same key with another body is refused in words, and nothing is done', () => {
  it('another body, or another call, under a key used is refused (422) and makes nothing', async () => {
    const key = newKey();
    await send(one, admin, `${PO}/save`, order, key);
    const before = await countOf(one, 'purchase_order');
    const other = await send(one, admin, `${PO}/save`, { ...order, remarks: 'Another order' }, key);
    expect(other.status).toBe(422);
    expect(other.body.responseCode).toBe(RESPONSE_CODES.KEY_REUSED);
    expect(other.body.responseMessage).toBe(messageFor(RESPONSE_CODES.KEY_REUSED));
    const elsewhere = await send(one, admin, 'segment/save', { name: `Under ${key}` }, key);
    expect(elsewhere.body.responseCode).toBe(RESPONSE_CODES.KEY_REUSED);
    expect(await countOf(one, 'purchase_order')).toBe(before);
  });

  it('the same body with its keys in another order is the same write', async () => {
    const key = newKey();
    const first = await send(one, admin, `${PO}/save`, order, key);
    const reordered = Object.fromEntries(Object.entries(order).reverse());
    expect(answerOf(await send(one, admin, `${PO}/save`, reordered, key))).toEqual(answerOf(first));
  });

  it.each([
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['empty', ''],
  ])('a key %s is refused in words (400)', async (_case, key) => {
    const reply = await send(one, admin, 'segment/save', { name: `Bad key ${key.length}` }, key);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(
      'The Idempotency-Key header must be 1 to 255 letters, digits or signs, without spaces.',
    );
  });
});

describe('issue 58: two sendings with one key at the same moment do it once, each answered the first’s result', () => {
  it.each([
    ['to one server', () => one],
    ['half to each of two servers', (index: number) => (index % 2 === 0 ? one : two)],
  ])('eight saves of one draft at once, %s: one draft, one answer', async (_case, serverOf) => {
    const before = await countOf(one, 'purchase_order');
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, index) => send(serverOf(index), admin, `${PO}/save`, order, key)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((reply) => JSON.stringify(answerOf(reply)))).size).toBe(1);
    expect(replies.filter((reply) => !reply.again)).toHaveLength(1);
    expect(await countOf(one, 'purchase_order')).toBe(before + 1);
  });

  it('six submits of one draft at once through both servers: one number, every reply 200', async () => {
    const saved = await draft();
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        send(
          index % 2 === 0 ? one : two,
          admin,
          `${PO}/submit`,
          { id: saved.id, version: saved.version },
          key,
        ),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((reply) => reply.body.data?.number)).size).toBe(1);
  });
});

describe('issue 58: the key is kept per user and organisation, in the write’s own transaction', () => {
  it("another user's key of the same name is theirs: each saves", async () => {
    const body = {
      date: today(),
      departmentId: await idOf(one, admin, 'chemical/department', 'name', 'Stores'),
      purpose: 'CONSUMPTION',
      lines: [
        {
          itemId: await idOf(one, admin, 'chemical/item', 'code', 'RM-PP-001'),
          stockAreaId: await idOf(one, admin, 'chemical/stockArea', 'name', 'Raw Material Store'),
          quantity: 1,
        },
      ],
    };
    const key = newKey();
    const mine = await send(one, admin, `${ISSUE}/save`, body, key);
    const theirs = await send(one, storekeeper, `${ISSUE}/save`, body, key);
    expect([mine.status, theirs.status], JSON.stringify(theirs.body)).toEqual([200, 200]);
    expect(theirs.again).toBe(false);
    expect(theirs.body.data?.id).not.toBe(mine.body.data?.id);
  });

  it("another organisation's key of the same name and user id is its own: each takes it", async () => {
    const key = newKey();
    const write = (orgId: number) => ({ orgId, staffId: 1, key, fingerprint: 'f', at: new Date(now) });
    const taken = await test.database.transaction(async (tx) => [
      await takeKey(tx, write(1)),
      await takeKey(tx, write(2)),
      await takeKey(tx, write(1)),
    ]);
    expect(taken).toEqual([true, true, false]);
  });

  it('a submit refused (too little stock) keeps no key: sent again once there is stock, it is done', async () => {
    const itemId = await idOf(one, admin, 'chemical/item', 'code', 'RM-PP-001');
    const stockAreaId = await idOf(one, admin, 'chemical/stockArea', 'name', 'Raw Material Store');
    const departmentId = await idOf(one, admin, 'chemical/department', 'name', 'Stores');
    await stockUp(one, itemId, stockAreaId, 'KEYS-SHORT', 2);
    const issue = await send(one, admin, `${ISSUE}/save`, {
      date: today(),
      departmentId,
      purpose: 'CONSUMPTION',
      lines: [{ itemId, stockAreaId, lotNumber: 'KEYS-SHORT', quantity: 3 }],
    });
    const body = { id: issue.body.data?.id, version: issue.body.data?.version };
    const key = newKey();
    const refused = await send(one, admin, `${ISSUE}/submit`, body, key);
    expect(refused.status).toBe(400);
    expect(await keyRows(key)).toBe(0);
    await stockUp(one, itemId, stockAreaId, 'KEYS-SHORT', 1);
    const done = await send(one, admin, `${ISSUE}/submit`, body, key);
    expect([done.status, done.again]).toEqual([200, false]);
    expect(await lotQuantity(one, 'KEYS-SHORT')).toBe(0);
  });

  it('a report prepared in the background (a job) is asked for once: the same job answers again', async () => {
    const key = newKey();
    const path = 'chemical/report/pendingPurchaseOrders/prepare';
    const first = await send(one, admin, path, { format: 'excel' }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await send(two, admin, path, { format: 'excel' }, key);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(await keyRows(key)).toBe(1);
  });
});

describe('issue 58: kept for at least 24 hours', () => {
  it('within 24 hours the key answers again; past them it is a new write, and the old keys are swept', async () => {
    const key = newKey();
    const first = await send(one, admin, `${PO}/save`, order, key);
    now += 24 * 60 * 60_000 - 60_000;
    const token = await tokenFor(one, 'admin');
    expect((await send(one, token, `${PO}/save`, order, key)).again).toBe(true);
    now += 2 * 60_000;
    const later = await tokenFor(one, 'admin');
    const anew = await send(two, later, `${PO}/save`, order, key);
    expect([anew.status, anew.again]).toEqual([200, false]);
    expect(anew.body.data?.id).not.toBe(first.body.data?.id);
    // A day on, the first write's of another process sweeps every key older than a day.
    now += 24 * 60 * 60_000 + 60_000;
    await send(one, await tokenFor(one, 'admin'), `${PO}/save`, order, newKey());
    const [left] = await queryRows<{ n: number }>(
      test.database.db,
      sql`SELECT count(*)::int AS n FROM idempotency_key WHERE created_at < ${new Date(now - 60_000)}`,
    );
    expect(left?.n).toBe(0);
  });
});

async function keyRows(key: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    test.database.db,
    sql`SELECT count(*)::int AS n FROM idempotency_key WHERE key = ${key}`,
  );
  return row?.n ?? 0;
}
