import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 17 "Quality hold" over HTTP (decisions 0950–0952): with LAB_TEST_INWARD YES an inward's stock is
// held and cannot be issued; a failing lab result keeps it held; a passing one releases it (two RELEASE
// rows per place) and the issue succeeds; refusals in words; another organisation's inward is not found.

let suite: Suite;
type Line = Record<string, unknown> & { id: number };
type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  status: number;
  number: string;
  lines: Line[];
};
interface Issue {
  field: string;
  message: string;
}
interface LabLine {
  lineId: number;
  lineNo: number;
  heldQuantity: number;
  state: string;
  results: { passed: boolean; readings: { name: string; passed: boolean; problem: string | null }[] }[];
}

const PO = 'chemical/purchaseOrder';
const INWARD = 'chemical/inward';
const LAB = 'chemical/inward/labResult';
const ids = { supplier: 0, branch: 0, tape: 0, weaving: 0, stores: 0, moisture: 0, mfi: 0, colour: 0 };
const idOf = async (path: string, key: string, value: string) =>
  (await findIn<{ id: number }>(suite, path, key, value, suite.admin)).id;

const call = (path: string, body: unknown, token = suite.admin) => suite.call<Doc>('POST', path, token, body);
const ok = async <T = Doc>(path: string, body: unknown): Promise<T> => {
  const reply = await call(path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as T;
};
const submit = (path: string, doc: Doc) => call(`${path}/submit`, { id: doc.id, version: doc.version });
const issuesOf = (reply: { body: { data?: unknown } }) => (reply.body.data as { issues: Issue[] }).issues;
const config = (key: string, value: string) =>
  suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT org_id, ${key}, ${value} FROM item WHERE id = ${ids.tape}
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
const labOf = async (inwardId: number, token = suite.admin) =>
  suite.call<{ inwardId: number; lines: LabLine[] }>('GET', `${LAB}/${inwardId}`, token);

/** The tape in the weaving WIP under `lot`, held or available, from the balance rows. */
async function stockOf(lot: string, held: boolean): Promise<number> {
  const [row] = await queryRows<{ q: number }>(
    suite.server.database.db,
    sql`SELECT coalesce(sum(b.quantity), 0)::float8 AS q FROM stock_balance b
        JOIN stock_identity i ON i.id = b.identity_id JOIN stock_material m ON m.id = b.material_id
        WHERE m.item_id = ${ids.tape} AND b.stock_area_id = ${ids.weaving} AND i.lot_number = ${lot} AND b.held = ${held}`,
  );
  return row?.q ?? 0;
}

beforeAll(async () => {
  suite = await createSuite();
  ids.supplier = await idOf('party', 'companyName', 'Shree Ganesh Polymers');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
  ids.weaving = await idOf('chemical/stockArea', 'name', 'Weaving WIP');
  ids.stores = await idOf('chemical/department', 'name', 'Stores');
  const tape = (await suite.call<Doc>('GET', `chemical/item/${ids.tape}`, suite.admin)).body.data as Doc;
  const param = async (body: Record<string, unknown>) =>
    (await ok<Doc>('customParam/save', { productTypeId: tape.productTypeId ?? null, ...body })).id;
  ids.moisture = await param({ name: 'Moisture', unit: '%', maxValue: 0.5 });
  ids.mfi = await param({ name: 'Melt Flow Index', unit: 'g/10 min', minValue: 2.5, maxValue: 4 });
  ids.colour = await param({ name: 'Colour', testMethod: 'Visual' });
  await config('LAB_TEST_INWARD', 'YES');
});
afterAll(() => suite.server.close());

/** A completed inward of `quantity` kg tape into the weaving WIP under `lot`, against a new order. */
async function inwardOf(lot: string, quantity = 10): Promise<Doc> {
  const order = await ok(`${PO}/save`, {
    partyId: ids.supplier,
    date: '2026-11-20',
    branchId: ids.branch,
    lines: [{ itemId: ids.tape, quantity: 50, rate: 200 }],
  });
  const placed = (await submit(PO, order)).body.data as Doc;
  const draft = await ok(`${INWARD}/save`, {
    partyId: ids.supplier,
    date: '2026-11-23',
    branchId: ids.branch,
    purchaseOrderId: placed.id,
    lines: [
      {
        purchaseOrderLineId: placed.lines[0]?.id,
        itemId: ids.tape,
        quantity,
        acceptedQuantity: quantity,
        stockAreaId: ids.weaving,
        lotNumber: lot,
      },
    ],
  });
  const done = await submit(INWARD, draft);
  expect(done.body.data).toMatchObject({ status: S.COMPLETED });
  return done.body.data as Doc;
}

const issueOf = async (lot: string, quantity: number) =>
  submit(
    'chemical/stockIssue',
    await ok('chemical/stockIssue/save', {
      date: '2026-11-23',
      departmentId: ids.stores,
      purpose: 'CONSUMPTION',
      lines: [{ itemId: ids.tape, stockAreaId: ids.weaving, lotNumber: lot, quantity }],
    }),
  );

const readings = (moisture: number, mfi = 3) => [
  { parameterId: ids.moisture, value: moisture },
  { parameterId: ids.mfi, value: mfi },
];
const result = (inward: Doc, body: Record<string, unknown>, token = suite.admin) =>
  call(LAB, { id: inward.id, lineId: inward.lines[0]?.id, ...body }, token);

describe('a failed lab test lets the store return it (decision 0884)', () => {
  it('the purchase return takes the held lot back to the supplier; an issue still may not take it', async () => {
    const inward = await inwardOf('LOT-FAIL-RET', 10);
    expect((await result(inward, { readings: readings(0.9), remarks: 'Wet' })).status).toBe(200);
    expect(await stockOf('LOT-FAIL-RET', true)).toBe(10);
    expect((await issueOf('LOT-FAIL-RET', 1)).status).toBe(400);
    const returned = await submit(
      'chemical/purchaseReturn',
      await ok('chemical/purchaseReturn/save', {
        partyId: ids.supplier,
        date: '2026-11-24',
        branchId: ids.branch,
        purchaseOrderId: inward.purchaseOrderId,
        lines: [
          {
            purchaseOrderLineId: inward.lines[0]?.purchaseOrderLineId,
            itemId: ids.tape,
            quantity: 10,
            stockAreaId: ids.weaving,
            lotNumber: 'LOT-FAIL-RET',
            reason: 'Failed the lab test',
          },
        ],
      }),
    );
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data).toMatchObject({ status: S.COMPLETED });
    expect(await stockOf('LOT-FAIL-RET', true)).toBe(0);
    const [rows] = await queryRows<{ n: number; held: boolean }>(
      suite.server.database.db,
      sql`SELECT count(*)::int AS n, bool_and(held) AS held FROM stock_ledger
          WHERE document_type = 'purchaseReturn' AND document_id = ${returned.body.data?.id}`,
    );
    expect(rows).toEqual({ n: 1, held: true });
  });
});

describe('the quality hold released by a lab result', () => {
  it('held stock cannot be issued; a fail keeps it held; a pass releases it with two RELEASE rows', async () => {
    const inward = await inwardOf('LAB-1');
    expect(await stockOf('LAB-1', true)).toBe(10);
    const refused = await issueOf('LAB-1', 1);
    expect(refused.status).toBe(400);
    // The refusal says why the stock on the shelf cannot go: it is held (issue 38's walk).
    expect(issuesOf(refused)[0]?.message).toMatch(/available in Weaving WIP \(10(\.0+)? \S+ held\)/);
    expect((await labOf(inward.id)).body.data?.lines).toEqual([
      expect.objectContaining({ lineNo: 1, heldQuantity: 10, state: 'pending', results: [] }),
    ]);

    const failed = await result(inward, { readings: readings(0.8), remarks: 'Damp bags' });
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.data).toMatchObject({ released: 0, result: { passed: false, remarks: 'Damp bags' } });
    expect(await stockOf('LAB-1', true)).toBe(10);
    const afterFail = (await labOf(inward.id)).body.data?.lines[0];
    expect(afterFail).toMatchObject({ state: 'failed', heldQuantity: 10 });
    expect(afterFail?.results[0]?.readings).toEqual([
      expect.objectContaining({
        name: 'Moisture',
        passed: false,
        problem: 'Moisture 0.8% is above its limit 0.5%',
      }),
      expect.objectContaining({ name: 'Melt Flow Index', passed: true, problem: null }),
    ]);

    const passed = await result(inward, {
      readings: [...readings(0.3), { parameterId: ids.colour, value: 1 }],
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    expect(passed.body.data).toMatchObject({ released: 10, result: { passed: true } });
    expect(await stockOf('LAB-1', true)).toBe(0);
    expect(await stockOf('LAB-1', false)).toBe(10);
    const rows = await queryRows<{ held: boolean; quantity: number; value: number }>(
      suite.server.database.db,
      sql`SELECT held, quantity::float8 AS quantity, value::float8 AS value FROM stock_ledger
          WHERE document_type = 'inward' AND document_id = ${inward.id} AND movement = 'RELEASE' ORDER BY id`,
    );
    // Out of held and into available at the moving average: the pair moves no value.
    expect(rows).toEqual([
      { held: true, quantity: -10, value: expect.any(Number) },
      { held: false, quantity: 10, value: -(rows[0]?.value ?? 0) },
    ]);
    expect((await labOf(inward.id)).body.data?.lines[0]).toMatchObject({
      state: 'released',
      heldQuantity: 0,
    });
    expect((await issueOf('LAB-1', 1)).body.data).toMatchObject({ status: S.COMPLETED });

    const again = await result(inward, { readings: readings(0.3) });
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe('Line 1 was released by a passing lab result.');
  });

  it('a cancel of a released inward reverses the release and the receipt', async () => {
    const inward = await inwardOf('LAB-2', 4);
    await result(inward, { readings: readings(0.1) });
    expect(await stockOf('LAB-2', false)).toBe(4);
    const cancelled = await call(`${INWARD}/cancel`, {
      id: inward.id,
      version: inward.version,
      reason: 'Wrong lot',
    });
    expect(cancelled.body.data).toMatchObject({ status: S.CANCELLED });
    expect([await stockOf('LAB-2', false), await stockOf('LAB-2', true)]).toEqual([0, 0]);
    const closed = await result(inward, { readings: readings(0.1) });
    expect(closed.status).toBe(409);
    expect(closed.body.responseMessage).toMatch(
      /^Inward GRN\/.+ is Cancelled: only a completed inward's stock is tested\.$/,
    );
  });

  it('refuses in words: no readings, a reading missing or of another parameter, a line not held, a stranger line, a bad body', async () => {
    const inward = await inwardOf('LAB-3', 2);
    const missing = await result(inward, { readings: [{ parameterId: ids.moisture, value: 0.1 }] });
    expect(missing.status).toBe(400);
    expect(issuesOf(missing)).toEqual([
      expect.objectContaining({ field: 'readings', message: 'Melt Flow Index has no reading.' }),
    ]);
    const stranger = await result(inward, {
      readings: [...readings(0.1), { parameterId: 99999999, value: 1 }],
    });
    expect(issuesOf(stranger)[0]?.message).toBe(
      "The parameter 99999999 is not a quality parameter of this item's product type: choose one of its own.",
    );
    // Issue 42: a parameter of another product type is refused by its name, not an internal number.
    const granules = await idOf('chemical/productType', 'name', 'Granules');
    const ash = (
      await ok<Doc>('customParam/save', { productTypeId: granules, name: 'Ash content', maxValue: 1 })
    ).id;
    const other = await result(inward, { readings: [...readings(0.1), { parameterId: ash, value: 0.2 }] });
    expect(issuesOf(other)[0]?.message).toBe(
      "Ash content is not a quality parameter of this item's product type: choose one of its own.",
    );
    const twice = await result(inward, {
      readings: [...readings(0.1), { parameterId: ids.moisture, value: 1 }],
    });
    expect(twice.status).toBe(400);
    const words = await result(inward, { readings: [{ parameterId: ids.moisture, value: 'dry' }] });
    expect(issuesOf(words)[0]?.field).toBe('readings.0.value');
    // Issue 56: a result of no readings passed where the item's parameters had no limits, releasing the lot.
    const none = await result(inward, { readings: [] });
    expect(issuesOf(none)).toEqual([
      expect.objectContaining({
        field: 'readings',
        message: 'Enter the readings: a lab test is judged on the readings of the quality parameters tested.',
      }),
    ]);
    const line = await call(LAB, { id: inward.id, lineId: 99999999, readings: readings(0.1) });
    expect(issuesOf(line)).toEqual([expect.objectContaining({ field: 'lineId' })]);
    expect(await stockOf('LAB-3', true)).toBe(2);

    await config('LAB_TEST_INWARD', 'NO');
    try {
      const free = await inwardOf('LAB-4', 2);
      const notHeld = await result(free, { readings: readings(0.1) });
      expect(notHeld.status).toBe(409);
      expect(notHeld.body.responseMessage).toBe('Line 1 is not held for a lab test.');
      expect((await labOf(free.id)).body.data?.lines[0]).toMatchObject({ state: 'notHeld', heldQuantity: 0 });
    } finally {
      await config('LAB_TEST_INWARD', 'YES');
    }
  });

  it("another organisation's inward is not found, for the result and the read", async () => {
    const inward = await inwardOf('LAB-5', 1);
    expect((await result(inward, { readings: readings(0.1) }, suite.orgB)).status).toBe(404);
    expect((await labOf(inward.id, suite.orgB)).status).toBe(404);
    expect(await stockOf('LAB-5', true)).toBe(1);
    expect((await labOf(99999999)).status).toBe(404);
  });
});
