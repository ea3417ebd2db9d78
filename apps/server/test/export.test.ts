import { DOCUMENT_STATUS, formatAmount, listColumnsOf, moduleByKey } from '@erp/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';

// Issue 16: "any list exports Excel and PDF of exactly what is filtered, streamed"; `chemical/salesOrder/
// export/excel` and `/pdf` (files `Sales Order.xlsx` and `Sales Order.pdf`, the filtered list). Decision 0840.

let suite: Suite;
const SO = 'chemical/salesOrder';
const ids = { customer: 0, other: 0, branch: 0, item: 0 };
type Order = { id: number; version: number; number: string | null; grandTotal: number };
const orders: Order[] = [];

const exportOf = (
  path: string,
  format: 'excel' | 'pdf',
  body: unknown = {},
  token = suite.admin,
  language?: string,
) =>
  suite.raw({
    method: 'POST',
    url: `/api/v1/${path}/export/${format}`,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    payload: body as Record<string, unknown>,
  });

/** The sheet's rows as values, the header first (exceljs' row values are 1-based). */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs takes the bytes as an ArrayBuffer (its own `Buffer` type): a copy of the reply's.
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push(Array.isArray(row.values) ? row.values.slice(1) : []));
  return rows;
}

const order = async (partyId: number, date: string, quantity: number, submit: boolean): Promise<Order> => {
  const saved = await suite.call<Order>('POST', `${SO}/save`, suite.admin, {
    partyId,
    date,
    branchId: ids.branch,
    lines: [{ itemId: ids.item, quantity, rate: 100 }],
  });
  expect(saved.status).toBe(200);
  const doc = saved.body.data as Order;
  if (!submit) return doc;
  const submitted = await suite.call<Order>('POST', `${SO}/submit`, suite.admin, {
    id: doc.id,
    version: doc.version,
  });
  expect(submitted.status).toBe(200);
  return submitted.body.data as Order;
};

beforeAll(async () => {
  suite = await createSuite();
  ids.customer = (await findIn<{ id: number }>(suite, 'party', 'companyName', 'Ambuja Cement Works Ltd')).id;
  ids.other = (await findIn<{ id: number }>(suite, 'party', 'companyName', 'Sai Packaging Solutions')).id;
  ids.branch = (await findIn<{ id: number }>(suite, 'erp/branch', 'name', 'Head Office')).id;
  ids.item = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'SF-TP-800')).id;
  orders.push(await order(ids.customer, '2026-05-04', 10, true));
  orders.push(await order(ids.customer, '2026-06-10', 20, true));
  orders.push(await order(ids.customer, '2026-06-12', 30, false));
  orders.push(await order(ids.other, '2026-06-15', 40, true));
}, 60_000);
afterAll(() => suite.server.close());

describe('exporting a document list (issue 16)', () => {
  it('streams the filtered sales orders as Sales Order.xlsx: numbers as numbers, dates as dates', async () => {
    const filter = { q: 'ambuja', status: DOCUMENT_STATUS.OPEN, from: '2026-05-01', to: '2026-06-30' };
    const reply = await exportOf(SO, 'excel', filter);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(reply.headers['content-disposition']).toContain('attachment; filename="Sales Order.xlsx"');
    expect(reply.headers['content-length']).toBeUndefined();
    const [header, ...rows] = await sheetRows(reply.rawPayload);
    expect(header).toEqual(['Number', 'Date', 'Customer', 'Status', 'Grand Total']);
    // Newest first, as the list shows them: the two submitted orders of Ambuja in the range.
    const [june, may] = [orders[1], orders[0]];
    expect(rows).toEqual([
      [june?.number, new Date('2026-06-10T00:00:00Z'), 'Ambuja Cement Works Ltd', 'Open', june?.grandTotal],
      [may?.number, new Date('2026-05-04T00:00:00Z'), 'Ambuja Cement Works Ltd', 'Open', may?.grandTotal],
    ]);
  });

  it('exports every order of the organisation without a filter, a draft with no number', async () => {
    const reply = await exportOf(SO, 'excel');
    const rows = (await sheetRows(reply.rawPayload)).slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(orders.length);
    expect(rows.some((row) => row[3] === 'Draft' && row[0] === undefined)).toBe(true);
    // Another organisation sees none of them.
    const theirs = (await sheetRows((await exportOf(SO, 'excel', {}, suite.orgB)).rawPayload)).slice(1);
    const numbers = new Set(orders.map((doc) => doc.number));
    expect(theirs.filter((row) => numbers.has(row[0] as string))).toEqual([]);
  });

  it('streams the same list as Sales Order.pdf with its title, filter and amounts in Indian grouping', async () => {
    const reply = await exportOf(SO, 'pdf', { q: 'ambuja', from: '2026-06-01' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain('filename="Sales Order.pdf"');
    expect(reply.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfPages(reply.rawPayload).flat().join('\n');
    expect(text).toContain('Sales Order');
    expect(text).toContain('Search: ambuja · From 01-06-2026');
    expect(text).toContain(orders[1]?.number);
    expect(text).toContain(formatAmount(orders[1]?.grandTotal ?? 0));
    expect(text).toContain('Page 1');
    expect(text).not.toContain(orders[0]?.number);
    expect(text).not.toContain(orders[3]?.number);
  });

  it('issue 42: exported by a user who reads Hindi, the PDF says its title, heads and pages in Hindi (decision 2090)', async () => {
    const reply = await exportOf(SO, 'pdf', { q: 'ambuja', from: '2026-06-01' }, suite.admin, 'hi');
    const text = pdfPages(reply.rawPayload).flat().join('\n');
    expect(text).toContain('बिक्री आदेश');
    expect(text).toMatch(/\d+ पंक्तियाँ, \d\d-\d\d-\d{4}/);
    expect(text).toContain('पृष्ठ 1');
    // Its filter line too: what was typed as typed.
    expect(text).toContain('खोज: ambuja · 01-06-2026 से');
    expect(text).toContain(orders[1]?.number);
    expect(text).not.toContain('Page 1');
  });

  it('refuses a bad filter and a role without the module in the envelope', async () => {
    const bad = await exportOf(SO, 'excel', { status: 4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ responseMessage: expect.stringContaining('Status') });
    const refused = await exportOf(SO, 'pdf', {}, suite.storekeeper);
    expect(refused.statusCode).toBe(403);
  });
});

describe('exporting a master list (issue 16)', () => {
  it('exports the filtered items with the list columns', async () => {
    const reply = await exportOf('chemical/item', 'excel', { q: 'SF-TP-800' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('filename="Item.xlsx"');
    const [header, ...rows] = await sheetRows(reply.rawPayload);
    const item = moduleByKey('item');
    expect(header).toEqual(item ? listColumnsOf(item).map((column) => column.header) : []);
    expect(rows.map((row) => row[0])).toEqual(['SF-TP-800']);
  });

  it('pages through a long list and refuses one past the cap with 413 in words', async () => {
    const { db } = suite.server.database;
    await db.execute(
      sql`INSERT INTO department (org_id, name, active, search)
          SELECT org_id, 'Export Bay ' || lpad(n::text, 5, '0'), true, 'exportbay' || lpad(n::text, 5, '0')
            FROM branch, generate_series(1, 10001) n WHERE id = ${ids.branch}`,
    );
    const excel = await exportOf('chemical/department', 'excel', { q: 'export bay', sort: 'name' });
    expect(excel.statusCode).toBe(200);
    const rows = (await sheetRows(excel.rawPayload)).slice(1);
    expect(rows).toHaveLength(10001);
    expect(rows[0]?.[0]).toBe('Export Bay 00001');
    expect(rows[10000]?.[0]).toBe('Export Bay 10001');
    const pdf = await exportOf('chemical/department', 'pdf', { q: 'export bay' });
    expect(pdf.statusCode).toBe(413);
    expect(pdf.json()).toMatchObject({
      responseMessage:
        'This list has 10,001 rows; a PDF export holds at most 10,000. Narrow the search or the filter and export again.',
    });
  }, 120_000);
});
