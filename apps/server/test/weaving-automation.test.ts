import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19's WEAVING_PROCESS_AUTOMATION over HTTP (decision 1220): with it YES a loom's daily production entry
// (shift-wise or machine-wise) makes its rolls through the weaving entry's posting in its transaction: tape
// bobbins out, the roll in under a generated number, its GSM checked (a refusal rolls the entry back); its
// cancel takes the rolls back. With it NO the entry moves no stock. Decisions 1310–1312: a GSM between the
// warning and refusal limits is let through and answered as a notice; the roll takes the line's mesh and
// operator; a loom with a stock area of its own puts its rolls there.

const DP = 'chemical/dailyProduction';
const DPM = 'chemical/dailyProductionMachineWise';
const { app, ids, ok, submit, issuesOf, config, stockOf, openOrder, inwardOf, expectConsistent } =
  useStockDocuments();
const db = () => app().server.database.db;
const m = { fabric: 0, loom1: 0, loom2: 0 };

const idOf = async (query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(db(), query);
  if (!row) throw new Error('no row');
  return row.id;
};
/** The weaving entries a daily entry made: number, status, and their roll's number. */
const wovenBy = (entry: string, id: number) =>
  queryRows<{ number: string; status: number; roll: string; remarks: string }>(
    db(),
    sql`SELECT w.number, w.status, l.roll_number AS roll, w.remarks FROM weaving_process w
        JOIN weaving_process_lines l ON l.weaving_process_id = w.id AND l.line_role = 'OUTPUT'
        WHERE w.source_entry = ${`${entry}:${id}`} ORDER BY w.id`,
  );
const run = (extra: Record<string, unknown>) => ({
  itemId: m.fabric,
  metres: 400,
  kg: 40,
  runningHours: 5,
  ...extra,
});
const shiftWise = (shift: string, lines: Record<string, unknown>[]) =>
  ok(`${DP}/save`, { date: '2026-11-24', shift, lines });

/** `kg` of tape bobbins extruded from the granules in store into the weaving department's stock area. */
const extrude = async (kg: number, lotNumber: string) => {
  const extruded = await submit(
    'chemical/newproductionbatch',
    await ok('chemical/newproductionbatch/save', {
      date: '2026-11-24',
      stage: 'TAPE_EXTRUSION',
      shift: 'A',
      lines: [
        { lineRole: 'INPUT', itemId: ids.granules, stockAreaId: ids.store, quantity: kg },
        { lineRole: 'OUTPUT', itemId: ids.tape, stockAreaId: ids.weaving, quantity: kg, lotNumber },
      ],
    }),
  );
  expect(extruded.status, JSON.stringify(extruded.body)).toBe(200);
};

beforeAll(async () => {
  await submit(INWARD, await inwardOf(await openOrder(), [100, 50]));
  m.fabric = await idOf(sql`SELECT id::int FROM item WHERE code = 'SF-WF-090'`);
  m.loom1 = await idOf(sql`SELECT id::int FROM machine WHERE code = 'LOOM-01'`);
  m.loom2 = await idOf(sql`SELECT id::int FROM machine WHERE code = 'LOOM-02'`);
  // 95 kg of tape bobbins extruded into the weaving department's stock area.
  await extrude(95, 'WA-T');
  await config('DEFAULT_TAPEBOBINE_MATERIAL', String(ids.tape));
});
afterEach(expectConsistent);

describe('a loom daily production entry', () => {
  it('with WEAVING_PROCESS_AUTOMATION NO moves no stock and makes no roll', async () => {
    await config('WEAVING_PROCESS_AUTOMATION', 'NO');
    const tape = await stockOf(ids.tape, ids.weaving);
    const reply = await submit(DP, await shiftWise('A', [run({ machineId: m.loom1 })]));
    expect(reply.body.data).toMatchObject({ status: S.OPEN });
    expect(await wovenBy('dailyProduction', (reply.body.data as Doc).id)).toEqual([]);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape);
  });

  it('with it YES weaves each loom line into a roll with a generated number; its cancel takes them back', async () => {
    await config('WEAVING_PROCESS_AUTOMATION', 'YES');
    const tape = await stockOf(ids.tape, ids.weaving);
    const fabric = await stockOf(m.fabric, ids.weaving);
    const reply = await submit(
      DP,
      await shiftWise('B', [run({ machineId: m.loom1 }), run({ machineId: m.loom2, metres: 300, kg: 30 })]),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const entry = reply.body.data as Doc;
    expect(entry.status).toBe(S.OPEN);
    const woven = await wovenBy('dailyProduction', entry.id);
    expect(woven).toEqual([
      expect.objectContaining({
        status: S.COMPLETED,
        roll: expect.stringMatching(/^SF-WF-090-261124-\d{2}$/),
      }),
      expect.objectContaining({ status: S.COMPLETED, remarks: `Woven on ${entry.number}` }),
    ]);
    expect(new Set(woven.map((row) => row.roll)).size).toBe(2);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape - 70);
    expect(await stockOf(m.fabric, ids.weaving)).toBe(fabric + 700);

    const cancelled = await ok(`${DP}/cancel`, {
      id: entry.id,
      version: entry.version,
      reason: 'wrong shift',
    });
    expect(cancelled.status).toBe(S.CANCELLED);
    expect((await wovenBy('dailyProduction', entry.id)).map((row) => row.status)).toEqual([
      S.CANCELLED,
      S.CANCELLED,
    ]);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape);
    expect(await stockOf(m.fabric, ids.weaving)).toBe(fabric);
  });

  it('machine-wise weaves a roll per shift line', async () => {
    await config('WEAVING_PROCESS_AUTOMATION', 'YES');
    const fabric = await stockOf(m.fabric, ids.weaving);
    const draft = await ok(`${DPM}/save`, {
      date: '2026-11-25',
      machineId: m.loom2,
      lines: [run({ shift: 'A', metres: 100, kg: 10 }), run({ shift: 'B', metres: 100, kg: 10 })],
    });
    const reply = await submit(DPM, draft);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const woven = await wovenBy('dailyProductionMachineWise', (reply.body.data as Doc).id);
    expect(woven.map((row) => row.roll)).toEqual([
      expect.stringMatching(/^SF-WF-090-261125-01$/),
      expect.stringMatching(/^SF-WF-090-261125-02$/),
    ]);
    expect(await stockOf(m.fabric, ids.weaving)).toBe(fabric + 200);
  });

  it('a roll beyond the GSM refusal, or no tape to weave, refuses the whole entry on the line', async () => {
    await config('WEAVING_PROCESS_AUTOMATION', 'YES');
    const tape = await stockOf(ids.tape, ids.weaving);
    const draft = await shiftWise('C', [run({ machineId: m.loom1 }), run({ machineId: m.loom2, kg: 60 })]);
    const refused = await submit(DP, draft);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.1.kg',
        message: expect.stringMatching(/^Circular Loom 2: GSM .* from the item's 90/),
      }),
    ]);
    expect(await wovenBy('dailyProduction', draft.id)).toEqual([]);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape);
    const stillDraft = await app().call<Doc>('GET', `${DP}/${draft.id}`, app().admin);
    expect(stillDraft.body.data).toMatchObject({ status: S.DRAFT });

    const tooMuch = await submit(
      DP,
      await shiftWise('DAY', [run({ machineId: m.loom1, metres: 1000, kg: 100 })]),
    );
    expect(tooMuch.status).toBe(400);
    expect(issuesOf(tooMuch)[0]).toMatchObject({
      field: 'lines.0.kg',
      message: expect.stringMatching(/^Circular Loom 1: /),
    });
  });
});

describe('an automated roll made whole (decisions 1310–1312)', () => {
  beforeAll(async () => {
    await submit(INWARD, await inwardOf(await openOrder(), [100, 50]));
    await submit(INWARD, await inwardOf(await openOrder(), [100, 50]));
    await extrude(150, 'WA-T2');
  });
  const rollOf = (entry: string, id: number) =>
    queryRows<{ operator: number | null; mesh: string | null; area: number; gsm: number }>(
      db(),
      sql`SELECT w.operator_id::int AS operator, l.mesh, l.stock_area_id::int AS area, l.gsm::float AS gsm FROM weaving_process w
          JOIN weaving_process_lines l ON l.weaving_process_id = w.id AND l.line_role = 'OUTPUT'
          WHERE w.source_entry = ${`${entry}:${id}`} ORDER BY w.id`,
    );

  it('a GSM between the warning and refusal limits is let through, said on the line; mesh and operator go on the roll', async () => {
    await config('WEAVING_PROCESS_AUTOMATION', 'YES');
    // The operator, a staff member ticked Machine Operator (decision 2075), is the roll's entry's own.
    const admin = await idOf(
      sql`UPDATE staff SET operator = true WHERE username = 'admin' RETURNING id::int`,
    );
    const draft = await ok(`${DP}/save`, {
      date: '2026-11-26',
      shift: 'A',
      lines: [
        run({ machineId: m.loom1, operatorId: admin, mesh: '10x10', kg: 43 }),
        run({ machineId: m.loom2 }),
      ],
    });
    const reply = await submit(DP, draft);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const entry = reply.body.data as Doc;
    // 43 kg of 400 m of 22 inch tubular fabric: GSM 96.19, 6.88% from the fabric's 90 (between 5% and 15%).
    expect(entry.notices).toEqual([
      {
        field: 'lines.0.kg',
        level: 'warning',
        message: "Circular Loom 1: GSM 96.19 is 6.88% from the item's 90.",
      },
    ]);
    expect((entry.lines as Doc[]).map((line) => line.gsm)).toEqual([96.19, 89.48]);
    // A read line carries what its form works the GSM out with: the loom's and the fabric's measures.
    expect((entry.lines as Doc[])[0]).toMatchObject({
      machine: { isLoom: true, machineKind: 'CIRCULAR_LOOM', loomWidth: 24 },
      item: { gsm: 90, width: 22 },
    });
    expect(entry.lines as Doc[]).toEqual([
      expect.objectContaining({ operatorId: admin, mesh: '10x10' }),
      expect.objectContaining({ operatorId: null, mesh: null }),
    ]);
    const rolls = await rollOf('dailyProduction', entry.id);
    expect(rolls).toEqual([
      { operator: admin, mesh: '10x10', area: ids.weaving, gsm: 96.19 },
      { operator: null, mesh: null, area: ids.weaving, gsm: 89.48 },
    ]);
  });

  it('no notice when every roll is within the warning limit', async () => {
    await config('WEAVING_PROCESS_AUTOMATION', 'YES');
    const reply = await submit(
      DP,
      await ok(`${DP}/save`, { date: '2026-11-26', shift: 'B', lines: [run({ machineId: m.loom1 })] }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).not.toHaveProperty('notices');
  });

  it("a loom with a stock area of its own puts its rolls there; the tape still comes from its department's", async () => {
    await config('WEAVING_PROCESS_AUTOMATION', 'YES');
    const department = await idOf(sql`SELECT department_id::int AS id FROM machine WHERE id = ${m.loom2}`);
    const bay = await ok('chemical/stockArea/save', {
      name: 'Loom 2 Bay',
      code: 'LOOM2-BAY',
      departmentId: department,
    });
    const loom = (await app().call<Doc>('GET', `chemical/machine/${m.loom2}`, app().admin)).body.data as Doc;
    await ok('chemical/machine/update', { ...loom, stockAreaId: bay.id });
    try {
      const tape = await stockOf(ids.tape, ids.weaving);
      const reply = await submit(
        DPM,
        await ok(`${DPM}/save`, {
          date: '2026-11-27',
          machineId: m.loom2,
          lines: [run({ shift: 'A', mesh: '12x12' })],
        }),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const rolls = await rollOf('dailyProductionMachineWise', (reply.body.data as Doc).id);
      expect(rolls).toEqual([expect.objectContaining({ area: bay.id, mesh: '12x12' })]);
      expect(await stockOf(m.fabric, bay.id)).toBe(400);
      expect(await stockOf(ids.tape, ids.weaving)).toBe(tape - 40);
    } finally {
      const saved = (await app().call<Doc>('GET', `chemical/machine/${m.loom2}`, app().admin)).body
        .data as Doc;
      await ok('chemical/machine/update', { ...saved, stockAreaId: null });
    }
  });

  it('refuses an operator who is not staff of the organisation, in words', async () => {
    const refused = await app().call<Doc>('POST', `${DP}/save`, app().admin, {
      date: '2026-11-28',
      shift: 'A',
      lines: [run({ machineId: m.loom1, operatorId: 999999 })],
    });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)[0]).toMatchObject({ field: 'lines.0.operatorId' });
  });
});
