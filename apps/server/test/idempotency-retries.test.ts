import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ErpServer } from '../src/app.ts';
import { today } from '../src/core/today.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, tokenFor, type TestDatabase } from '../src/testing.ts';
import {
  answerOf,
  countOf,
  idOf,
  lotQuantity,
  newKey,
  send,
  stockUp,
  type Sent,
} from './idempotency-support.ts';

// Issue 58: "The idempotency rules ... as a property test over random retries of random writes": any
// interleaving of retries, at once or one after another, through either of two server processes, leaves
// exactly the records and stock movements of the distinct keys, and every sending of a key its first answer.
let test: TestDatabase;
let second: Database;
let filesDir: string;
let servers: ErpServer[];
let admin = '';
let ids: { itemId: number; stockAreaId: number; departmentId: number; partyId: number; branchId: number };
const LOT = 'KEYS-RETRIES';

beforeAll(async () => {
  test = await createTestDatabase();
  second = test.reopen?.() ?? test.database;
  filesDir = mkdtempSync(join(tmpdir(), 'erp-files-'));
  servers = [
    await buildApp({ database: test.database, filesDir }),
    await buildApp({ database: second, filesDir }),
  ];
  const [one] = servers as [ErpServer];
  admin = await tokenFor(one, 'admin');
  ids = {
    itemId: await idOf(one, admin, 'chemical/item', 'code', 'RM-PP-001'),
    stockAreaId: await idOf(one, admin, 'chemical/stockArea', 'name', 'Raw Material Store'),
    departmentId: await idOf(one, admin, 'chemical/department', 'name', 'Stores'),
    partyId: await idOf(one, admin, 'party', 'companyName', 'Shree Ganesh Polymers'),
    branchId: await idOf(one, admin, 'erp/branch', 'name', 'Head Office'),
  };
  await stockUp(one, ids.itemId, ids.stockAreaId, LOT, 1000);
}, 180_000);
afterAll(async () => {
  for (const server of servers) await server.app.close();
  if (second !== test.database) await second.close();
  await test.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

type Kind = 'master' | 'draft' | 'issue';
/** A write as the user makes it once: its call and body (a stock issue's draft is saved before). */
async function writeOf(kind: Kind, key: string): Promise<{ path: string; body: unknown }> {
  const one = servers[0] as ErpServer;
  if (kind === 'master') return { path: 'segment/save', body: { name: `Retried ${key}` } };
  const line = { itemId: ids.itemId, quantity: 1 };
  if (kind === 'draft') {
    const { partyId, branchId } = ids;
    return {
      path: 'chemical/purchaseOrder/save',
      body: { partyId, branchId, date: today(), lines: [{ ...line, rate: 5 }] },
    };
  }
  const { stockAreaId, departmentId } = ids;
  const lines = [{ ...line, stockAreaId, lotNumber: LOT }];
  const saved = await send(one, admin, 'chemical/stockIssue/save', {
    date: today(),
    departmentId,
    purpose: 'CONSUMPTION',
    lines,
  });
  return {
    path: 'chemical/stockIssue/submit',
    body: { id: saved.body.data?.id, version: saved.body.data?.version },
  };
}

/** A sending of a write: through which server process, and in which wave (a wave's sendings go at once). */
const sending = fc.record({ server: fc.integer({ min: 0, max: 1 }), wave: fc.integer({ min: 0, max: 2 }) });
const writes = fc.array(
  fc.record({
    kind: fc.constantFrom<Kind>('master', 'draft', 'issue'),
    sendings: fc.array(sending, { minLength: 1, maxLength: 3 }),
  }),
  { minLength: 1, maxLength: 4 },
);

describe('issue 58: any interleaving of retries does each write once', () => {
  it('random writes, each sent one to three times at random moments through two processes: the records and stock of the distinct keys', async () => {
    const one = servers[0] as ErpServer;
    await fc.assert(
      fc.asyncProperty(writes, async (planned) => {
        const before = {
          segment: await countOf(one, 'segment'),
          purchase_order: await countOf(one, 'purchase_order'),
          stock: await lotQuantity(one, LOT),
        };
        const made = await Promise.all(
          planned.map(async (write) => ({
            ...write,
            key: newKey(),
            ...(await writeOf(write.kind, newKey())),
          })),
        );
        const replies = made.map((): Sent[] => []);
        for (const wave of [0, 1, 2]) {
          await Promise.all(
            made.flatMap((write, index) =>
              write.sendings
                .filter((at) => at.wave === wave)
                .map(async (at) =>
                  replies[index]?.push(
                    await send(servers[at.server] as ErpServer, admin, write.path, write.body, write.key),
                  ),
                ),
            ),
          );
        }
        for (const answers of replies) {
          expect(answers.map((reply) => reply.status)).toEqual(answers.map(() => 200));
          expect(new Set(answers.map((reply) => JSON.stringify(answerOf(reply)))).size).toBe(1);
        }
        const distinct = (kind: Kind) => made.filter((write) => write.kind === kind).length;
        expect({
          segment: await countOf(one, 'segment'),
          purchase_order: await countOf(one, 'purchase_order'),
          stock: await lotQuantity(one, LOT),
        }).toEqual({
          segment: before.segment + distinct('master'),
          purchase_order: before.purchase_order + distinct('draft'),
          stock: before.stock - distinct('issue'),
        });
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
