import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 18's inter-department transfer over HTTP (decision 1001): stock moves between two departments'
// stock areas of one branch in one step, lot for lot, out of one and into the other; refusals in words.

const IDT = 'erp/cbl-to-cbl';
const { app, ids, call, ok, submit, issuesOf, read, config, stockOf, openOrder, inwardOf } =
  useStockDocuments();
const extra = { weavingDepartment: 0, vapiArea: 0 };

const saved = async (path: string, body: Record<string, unknown>) => (await ok(`${path}/save`, body)).id;

describe('inter-department transfer', () => {
  beforeAll(async () => {
    const departments = await app().call<Doc>(
      'GET',
      'chemical/department/getAllByPartner?size=100',
      app().admin,
    );
    extra.weavingDepartment = Number(departments.body.dataList?.find((row) => row.name === 'Weaving')?.id);
    const branch = await saved('erp/branch', { name: 'Vapi Works', code: 'VAPI', city: 'Vapi', state: '24' });
    const location = await saved('erp/location', { name: 'Vapi Plant', code: 'VAPI-P', branchId: branch });
    extra.vapiArea = await saved('chemical/stockArea', {
      name: 'Vapi Store',
      code: 'VAPI-S',
      locationId: location,
    });
  });

  const transfer = (lines: readonly Record<string, unknown>[], header: Record<string, unknown> = {}) =>
    ok(`${IDT}/save`, {
      date: '2026-11-24',
      fromDepartmentId: ids.stores,
      toDepartmentId: extra.weavingDepartment,
      reason: 'Granules for the extruder',
      lines,
      ...header,
    });
  const line = (quantity: number, extraFields: Record<string, unknown> = {}) => ({
    itemId: ids.granules,
    fromStockAreaId: ids.store,
    toStockAreaId: ids.weaving,
    quantity,
    ...extraFields,
  });

  it('moves the quantity lot for lot from one stock area to the other; a cancel moves it back', async () => {
    const order = await openOrder();
    await submit(INWARD, await inwardOf(order, [40]));
    const [store, weaving] = [
      await stockOf(ids.granules, ids.store),
      await stockOf(ids.granules, ids.weaving),
    ];
    const done = await submit(IDT, await transfer([line(30)]));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const moved = done.body.data as Doc;
    expect(moved).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^IDT\//) });
    expect(await stockOf(ids.granules, ids.store)).toBe(store - 30);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(weaving + 30);
    const [legs] = await queryRows<{ n: number; sum: number; value: number }>(
      app().server.database.db,
      sql`SELECT count(*)::int AS n, sum(quantity)::float8 AS sum, sum(value)::float8 AS value FROM stock_ledger
          WHERE document_type = 'departmentTransfer' AND document_id = ${moved.id} AND movement = 'TRANSFER'`,
    );
    expect(legs).toMatchObject({ sum: 0, value: 0 });
    expect(legs?.n).toBeGreaterThanOrEqual(2);
    await ok(`${IDT}/cancel`, { id: moved.id, version: moved.version, reason: 'Sent to the wrong line' });
    expect(await stockOf(ids.granules, ids.store)).toBe(store);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(weaving);
  });

  it('refuses in words: the same area, beyond the stock, another branch', async () => {
    const same = await call(`${IDT}/save`, {
      date: '2026-11-24',
      fromDepartmentId: ids.stores,
      toDepartmentId: ids.stores,
      reason: 'x',
      lines: [line(1, { toStockAreaId: ids.store })],
    });
    expect(same.status).toBe(400);
    expect(issuesOf(same)).toEqual([
      expect.objectContaining({
        field: 'lines.0.toStockAreaId',
        message: 'Choose another stock area or rack to move to: it is the one the material leaves.',
      }),
    ]);
    const available = await stockOf(ids.granules, ids.store);
    const beyond = await submit(IDT, await transfer([line(available + 1)]));
    expect(beyond.status).toBe(400);
    expect(issuesOf(beyond)[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: expect.stringMatching(
        /^Only [\d,.]+ \S+ of PP Granules.* available in Raw Material Store; [\d,.]+ \S+ asked$/,
      ),
    });
    const away = await submit(IDT, await transfer([line(1, { toStockAreaId: extra.vapiArea })]));
    expect(away.status).toBe(400);
    expect(issuesOf(away)[0]).toMatchObject({
      field: 'lines.0.toStockAreaId',
      message: expect.stringMatching(
        /^Vapi Store \(Vapi Works\) is in another branch than Raw Material Store \(Head Office\)/,
      ),
    });
    expect(await stockOf(ids.granules, ids.store)).toBe(available);
  });

  it('with CBL_FLOW_SUPPORT YES (decision 1041): sent into the in-between place, accepted by the receiving side', async () => {
    await config('CBL_FLOW_SUPPORT', 'YES');
    const order = await openOrder();
    await submit(INWARD, await inwardOf(order, [20]));
    const [store, weaving] = [
      await stockOf(ids.granules, ids.store),
      await stockOf(ids.granules, ids.weaving),
    ];
    const sent = await submit(IDT, await transfer([line(12)]));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const doc = sent.body.data as Doc;
    expect(doc).toMatchObject({ status: S.OPEN, number: expect.stringMatching(/^IDT\//) });
    const code = `TRANSIT-D${ids.stores}-${extra.weavingDepartment}`;
    const place = await app().call<Doc>('GET', `chemical/stockArea/getAllByPartner?q=${code}`, app().admin);
    const placeId = Number(place.body.dataList?.[0]?.id);
    expect(place.body.dataList?.[0]).toMatchObject({ name: 'In transit: Stores → Weaving', active: false });
    expect(await stockOf(ids.granules, ids.store)).toBe(store - 12);
    expect(await stockOf(ids.granules, placeId)).toBe(12);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(weaving);
    const listed = await app().call<Doc>('GET', `${IDT}/getSentList?size=50`, app().admin);
    expect(listed.body.dataList?.map((row) => row.id)).toContain(doc.id);
    const amended = await call(`${IDT}/amend`, { id: doc.id, version: doc.version });
    expect(amended.status).toBe(409);
    // The switch is read at submit: turned off now, the sent transfer is still accepted.
    await config('CBL_FLOW_SUPPORT', 'NO');
    const accepted = await call(`${IDT}/accept`, { id: doc.id, version: doc.version });
    expect(accepted.body.data).toMatchObject({ status: S.COMPLETED });
    expect(await stockOf(ids.granules, placeId)).toBe(0);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(weaving + 12);
    const twice = await call(`${IDT}/accept`, { id: doc.id, version: (accepted.body.data as Doc).version });
    expect(twice.status).toBe(409);
    const current = await read(IDT, doc.id);
    await ok(`${IDT}/cancel`, { id: doc.id, version: current.version, reason: 'Wrong lot' });
    expect(await stockOf(ids.granules, ids.store)).toBe(store);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(weaving);
  });

  it('refuses to accept a sent transfer dated on or before the books lock; accepted once the lock moves back', async () => {
    await config('CBL_FLOW_SUPPORT', 'YES');
    const sent = (await submit(IDT, await transfer([line(2)], { date: '2026-11-20' }))).body.data as Doc;
    await config('CBL_FLOW_SUPPORT', 'NO');
    await config('BOOKS_LOCKED_UPTO', '2026-11-22');
    const locked = await call(`${IDT}/accept`, { id: sent.id, version: sent.version });
    await config('BOOKS_LOCKED_UPTO', '');
    expect(locked.status).toBe(400);
    expect(issuesOf(locked)).toEqual([
      expect.objectContaining({ field: 'date', message: expect.stringMatching(/locked up to 22/) }),
    ]);
    expect((await read(IDT, sent.id)).status).toBe(S.OPEN);
    const accepted = await call(`${IDT}/accept`, { id: sent.id, version: sent.version });
    expect(accepted.body.data).toMatchObject({ status: S.COMPLETED });
  });

  it('with CBL_FLOW_SUPPORT YES a sent transfer cancelled before it is accepted comes back; one step when NO', async () => {
    await config('CBL_FLOW_SUPPORT', 'YES');
    const store = await stockOf(ids.granules, ids.store);
    const sent = (await submit(IDT, await transfer([line(3)]))).body.data as Doc;
    expect(sent.status).toBe(S.OPEN);
    await ok(`${IDT}/cancel`, { id: sent.id, version: sent.version, reason: 'Not needed' });
    expect(await stockOf(ids.granules, ids.store)).toBe(store);
    const refused = await call(`${IDT}/accept`, { id: sent.id, version: sent.version + 1 });
    expect(refused.status).toBe(409);
    await config('CBL_FLOW_SUPPORT', 'NO');
    const direct = (await submit(IDT, await transfer([line(3)]))).body.data as Doc;
    expect(direct.status).toBe(S.COMPLETED);
    expect(await stockOf(ids.granules, ids.store)).toBe(store - 3);
  });
});
