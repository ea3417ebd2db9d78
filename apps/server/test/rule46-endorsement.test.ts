import { E_INVOICE_SCHEMA, RULE_46_ENDORSEMENTS, gstinCheckCharacter } from '@erp/domain';
import { OFFICIAL_E_INVOICE_SCHEMA } from '@erp/domain/official-e-invoice';
import { Ajv } from 'ajv';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_WORDS } from '../src/print/words.ts';
import { allowDirectInvoices, createSuite, findIn, type Suite } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';
import { tallyLedgerMasters } from './tally-xml.ts';

// Issue 56: "An invoice for export or to an SEZ prints no endorsement, while Rule 46 of the CGST Rules …
// asks for 'Supply meant for export / supply to SEZ unit or SEZ developer for authorised operations on
// payment of integrated tax' (or 'under bond or letter of undertaking without payment of integrated tax'); an
// SEZ party has no type of its own and its Tally ledger is 'Regular'" (decisions 2211, 2213). An SEZ unit's
// invoices with IGST and under bond, an export under LUT and a regular one, each printed in English and Hindi;
// the SEZ's registration read the same way by the e-invoice (against the kept official schema), GSTR-1 and
// Tally.

const SI = 'chemical/salesInvoice';
const { withTax, withoutTax } = RULE_46_ENDORSEMENTS;
let suite: Suite;
const ids = { store: 0, branch: 0, sacks: 0, sez: 0, abroad: 0, regular: 0 };
const sezGstin = () => `24AAACZ4321M1Z${gstinCheckCharacter('24AAACZ4321M1Z')}`;
type Doc = { id: number; number: string; igstTotal: number };

const ajv = new Ajv({ allErrors: true, strict: false });
const checks = [ajv.compile(E_INVOICE_SCHEMA), ajv.compile(OFFICIAL_E_INVOICE_SCHEMA)];

const raw = (url: string, language?: string) =>
  suite.raw({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${suite.admin}`, ...(language ? { 'accept-language': language } : {}) },
  });

async function customer(companyName: string, registration: Record<string, unknown>, state: string) {
  const type = await findIn<{ id: number }>(suite, 'partyType', 'name', 'Customer');
  const reply = await suite.call<{ id: number }>('POST', 'party/save', suite.admin, {
    companyName,
    partyTypeId: type.id,
    isCustomer: true,
    ...registration,
    addresses: [
      { addressType: 'BILLING', line1: 'Plot 9', city: 'Kandla', state, pincode: '370210', country: 'India' },
    ],
  });
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body.data?.id ?? 0;
}

/** An invoice of 1,000 sacks at ₹12.50 and `gstRate`, submitted. */
async function invoice(partyId: number, gstRate: number, placeOfSupply?: string): Promise<Doc> {
  const saved = await suite.call<Doc & { version: number }>('POST', `${SI}/save`, suite.admin, {
    partyId,
    date: '2026-11-24',
    branchId: ids.branch,
    ...(placeOfSupply ? { placeOfSupply } : {}),
    lines: [{ itemId: ids.sacks, quantity: 1000, rate: 12.5, gstRate, stockAreaId: ids.store }],
  });
  expect(saved.status, saved.body.responseMessage).toBe(200);
  const draft = saved.body.data;
  const done = await suite.call<Doc>('POST', `${SI}/submit`, suite.admin, {
    id: draft?.id,
    version: draft?.version,
  });
  expect(done.status, done.body.responseMessage).toBe(200);
  return done.body.data as Doc;
}

const printed = async (doc: Doc, language?: string) => {
  const reply = await raw(`${SI}/print/${doc.id}`, language);
  expect(reply.statusCode).toBe(200);
  // A line may break after the slash of EXPORT/SUPPLY: the text is read whole again.
  return pdfPages(reply.rawPayload).flat().join(' ').replace(/\s+/g, ' ').replaceAll('/ ', '/');
};

const made = {} as Record<'sezWithTax' | 'sezUnderBond' | 'exportUnderLut' | 'regular', Doc>;

beforeAll(async () => {
  suite = await createSuite();
  ids.store = await allowDirectInvoices(suite);
  ids.branch = (await findIn<{ id: number }>(suite, 'erp/branch', 'name', 'Head Office')).id;
  ids.sacks = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'FG-SK-050')).id;
  ids.regular = (await findIn<{ id: number }>(suite, 'party', 'companyName', 'Ambuja Cement Works Ltd')).id;
  ids.sez = await customer('Kandla SEZ Bag Unit', { gstin: sezGstin(), gstRegistrationType: 'SEZ' }, '24');
  ids.abroad = await customer('Gulf Sacks Trading LLC', { gstRegistrationType: 'OVERSEAS' }, '24');
  await suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, 'E_INVOICE', 'YES' FROM organisation
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
  made.sezWithTax = await invoice(ids.sez, 12);
  made.sezUnderBond = await invoice(ids.sez, 0);
  made.exportUnderLut = await invoice(ids.abroad, 0, '96');
  made.regular = await invoice(ids.regular, 12);
}, 120_000);
afterAll(() => suite.server.close());

describe("issue 56: rule 46's endorsement on the invoice's print, from its own facts", () => {
  it.each([
    ['an SEZ unit, on payment of IGST', 'sezWithTax', withTax],
    ['an SEZ unit, under bond without IGST', 'sezUnderBond', withoutTax],
    ['an export under LUT', 'exportUnderLut', withoutTax],
  ] as const)(
    '%s: endorsed in the words of the rule, and in Hindi for a Hindi reader',
    async (_case, key, words) => {
      const english = await printed(made[key]);
      expect(english).toContain(words);
      const hindi = await printed(made[key], 'hi');
      expect(hindi).toContain(PRINT_WORDS[words]);
      expect(hindi).not.toContain(words);
    },
  );

  it('a regular invoice carries no endorsement', async () => {
    const text = await printed(made.regular);
    expect(text).not.toContain('SUPPLY MEANT FOR EXPORT');
  });
});

describe("issue 56: an SEZ's registration, one fact the e-invoice, GSTR-1 and Tally read", () => {
  it.each([
    ['sezWithTax', 'SEZWP'],
    ['sezUnderBond', 'SEZWOP'],
    ['exportUnderLut', 'EXPWOP'],
  ] as const)(
    'the %s invoice is e-invoiced %s, as ours and the kept official schema take it',
    async (key, supply) => {
      const reply = await raw(`${SI}/eInvoice/${made[key].id}`);
      expect(reply.statusCode, reply.body).toBe(200);
      const json = reply.json();
      expect(checks.flatMap((check) => (check(json) ? [] : (check.errors ?? [])))).toEqual([]);
      expect(json.TranDtls.SupTyp).toBe(supply);
    },
  );

  it('GSTR-1 files the SEZ invoices in B2B as SEWP and SEWOP, the export in EXP as WOPAY', async () => {
    const reply = await raw(`chemical/gstr1/2026-11/json?branchId=${ids.branch}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const gstr1 = reply.json<{
      b2b: { ctin: string; inv: { inum: string; inv_typ: string }[] }[];
      exp: { exp_typ: string; inv: { inum: string }[] }[];
    }>();
    const sez = gstr1.b2b
      .find((group) => group.ctin === sezGstin())
      ?.inv.map((one) => [one.inum, one.inv_typ]);
    expect(sez).toEqual([
      [made.sezWithTax.number, 'SEWP'],
      [made.sezUnderBond.number, 'SEWOP'],
    ]);
    const wopay = gstr1.exp.find((group) => group.exp_typ === 'WOPAY');
    expect(wopay?.inv.map((one) => one.inum)).toContain(made.exportUnderLut.number);
  });

  it("GSTR-1's Excel names the SEZ invoices' types in the offline tool's words", async () => {
    const reply = await raw(`chemical/gstr1/2026-11/excel?branchId=${ids.branch}`);
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const types = new Map<string, string>();
    workbook.getWorksheet('b2b')?.eachRow((row, index) => {
      if (index > 1) types.set(String(row.getCell(3).value), String(row.getCell(8).value));
    });
    expect([types.get(made.sezWithTax.number), types.get(made.sezUnderBond.number)]).toEqual([
      'SEZ supplies with payment',
      'SEZ supplies without payment',
    ]);
  });

  it("Tally's ledger of the SEZ unit is a Regular party of party type SEZ", async () => {
    const reply = await raw('chemical/tally/vouchers?from=2026-11-24&to=2026-11-24');
    expect(reply.statusCode, reply.body).toBe(200);
    const ledger = tallyLedgerMasters(reply.body).find((one) => one['@_NAME'] === 'Kandla SEZ Bag Unit');
    expect(ledger).toMatchObject({
      PARENT: 'Sundry Debtors',
      GSTREGISTRATIONTYPE: 'Regular',
      GSTNATUREOFSUPPLY: 'SEZ',
      PARTYGSTIN: sezGstin(),
    });
  });
});
