import {
  DOCUMENTS,
  documentPlaceholders,
  formatAmount,
  placeholdersIn,
  placeholderValues,
  renderTemplate,
  type DocumentKey,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Decision 1625: the demo data's message templates, e-mail and SMS for the quotation and e-mail for the
// purchase order, sales order and invoice, each naming only its document type's placeholders.

let suite: Suite;
interface Template {
  id: number;
  name: string;
  channel: string;
  documentType: string;
  subject: string | null;
  body: string;
}
const DEMO: readonly [string, string, DocumentKey][] = [
  ['Quotation (e-mail)', 'EMAIL', 'quotation'],
  ['Quotation (SMS)', 'SMS', 'quotation'],
  ['Purchase order (e-mail)', 'EMAIL', 'purchaseOrder'],
  ['Sales order confirmation (e-mail)', 'EMAIL', 'salesOrder'],
  ['Tax invoice (e-mail)', 'EMAIL', 'salesInvoice'],
];
const templates = new Map<string, Template>();

beforeAll(async () => {
  suite = await createSuite();
  const list = await suite.call<Template>(
    'GET',
    'chemical/smsTemplate/getAllByPartner?page=1&size=50',
    suite.admin,
  );
  for (const row of list.body.dataList ?? []) templates.set(row.name, row);
});
afterAll(() => suite.server.close());

describe('the demo message templates (decision 1625)', () => {
  it.each(DEMO)('%s: a %s template of %s, active, with its placeholders', (name, channel, type) => {
    const template = templates.get(name);
    expect(template).toMatchObject({ channel, documentType: type, active: true });
    const named = placeholdersIn(`${template?.subject ?? ''} ${template?.body ?? ''}`);
    expect(named).toEqual(expect.arrayContaining(['partyName', 'documentNumber', 'amount']));
    const known = documentPlaceholders(DOCUMENTS[type]);
    expect(named.filter((placeholder) => !known.has(placeholder))).toEqual([]);
    if (channel === 'EMAIL') expect(template?.subject).toContain('{documentNumber}');
  });

  it.each(DEMO)('%s renders every placeholder for a document of its type', (name, _channel, type) => {
    const template = templates.get(name);
    const row = {
      number: 'X/2026-27/00001',
      date: '2026-11-24',
      grandTotal: 123456.5,
      validUntil: '2026-12-15',
      expectedDate: '2026-12-15',
      deliveryDate: '2026-12-15',
    };
    const values = placeholderValues(documentPlaceholders(DOCUMENTS[type]), row, 'Sharma Agro Industries');
    const text = renderTemplate(`${template?.subject ?? ''}\n${template?.body ?? ''}`, values);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain('Sharma Agro Industries');
    expect(text).toContain('1,23,456.50');
  });

  it("previews the quotation's e-mail and SMS filled for a sent quotation, over HTTP", async () => {
    await suite.server.database.db.execute(
      sql`INSERT INTO sys_config (org_id, key_name, value)
          SELECT org_id, 'DIRECT_QUOTATION', 'YES' FROM staff WHERE username = 'admin'
          ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
    );
    const idOf = async (path: string, key: string, value: string) =>
      (await findIn<{ id: number }>(suite, path, key, value)).id;
    type Doc = { id: number; version: number; number: string; grandTotal: number };
    const saved = await suite.call<Doc>('POST', 'crm/quotation/save', suite.admin, {
      partyId: await idOf('party', 'companyName', 'Ambuja Cement Works Ltd'),
      date: '2026-11-24',
      validUntil: '2026-12-15',
      branchId: await idOf('erp/branch', 'name', 'Head Office'),
      lines: [{ itemId: await idOf('chemical/item', 'code', 'RM-PP-001'), quantity: 100, rate: 110 }],
    });
    expect(saved.status).toBe(200);
    const draft = saved.body.data as Doc;
    const sent = await suite.call<Doc>('POST', 'crm/quotation/submit', suite.admin, {
      id: draft.id,
      version: draft.version,
    });
    const quotation = sent.body.data as Doc;
    const preview = (channel: string, name: string) =>
      suite.call<{ subject: string; body: string }>(
        'GET',
        `crm/quotation/messagePreview/${quotation.id}?channel=${channel}&templateId=${templates.get(name)?.id}`,
        suite.admin,
      );
    const mail = await preview('EMAIL', 'Quotation (e-mail)');
    expect(mail.status).toBe(200);
    expect(mail.body.data?.subject).toBe(`Quotation ${quotation.number} dated 24-11-2026`);
    expect(mail.body.data?.body).toContain('Dear Ambuja Cement Works Ltd,');
    expect(mail.body.data?.body).toContain(
      `for ₹${formatAmount(Number(quotation.grandTotal))} (inclusive of GST)`,
    );
    expect(mail.body.data?.body).toContain('valid till 15-12-2026');
    const sms = await preview('SMS', 'Quotation (SMS)');
    expect(sms.body.data?.body).toBe(
      `Dear Ambuja Cement Works Ltd, our quotation ${quotation.number} for Rs ${formatAmount(Number(quotation.grandTotal))} incl. GST is valid till 15-12-2026. Details sent by e-mail. Kindly confirm your order. - Sales Team`,
    );
  });
});
