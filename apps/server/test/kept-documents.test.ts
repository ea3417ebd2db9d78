import { DOCUMENTS, DOCUMENT_STATUS } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { describeDocument } from '../src/db/schema/document-tables.ts';
import { allowDirectInvoices, createSuite, findIn, type Suite } from './helpers.ts';
import { receiptBody, submitted, type Doc } from './ledger-fixture.ts';
import { pdfPages } from './pdf-text.ts';

// Issue 38: "An issued document is a record, not a view" (decision 1820). Documents of every kind with a
// party are submitted, then every master they name is edited (the party's name, GSTIN, state and addresses,
// the branch, the organisation, the item's name and HSN, the unit); the reprints, GSTR-1 (B2B against B2C),
// the e-invoice JSON, the e-way bill, the sales register and the party ledger say what they said before.

let suite: Suite;
const ids = { store: 0, walkIn: 0, ambuja: 0, supplier: 0, branch: 0, sacks: 0, unit: 0, org: 0 };
const made: { path: string; doc: Doc }[] = [];
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

const db = () => suite.server.database.db;
const get = (url: string) =>
  suite.raw({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${suite.admin}` } });
const post = (url: string, payload: Record<string, unknown>) =>
  suite.raw({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${suite.admin}` },
    payload,
  });

const sacksLine = (extra: Record<string, unknown> = {}) => ({
  itemId: ids.sacks,
  // Worth more than ₹50,000: an e-way bill is due.
  quantity: 10_000,
  rate: 12.5,
  gstRate: 12,
  stockAreaId: ids.store,
  ...extra,
});

const orderLine = { itemId: 0, quantity: 100, rate: 12.5, gstRate: 12 };

async function keep(path: string, body: Record<string, unknown>): Promise<Doc> {
  const doc = await submitted(suite, path, body);
  made.push({ path, doc });
  return doc;
}

/** The printed text of a document, without the line that dates the print. */
async function printed(path: string, id: number): Promise<string[]> {
  const reply = await get(`${path}/print/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return pdfPages(reply.rawPayload).flat();
}

/** Everything the documents print and report, read now. */
async function everything(invoice: Doc, walkInInvoice: Doc) {
  const prints = await Promise.all(made.map(({ path, doc }) => printed(path, doc.id)));
  // Of the answer, what it says: not the request's id, nor the GSTIN filing the return (the branch's now).
  const json = async (reply: Awaited<ReturnType<typeof get>>) => {
    expect(reply.statusCode, reply.body).toBe(200);
    const { requestId: _request, gstin: _filing, ...said } = reply.json<Record<string, unknown>>();
    const data = said.data as Record<string, unknown> | undefined;
    if (!data || Array.isArray(data)) return said;
    const { gstin: _filer, ...rest } = data;
    return { ...said, data: rest };
  };
  const ledger = async (partyId: number) =>
    json(await get(`chemical/partyLedger/${partyId}?from=2026-11-01&to=2026-11-30`));
  return {
    prints,
    gstr1: await json(await get(`chemical/gstr1/2026-11?branchId=${ids.branch}`)),
    gstr1File: await json(await get(`chemical/gstr1/2026-11/json?branchId=${ids.branch}`)),
    eInvoice: await json(await get(`chemical/salesInvoice/eInvoice/${invoice.id}`)),
    ewayBill: await json(
      await post('chemical/salesInvoice/ewayBill', { ids: [invoice.id, walkInInvoice.id] }),
    ),
    register: await json(
      await post('chemical/report/salesRegister', { ...NOVEMBER, sort: 'number', size: 50 }),
    ),
    ledgers: [await ledger(ids.ambuja), await ledger(ids.walkIn)],
  };
}

beforeAll(async () => {
  suite = await createSuite();
  ids.store = await allowDirectInvoices(suite);
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(suite, path, key, value)).id;
  ids.ambuja = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.walkIn = await idOf('party', 'companyName', 'Krishak Bharati Fertilisers Co-op');
  ids.supplier = await idOf('party', 'companyName', 'Reliance Polymer Distributors Pvt Ltd');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.sacks = await idOf('chemical/item', 'code', 'FG-SK-050');
  orderLine.itemId = ids.sacks;
  const [sacks] = await queryRows<{ uom: number; org: number }>(
    db(),
    sql`SELECT uom_id::int AS uom, org_id::int AS org FROM item WHERE id = ${ids.sacks}`,
  );
  ids.unit = sacks?.uom ?? 0;
  ids.org = sacks?.org ?? 0;
  // INV/26-27/00293 of the issue: a customer without GSTIN, billed as B2C.
  await db().execute(sql`UPDATE party SET gstin = NULL, pan = NULL WHERE id = ${ids.walkIn}`);
  await db().execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) VALUES (${ids.org}, 'E_INVOICE', 'YES')
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
}, 180_000);
afterAll(() => suite.server.close());

describe('issue 38: an issued document is a record, not a view', () => {
  it('every document table keeps its facts (the engine declares it once, for every type)', async () => {
    const headers = Object.values(DOCUMENTS).map((def) => describeDocument(def).header.name);
    const rows = await queryRows<{ table_name: string }>(
      db(),
      sql`SELECT table_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'kept'`,
    );
    expect(rows.map((row) => row.table_name).sort()).toEqual(expect.arrayContaining(headers.sort()));
    expect(headers).toHaveLength(Object.values(DOCUMENTS).length);
  });

  it('reprints, returns, portal files, registers and ledgers say the same after every master they name is edited', async () => {
    const header = { date: '2026-11-24', branchId: ids.branch };
    const invoice = await keep('chemical/salesInvoice', {
      ...header,
      partyId: ids.ambuja,
      distanceKm: 640,
      lines: [sacksLine()],
    });
    const walkInInvoice = await keep('chemical/salesInvoice', {
      ...header,
      partyId: ids.walkIn,
      distanceKm: 40,
      lines: [sacksLine()],
    });
    const { body } = await suite.call<{ lines: { id: number }[] }>(
      'GET',
      `chemical/salesInvoice/${invoice.id}`,
      suite.admin,
    );
    const noteOf = (reason: string) => ({
      ...header,
      partyId: ids.ambuja,
      salesInvoiceId: invoice.id,
      placeOfSupply: invoice.placeOfSupply,
      reason,
      lines: [
        {
          salesInvoiceLineId: body.data?.lines[0]?.id,
          itemId: ids.sacks,
          quantity: 100,
          rate: 1,
          gstRate: 12,
        },
      ],
    });
    await keep('chemical/creditNote', noteOf('PRICE_CORRECTION'));
    await keep('chemical/debitNote', noteOf('PRICE_CORRECTION'));
    await keep('chemical/salesOrder', { ...header, partyId: ids.ambuja, lines: [orderLine] });
    await keep('chemical/purchaseOrder', { ...header, partyId: ids.supplier, lines: [orderLine] });
    await keep('chemical/receipt', receiptBody(ids.walkIn, '2026-11-25', 500));
    const draft = (
      await suite.call<Doc>('POST', 'chemical/salesInvoice/save', suite.admin, {
        ...header,
        partyId: ids.walkIn,
        lines: [sacksLine()],
      })
    ).body.data as Doc;

    const before = await everything(invoice, walkInInvoice);
    const sections = (before.gstr1 as { data: { sections: { section: string; documents: number }[] } }).data
      .sections;
    // The walk-in's invoice is B2C (large, to another state), Ambuja's B2B; the edit giving the walk-in a
    // GSTIN moves neither.
    expect(Object.fromEntries(sections.map((row) => [row.section, row.documents]))).toMatchObject({
      b2b: 1,
      b2cl: 1,
      cdnr: 2,
    });
    expect(before.prints[1]).toEqual(expect.arrayContaining([expect.stringContaining('Krishak Bharati')]));

    // Every master the documents name, edited.
    await db().execute(
      sql`UPDATE party SET company_name = company_name || ' (renamed)', gstin = '27AABCK1234M1Z5',
            addresses = '[{"addressType":"BILLING","isDefault":true,"line1":"New Road 1","city":"Pune","pincode":"411001","state":"27"},{"addressType":"SHIPPING","line1":"Depot 9","city":"Pune","state":"27"}]'::jsonb
          WHERE id IN (${ids.walkIn}, ${ids.ambuja}, ${ids.supplier})`,
    );
    await db().execute(
      sql`UPDATE branch SET legal_name = 'Renamed Branch LLP', gstin = '27AAECS4321K1ZP', address = 'Elsewhere 5',
            city = 'Pune', state = '27', pincode = '411002', bank_name = 'Renamed Bank', ifsc = 'HDFC0000001'
          WHERE id = ${ids.branch}`,
    );
    await db().execute(
      sql`UPDATE organisation SET legal_name = 'Renamed Organisation Ltd', gstin = '29AAECS4321K1ZZ',
            address = 'Far Away 7' WHERE id = ${ids.org}`,
    );
    await db().execute(
      sql`UPDATE item SET name = name || ' (renamed)', hsn_code = '9999' WHERE id = ${ids.sacks}`,
    );
    await db().execute(sql`UPDATE uom SET name = 'RENAMED', uqc = 'OTH' WHERE id = ${ids.unit}`);

    const after = await everything(invoice, walkInInvoice);
    expect(after).toEqual(before);

    // A draft is not issued: it prints the masters as they are now.
    const draftPrint = await printed('chemical/salesInvoice', draft.id);
    expect(draftPrint).toEqual(
      expect.arrayContaining([
        '(renamed)',
        'Renamed Branch LLP',
        'GSTIN: 27AABCK1234M1Z5',
      ]),
    );
  });

  it('an amended document keeps anew at its submit; a cancelled one keeps what it had', async () => {
    const order = await keep('chemical/salesOrder', {
      date: '2026-11-26',
      branchId: ids.branch,
      partyId: ids.ambuja,
      lines: [orderLine],
    });
    const kept = async () =>
      (
        await queryRows<{ kept: { party: { name: string } } | null; status: number }>(
          db(),
          sql`SELECT kept, status FROM sales_order WHERE id = ${order.id}`,
        )
      )[0];
    const name = (await kept())?.kept?.party.name;
    await db().execute(sql`UPDATE party SET company_name = 'Ambuja Again' WHERE id = ${ids.ambuja}`);
    const amended = await suite.call<Doc>('POST', 'chemical/salesOrder/amend', suite.admin, {
      id: order.id,
      version: order.version,
      reason: 'Rate revised',
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    const draft = amended.body.data as Doc;
    expect(draft.status).toBe(DOCUMENT_STATUS.DRAFT);
    expect(await printed('chemical/salesOrder', order.id)).toEqual(
      expect.arrayContaining([expect.stringContaining('Ambuja Again')]),
    );
    const again = await suite.call<Doc>('POST', 'chemical/salesOrder/submit', suite.admin, {
      id: draft.id,
      version: draft.version,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await kept())?.kept?.party.name).toBe('Ambuja Again');
    expect(name).not.toBe('Ambuja Again');

    const done = again.body.data as Doc;
    const cancelled = await suite.call('POST', 'chemical/salesOrder/cancel', suite.admin, {
      id: done.id,
      version: done.version,
      reason: 'Not needed',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await db().execute(sql`UPDATE party SET company_name = 'Ambuja Third' WHERE id = ${ids.ambuja}`);
    expect(await kept()).toMatchObject({
      status: DOCUMENT_STATUS.CANCELLED,
      kept: { party: { name: 'Ambuja Again' } },
    });
  });
});
