import { SHIFTS, floorActionPath } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { useFloor } from './floor-fixture.ts';
import { newKey, send, stockUp } from './idempotency-support.ts';
import type { Doc } from './stock-documents.ts';

// Issue 58 item 5 (decision 2343): a woven roll entered at a loom from the floor is the weaving entry the desk's
// weaving automation makes, in one transaction: the tape bobbins out, the roll into stock under its number.

const { app, ids, state, config, stockOf, read, issuesOf, floor, world, lotAt } = useFloor();
const m = { fabric: 0, idle: 0, press: 0, loomName: '' };
const db = () => app().server.database.db;

/** The roll's stock identity where it lies: its lot and roll number, and the stock area. */
const rollOf = (rollNumber: string) =>
  queryRows<{ lot: string; roll: string; area: number; quantity: number }>(
    db(),
    sql`SELECT i.lot_number AS lot, i.roll_number AS roll, b.stock_area_id::int AS area,
               b.quantity::float8 AS quantity
          FROM stock_balance b JOIN stock_identity i ON i.id = b.identity_id
         WHERE i.roll_number = ${rollNumber} AND b.quantity > 0`,
  );

beforeAll(async () => {
  const [fabric] = await queryRows<{ id: number }>(
    db(),
    sql`SELECT id::int FROM item WHERE code = 'SF-WF-090'`,
  );
  m.fabric = Number(fabric?.id);
  const machines = await app().call<Doc>('GET', 'chemical/machine/getAllByPartner?size=100', app().admin);
  const rows = machines.body.dataList ?? [];
  m.loomName = String(rows.find((row) => row.id === world.loom)?.name);
  m.idle = Number(rows.find((row) => row.isLoom === true && row.id !== world.loom)?.id);
  m.press = Number(rows.find((row) => row.isLoom !== true)?.id);
  await config('DEFAULT_TAPEBOBINE_MATERIAL', String(ids.tape));
  await stockUp(app().server, ids.tape, ids.weaving, 'F-TAPE', 100);
});

const roll = (rollNumber: string, extra: Record<string, unknown> = {}) => ({
  machineId: world.loom,
  rollNumber,
  metres: 100,
  weightKg: 10,
  itemId: m.fabric,
  ...extra,
});

describe('a woven roll entered at a loom from the floor', () => {
  it('makes and submits a weaving entry: the tape out, the roll into stock under its number, once for a retried key', async () => {
    const tape = await stockOf(ids.tape, ids.weaving);
    const key = newKey();
    const first = await send(app().server, app().admin, floorActionPath('rollEntry'), roll('f-r-1'), key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      module: 'weavingProcess',
      number: expect.stringMatching(/^WV\//),
      message: `Roll F-R-1 entered from ${m.loomName}: 100 m, 10 kg.`,
    });
    const again = await send(app().server, app().admin, floorActionPath('rollEntry'), roll('f-r-1'), key);
    expect(again).toMatchObject({ status: 200, again: true });
    expect(again.body.data).toEqual(first.body.data);
    expect(await rollOf('F-R-1')).toEqual([
      { lot: 'F-R-1', roll: 'F-R-1', area: ids.weaving, quantity: 100 },
    ]);
    expect(await lotAt('F-R-1', ids.weaving)).toBe(100);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape - 10);
    const entry = await read('chemical/weavingProcess', Number(first.body.data?.id));
    expect(SHIFTS.map((shift) => shift.value)).toContain(entry.shift);
    expect(entry).toMatchObject({ machineId: world.loom, remarks: 'Entered on the floor' });
    expect(entry.lines).toMatchObject([
      { lineRole: 'INPUT', itemId: ids.tape, stockAreaId: ids.weaving, quantity: 10 },
      {
        lineRole: 'OUTPUT',
        itemId: m.fabric,
        rollNumber: 'F-R-1',
        lotNumber: 'F-R-1',
        metres: 100,
        weightKg: 10,
        widthInches: 22,
      },
    ]);
  });

  it("takes the fabric of the loom's last roll when none is given, and says a GSM let through with a warning", async () => {
    const reply = await floor('rollEntry', roll('F-R-2', { itemId: null, weightKg: 11 }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data?.message).toBe(
      `Roll F-R-2 entered from ${m.loomName}: 100 m, 11 kg. GSM 98.43 is 9.37% from the item's 90.`,
    );
    const entry = await read('chemical/weavingProcess', Number(reply.body.data?.id));
    expect(entry.lines[1]).toMatchObject({ itemId: m.fabric, rollNumber: 'F-R-2' });
  });

  it.each([
    [
      'a roll number woven already',
      () => roll('F-R-1'),
      'rollNumber',
      /^Roll F-R-1 was woven already, on WV\//,
    ],
    [
      'a machine that is no loom',
      () => roll('F-R-3', { machineId: m.press }),
      'machineId',
      / is not a loom: /,
    ],
    [
      'a loom that wove no roll yet, with no fabric given',
      () => roll('F-R-3', { machineId: m.idle, itemId: null }),
      'itemId',
      / has woven no roll yet: choose the fabric it wove\.$/,
    ],
    [
      "a stock area neither the loom's own nor its department's",
      () => roll('F-R-3', { stockAreaId: state.fg }),
      'stockAreaId',
      /./,
    ],
  ])('refuses %s in words, on its field, moving nothing', async (_case, body, field, message) => {
    const tape = await stockOf(ids.tape, ids.weaving);
    const reply = await floor('rollEntry', body());
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(issuesOf(reply)).toEqual([
      expect.objectContaining({ field, message: expect.stringMatching(message) }),
    ]);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape);
    expect(await rollOf('F-R-3')).toEqual([]);
  });

  it("refuses another organisation's loom in words", async () => {
    const reply = await floor('rollEntry', roll('F-R-4'), app().orgB);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe('There is no such machine here.');
  });
});

describe("a machine's last rolls (decision 2361)", () => {
  type Roll = {
    rollNumber: string;
    metres: number;
    weightKg: number;
    number: string;
    enteredBy: string | null;
  };
  const rolls = (machineId: number, query = '', token = app().admin) =>
    app().call<Roll>('GET', `chemical/weavingProcess/getMachineRolls/${machineId}${query}`, token);

  it('reads the rolls entered against the machine, newest first, paged on the server, with who entered them', async () => {
    const first = await rolls(world.loom, '?size=1');
    expect(first.status, first.body.responseMessage).toBe(200);
    expect(first.body.totalCount).toBe(2);
    expect(first.body.dataList).toEqual([
      expect.objectContaining({
        rollNumber: 'F-R-2',
        metres: 100,
        weightKg: 11,
        number: expect.stringMatching(/^WV\//),
      }),
    ]);
    expect(first.body.dataList?.[0]?.enteredBy).toMatch(/\S/);
    const second = await rolls(world.loom, '?size=1&page=2');
    expect(second.body.dataList?.map((row) => row.rollNumber)).toEqual(['F-R-1']);
    expect((await rolls(m.press)).body).toMatchObject({ totalCount: 0, dataList: [] });
  });

  it("refuses another organisation's machine and a page too large, in words", async () => {
    expect((await rolls(world.loom, '', app().orgB)).status).toBe(404);
    const large = await rolls(world.loom, '?size=500');
    expect(large.status).toBe(400);
    expect(large.body.responseMessage).toMatch(/Page size/);
  });
});
