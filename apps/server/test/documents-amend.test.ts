import { AMEND_WORK_DONE, DOCUMENT_STATUS, RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 16's amendment (decision 0860): a submitted document changes only by a new revision /R1, /R2 that
// keeps its number; the earlier revision stays read-only.

let suite: Suite;
type Line = Record<string, unknown> & { id: number };
type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  status: number;
  number: string | null;
  revision: number;
  lines: Line[];
};
interface RevisionSummary {
  revision: number;
  number: string;
  status: number;
  reason: string | null;
  at: string;
  staff: { id: number; name: string } | null;
}

const PO = 'chemical/purchaseOrder';
const ids = { party: 0, branch: 0, granules: 0, tape: 0 };

beforeAll(async () => {
  suite = await createSuite();
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(suite, path, key, value)).id;
  ids.party = await idOf('party', 'companyName', 'Shree Ganesh Polymers');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
});
afterAll(() => suite.server.close());

const act = (action: string, body: unknown, path = PO, token = suite.admin) =>
  suite.call<Doc>('POST', `${path}/${action}`, token, body);
const read = (id: number) => suite.call<Doc>('GET', `${PO}/${id}`, suite.admin);
const revisions = (id: number, token: string | null = suite.admin) =>
  suite.call<RevisionSummary>('GET', `${PO}/revisions/${id}`, token);
const revision = (id: number, number: number, token = suite.admin) =>
  suite.call<RevisionSummary & { document: Doc }>('GET', `${PO}/revision/${id}/${number}`, token);

const issuesOf = (reply: { body: { data?: unknown } }) =>
  (reply.body.data as { issues: { field: string; message: string }[] }).issues;

/** A submitted (Open) purchase order of 100 kg granules and 50 kg tape. */
async function submitted(date = '2026-11-20'): Promise<Doc> {
  const draft = await act('save', {
    partyId: ids.party,
    date,
    branchId: ids.branch,
    lines: [
      { itemId: ids.granules, quantity: 100, rate: 104.5 },
      { itemId: ids.tape, quantity: 50, rate: 200 },
    ],
  });
  expect(draft.status).toBe(200);
  const doc = draft.body.data as Doc;
  const reply = await act('submit', { id: doc.id, version: doc.version });
  expect(reply.status).toBe(200);
  return reply.body.data as Doc;
}

async function lockBooks(id: number, upto: string): Promise<void> {
  await suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value)
        SELECT org_id, 'BOOKS_LOCKED_UPTO', ${upto} FROM purchase_order WHERE id = ${id}
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
}

describe('amend, edit, submit again', () => {
  it('keeps the number with /R1, edits the draft, resubmits it Open, and keeps the earlier revision read-only', async () => {
    const open = await submitted();
    const number = open.number ?? '';
    expect(number).toMatch(/^PO\/2026-27\/\d{5}$/);

    const amended = await act('amend', { id: open.id, version: open.version, reason: 'Rate revised' });
    expect(amended.status).toBe(200);
    const draft = amended.body.data as Doc;
    expect(draft).toMatchObject({
      status: DOCUMENT_STATUS.DRAFT,
      number: `${number}/R1`,
      revision: 1,
      statusReason: 'Rate revised',
      version: open.version + 1,
    });

    const lines = [{ ...draft.lines[0], rate: 110 }, draft.lines[1]];
    const edited = await act('save', { id: draft.id, version: draft.version, lines });
    expect(edited.status).toBe(200);
    const editedDoc = edited.body.data as Doc;
    expect(editedDoc.lines[0]).toMatchObject({ id: open.lines[0]?.id, rate: 110, taxableValue: 11000 });
    expect(editedDoc.grandTotal).not.toBe(open.grandTotal);

    const resubmitted = await act('submit', { id: draft.id, version: editedDoc.version });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data).toMatchObject({
      status: DOCUMENT_STATUS.OPEN,
      number: `${number}/R1`,
      revision: 1,
      statusReason: null,
    });
    const [counter] = await queryRows<{ last: number }>(
      suite.server.database.db,
      sql`SELECT max(last_number)::int AS last FROM document_counter WHERE series = 'PO'`,
    );
    expect(counter?.last).toBe(Number(number.slice(-5)));

    const list = await revisions(open.id);
    expect(list.status).toBe(200);
    expect(list.body.dataList).toEqual([
      {
        revision: 0,
        number,
        status: DOCUMENT_STATUS.OPEN,
        reason: 'Rate revised',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        staff: { id: expect.any(Number), name: expect.any(String) },
      },
    ]);
    const earlier = await revision(open.id, 0);
    expect(earlier.status).toBe(200);
    // The earlier revision is the document exactly as it was answered before the amendment.
    expect(earlier.body.data?.document).toEqual(open);
    expect(earlier.body.data?.document.lines[0]?.rate).toBe(104.5);
    // Nothing writes a revision: its number is no document to save, and the current one is the only row.
    expect((await revision(open.id, 1)).status).toBe(404);
    const [rows] = await queryRows<{ n: number }>(
      suite.server.database.db,
      sql`SELECT count(*)::int AS n FROM purchase_order WHERE number LIKE ${`${number}%`}`,
    );
    expect(rows?.n).toBe(1);
  });

  it('amends again to /R2, searchable by its number', async () => {
    const open = await submitted();
    const r1 = (await act('amend', { id: open.id, version: open.version })).body.data as Doc;
    const again = (await act('submit', { id: open.id, version: r1.version })).body.data as Doc;
    const r2 = await act('amend', { id: open.id, version: again.version });
    expect(r2.body.data).toMatchObject({ number: `${open.number}/R2`, revision: 2, statusReason: null });
    expect((await revisions(open.id)).body.dataList?.map((entry) => [entry.revision, entry.number])).toEqual([
      [1, `${open.number}/R1`],
      [0, open.number],
    ]);
    const found = await suite.call<Doc>(
      'GET',
      `${PO}/getAllByPartner?q=${encodeURIComponent(`${open.number}/R2`)}`,
      suite.admin,
    );
    expect(found.body.dataList?.map((row) => row.id)).toEqual([open.id]);
  });

  it('writes the amendment to the audit trail', async () => {
    const open = await submitted();
    await act('amend', { id: open.id, version: open.version, reason: 'Quantity change' });
    const trail = await suite.call<{
      action: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }>('GET', `audit/purchaseOrder/${open.id}`, suite.admin);
    const [entry] = trail.body.dataList ?? [];
    expect(entry?.action).toBe('amend');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'status',
          before: DOCUMENT_STATUS.OPEN,
          after: DOCUMENT_STATUS.DRAFT,
        }),
        expect.objectContaining({ field: 'revision', before: 0, after: 1 }),
        expect.objectContaining({ field: 'number', before: open.number, after: `${open.number}/R1` }),
      ]),
    );
  });
});

describe('refusals', () => {
  it('refuses to amend a cancelled order, a draft and one amended already, in words (409)', async () => {
    const open = await submitted();
    const cancelled = (await act('cancel', { id: open.id, version: open.version, reason: 'Not needed' })).body
      .data as Doc;
    const reply = await act('amend', { id: open.id, version: cancelled.version });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      responseCode: RESPONSE_CODES.IN_USE,
      responseMessage: 'A cancelled document cannot be changed.',
    });
    const other = await submitted();
    const draft = (await act('amend', { id: other.id, version: other.version })).body.data as Doc;
    const twice = await act('amend', { id: other.id, version: draft.version });
    expect(twice.status).toBe(409);
    expect(twice.body.responseMessage).toMatch(/only a submitted document is amended/);
    expect((await revisions(other.id)).body.dataList).toHaveLength(1);
  });

  it('refuses an order with work done against its lines (In Progress), in words (409)', async () => {
    const open = await submitted();
    // A later document (an inward) would do this: part of the first line received.
    await suite.server.database.db.execute(
      sql`UPDATE purchase_order_lines SET received_quantity = 10 WHERE purchase_order_id = ${open.id} AND line_no = 1`,
    );
    await suite.server.database.db.execute(
      sql`UPDATE purchase_order SET status = ${DOCUMENT_STATUS.IN_PROGRESS} WHERE id = ${open.id}`,
    );
    const reply = await act('amend', { id: open.id, version: open.version });
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toBe(AMEND_WORK_DONE);
    expect((await read(open.id)).body.data).toMatchObject({
      status: DOCUMENT_STATUS.IN_PROGRESS,
      revision: 0,
    });
  });

  it('refuses a stale version and leaves the document as it was', async () => {
    const open = await submitted();
    const reply = await act('amend', { id: open.id, version: open.version - 1 });
    expect(reply.status).toBe(409);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.STALE_VERSION);
    expect((await read(open.id)).body.data).toEqual(open);
    expect((await revisions(open.id)).body.dataList).toEqual([]);
  });

  it('refuses an order dated on or before the books lock, on its date (400)', async () => {
    const open = await submitted('2026-04-10');
    await lockBooks(open.id, '2026-04-30');
    const reply = await act('amend', { id: open.id, version: open.version });
    await lockBooks(open.id, '');
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)[0]).toMatchObject({
      field: 'date',
      message: expect.stringMatching(/locked up to 30-04-2026/),
    });
    expect((await read(open.id)).body.data).toMatchObject({ status: DOCUMENT_STATUS.OPEN, revision: 0 });
  });

  it('refuses a body without a version or with a reason that is no text (400)', async () => {
    const open = await submitted();
    expect((await act('amend', { id: open.id })).status).toBe(400);
    expect((await act('amend', { id: open.id, version: open.version, reason: 5 })).status).toBe(400);
  });

  it("is another organisation's business: not found", async () => {
    const open = await submitted();
    expect((await act('amend', { id: open.id, version: open.version }, PO, suite.orgB)).status).toBe(404);
    expect((await revisions(open.id, suite.orgB)).status).toBe(404);
    expect((await revision(open.id, 0, suite.orgB)).status).toBe(404);
    expect((await revisions(open.id, null)).status).toBe(401);
  });
});
