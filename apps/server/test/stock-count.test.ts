import { ACL_MODES, ACL_VIEW, DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { addRole, addStaff } from '../src/seed/base.ts';
import { tokenFor } from '../src/testing.ts';
import { INWARD, ISSUE, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 18's reconciliation over HTTP (decision 1010): a count sheet frozen from a stock area's balances,
// counted on screen or through Excel while the store works, waiting for approval, then posting each
// difference as an adjustment onto today's stock; a cancel reverses it. Refusals in words.

const SR = 'chemical/storeManagement/reconcile';
const { app, ids, call, ok, submit, issuesOf, stockOf, openOrder } = useStockDocuments();
const extra = { location: 0, approver: '', areas: 0 };
type Line = Doc['lines'][number];

const db = () => app().server.database.db;

beforeAll(async () => {
  const store = (await app().call<Doc>('GET', `chemical/stockArea/${ids.store}`, app().admin)).body.data;
  extra.location = Number(store?.locationId);
  const [admin] = await queryRows<{ orgId: number }>(
    db(),
    sql`SELECT org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  const roleId = await app().server.database.transaction(async (tx) => {
    const role = await addRole(tx, Number(admin?.orgId), { name: 'Auditor', description: 'Auditor' }, () => ({
      view: ACL_VIEW.ALLOWED,
      mode: ACL_MODES.WRITE,
    }));
    await addStaff(tx, {
      orgId: Number(admin?.orgId),
      username: 'auditor',
      firstname: 'Stock',
      lastname: 'Auditor',
      roleId: role,
      passwordHash: 'x',
    });
    return role;
  });
  extra.approver = await tokenFor(app().server, 'auditor');
  await ok('approvalConfiguration/save', {
    moduleName: 'stockCount',
    level: 1,
    roles: [{ roleId }],
    active: true,
  });
});

// The invariant: every balance row equals the sum of its ledger rows.
afterEach(async () => {
  const [wrong] = await queryRows<{ n: number }>(
    db(),
    sql`SELECT count(*)::int AS n FROM stock_balance b
        WHERE b.quantity <> (SELECT coalesce(sum(l.quantity), 0) FROM stock_ledger l WHERE l.balance_id = b.id)`,
  );
  expect(wrong?.n).toBe(0);
});

/** A new stock area of the raw material store's location holding `kg` of granules under lot `lot`. */
async function stockedArea(lot: string, kg: number): Promise<number> {
  extra.areas += 1;
  const area = await ok('chemical/stockArea/save', {
    name: `Count Store ${extra.areas}`,
    code: `CNT-${extra.areas}`,
    locationId: extra.location,
  });
  const order = await openOrder();
  const inward = await ok(`${INWARD}/save`, {
    partyId: ids.supplier,
    date: '2026-11-23',
    branchId: ids.branch,
    purchaseOrderId: order.id,
    challanNumber: 'CH-C',
    lines: [
      {
        purchaseOrderLineId: order.lines[0]?.id,
        itemId: ids.granules,
        quantity: kg,
        acceptedQuantity: kg,
        stockAreaId: area.id,
        lotNumber: lot,
      },
    ],
  });
  expect((await submit(INWARD, inward)).status).toBe(200);
  return area.id;
}

const sheetFor = (stockAreaId: number, lines: readonly Record<string, unknown>[] = []) =>
  call(`${SR}/save`, { date: '2026-11-24', stockAreaId, countedBy: 'Ramesh', lines });
const counted = (sheet: Doc, counts: readonly Record<string, unknown>[]) =>
  call(`${SR}/save`, {
    id: sheet.id,
    version: sheet.version,
    lines: sheet.lines.map((line, index) => ({ ...line, ...counts[index] })),
  });
const approve = (sheet: Doc, token = extra.approver) =>
  app().call<Doc>('POST', 'approvalEntityStatus/approveRequest', token, { moduleId: 16, entityId: sheet.id });
const issueOut = async (stockAreaId: number, lotNumber: string, quantity: number) =>
  submit(
    ISSUE,
    await ok(`${ISSUE}/save`, {
      date: '2026-11-24',
      departmentId: ids.stores,
      purpose: 'CONSUMPTION',
      lines: [{ itemId: ids.granules, stockAreaId, lotNumber, quantity }],
    }),
  );
const adjustments = (sheet: Doc) =>
  queryRows<{ quantity: number; movement: string; documentNo: string }>(
    db(),
    sql`SELECT quantity::float8 AS quantity, movement, document_no AS "documentNo" FROM stock_ledger
        WHERE document_type = 'stockCount' AND document_id = ${sheet.id} ORDER BY id`,
  );

describe('a count sheet frozen, counted while the store works, approved and posted', () => {
  it('freezes the book at its making; a later issue is accounted for; the difference posts once approved', async () => {
    const area = await stockedArea('CNT-A', 40);
    const made = await sheetFor(area, [{ itemId: ids.granules, lotNumber: 'CNT-A', bookQuantity: 999 }]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const sheet = made.body.data as Doc;
    expect(sheet).toMatchObject({ status: S.DRAFT, frozenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(Number(sheet.frozenLedgerId)).toBeGreaterThan(0);
    expect(sheet.lines).toEqual([
      expect.objectContaining({
        itemId: ids.granules,
        lotNumber: 'CNT-A',
        bookQuantity: 40,
        countedQuantity: null,
      }),
    ]);
    expect(Number(sheet.lines[0]?.rate)).toBeGreaterThan(0);
    // The store works on: 5 kg leave after the freeze. The count (taken at the freeze) finds 38.
    expect((await issueOut(area, 'CNT-A', 5)).status).toBe(200);
    const noReason = await counted(sheet, [{ countedQuantity: 38 }]);
    expect(noReason.status).toBe(400);
    expect(issuesOf(noReason)).toEqual([expect.objectContaining({ field: 'lines.0.reason' })]);
    const saved = (
      await counted(sheet, [{ countedQuantity: 38, reason: 'Spillage at the hopper', bookQuantity: 1 }])
    ).body.data as Doc;
    const line = saved.lines[0] as Line;
    expect(line).toMatchObject({ bookQuantity: 40, countedQuantity: 38, differenceQuantity: -2 });
    expect(line.differenceValue).toBe(Math.round(-2 * Number(line.rate) * 100) / 100);
    const waiting = await submit(SR, saved);
    expect(waiting.body.data).toMatchObject({
      status: S.PENDING_APPROVAL,
      number: expect.stringMatching(/^SR\//),
    });
    expect(await stockOf(ids.granules, area)).toBe(35);
    expect(await adjustments(saved)).toEqual([]);
    const own = await approve(waiting.body.data as Doc, app().admin);
    expect(own.status).toBe(403);
    const approved = await approve(waiting.body.data as Doc);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: S.COMPLETED });
    expect(await stockOf(ids.granules, area)).toBe(33);
    const posted = approved.body.data as Doc;
    expect(await adjustments(posted)).toEqual([
      { quantity: -2, movement: 'ADJUSTMENT', documentNo: posted.number },
    ]);
    const again = await approve(posted);
    expect(again.status).toBe(409);
    const printed = await app().raw({
      method: 'GET',
      url: `/api/v1/${SR}/print/${posted.id}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });
    expect([printed.statusCode, printed.headers['content-type']]).toEqual([200, 'application/pdf']);
    const cancelled = await call(`${SR}/cancel`, {
      id: posted.id,
      version: posted.version,
      reason: 'Recount',
    });
    expect(cancelled.body.data).toMatchObject({ status: S.CANCELLED });
    expect(await stockOf(ids.granules, area)).toBe(35);
    const past = await call(`${SR}/cancel`, {
      id: posted.id,
      version: (cancelled.body.data as Doc).version,
      reason: 'x',
    });
    expect(past.status).toBe(409);
  });

  it('counts stock found on no book at book 0; posts it in; nothing posts while it waits or after a cancel', async () => {
    const area = await stockedArea('CNT-B', 10);
    const sheet = (await sheetFor(area)).body.data as Doc;
    const found = await call(`${SR}/save`, {
      id: sheet.id,
      version: sheet.version,
      lines: [
        { itemId: ids.granules, lotNumber: 'CNT-B', countedQuantity: 10 },
        { itemId: ids.tape, lotNumber: 'FOUND-1', countedQuantity: 3, reason: 'Found behind the rack' },
      ],
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const lines = (found.body.data as Doc).lines;
    expect(lines.map((line) => [line.itemId, line.bookQuantity, line.differenceQuantity])).toEqual([
      [ids.granules, 10, 0],
      [ids.tape, 0, 3],
    ]);
    const waiting = (await submit(SR, found.body.data as Doc)).body.data as Doc;
    const posted = (await approve(waiting)).body.data as Doc;
    expect(await stockOf(ids.tape, area)).toBe(3);
    expect(await adjustments(posted)).toEqual([
      { quantity: 3, movement: 'ADJUSTMENT', documentNo: posted.number },
    ]);
    // The next sheet freezes the stock found; cancelled while it waits, it posts nothing.
    const next = (await sheetFor(area)).body.data as Doc;
    expect(next.lines.map((line) => [line.itemId, line.lotNumber, line.bookQuantity])).toEqual([
      [ids.granules, 'CNT-B', 10],
      [ids.tape, 'FOUND-1', 3],
    ]);
    const recount = (await counted(next, [{ countedQuantity: 9, reason: 'Short' }, { countedQuantity: 3 }]))
      .body.data as Doc;
    const pending = (await submit(SR, recount)).body.data as Doc;
    const cancelled = await call(`${SR}/cancel`, {
      id: pending.id,
      version: pending.version,
      reason: 'Recount',
    });
    expect(cancelled.body.data).toMatchObject({ status: S.CANCELLED });
    expect(await stockOf(ids.granules, area)).toBe(10);
    expect(await adjustments(pending)).toEqual([]);
  });
});

describe('count sheet refusals', () => {
  it('a negative count, an uncounted line on submit, another stock area on update, a second line of one place', async () => {
    const area = await stockedArea('CNT-C', 12);
    const sheet = (await sheetFor(area)).body.data as Doc;
    const negative = await counted(sheet, [{ countedQuantity: -1, reason: 'x' }]);
    expect(negative.status).toBe(400);
    expect(issuesOf(negative)[0]).toMatchObject({ field: 'lines.0.countedQuantity' });
    const uncounted = await submit(SR, sheet);
    expect(uncounted.status).toBe(400);
    expect(issuesOf(uncounted)).toEqual([
      expect.objectContaining({
        field: 'lines.0.countedQuantity',
        message: 'Give the counted quantity: 0 when none is there.',
      }),
    ]);
    const moved = await call(`${SR}/save`, { id: sheet.id, version: sheet.version, stockAreaId: ids.store });
    expect(moved.status).toBe(400);
    expect(issuesOf(moved)[0]).toMatchObject({ field: 'stockAreaId' });
    const twiceAgain = await call(`${SR}/save`, {
      id: sheet.id,
      version: sheet.version,
      lines: [
        { itemId: ids.granules, lotNumber: 'CNT-C', countedQuantity: 12 },
        { itemId: ids.granules, lotNumber: 'CNT-C', countedQuantity: 1 },
      ],
    });
    expect(twiceAgain.status).toBe(400);
    expect(issuesOf(twiceAgain)[0]).toMatchObject({ field: 'lines.1.lotNumber' });
  });

  it("another organisation's stock area is not found; a submitted sheet is not edited", async () => {
    const area = await stockedArea('CNT-D', 4);
    const foreign = await app().call<Doc>('POST', `${SR}/save`, app().orgB, {
      date: '2026-11-24',
      stockAreaId: area,
    });
    expect(foreign.status).toBe(400);
    expect(issuesOf(foreign)[0]).toMatchObject({ field: 'stockAreaId' });
    const sheet = (await counted((await sheetFor(area)).body.data as Doc, [{ countedQuantity: 4 }])).body
      .data as Doc;
    const sent = (await submit(SR, sheet)).body.data as Doc;
    const edited = await counted(sent, [{ countedQuantity: 3, reason: 'x' }]);
    expect(edited.status).toBe(409);
    expect((await app().call('GET', `${SR}/${sent.id}`, app().orgB)).status).toBe(404);
  });

  it('an adjustment that would take a place below zero is refused on the line at approval; nothing posts', async () => {
    const area = await stockedArea('CNT-E', 10);
    const sheet = (
      await counted((await sheetFor(area)).body.data as Doc, [{ countedQuantity: 5, reason: 'Short' }])
    ).body.data as Doc;
    const waiting = (await submit(SR, sheet)).body.data as Doc;
    // All 10 kg leave after the freeze: taking 5 more is impossible today.
    expect((await issueOut(area, 'CNT-E', 10)).status).toBe(200);
    const refused = await approve(waiting);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)[0]).toMatchObject({ field: 'lines.0.countedQuantity' });
    expect((await app().call<Doc>('GET', `${SR}/${waiting.id}`, app().admin)).body.data).toMatchObject({
      status: S.PENDING_APPROVAL,
    });
    expect(await adjustments(waiting)).toEqual([]);
  });
});

describe('a count posted while the store issues from the same place', () => {
  it('the approval and an issue at once take turns on the place: both post, the balance is their sum', async () => {
    const area = await stockedArea('CNT-G', 10);
    const sheet = (
      await counted((await sheetFor(area)).body.data as Doc, [{ countedQuantity: 8, reason: 'Dust' }])
    ).body.data as Doc;
    const waiting = (await submit(SR, sheet)).body.data as Doc;
    const [approved, issued] = await Promise.all([approve(waiting), issueOut(area, 'CNT-G', 8)]);
    expect([approved.status, issued.status]).toEqual([200, 200]);
    expect(await stockOf(ids.granules, area)).toBe(0);
  });
});

/** Uploads a sheet to the draft as the browser's FormData sends it (part 'file'). */
async function upload(
  id: number,
  bytes: Buffer,
  name = 'counts.xlsx',
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const encoded = new Response(form);
  const reply = await app().raw({
    method: 'POST',
    url: `/api/v1/${SR}/uploadCounts/${id}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      authorization: `Bearer ${app().admin}`,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return {
    status: reply.statusCode,
    body: reply.json<{ responseMessage: string; data: Doc & { issues?: { field: string }[] } }>(),
  };
}

describe('the count sheet in Excel', () => {
  it('downloads the frozen lines, takes the filled sheet back; unknown items and lots refuse it row by row', async () => {
    const area = await stockedArea('CNT-F', 20);
    const sheet = (await sheetFor(area)).body.data as Doc;
    const download = await app().raw({
      method: 'GET',
      url: `/api/v1/${SR}/countSheet/${sheet.id}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(download.rawPayload).buffer);
    const book = workbook.worksheets[0];
    if (!book) throw new Error('the download has no sheet');
    expect(book.getRow(1).values).toEqual([
      undefined,
      'Line',
      'Item Code',
      'Item',
      'Lot Number',
      'Roll Number',
      'Rack',
      'Book Quantity',
      'Counted Quantity',
      'Reason',
    ]);
    expect(book.getRow(2).getCell(2).value).toBe('RM-PP-001');
    expect(book.getRow(2).getCell(7).value).toBe(20);
    book.getRow(2).getCell(8).value = 19;
    book.addRow(['', 'NO-SUCH', '', 'X', '', '', '', 1, 'found']);
    book.addRow(['', 'RM-PP-001', '', 'NO-LOT', '', '', '', 1, 'found']);
    book.addRow(['', 'RM-PP-001', '', 'CNT-F', '', '', '', -1, 'found']);
    const bad = await upload(sheet.id, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toMatch(/^The counts were not saved: 4 rows have problems/);
    expect(bad.body.data.issues?.map((issue) => issue.field)).toEqual([
      'rows.2.reason',
      'rows.3.itemCode',
      'rows.4.lotNumber',
      'rows.5.countedQuantity',
    ]);
    expect(
      ((await app().call<Doc>('GET', `${SR}/${sheet.id}`, app().admin)).body.data as Doc).lines[0]
        ?.countedQuantity,
    ).toBeNull();
    const csv = Buffer.from(
      'Line,Item Code,Lot Number,Counted Quantity,Reason\r\n1,RM-PP-001,CNT-F,19,Torn bag\r\n',
    );
    const good = await upload(sheet.id, csv, 'counts.csv', 'text/csv');
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data.lines[0]).toMatchObject({
      countedQuantity: 19,
      differenceQuantity: -1,
      reason: 'Torn bag',
    });
    expect((await call(`${SR}/uploadCounts/${sheet.id}`, {})).status).toBe(400);
  });
});
