import { ACL_MODES, ACL_VIEW, DOCUMENT_STATUS as S, PRODUCTION_MOVEMENTS, financialYear } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { addRole, addStaff } from '../src/seed/base.ts';
import { today } from '../src/core/today.ts';
import { postMovements } from '../src/stock/ledger.ts';
import { tokenFor } from '../src/testing.ts';
import { INWARD, ISSUE, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 18's material reconciliation over HTTP (decision 1020): a department's figures for a period from
// the ledger (searchItem), the next slip number not taken (getSlipNo/false), the sheet's loss posted out
// of the department's area once approved, and the refusals in words.

const MRS = 'chemical/reconcile';
const IDT = 'erp/cbl-to-cbl';
const { app, ids, call, ok, submit, issuesOf, stockOf, openOrder, inwardOf } = useStockDocuments();
const extra = { weaving: 0, floor: 0, approverRole: 0, approver: '', otherDepartment: 0 };
const day = today();
const tomorrow = (() => {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
})();

type Row = Record<string, unknown>;
const search = (body: Row) =>
  call(`${MRS}/searchItem`, { departmentId: extra.weaving, fromDate: day, toDate: day, ...body });
const slipNo = async () =>
  (await app().call<{ number: string }>('GET', `${MRS}/getSlipNo/false`, app().admin)).body.data?.number;

/** A sheet of Weaving for today with one line of granules. */
const sheet = (line: Row = {}, header: Row = {}) =>
  call(`${MRS}/save`, {
    date: day,
    departmentId: extra.weaving,
    fromDate: day,
    toDate: day,
    lines: [
      {
        itemId: ids.granules,
        stockAreaId: ids.weaving,
        quantity: 25,
        countedQuantity: 22,
        lossQuantity: 3,
        ...line,
      },
    ],
    ...header,
  });
const saved = async (line: Row = {}, header: Row = {}) => {
  const reply = await sheet(line, header);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};

beforeAll(async () => {
  const departments = await app().call<Doc>(
    'GET',
    'chemical/department/getAllByPartner?size=100',
    app().admin,
  );
  extra.weaving = Number(departments.body.dataList?.find((row) => row.name === 'Weaving')?.id);
  const theirs = await app().call<Doc>('GET', 'chemical/department/getAllByPartner?size=100', app().orgB);
  extra.otherDepartment = Number(theirs.body.dataList?.[0]?.id);
  extra.floor = (
    await ok('chemical/stockArea/save', { name: 'Weaving Floor', code: 'WVG-F', departmentId: extra.weaving })
  ).id;
  // Weaving receives 40 kg from the store, sends 5 back and consumes 10.
  await submit(INWARD, await inwardOf(await openOrder(), [100]));
  const move = (
    from: number,
    to: number,
    quantity: number,
    fromDepartmentId: number,
    toDepartmentId: number,
  ) =>
    ok(`${IDT}/save`, {
      date: day,
      fromDepartmentId,
      toDepartmentId,
      reason: 'Reconciliation test',
      lines: [{ itemId: ids.granules, fromStockAreaId: from, toStockAreaId: to, quantity }],
    });
  expect((await submit(IDT, await move(ids.store, ids.weaving, 40, ids.stores, extra.weaving))).status).toBe(
    200,
  );
  expect((await submit(IDT, await move(ids.weaving, ids.store, 5, extra.weaving, ids.stores))).status).toBe(
    200,
  );
  const issue = await ok(`${ISSUE}/save`, {
    date: day,
    departmentId: extra.weaving,
    purpose: 'CONSUMPTION',
    lines: [{ itemId: ids.granules, stockAreaId: ids.weaving, quantity: 10 }],
  });
  expect((await submit(ISSUE, issue)).status).toBe(200);
  // An approver of a role of its own (the creator of a document never approves it).
  const [admin] = await queryRows<{ orgId: number }>(
    app().server.database.db,
    sql`SELECT org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  extra.approverRole = await app().server.database.transaction(async (tx) => {
    const roleId = await addRole(
      tx,
      Number(admin?.orgId),
      { name: 'Auditor', description: 'Auditor' },
      () => ({
        view: ACL_VIEW.ALLOWED,
        mode: ACL_MODES.WRITE,
      }),
    );
    await addStaff(tx, {
      orgId: Number(admin?.orgId),
      username: 'auditor',
      firstname: 'A',
      lastname: 'U',
      roleId,
      passwordHash: 'x',
    });
    return roleId;
  });
  extra.approver = await tokenFor(app().server, 'auditor');
});

// Every balance row equals the sum of its ledger rows after each test.
afterEach(async () => {
  const drift = await queryRows<{ id: number }>(
    app().server.database.db,
    sql`SELECT b.id FROM stock_balance b
        LEFT JOIN (SELECT balance_id, sum(quantity) AS q FROM stock_ledger GROUP BY balance_id) l ON l.balance_id = b.id
        WHERE b.quantity <> coalesce(l.q, 0)`,
  );
  expect(drift).toEqual([]);
});

describe('searchItem: what a department moved in a period, from the ledger', () => {
  it('received from the store, returned to it, consumed, and the book; searchable and paged', async () => {
    const reply = await search({});
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.totalCount).toBe(1);
    expect(reply.body.dataList).toEqual([
      expect.objectContaining({
        itemId: ids.granules,
        itemName: expect.stringMatching(/PP Granules/),
        stockAreaId: ids.weaving,
        stockAreaName: 'Weaving WIP',
        openingQuantity: 0,
        receivedQuantity: 40,
        consumedQuantity: 10,
        returnedQuantity: 5,
        adjustedQuantity: 0,
        bookQuantity: 25,
        holdingQuantity: 25,
      }),
    ]);
    expect((await search({ search: 'granul' })).body.totalCount).toBe(1);
    expect((await search({ search: 'no such item' })).body).toMatchObject({ totalCount: 0, dataList: [] });
    expect((await search({ page: 2, size: 1 })).body).toMatchObject({ totalCount: 1, dataList: [] });
  });

  it('a later period opens with the book and moves nothing', async () => {
    const [row] = (await search({ fromDate: tomorrow, toDate: tomorrow })).body.dataList ?? [];
    expect(row).toMatchObject({
      openingQuantity: 25,
      receivedQuantity: 0,
      consumedQuantity: 0,
      bookQuantity: 25,
    });
  });

  it("production's inputs (issue 19's movement) count as consumed, its output as received", async () => {
    const [held] = await queryRows<{ lot: string }>(
      app().server.database.db,
      sql`SELECT i.lot_number AS lot FROM stock_balance b JOIN stock_identity i ON i.id = b.identity_id
          WHERE b.stock_area_id = ${ids.weaving} AND b.quantity > 0 LIMIT 1`,
    );
    const identity = { material: { itemId: ids.granules }, lotNumber: held?.lot ?? '' };
    const document = { type: 'productionBatch', id: null, number: 'PB/TEST/1' };
    const [admin] = await queryRows<{ staffId: number; orgId: number }>(
      app().server.database.db,
      sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = 'admin'`,
    );
    const caller = { staffId: Number(admin?.staffId), orgId: Number(admin?.orgId) };
    await app().server.database.transaction((tx) =>
      postMovements(tx, caller, [
        { identity, stockAreaId: ids.weaving, quantity: -2, movement: PRODUCTION_MOVEMENTS.input, document },
        { identity, stockAreaId: ids.weaving, quantity: 2, movement: PRODUCTION_MOVEMENTS.output, document },
      ]),
    );
    const [row] = (await search({})).body.dataList ?? [];
    expect(row).toMatchObject({ receivedQuantity: 42, consumedQuantity: 12, bookQuantity: 25 });
  });

  it('refuses a period backwards, a day that does not exist, a department of another organisation', async () => {
    const backwards = await search({ fromDate: tomorrow, toDate: day });
    expect(backwards.status).toBe(400);
    expect(issuesOf(backwards)).toEqual([
      expect.objectContaining({ field: 'toDate', message: 'The period cannot end before it starts.' }),
    ]);
    const nonsense = await search({ fromDate: '2026-02-30' });
    expect(nonsense.status).toBe(400);
    expect(issuesOf(nonsense)[0]?.field).toBe('fromDate');
    const theirs = await search({ departmentId: extra.otherDepartment });
    expect(theirs.status).toBe(400);
    expect(issuesOf(theirs)[0]).toMatchObject({ field: 'departmentId' });
  });
});

describe('the sheet: its slip number, its loss posted, its refusals', () => {
  it('getSlipNo/false shows the next number without taking it; the submit takes it; a cancel reverses', async () => {
    const next = await slipNo();
    expect(next).toBe(`MRS/${financialYear(day)}/00001`);
    expect(await slipNo()).toBe(next);
    const done = await submit(MRS, await saved());
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const posted = done.body.data as Doc;
    expect(posted).toMatchObject({ status: S.COMPLETED, number: next });
    expect(await slipNo()).toBe(`MRS/${financialYear(day)}/00002`);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(22);
    const [row] = (await search({})).body.dataList ?? [];
    expect(row).toMatchObject({ adjustedQuantity: -3, bookQuantity: 22 });
    const [rows] = await queryRows<{ movement: string; q: number }>(
      app().server.database.db,
      sql`SELECT movement, sum(quantity)::float8 AS q FROM stock_ledger
          WHERE document_type = 'materialReconciliation' AND document_no = ${next} GROUP BY movement`,
    );
    expect(rows).toEqual({ movement: 'ADJUSTMENT', q: -3 });
    const cancelled = await ok(`${MRS}/cancel`, {
      id: posted.id,
      version: posted.version,
      reason: 'Counted again',
    });
    expect(cancelled.status).toBe(S.CANCELLED);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(25);
    const again = await call(`${MRS}/cancel`, { id: cancelled.id, version: cancelled.version, reason: 'x' });
    expect(again.status).toBe(409);
  });

  it('refuses in words: another department’s area, more than the area holds, stale books, bad header', async () => {
    const foreign = await submit(
      MRS,
      await saved({ stockAreaId: ids.store, quantity: 25, countedQuantity: 24, lossQuantity: 1 }),
    );
    expect(foreign.status).toBe(400);
    expect(issuesOf(foreign)[0]).toMatchObject({
      field: 'lines.0.stockAreaId',
      message: 'Raw Material Store is not a stock area of Weaving: choose one of its own.',
    });
    const empty = await submit(
      MRS,
      await saved({ stockAreaId: extra.floor, quantity: 25, countedQuantity: 22, lossQuantity: 3 }),
    );
    expect(empty.status).toBe(400);
    expect(issuesOf(empty)[0]).toMatchObject({
      field: 'lines.0.lossQuantity',
      message: expect.stringMatching(
        /^Only 0(\.0+)? \S+ of PP Granules.* available in Weaving Floor; 3(\.0+)? \S+ asked$/,
      ),
    });
    const stale = await submit(MRS, await saved({ quantity: 30, countedQuantity: 27, lossQuantity: 3 }));
    expect(stale.status).toBe(400);
    expect(issuesOf(stale)[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: expect.stringMatching(/^The books of PP Granules.* for the period show 25(\.0+)? \S+, not 30/),
    });
    const line = {
      itemId: ids.granules,
      stockAreaId: ids.weaving,
      quantity: 25,
      countedQuantity: 24,
      lossQuantity: 1,
    };
    const twice = await submit(MRS, await saved(line, { lines: [line, line] }));
    expect(twice.status).toBe(400);
    expect(issuesOf(twice)).toEqual([
      expect.objectContaining({
        field: 'lines.1.itemId',
        message: 'Line 1 reconciles this item already: one line per item.',
      }),
    ]);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(25);
    const header = await sheet(
      { lossQuantity: 1 },
      { departmentId: extra.otherDepartment, fromDate: tomorrow, toDate: day },
    );
    expect(header.status).toBe(400);
    expect(issuesOf(header).map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['toDate', 'lines.0.lossQuantity']),
    );
    const theirs = await sheet({}, { departmentId: extra.otherDepartment });
    expect(theirs.status).toBe(400);
    expect(issuesOf(theirs)[0]?.field).toBe('departmentId');
  });

  it('two sheets of one period completed at once: one posts its loss, the other finds it', async () => {
    const [first, second] = [await saved(), await saved()];
    const replies = await Promise.all([submit(MRS, first), submit(MRS, second)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(22);
    const done = replies.find((reply) => reply.status === 200)?.body.data as Doc;
    await ok(`${MRS}/cancel`, { id: done.id, version: done.version, reason: 'Counted twice' });
    expect(await stockOf(ids.granules, ids.weaving)).toBe(25);
  });

  // Last: the approval configuration it saves stays for the rest of the file.
  it('waits for approval where configured: nothing moves until the last approval posts it', async () => {
    const configured = await call('approvalConfiguration/save', {
      moduleName: 'materialReconciliation',
      level: 1,
      departmentId: extra.weaving,
      roles: [{ roleId: extra.approverRole }],
      active: true,
    });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    const waiting = (await submit(MRS, await saved())).body.data as Doc;
    expect(waiting).toMatchObject({ status: S.PENDING_APPROVAL, number: expect.stringMatching(/^MRS\//) });
    expect(await stockOf(ids.granules, ids.weaving)).toBe(25);
    const approved = await app().call<Doc>('POST', 'approvalEntityStatus/approveRequest', extra.approver, {
      moduleId: 17,
      entityId: waiting.id,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: S.COMPLETED, number: waiting.number });
    expect(await stockOf(ids.granules, ids.weaving)).toBe(22);
    const closed = await call(`${MRS}/submit`, {
      id: waiting.id,
      version: (approved.body.data as Doc).version,
    });
    expect(closed.status).toBe(409);
    const edited = await call(`${MRS}/save`, { ...(approved.body.data as Doc), remarks: 'changed' });
    expect(edited.status).toBe(409);
    const rejected = (await submit(MRS, await saved({ quantity: 22, countedQuantity: 21, lossQuantity: 1 })))
      .body.data as Doc;
    const reply = await app().call<Doc>('POST', 'approvalEntityStatus/rejectRequest', extra.approver, {
      moduleId: 17,
      entityId: rejected.id,
      remarks: 'Count the second bay again',
    });
    const draft = reply.body.data as Doc;
    expect(draft).toMatchObject({ status: S.DRAFT, number: rejected.number });
    // Submitted again and approved: the period is reconciled already by the first sheet.
    expect((await submit(MRS, draft)).body.data).toMatchObject({ status: S.PENDING_APPROVAL });
    const twice = await app().call<Doc>('POST', 'approvalEntityStatus/approveRequest', extra.approver, {
      moduleId: 17,
      entityId: draft.id,
    });
    expect(twice.status).toBe(400);
    expect(issuesOf(twice)[0]).toMatchObject({
      field: 'lines.0.itemId',
      message: expect.stringMatching(
        new RegExp(
          `^PP Granules.* is reconciled for this period already, by ${waiting.number}: cancel that one first\\.$`,
        ),
      ),
    });
    expect(await stockOf(ids.granules, ids.weaving)).toBe(22);
  });
});

describe('searchItem: every movement kind into and out of a department lands in its column (decision 1845)', () => {
  const printing = { department: 0, area: 0, requestId: 0, requestLineId: 0 };
  const figures = async () => {
    const reply = await search({ departmentId: printing.department });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const row = reply.body.dataList?.find((found) => found.itemId === ids.granules);
    return {
      received: Number(row?.receivedQuantity ?? 0),
      consumed: Number(row?.consumedQuantity ?? 0),
      returned: Number(row?.returnedQuantity ?? 0),
      adjusted: Number(row?.adjustedQuantity ?? 0),
      book: Number(row?.bookQuantity ?? 0),
    };
  };
  const transfer = async (from: number, to: number, fromDepartmentId: number, toDepartmentId: number) => {
    const draft = await ok(`${IDT}/save`, {
      date: day,
      fromDepartmentId,
      toDepartmentId,
      reason: 'Reconciliation test',
      lines: [{ itemId: ids.granules, fromStockAreaId: from, toStockAreaId: to, quantity: 1 }],
    });
    const sent = await submit(IDT, draft);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  };

  beforeAll(async () => {
    printing.department = (
      await ok('chemical/department/save', { name: 'Reconciliation Bay', code: 'RCB' })
    ).id;
    printing.area = (
      await ok('chemical/stockArea/save', {
        name: 'Reconciliation Bay Floor',
        code: 'RCB-F',
        // Weaving WIP's location: the same branch, so inter-department transfers reach it.
        locationId: (await app().call<Doc>('GET', `chemical/stockArea/${ids.weaving}`, app().admin)).body.data
          ?.locationId,
        departmentId: printing.department,
      })
    ).id;
    const request = await ok('chemical/requestApproval/save', {
      date: day,
      departmentId: printing.department,
      requiredBy: tomorrow,
      purpose: 'PRODUCTION',
      lines: [{ itemId: ids.granules, quantity: 3 }],
    });
    const submitted = await submit('chemical/requestApproval', request);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const opened = submitted.body.data as Doc;
    printing.requestId = opened.id;
    printing.requestLineId = Number(opened.lines[0]?.id);
  });

  // [what the department did, how, what it adds to received, consumed, returned and adjusted]
  const kinds: [string, () => Promise<void>, [number, number, number, number]][] = [
    [
      'an allocation issues 3 to it: received, not consumed',
      async () => {
        const allocation = await ok('chemical/storeManagement/allocate/save', {
          materialRequestId: printing.requestId,
          date: day,
          lines: [
            {
              materialRequestLineId: printing.requestLineId,
              itemId: ids.granules,
              stockAreaId: ids.store,
              quantity: 3,
              toStockAreaId: printing.area,
            },
          ],
        });
        const allocated = await submit('chemical/storeManagement/allocate', allocation);
        expect(allocated.status, JSON.stringify(allocated.body)).toBe(200);
        const open = allocated.body.data as Doc;
        const issued = await call('chemical/storeManagement/allocate/issue', {
          id: open.id,
          version: open.version,
        });
        expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      },
      [3, 0, 0, 0],
    ],
    [
      'a transfer in from another department',
      () => transfer(ids.weaving, printing.area, extra.weaving, printing.department),
      [1, 0, 0, 0],
    ],
    [
      'a transfer out to another department',
      () => transfer(printing.area, ids.weaving, printing.department, extra.weaving),
      [0, 0, 1, 0],
    ],
    [
      'a return to the store',
      () => transfer(printing.area, ids.store, printing.department, ids.stores),
      [0, 0, 1, 0],
    ],
    [
      'production consumes it',
      async () => {
        const batch = await ok('chemical/productionbatch/save', {
          date: day,
          lines: [
            { lineRole: 'INPUT', itemId: ids.granules, stockAreaId: printing.area, quantity: 1 },
            {
              lineRole: 'OUTPUT',
              itemId: ids.tape,
              stockAreaId: ids.weaving,
              lotNumber: 'PRN-1',
              quantity: 1,
            },
          ],
        });
        const done = await submit('chemical/productionbatch', batch);
        expect(done.status, JSON.stringify(done.body)).toBe(200);
      },
      [0, 1, 0, 0],
    ],
    [
      'its reconciliation posts a loss',
      async () => {
        const posted = await submit(
          MRS,
          await saved(
            { stockAreaId: printing.area, quantity: 1, countedQuantity: 0.5, lossQuantity: 0.5 },
            { departmentId: printing.department },
          ),
        );
        expect(posted.body.data, JSON.stringify(posted.body)).toMatchObject({ status: S.COMPLETED });
      },
      [0, 0, 0, -0.5],
    ],
  ];

  it.each(kinds)('%s', async (_, act, [received, consumed, returned, adjusted]) => {
    const before = await figures();
    await act();
    const after = await figures();
    expect({
      received: after.received - before.received,
      consumed: after.consumed - before.consumed,
      returned: after.returned - before.returned,
      adjusted: after.adjusted - before.adjusted,
    }).toEqual({ received, consumed, returned, adjusted });
    expect(after.book).toBe(before.book + received - consumed - returned + adjusted);
  });

  it('a past period in which the department neither moved nor held the item lists nothing', async () => {
    const past = await search({
      departmentId: printing.department,
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
    });
    expect(past.body).toMatchObject({ totalCount: 0, dataList: [] });
    const held = await search({ departmentId: printing.department });
    expect(held.body.dataList).toEqual([
      expect.objectContaining({ itemId: ids.granules, receivedQuantity: 4, holdingQuantity: 0.5 }),
    ]);
  });
});

describe('access', () => {
  it('the calls need a session; another organisation has its own slip numbers', async () => {
    expect((await app().call('GET', `${MRS}/getSlipNo/false`, null)).status).toBe(401);
    expect((await app().call('POST', `${MRS}/searchItem`, null, {})).status).toBe(401);
    const theirs = await app().call<{ number: string }>('GET', `${MRS}/getSlipNo/false`, app().orgB);
    expect(theirs.body.data?.number).toBe(`MRS/${financialYear(day)}/00001`);
  });
});
