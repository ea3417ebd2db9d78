import type { JobView } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { dayFrom } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';
import { sheetRows } from './sheet-rows.ts';
import { PO, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 22's transaction report and activity log over HTTP (decision 1770). Fixtures on 2025-05-10, a day
// no demo document has: two purchase orders of Shree Ganesh (granules 10 × 100 at 18%: 1,180.00, submitted;
// 5 × 100: 590.00, left a draft) and one of Reliance (granules 2 × 100: 236.00, submitted).

const TXN = 'chemical/report/transactionReport';
const LOG = 'chemical/activityLog/getActivityLogReportModel';
const DAY = { from: '2025-05-10', to: '2025-05-10' };
const { app, ids, ok, submit } = useStockDocuments();
const state = { orders: [] as Doc[], admin: 0 };
const report = (path: string, body: Record<string, unknown>, token = app().admin) =>
  app().call<Record<string, unknown>>('POST', path, token, body);

async function order(partyId: number, quantity: number, submitted: boolean) {
  const draft = await ok(`${PO}/save`, {
    partyId,
    date: '2025-05-10',
    branchId: ids.branch,
    placeOfSupply: '24',
    lines: [{ itemId: ids.granules, quantity, rate: 100, gstRate: 18 }],
  });
  if (!submitted) return draft;
  const done = await submit(PO, draft);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data as Doc;
}

beforeAll(async () => {
  state.orders = [
    await order(ids.supplier, 10, true),
    await order(ids.supplier, 5, false),
    await order(ids.other, 2, true),
  ];
  const [admin] = await queryRows<{ id: number }>(
    app().server.database.db,
    sql`SELECT id::int FROM staff WHERE username = 'admin'`,
  );
  state.admin = admin?.id ?? 0;
});

describe('the transaction report (every document of a period, decision 1770)', () => {
  it('lists the documents of the day with their type, party, status and amount, and their total', async () => {
    const reply = await report(TXN, { ...DAY, sort: 'amount' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [first, draft, reliance] = state.orders;
    expect(
      (reply.body.dataList as Record<string, unknown>[]).map((row) => [
        row.documentLabel,
        row.number,
        row.date,
        row.party,
        row.statusLabel,
        row.amount,
      ]),
    ).toEqual([
      [
        'Purchase Order',
        reliance?.number,
        '2025-05-10',
        'Reliance Polymer Distributors Pvt Ltd',
        'Open',
        236,
      ],
      ['Purchase Order', '', '2025-05-10', 'Shree Ganesh Polymers', 'Draft', 590],
      ['Purchase Order', first?.number, '2025-05-10', 'Shree Ganesh Polymers', 'Open', 1180],
    ]);
    expect(draft?.number ?? null).toBeNull();
    expect(reply.body.totalCount).toBe(3);
    expect(reply.body.data).toEqual({ amount: 2006 });
  });

  it('filters by party, status and type, and pages', async () => {
    const party = await report(TXN, { ...DAY, partyId: ids.supplier });
    expect([party.body.totalCount, party.body.data]).toEqual([2, { amount: 1770 }]);
    const open = await report(TXN, { ...DAY, status: '10' });
    expect([open.body.totalCount, open.body.data]).toEqual([2, { amount: 1416 }]);
    const sales = await report(TXN, { ...DAY, documentType: 'salesOrder' });
    expect([sales.body.totalCount, sales.body.data, sales.body.dataList]).toEqual([0, { amount: 0 }, []]);
    const page = await report(TXN, { ...DAY, sort: '-amount', size: 1, page: 2 });
    expect((page.body.dataList as { amount: number }[]).map((row) => row.amount)).toEqual([590]);
  });

  it('exports what is filtered to Excel', async () => {
    const reply = await app().raw({
      method: 'POST',
      url: `/api/v1/chemical/report/transactionReport/export/excel`,
      headers: { authorization: `Bearer ${app().admin}` },
      payload: { ...DAY, partyId: ids.other },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('Transaction Report.xlsx');
    const rows = await sheetRows(reply.rawPayload);
    expect(rows.some((row) => row.includes('Reliance Polymer Distributors Pvt Ltd'))).toBe(true);
    expect(rows.some((row) => row.includes('Shree Ganesh Polymers'))).toBe(false);
  });

  it.each([
    [{}, 'Choose the Date to run Transaction Report'],
    [{ from: '2025-05-10', to: '2025-05-01' }, 'From must be on or before To'],
    [{ from: '2024-01-01', to: '2025-05-10' }, 'Date may span at most 366 days; this range spans 496'],
    [{ ...DAY, documentType: 'nothing' }, 'Document Type is not one this report offers'],
    [{ ...DAY, sort: 'status' }, 'Transaction Report sorts by documentLabel, number, date, party, amount'],
  ])('refuses %o in words', async (body, message) => {
    const reply = await report(TXN, body);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(message);
  });

  it('is refused to a role without the report access, and reads only the caller organisation', async () => {
    expect((await report(TXN, DAY, app().storekeeper)).status).toBe(403);
    expect((await report(LOG, DAY, app().storekeeper)).status).toBe(403);
    const other = await report(TXN, DAY, app().orgB);
    expect([other.status, other.body.totalCount]).toEqual([200, 0]);
  });
});

/** A call as the app makes it for a user reading `language` (decision 2090: its Accept-Language). */
const asked = (method: 'GET' | 'POST', path: string, language?: string, payload?: Record<string, unknown>) =>
  app().raw({
    method,
    url: `/api/v1/${path}`,
    headers: {
      authorization: `Bearer ${app().admin}`,
      ...(language === undefined ? {} : { 'accept-language': language }),
    },
    ...(payload ? { payload } : {}),
  });

/** The rows of the report's Excel, keyed by their amount: [kind, number, party, status]. */
const byAmount = (rows: unknown[][]) =>
  Object.fromEntries(rows.map((row) => [String(row[5]), [row[0], row[1], row[3], row[4]]]));

/** Asks after a prepared file's job until it has ended. */
async function ended(id: number): Promise<JobView> {
  for (let tries = 0; tries < 200; tries += 1) {
    const job = (await app().call<JobView>('GET', `chemical/job/${id}`, app().admin)).body.data as JobView;
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
}

// Issue 42, "Hindi is whole": "document type values ('Invoice', 'Credit Note' in the sales register) … are
// still English in Hindi"; the screen shows a report's kinds and statuses in the reader's language, and its
// files wrote them in English (decision 2141).
describe("the transaction report's files in the language of the user who asks (decision 2141)", () => {
  it('Excel for a user who reads Hindi: its heads, kinds and statuses in Hindi; figures, dates and typed names as they are', async () => {
    const reply = await asked('POST', `${TXN}/export/excel`, 'hi', DAY);
    expect(reply.statusCode).toBe(200);
    const [header, ...rows] = await sheetRows(reply.rawPayload);
    expect(header).toEqual(['प्रकार', 'संख्या', 'तारीख', 'पार्टी', 'स्थिति', 'राशि']);
    expect(byAmount(rows)).toEqual({
      '1180': ['ख़रीद आदेश', state.orders[0]?.number, 'Shree Ganesh Polymers', 'खुला'],
      '590': ['ख़रीद आदेश', undefined, 'Shree Ganesh Polymers', 'ड्राफ़्ट'],
      '236': ['ख़रीद आदेश', state.orders[2]?.number, 'Reliance Polymer Distributors Pvt Ltd', 'खुला'],
    });
    expect(rows.every((row) => row[2] instanceof Date)).toBe(true);
  });

  it('Excel for a user who reads English (or whose call names no language we print in) stays English', async () => {
    for (const language of [undefined, 'en', 'fr']) {
      const reply = await asked('POST', `${TXN}/export/excel`, language, DAY);
      const [header, ...rows] = await sheetRows(reply.rawPayload);
      expect(header).toEqual(['Type', 'Number', 'Date', 'Party', 'Status', 'Amount']);
      expect(byAmount(rows)['590']).toEqual(['Purchase Order', undefined, 'Shree Ganesh Polymers', 'Draft']);
    }
  });

  it('PDF for a user who reads Hindi: its title, kinds and statuses in Hindi', async () => {
    const reply = await asked('POST', `${TXN}/export/pdf`, 'hi', DAY);
    expect(reply.statusCode).toBe(200);
    const text = pdfPages(reply.rawPayload).flat().join('\n');
    for (const words of ['लेन-देन रिपोर्ट', 'ख़रीद आदेश', 'खुला', 'ड्राफ़्ट', state.orders[0]?.number])
      expect(text).toContain(words);
    expect(text).not.toContain('Purchase Order');
    expect(text).not.toMatch(/\bOpen\b|\bDraft\b/);
  });

  it('prepared in the background, the file keeps the language it was asked in, whoever downloads it later', async () => {
    const job = await asked('POST', `${TXN}/prepare`, 'hi', { ...DAY, format: 'excel' });
    expect(job.statusCode, job.body).toBe(200);
    const { id } = (job.json() as { data: JobView }).data;
    expect(await ended(id)).toMatchObject({ state: 'done' });
    const file = await asked('GET', `chemical/job/${id}/file`, 'en');
    expect(file.statusCode).toBe(200);
    const [header, ...rows] = await sheetRows(file.rawPayload);
    expect(header?.[0]).toBe('प्रकार');
    expect(byAmount(rows)['1180']).toEqual([
      'ख़रीद आदेश',
      state.orders[0]?.number,
      'Shree Ganesh Polymers',
      'खुला',
    ]);
  });
});

describe('the activity log (who did what when, from the audit trail)', () => {
  it('shows the saves and submits of the purchase orders by the user, filtered by module and user', async () => {
    const today = dayFrom(0);
    const asked = { from: today, to: today, module: 'purchaseOrder', staffId: state.admin, size: 100 };
    const reply = await report(LOG, asked);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const rows = reply.body.dataList as Record<string, string>[];
    expect(rows.every((row) => row.user === 'admin' && row.moduleLabel === 'Purchase Order')).toBe(true);
    const [first, draft] = state.orders;
    expect(rows.map((row) => [row.action, row.record])).toEqual(
      expect.arrayContaining([
        ['create', `#${draft?.id}`],
        ['submit', first?.number],
      ]),
    );
    expect(rows.filter((row) => row.action === 'create')).toHaveLength(3);
    expect(reply.body.totalCount).toBe(rows.length);
    const items = await report(LOG, { ...asked, module: 'item' });
    const itemRows = items.body.dataList as Record<string, string>[];
    expect(itemRows.length).toBeGreaterThan(0);
    expect(itemRows.every((row) => row.moduleLabel === 'Item')).toBe(true);
  });
});
