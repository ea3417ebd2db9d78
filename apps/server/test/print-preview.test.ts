import { DOCUMENTS } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../src/testing.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';

// Issue 16: "a PDF is rendered from a print template of the document type … with a preview on the
// print-templates screen": POST templateConfig/preview (decision 0870).

let suite: Suite;
let latestNumber = '';
const PO = 'chemical/purchaseOrder';
const TERMS = 'Goods once sold will not be taken back. Payment within 30 days.';

/** The print template as the form holds it, before it is saved. */
const template = (changes: Record<string, unknown> = {}) => ({
  name: 'PO print',
  moduleName: 'purchaseOrder',
  paperSize: 'A4',
  orientation: 'PORTRAIT',
  content: TERMS,
  active: true,
  ...changes,
});

const preview = (body: unknown, token: string | null = suite.admin) =>
  suite.raw({
    method: 'POST',
    url: '/api/v1/templateConfig/preview',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as Record<string, unknown>,
  });

const textOf = (pdf: Buffer): string => pdfPages(pdf).flat().join('\n');

beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

/** A submitted purchase order of the admin's organisation. */
async function submittedOrder(): Promise<{ number: string }> {
  const supplier = await findIn<{ id: number }>(
    suite,
    'party',
    'companyName',
    'Reliance Polymer Distributors Pvt Ltd',
  );
  const item = await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'RM-PP-001');
  const branch = await findIn<{ id: number }>(suite, 'erp/branch', 'name', 'Head Office');
  const saved = await suite.call<{ id: number; version: number }>('POST', `${PO}/save`, suite.admin, {
    partyId: supplier.id,
    branchId: branch.id,
    date: '2026-11-20',
    lines: [{ itemId: item.id, quantity: 10, rate: 150 }],
  });
  expect(saved.status).toBe(200);
  const submitted = await suite.call<{ number: string }>('POST', `${PO}/submit`, suite.admin, {
    id: saved.body.data?.id,
    version: saved.body.data?.version,
  });
  expect(submitted.status).toBe(200);
  return submitted.body.data as { number: string };
}

describe('the print template preview (issue 16)', () => {
  it('prints the unsaved template over a sample marked PREVIEW when there is no submitted document', async () => {
    const reply = await preview(template({ paperSize: 'A5', orientation: 'LANDSCAPE' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain('filename="Preview-SAMPLE.pdf"');
    const pdf = reply.rawPayload;
    const text = textOf(pdf);
    expect(text).toContain(TERMS);
    expect(text).toContain('Purchase Order SAMPLE');
    expect(text).toContain('Sample Party Pvt Ltd');
    expect(text.split('\n')).toContain('PREVIEW');
    expect(text).toContain('Original · Page 1 of');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 419\.5\d*\]/);
  });

  it("prints over the organisation's latest submitted order, never another organisation's", async () => {
    const order = await submittedOrder();
    latestNumber = order.number;
    const ours = textOf((await preview(template())).rawPayload);
    expect(ours).toContain(order.number);
    expect(ours).toContain('Reliance Polymer Distributors');
    expect(ours).toContain(TERMS);
    expect(ours.split('\n')).toContain('PREVIEW');
    const other = await preview(template({ content: 'Org B terms.' }), suite.orgB);
    expect(other.statusCode).toBe(200);
    const theirs = textOf(other.rawPayload);
    expect(theirs).toContain('Org B terms.');
    expect(theirs).toContain('Purchase Order SAMPLE');
    expect(theirs).not.toContain(order.number);
    expect(theirs).not.toContain('Reliance Polymer Distributors');
  });

  it('prints over the sample for a role that may read the templates but not the document type', async () => {
    const role = await suite.call<{ id: number }>('POST', 'role/save', suite.admin, { name: 'Designer' });
    const roleId = role.body.data?.id ?? 0;
    // The orders are closed to the role by an entry (as by none, decision 1867).
    const grants = [
      { roleId, moduleAPI: 'templateConfig', view: 1, mode: 1 },
      { roleId, moduleAPI: PO, view: 0, mode: 0 },
    ];
    expect((await suite.call('POST', 'acl/saveOrUpdateAll', suite.admin, grants)).status).toBe(200);
    const staff = await suite.call('POST', 'staff/save', suite.admin, {
      firstname: 'Dev',
      username: 'designer',
      password: 'Designer-Pass-1',
      roleId,
    });
    expect(staff.status).toBe(200);
    const designer = await tokenFor(suite.server, 'designer');
    expect(latestNumber).not.toBe('');
    const reply = await preview(template(), designer);
    expect(reply.statusCode).toBe(200);
    const text = textOf(reply.rawPayload);
    expect(text).toContain('Purchase Order SAMPLE');
    expect(text).not.toContain(latestNumber);
  });

  it('refuses a template the master would refuse, in words, in the envelope', async () => {
    const empty = await preview(template({ content: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toMatch(/application\/json/);
    expect(empty.json().responseMessage).toMatch(/Template/);
    const paper = await preview(template({ paperSize: 'B3' }));
    expect(paper.statusCode).toBe(400);
    expect(paper.json().responseMessage).toMatch(/Paper Size/);
    const notADocument = await preview(template({ moduleName: 'party' }));
    expect(notADocument.statusCode).toBe(400);
    expect(notADocument.json().responseMessage).toBe(
      `A preview prints a document: choose one of ${Object.values(DOCUMENTS)
        .map((document) => document.label)
        .join(', ')}`,
    );
    const notARecord = await preview([1, 2]);
    expect(notARecord.statusCode).toBe(400);
    expect(notARecord.json().responseMessage).toBe('The data sent is not a record');
  });

  it('needs a session and read access to the print templates', async () => {
    expect((await preview(template(), null)).statusCode).toBe(401);
    expect((await preview(template(), suite.storekeeper)).statusCode).toBe(403);
  });
});
