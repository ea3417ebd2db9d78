// Expired lots are held (issue 17, decision 0980): the sweep over the ledger, the call that runs it now, and
// the daily timer.
import { ACL_MODES, ACL_VIEW } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { queryRows } from '../src/db/client.ts';
import { addRole, addStaff } from '../src/seed/base.ts';
import { EXPIRY_DOCUMENT, runDaily, sweepExpiredLots, untilAfterMidnight } from '../src/stock/expiry.ts';
import { today } from '../src/core/today.ts';
import { postMovements, type Movement } from '../src/stock/ledger.ts';
import { tokenFor } from '../src/testing.ts';
import { createSuite, dayFrom, findIn, type Suite } from './helpers.ts';

let suite: Suite;
let caller: Caller;
let orgB: Caller;
const ids = { rms: 0, wip: 0, bStore: 0 };
let itemCount = 0;

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(suite.server.database.db, query);
  if (!row) throw new Error('no row');
  return row;
};

/** A new item of the organisation in KG, so that each test reads only its own stock. */
const newItem = async (org: Caller = caller): Promise<number> => {
  itemCount += 1;
  const row = await one<{ id: number }>(sql`INSERT INTO item (org_id, code, name, uom_id)
    SELECT ${org.orgId}, ${`EXPIRY-${itemCount}`}, ${`Caustic Lye ${itemCount}`}, id FROM uom
    WHERE org_id = ${org.orgId} AND name = 'KG' RETURNING id`);
  return Number(row.id);
};

/** `quantity` of a lot of `itemId` expiring on `expiresOn` into `stockAreaId`, available unless held. */
const inward = (
  itemId: number,
  stockAreaId: number,
  quantity: number,
  lotNumber: string,
  expiresOn: string,
  held = false,
): Movement => ({
  identity: { material: { itemId }, lotNumber, expiresOn },
  stockAreaId,
  quantity,
  secondaryQuantity: quantity * 2,
  rate: 50,
  held,
  movement: 'INWARD',
  document: { type: 'test', id: null, number: `IN-${lotNumber}` },
});

const post = (movements: Movement[], who: Caller = caller) =>
  suite.server.database.transaction((tx) => postMovements(tx, who, movements));

/** The item's balance rows with stock: held or not, and how much. */
const balances = (itemId: number) =>
  queryRows<{ lot: string; held: boolean; quantity: number; secondary: number }>(
    suite.server.database.db,
    sql`SELECT i.lot_number AS lot, b.held, b.quantity::float8 AS quantity,
               b.secondary_quantity::float8 AS secondary
        FROM stock_balance b JOIN stock_identity i ON i.id = b.identity_id
        WHERE b.material_id = (SELECT id FROM stock_material WHERE item_id = ${itemId}) AND b.quantity > 0
        ORDER BY i.lot_number, b.held, b.quantity DESC`,
  );

const holdNow = async (token: string | null = suite.admin) => {
  const reply = await suite.call<never>('POST', 'chemical/itemStock/holdExpired', token, {});
  return { status: reply.status, count: (reply.body.data as { count?: number } | undefined)?.count };
};

beforeAll(async () => {
  suite = await createSuite();
  const staffOf = (username: string) =>
    one<Caller>(sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = ${username}`);
  caller = await staffOf('admin');
  orgB = await staffOf('orgb.admin');
  ids.rms = (await findIn<{ id: number }>(suite, 'chemical/stockArea', 'name', 'Raw Material Store')).id;
  ids.wip = (await findIn<{ id: number }>(suite, 'chemical/stockArea', 'name', 'Weaving WIP')).id;
  ids.bStore = Number(
    (
      await one<{ id: number }>(
        sql`INSERT INTO stock_area (org_id, name, code) VALUES (${orgB.orgId}, 'B Store', 'BS') RETURNING id`,
      )
    ).id,
  );
});
afterAll(() => suite.server.close());

describe('holding expired lots (chemical/itemStock/holdExpired)', () => {
  it('moves an expired lot to held at its place, two HOLD rows on the stock card; a lot expiring tomorrow stays', async () => {
    const lye = await newItem();
    await post([
      inward(lye, ids.rms, 40, 'OLD', dayFrom(-1)),
      inward(lye, ids.wip, 5, 'OLD', dayFrom(-1)),
      inward(lye, ids.rms, 30, 'NEW', dayFrom(1)),
      inward(lye, ids.rms, 25, 'TODAY', today()),
    ]);
    const { status, count } = await holdNow();
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(await balances(lye)).toEqual([
      { lot: 'NEW', held: false, quantity: 30, secondary: 60 },
      { lot: 'OLD', held: true, quantity: 40, secondary: 80 },
      { lot: 'OLD', held: true, quantity: 5, secondary: 10 },
      { lot: 'TODAY', held: false, quantity: 25, secondary: 50 },
    ]);
    const card = await suite.call<Record<string, unknown>>(
      'POST',
      'chemical/itemStock/stockCard',
      suite.admin,
      {
        itemId: lye,
        stockAreaId: ids.rms,
        lotNumber: 'OLD',
      },
    );
    expect(
      card.body.dataList?.map((row) => [
        row.movement,
        row.documentType,
        row.documentNo,
        row.held,
        row.in,
        row.out,
      ]),
    ).toEqual([
      ['INWARD', 'test', 'IN-OLD', false, 40, 0],
      ['HOLD', EXPIRY_DOCUMENT, `EXP/${today()}`, false, 0, 40],
      ['HOLD', EXPIRY_DOCUMENT, `EXP/${today()}`, true, 40, 0],
    ]);
    // Held at the moving average: the material's value does not move.
    expect(card.body.dataList?.[1]?.value).toBe(card.body.dataList?.[2]?.value);
  });

  it('a second sweep the same day moves nothing; held lots are not moved twice', async () => {
    const lye = await newItem();
    await post([inward(lye, ids.rms, 10, 'A', dayFrom(-3)), inward(lye, ids.rms, 7, 'B', dayFrom(-3), true)]);
    expect((await holdNow()).count).toBe(1);
    const rows = async () =>
      (
        await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_ledger l
        JOIN stock_material m ON m.id = l.material_id WHERE m.item_id = ${lye}`)
      ).n;
    const after = await rows();
    expect(after).toBe(4);
    expect(await holdNow()).toEqual({ status: 200, count: 0 });
    expect(await rows()).toBe(after);
    expect(await balances(lye)).toEqual([
      { lot: 'A', held: true, quantity: 10, secondary: 20 },
      { lot: 'B', held: true, quantity: 7, secondary: 14 },
    ]);
  });

  it('the stock view then shows the lot held, ungrouped and grouped', async () => {
    const lye = await newItem();
    await post([inward(lye, ids.rms, 12, 'V', dayFrom(-1))]);
    await holdNow();
    const view = await suite.call<Record<string, unknown>>(
      'POST',
      'chemical/itemStock/getStock/v2',
      suite.admin,
      {
        itemId: lye,
      },
    );
    expect(view.body.dataList).toMatchObject([
      { lotNumber: 'V', held: true, quantity: 12, expiresOn: dayFrom(-1) },
    ]);
    const grouped = await suite.call<Record<string, unknown>>(
      'POST',
      'chemical/itemStock/getStockListWithGroupBy/v2',
      suite.admin,
      { itemId: lye, groupBy: 'item' },
    );
    expect(grouped.body.dataList).toMatchObject([{ quantity: 12, heldQuantity: 12 }]);
  });

  it('leaves another organisation untouched; the server sweep holds every organisation’s', async () => {
    const theirs = await newItem(orgB);
    await post([inward(theirs, ids.bStore, 9, 'B1', dayFrom(-2))], orgB);
    await holdNow();
    expect(await balances(theirs)).toEqual([{ lot: 'B1', held: false, quantity: 9, secondary: 18 }]);
    const failures: unknown[] = [];
    expect(await sweepExpiredLots(suite.server.database, (error) => failures.push(error))).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(await balances(theirs)).toEqual([{ lot: 'B1', held: true, quantity: 9, secondary: 18 }]);
    const row = await one<{ createdBy: number }>(sql`SELECT created_by AS "createdBy" FROM stock_ledger
      WHERE org_id = ${orgB.orgId} AND document_type = ${EXPIRY_DOCUMENT} ORDER BY id DESC LIMIT 1`);
    expect(Number(row.createdBy)).toBe(0);
  });

  it('needs the write right of the stock area or Inventory Stock: a role that only views them is refused', async () => {
    const lye = await newItem();
    await post([inward(lye, ids.rms, 3, 'R', dayFrom(-1))]);
    await suite.server.database.transaction(async (tx) => {
      const stockNames = (name: string) =>
        name.startsWith('chemical/itemStock') || name === 'chemical/stockArea';
      const roleId = await addRole(
        tx,
        caller.orgId,
        { name: 'Views Stock', description: 'Views Stock' },
        (name) => ({
          view: ACL_VIEW.ALLOWED,
          mode: stockNames(name) ? ACL_MODES.READ : ACL_MODES.WRITE,
        }),
      );
      await addStaff(tx, {
        orgId: caller.orgId,
        username: 'viewsstock',
        firstname: 'Views',
        lastname: 'Stock',
        roleId,
        passwordHash: 'x',
      });
    });
    expect((await holdNow(await tokenFor(suite.server, 'viewsstock'))).status).toBe(403);
    expect((await holdNow(null)).status).toBe(401);
    expect(await balances(lye)).toEqual([{ lot: 'R', held: false, quantity: 3, secondary: 6 }]);
    expect(await holdNow(suite.storekeeper)).toEqual({ status: 200, count: 1 });
  });
});

describe('the daily sweep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until just after the next midnight in India, in any server time zone', () => {
    expect(untilAfterMidnight(new Date('2026-11-24T23:59:00+05:30'))).toBe(61_000);
    expect(untilAfterMidnight(new Date('2026-11-24T00:00:01+05:30'))).toBe(86_400_000);
    expect(untilAfterMidnight(new Date('2026-11-24T18:29:00Z'))).toBe(61_000);
  });

  it('runs at start and after every midnight, on a timer that keeps no process alive, until stopped', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T22:00:00+05:30') });
    const run = vi.fn(() => Promise.resolve());
    const job = runDaily(run);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(3 * 86_400_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('a run left to another process is retried when it answers, never later than after midnight', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T23:50:00+05:30') });
    const run = vi
      .fn<() => Promise<number | void>>()
      .mockResolvedValueOnce(60_000)
      .mockResolvedValueOnce(3_600_000)
      .mockResolvedValue(undefined);
    const job = runDaily(run);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    // An hour away is past midnight: it runs just after midnight instead, then a day later.
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(run).toHaveBeenCalledTimes(4);
    await job.stop();
  });

  it('a failing run does not stop the next; stop waits for a run under way', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T23:59:59+05:30') });
    let finish: () => void = () => undefined;
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = runDaily(run);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
