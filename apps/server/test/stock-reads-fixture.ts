import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { queryRows } from '../src/db/client.ts';
import { postMovements } from '../src/stock/ledger.ts';
import type { Movement } from '../src/stock/ledger-types.ts';
import { adminCaller, createSuite, findIn, type Suite } from './helpers.ts';

// Issue 17's stock calls (decisions 0910–0912) over HTTP, on stock posted through the one ledger function: the
// stock every file of them reads, posted before its tests.

export let suite: Suite;
export type Stock = Record<string, unknown> & {
  id: number;
  itemId: number;
  item: { id: number; code: string; name: string };
  stockAreaId: number | null;
  lotNumber: string | null;
  held: boolean | null;
  quantity: number;
  heldQuantity?: number;
  rate: number;
  value: number;
  belowReorder: boolean;
};
export type StockReply = { dataList: Stock[]; totalCount: number; totalValue: number };

export const ids = {
  granules: 0,
  masterbatch: 0,
  tape: 0,
  rms: 0,
  wip: 0,
  branch: 0,
  location: 0,
  packing: 0,
};
export let caller: Caller;
export let orgId = 0;

export const idOf = async (path: string, key: string, value: string) =>
  (await findIn<{ id: number }>(suite, path, key, value)).id;

export const move = (
  itemId: number,
  stockAreaId: number,
  quantity: number,
  extra: Partial<Movement> & { lotNumber?: string } = {},
): Movement => {
  const { lotNumber = '', ...rest } = extra;
  return {
    identity: { material: { itemId }, lotNumber },
    stockAreaId,
    quantity,
    movement: quantity > 0 ? 'INWARD' : 'ISSUE',
    document: { type: 'test', id: null, number: 'T-1' },
    ...rest,
  };
};

export const post = (movements: Movement[]) =>
  suite.server.database.transaction((tx) => postMovements(tx, caller, movements));

export const stock = async (body: unknown, path = 'chemical/itemStock/getStock/v2', token = suite.admin) => {
  const reply = await suite.call<Stock>('POST', path, token, body);
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body as unknown as StockReply;
};

export const refusal = async (path: string, body: unknown) => {
  const reply = await suite.call('POST', path, suite.admin, body);
  expect(reply.status).toBe(400);
  return reply.body.responseMessage;
};

/** Posts the files' stock before their tests, in a suite of their own. */
export function useStockReads(): void {
  beforeAll(async () => {
    suite = await createSuite();
    const db = suite.server.database.db;
    caller = await adminCaller(db);
    orgId = caller.orgId;
    ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
    ids.masterbatch = await idOf('chemical/item', 'code', 'RM-MB-001');
    ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
    ids.rms = await idOf('chemical/stockArea', 'name', 'Raw Material Store');
    ids.wip = await idOf('chemical/stockArea', 'name', 'Weaving WIP');
    ids.branch = await idOf('erp/branch', 'name', 'Head Office');
    ids.location = await idOf('erp/location', 'name', 'Sanand Plant');
    const [packing] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM packing WHERE org_id = ${orgId} ORDER BY id LIMIT 1`,
    );
    ids.packing = packing?.id ?? 0;
    await queryRows(db, sql`UPDATE item SET reorder_level = 200 WHERE id = ${ids.granules}`);
    await queryRows(db, sql`UPDATE item SET reorder_level = NULL WHERE id = ${ids.masterbatch}`);
    await post([
      move(ids.granules, ids.rms, 100, { rate: 100, lotNumber: 'L1' }),
      move(ids.granules, ids.rms, 50, { rate: 130, lotNumber: 'L2', held: true }),
      move(ids.granules, ids.wip, 30, { rate: 100, lotNumber: 'L1' }),
      move(ids.masterbatch, ids.rms, 20, { rate: 200 }),
    ]);
    await post([move(ids.granules, ids.rms, -10, { lotNumber: 'L1' })]);
    await post([
      {
        identity: { material: { packingId: ids.packing } },
        stockAreaId: ids.rms,
        quantity: 500,
        rate: 12,
        movement: 'INWARD',
        document: { type: 'test', id: null, number: 'T-2' },
      },
    ]);
  });
  afterAll(() => suite.server.close());
}

export const granulesAverage = async (): Promise<number> => {
  const [row] = await queryRows<{ quantity: number; value: number }>(
    suite.server.database.db,
    sql`SELECT quantity, value FROM stock_material WHERE item_id = ${ids.granules}`,
  );
  return (row?.value ?? 0) / (row?.quantity ?? 1);
};
