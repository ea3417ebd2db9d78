import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_STATUS, formatAmount } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';

// Issue 16's "print it (a PDF downloads and shows the number and the amount in words)": GET
// {apiPath}/print/{id} of every document (decision 0810, addendum).

let suite: Suite;
type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  number: string | null;
  grandTotal: number;
  amountInWords: string;
};

const PO = 'chemical/purchaseOrder';
const SO = 'chemical/salesOrder';
const ids = { supplier: 0, customer: 0, branch: 0, granules: 0, tape: 0 };
let supplierGstin = '';

const idOf = async (path: string, key: string, value: string) =>
  (await findIn<{ id: number }>(suite, path, key, value)).id;

beforeAll(async () => {
  suite = await createSuite();
  const supplier = await findIn<{ id: number; gstin: string }>(
    suite,
    'party',
    'companyName',
    'Reliance Polymer Distributors Pvt Ltd',
  );
  ids.supplier = supplier.id;
  supplierGstin = supplier.gstin;
  ids.customer = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
});
afterAll(() => suite.server.close());

const draft = async (path = PO, partyId = ids.supplier): Promise<Doc> => {
  const reply = await suite.call<Doc>('POST', `${path}/save`, suite.admin, {
    partyId,
    date: '2026-11-20',
    branchId: ids.branch,
    paymentTerms: '30 days',
    lines: [
      { itemId: ids.granules, quantity: 100, rate: 104.5, discountPercent: 10 },
      { itemId: ids.tape, quantity: 50, rate: 200 },
    ],
  });
  expect(reply.status).toBe(200);
  return reply.body.data as Doc;
};

const submitted = async (path = PO, partyId = ids.supplier): Promise<Doc> => {
  const doc = await draft(path, partyId);
  const reply = await suite.call<Doc>('POST', `${path}/submit`, suite.admin, {
    id: doc.id,
    version: doc.version,
  });
  expect(reply.status).toBe(200);
  return reply.body.data as Doc;
};

const print = (id: number, path = PO, token = suite.admin) =>
  suite.raw({
    method: 'GET',
    url: `/api/v1/${path}/print/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** The text of every page of the PDF, one line per text line drawn. */
const textOf = (pdf: Buffer): string => pdfPages(pdf).flat().join('\n');

const setConfig = (key: string, value: string) =>
  suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT org_id, ${key}, ${value} FROM party WHERE id = ${ids.supplier}
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );

describe('printing a document (issue 16)', () => {
  it('downloads a submitted purchase order as a PDF with its number, GSTINs and amount in words', async () => {
    const doc = await submitted();
    expect(doc).toMatchObject({
      status: DOCUMENT_STATUS.OPEN,
      number: expect.stringMatching(/^PO\/2026-27\/\d{5}$/),
    });
    const reply = await print(doc.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain(
      `attachment; filename="${(doc.number ?? '').replaceAll('/', '-')}.pdf"`,
    );
    const pdf = reply.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(reply.headers['content-length'])).toBe(pdf.length);
    const text = textOf(pdf);
    expect(text).toContain(doc.number);
    expect(text).toContain('Reliance Polymer Distributors');
    expect(text).toContain(`GSTIN: ${supplierGstin}`);
    expect(text).toContain('Head Office');
    expect(text).toContain('30 days');
    expect(text).toContain(`₹${formatAmount(doc.grandTotal)}`);
    expect(doc.amountInWords).toMatch(/^Rupees .* Only$/);
    expect(text).toContain(doc.amountInWords);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    // The default template: an original and a duplicate, no terms.
    expect(text).toContain('Original · Page 1 of 1');
    expect(text).toContain('Duplicate · Page 1 of 1');
    expect(text).not.toContain('Terms and Conditions');
  });

  it('prints a draft marked Draft, named after its id', async () => {
    const doc = await draft();
    const reply = await print(doc.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(`filename="Draft ${doc.id}.pdf"`);
    const text = textOf(reply.rawPayload);
    expect(text).toContain('Draft (not numbered yet)');
    expect(text.split('\n')).toContain('DRAFT');
    expect(text).toContain(doc.amountInWords);
  });

  it('prints a sales order with the same call, CGST and SGST within one state', async () => {
    const customer = await idOf('party', 'companyName', 'Sai Packaging Solutions');
    const doc = await submitted(SO, customer);
    const reply = await print(doc.id, SO);
    expect(reply.statusCode).toBe(200);
    const text = textOf(reply.rawPayload);
    expect(text).toContain('SALES ORDER');
    expect(text).toContain(doc.number);
    expect(text).toContain('Sai Packaging Solutions');
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
  });

  it("uses the print-template master's record of the type, the header image and the printed partner kept at submit", async () => {
    const db = suite.server.database.db;
    await db.execute(
      sql`INSERT INTO print_template (org_id, name, module_name, paper_size, orientation, content, active)
          SELECT org_id, 'PO print', 'purchaseOrder', 'A5', 'LANDSCAPE', 'Delivery within 15 days.', true
          FROM party WHERE id = ${ids.supplier}`,
    );
    mkdirSync(join(suite.server.filesDir, 'images'), { recursive: true });
    // A 1×1 PNG stands in for the letterhead (a PDF page takes JPEG and PNG bytes alike).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    writeFileSync(join(suite.server.filesDir, 'images', 'header.jpg'), png);
    await setConfig('PO_PRINT_PARTNER_ID', String(ids.customer));
    const first = await submitted();
    await setConfig('PRINT_PARTNER_NAME', 'Narmada Chemicals');
    const doc = await submitted();
    const pdf = (await print(doc.id)).rawPayload;
    // An issued order prints the partner it was issued with (decision 1820), whatever the config says now.
    const named = textOf((await print(first.id)).rawPayload);
    await setConfig('PRINT_PARTNER_NAME', '');
    await setConfig('PO_PRINT_PARTNER_ID', '');
    expect(named).toContain('PARTNER\nAmbuja Cement Works Ltd');
    expect(named).not.toContain('Narmada');
    const text = textOf(pdf);
    expect(text).toContain('PARTNER\nNarmada Chemicals');
    expect(text).toContain('Delivery within 15 days.');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Subtype /Image');
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.2\d* 419\.5\d*\]/);
    // The sales order has no template of its own and no printed partner.
    const order = await submitted(SO, ids.customer);
    const sales = textOf((await print(order.id, SO)).rawPayload);
    expect(sales).not.toContain('Delivery within 15 days.');
    expect(sales).not.toContain('PARTNER');
  });

  it("keeps the GSTIN and GST of the stored order when the supplier's GSTIN changed since (issue 38)", async () => {
    const doc = await submitted();
    const db = suite.server.database.db;
    const regst = (gstin: string) =>
      db.execute(sql`UPDATE party SET gstin = ${gstin} WHERE id = ${ids.supplier}`);
    await regst('24AABCR5678D1Z8');
    const reply = await print(doc.id);
    await regst(supplierGstin);
    const text = textOf(reply.rawPayload);
    expect(text).toContain(`GSTIN: ${supplierGstin}`);
    expect(text).not.toContain('GSTIN: 24AABCR5678D1Z8');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain(`₹${formatAmount(doc.grandTotal)}`);
  });

  it("answers another organisation's document 404 and a user without access 403, in the envelope", async () => {
    const doc = await submitted();
    const other = await print(doc.id, PO, suite.orgB);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/application\/json/);
    expect(other.json()).toMatchObject({ responseCode: expect.any(Number) });
    expect((await print(doc.id, PO, suite.storekeeper)).statusCode).toBe(403);
    expect((await print(999_999_999)).statusCode).toBe(404);
    expect((await print(0)).statusCode).toBe(400);
    const unsigned = await suite.raw({ method: 'GET', url: `/api/v1/${PO}/print/${doc.id}` });
    expect(unsigned.statusCode).toBe(401);
  });
});
