import { DOCUMENTS, TALLY_KEEPS, type BillingKind, type DocumentKey } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowDirectInvoices, findIn } from './helpers.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';
import {
  expectBalanced,
  paise,
  tallyHolds,
  tallyLedgerMasters,
  tallyVouchers,
  type TallyVoucher,
} from './tally-xml.ts';

// Issue 56: "Tally leaves out receipts (and payments): … so Tally shows the customer owing ₹11,603 it paid."
// "Every billing document in Tally (invoices, notes, purchase bills, receipts, payments, opening balances where
// Tally keeps them), checked by a table test over the billing kinds and by the day story: the Tally file of a
// month, read back, gives each party the balance the ledger gives" (decision 2210). A document of every billing
// kind the domain declares is made through its own calls, from the go-live eve to the 27th; the files of the
// two periods are read back as Tally imports them one after another.

const { app, ids, ok, submit, openOrder, inwardOf } = useStockDocuments();
const GO_LIVE = '2026-11-01';
const EVE = '2026-10-31';
const FIRST = { from: EVE, to: '2026-11-24' };
const SECOND = { from: '2026-11-25', to: '2026-11-27' };

type Row = Record<string, unknown>;
const get = <T = Row>(path: string) => app().call<T>('GET', path, app().admin);
const download = async (period: { from: string; to: string }, branch = '') => {
  const reply = await app().raw({
    method: 'GET',
    url: `/api/v1/chemical/tally/vouchers?from=${period.from}&to=${period.to}${branch}`,
    headers: { authorization: `Bearer ${app().admin}` },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.body;
};

/** The documents of each kind made, as the table below makes them. */
const made = {} as Record<BillingKind, Doc[]>;
const party = { customer: 0, onlyOpening: 0, supplier: 0 };
const files = { first: '', second: '' };
let store = 0;

async function completed(key: DocumentKey, body: Row): Promise<Doc> {
  const path = DOCUMENTS[key].apiPath;
  const reply = await submit(path, await ok(`${path}/save`, body));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const doc = reply.body.data as Doc;
  const kind = DOCUMENTS[key].billing?.kind;
  if (kind) (made[kind] ??= []).push(doc);
  return doc;
}

const customerParty = async (companyName: string) =>
  (
    await ok('party/save', {
      companyName,
      partyTypeId: (await findIn<{ id: number }>(app(), 'partyType', 'name', 'Customer')).id,
      isCustomer: true,
      creditDays: 30,
    })
  ).id;

const opening = (
  key: 'openingReceivable' | 'openingPayable',
  partyId: number,
  number: string,
  amount: number,
) =>
  completed(key, {
    partyId,
    date: EVE,
    invoiceNumber: number,
    invoiceDate: '2026-09-10',
    dueDate: '2026-10-10',
    amount,
    lines: [],
  });

const settle = (key: DocumentKey, doc: Doc, amount: number) => ({
  billingKey: key,
  billingId: doc.id,
  amount,
});

beforeAll(async () => {
  store = await allowDirectInvoices(app());
  await app().server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, 'GO_LIVE_DATE', ${GO_LIVE} FROM organisation
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
  party.customer = await customerParty('Navkar Packaging & Co');
  party.onlyOpening = await customerParty('Old Account Traders');
  party.supplier = ids.supplier;

  // At go-live: what the customer, an old customer and the supplier owe or are owed.
  const owed = await opening('openingReceivable', party.customer, 'INV/25-26/00412', 11_800);
  await opening('openingReceivable', party.onlyOpening, 'INV/25-26/00388', 5000);
  const owing = await opening('openingPayable', party.supplier, 'SGP/SEP/301', 20_000);

  // The first period: an invoice, a receipt settling the opening and a part on account, a supplier's bill.
  const invoice = await completed('salesInvoice', {
    partyId: party.customer,
    date: '2026-11-24',
    branchId: ids.branch,
    placeOfSupply: '24',
    lines: [{ itemId: ids.granules, quantity: 100, rate: 104.5, gstRate: 18, stockAreaId: store }],
  });
  await completed('receipt', {
    partyId: party.customer,
    date: '2026-11-24',
    mode: 'neft',
    amount: 15_000,
    lines: [settle('openingReceivable', owed, 11_800)],
  });
  const order = await openOrder();
  expect((await submit(INWARD, await inwardOf(order, [60, 50]))).status).toBe(200);
  const bill = await completed('purchaseBill', {
    partyId: party.supplier,
    supplierBillNumber: `SGP/NOV/${order.id}`,
    supplierBillDate: '2026-11-23',
    date: '2026-11-24',
    branchId: ids.branch,
    placeOfSupply: '24',
    purchaseOrderId: order.id,
    lines: [60, 50].map((quantity, index) => ({
      purchaseOrderLineId: order.lines[index]?.id,
      itemId: order.lines[index]?.itemId,
      quantity,
      rate: order.lines[index]?.rate,
      gstRate: 18,
    })),
  });

  // The second: notes on the invoice, the rest received; the supplier paid in cash, the opening and a part.
  const line = invoice.lines[0];
  const note = (key: 'creditNote' | 'debitNote', rate: number) =>
    completed(key, {
      partyId: party.customer,
      date: '2026-11-25',
      branchId: ids.branch,
      salesInvoiceId: invoice.id,
      placeOfSupply: '24',
      reason: 'PRICE_CORRECTION',
      lines: [{ salesInvoiceLineId: line?.id, itemId: line?.itemId, quantity: 100, rate, gstRate: 18 }],
    });
  await note('creditNote', 4.5);
  await note('debitNote', 1.25);
  await completed('receipt', {
    partyId: party.customer,
    date: '2026-11-26',
    mode: 'cheque',
    amount: 5000,
    lines: [settle('salesInvoice', invoice, 5000)],
  });
  await completed('payment', {
    partyId: party.supplier,
    date: '2026-11-26',
    mode: 'cash',
    amount: 25_000,
    lines: [settle('openingPayable', owing, 20_000), settle('purchaseBill', bill, 5000)],
  });

  files.first = await download(FIRST);
  files.second = await download(SECOND);
}, 240_000);

/** The kinds the domain declares on its billing documents. */
const DECLARED: BillingKind[] = [
  ...new Set(Object.values(DOCUMENTS).flatMap((def) => (def.billing ? [def.billing.kind] : []))),
];

const vouchers = (): TallyVoucher[] => [...tallyVouchers(files.first), ...tallyVouchers(files.second)];

describe('issue 56: every billing kind the domain declares is in the Tally file', () => {
  it.each(DECLARED)('a %s: its voucher, or its opening balance in its party’s ledger', (kind) => {
    const documents = made[kind] ?? [];
    expect(documents.length, `the test makes a ${kind}`).toBeGreaterThan(0);
    for (const document of documents) {
      if (TALLY_KEEPS[kind] === 'opening') {
        const bills = tallyLedgerMasters(files.first).flatMap(
          (ledger) => ledger['BILLALLOCATIONS.LIST'] ?? [],
        );
        expect(bills.map((bill) => bill.NAME)).toContain(document.invoiceNumber);
      } else expect(vouchers().map((voucher) => voucher.VOUCHERNUMBER)).toContain(document.number);
    }
  });

  it("every voucher balances, and a party's bills add up to its entry", () => {
    for (const voucher of vouchers()) {
      expectBalanced(voucher);
      const [party] = voucher['ALLLEDGERENTRIES.LIST'];
      const bills = party?.['BILLALLOCATIONS.LIST'] ?? [];
      expect(
        bills.reduce((sum, bill) => sum + paise(bill.AMOUNT), 0),
        voucher.VOUCHERNUMBER,
      ).toBe(paise(party?.AMOUNT));
    }
  });
});

describe('issue 56: the Tally files, read back, give each party the balance the ledger gives', () => {
  const ledgerBalance = async (partyId: number, to: string) => {
    const reply = await get<{ closing: number }>(`chemical/partyLedger/${partyId}?to=${to}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return paise(reply.body.data?.closing);
  };
  const parties = () =>
    [
      ['Navkar Packaging & Co', party.customer],
      ['Old Account Traders', party.onlyOpening],
      ['Shree Ganesh Polymers', party.supplier],
    ] as const;

  it('the first file: the openings and the first period', async () => {
    const held = tallyHolds(files.first);
    for (const [name, id] of parties())
      expect(held.get(name) ?? 0, name).toBe(await ledgerBalance(id, FIRST.to));
  });

  it('both files one after another: the openings once, every voucher', async () => {
    const held = tallyHolds(files.first, files.second);
    for (const [name, id] of parties())
      expect(held.get(name) ?? 0, name).toBe(await ledgerBalance(id, SECOND.to));
  });

  it('the money is in the cash and bank ledgers', () => {
    const held = tallyHolds(files.first, files.second);
    expect(held.get('Bank')).toBe(paise(15_000 + 5000));
    expect(held.get('Cash')).toBe(-paise(25_000));
  });

  it("a receipt settles the opening by its original number; the payment the supplier's opening and bill", () => {
    const byNumber = new Map(vouchers().map((voucher) => [voucher.VOUCHERNUMBER, voucher]));
    const [receipt] = made.receipt ?? [];
    const [payment] = made.payment ?? [];
    const [bill] = made.purchaseBill ?? [];
    const partsOf = (number: string | null) =>
      byNumber
        .get(number ?? '')
        ?.['ALLLEDGERENTRIES.LIST'][0]?.['BILLALLOCATIONS.LIST']?.map((part) => [
          part.BILLTYPE,
          part.NAME,
          part.AMOUNT,
        ]);
    expect(partsOf(receipt?.number ?? null)).toEqual([
      ['Agst Ref', 'INV/25-26/00412', 11_800],
      ['On Account', undefined, 3200],
    ]);
    expect(partsOf(payment?.number ?? null)).toEqual([
      ['Agst Ref', 'SGP/SEP/301', -20_000],
      ['Agst Ref', bill?.number, -5000],
    ]);
  });

  it("the old customer's ledger carries its opening alone, from the file of the go-live eve", () => {
    const [ledger] = tallyLedgerMasters(files.first).filter((one) => one['@_NAME'] === 'Old Account Traders');
    expect(ledger).toMatchObject({ PARENT: 'Sundry Debtors', OPENINGBALANCE: -5000 });
    expect(tallyLedgerMasters(files.second).map((one) => one['@_NAME'])).not.toContain('Old Account Traders');
  });

  it("a branch's file holds its documents of goods, and no receipt, payment or opening, which name no branch", async () => {
    const xml = await download(FIRST, `&branchId=${ids.branch}`);
    expect(
      tallyVouchers(xml)
        .map((voucher) => voucher.VOUCHERTYPENAME)
        .sort(),
    ).toEqual(['Purchase', 'Sales']);
    expect(tallyLedgerMasters(xml).some((ledger) => ledger.OPENINGBALANCE !== undefined)).toBe(false);
  });
});
