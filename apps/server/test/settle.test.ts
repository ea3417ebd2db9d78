import { DOCUMENT_STATUS as S, daysPastDue, dueDate } from '@erp/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDirectInvoices, createSuite, type Suite } from './helpers.ts';
import {
  invoiceBody,
  ledgerIds,
  newParty,
  orderBody,
  receiptBody,
  submitted,
  type Doc,
  type LedgerIds,
} from './ledger-fixture.ts';

// Issue 20 over HTTP: a receipt settles what the user picks among the party's open documents (decision
// 1470), a credit note settles its invoice and a debit note adds to it, and the party ledger as Excel
// (decision 1472).

let suite: Suite;
let ids: LedgerIds;
const customer = { id: 0 };
const invoices: Doc[] = [];

interface OpenRow {
  key: string;
  type: string;
  id: number;
  number: string;
  date: string;
  dueDate: string;
  daysPastDue: number;
  amount: number;
  unpaid: number;
}

const open = async (partyId: number, query = 'kind=receipt') => {
  const reply = await suite.call<OpenRow>(
    'GET',
    `chemical/partyLedger/open/${partyId}?${query}`,
    suite.admin,
  );
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return { rows: reply.body.dataList ?? [], total: reply.body.totalCount ?? 0 };
};

/** A price correction note against the invoice: `rate` off (or on) each of its 1,000 kg, with 18% GST. */
const noteBody = (against: Doc, rate: number) => ({
  partyId: against.partyId,
  date: '2026-11-22',
  branchId: ids.branch,
  salesInvoiceId: against.id,
  placeOfSupply: '24',
  reason: 'PRICE_CORRECTION',
  lines: [
    {
      salesInvoiceLineId: (against.lines as { id: number }[])[0]?.id,
      itemId: ids.item,
      quantity: 1000,
      rate,
      gstRate: 18,
    },
  ],
});

beforeAll(async () => {
  suite = await createSuite();
  ids = await ledgerIds(suite, await allowDirectInvoices(suite));
  customer.id = await newParty(suite, ids, 'Settle Test Traders', { creditDays: 30 });
  // Three invoices of ₹1,180, ₹2,360 and ₹3,540; a receipt paid ₹1,000 of the second.
  for (const [date, quantity] of [
    ['2026-07-01', 1000],
    ['2026-09-15', 2000],
    ['2026-10-20', 3000],
  ] as const)
    invoices.push(
      await submitted(suite, 'chemical/salesInvoice', invoiceBody(ids, customer.id, date, quantity)),
    );
  await submitted(
    suite,
    'chemical/receipt',
    receiptBody(customer.id, '2026-10-01', 1000, [
      { billingKey: 'salesInvoice', billingId: invoices[1]!.id, amount: 1000 },
    ]),
  );
});
afterAll(() => suite.server.close());

describe('GET chemical/partyLedger/open/{partyId} (decision 1470)', () => {
  it("lists the party's open invoices oldest first with their type, due day, days past due and unpaid", async () => {
    const { rows, total } = await open(customer.id);
    expect(total).toBe(3);
    expect(rows.map((row) => [row.key, row.type, row.number, row.amount, row.unpaid])).toEqual([
      ['salesInvoice', 'Sales Invoice', invoices[0]!.number, 1180, 1180],
      ['salesInvoice', 'Sales Invoice', invoices[1]!.number, 2360, 1360],
      ['salesInvoice', 'Sales Invoice', invoices[2]!.number, 3540, 3540],
    ]);
    const [first] = rows;
    expect(first?.dueDate).toBe(dueDate('2026-07-01', 30));
    expect(first?.daysPastDue).toBeGreaterThanOrEqual(daysPastDue('2026-07-01', 30, '2026-11-24'));
  });

  it('pages and searches by number on the server', async () => {
    const second = await open(customer.id, 'kind=receipt&page=2&size=2');
    expect(second.total).toBe(3);
    expect(second.rows.map((row) => row.id)).toEqual([invoices[2]!.id]);
    const found = await open(customer.id, `kind=receipt&q=${encodeURIComponent(invoices[1]!.number ?? '')}`);
    expect(found.rows.map((row) => row.id)).toEqual([invoices[1]!.id]);
  });

  it("offers a payment a supplier's bills: none here", async () => {
    expect((await open(customer.id, 'kind=payment')).total).toBe(0);
  });

  it.each([
    ['kind=invoice', 'Kind must be receipt or payment'],
    ['', 'Kind must be receipt or payment'],
    ['kind=receipt&size=0', 'Page size must be at least 1'],
  ])('refuses %s in words', async (query, message) => {
    const reply = await suite.call('GET', `chemical/partyLedger/open/${customer.id}?${query}`, suite.admin);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain(message);
  });

  it('refuses a line showing a number that is not the document it names, naming the line', async () => {
    const body = receiptBody(customer.id, '2026-11-23', 100, [
      { billingKey: 'salesInvoice', billingId: invoices[2]!.id, amount: 100 },
    ]);
    const lines = [{ ...body.lines[0], billingNumber: invoices[0]!.number }];
    const saved = await suite.call<Doc>('POST', 'chemical/receipt/save', suite.admin, { ...body, lines });
    const draft = saved.body.data as Doc;
    const reply = await suite.call('POST', 'chemical/receipt/submit', suite.admin, {
      id: draft.id,
      version: draft.version,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(
      `Line 1 shows ${invoices[0]!.number}, but the document it names is ${invoices[2]!.number}.`,
    );
  });

  it("does not find another organisation's party", async () => {
    const reply = await suite.call(
      'GET',
      `chemical/partyLedger/open/${customer.id}?kind=receipt`,
      suite.orgB,
    );
    expect(reply.status).toBe(404);
  });
});

describe('a note settles its invoice (decision 1470)', () => {
  it('a credit note lowers the unpaid, the ageing and the overdue check; a debit note raises it', async () => {
    const party = await newParty(suite, ids, 'Noted Traders', { creditDays: 30 });
    const sold = await submitted(suite, 'chemical/salesInvoice', invoiceBody(ids, party, '2026-06-10', 1000));
    const credit = await submitted(suite, 'chemical/creditNote', noteBody(sold, 0.5));
    expect(credit.status).toBe(S.COMPLETED);
    expect((await open(party)).rows.map((row) => row.unpaid)).toEqual([590]);
    const debit = await submitted(suite, 'chemical/debitNote', noteBody(sold, 0.1));
    expect(debit.status).toBe(S.COMPLETED);
    // The debit note is no open document of its own: it adds ₹118 to its invoice.
    expect((await open(party)).rows.map((row) => [row.key, row.unpaid])).toEqual([['salesInvoice', 708]]);
    const ageing = await suite.call<Record<string, unknown>>(
      'GET',
      `chemical/partyLedger/ageing/${party}`,
      suite.admin,
    );
    expect((ageing.body.data as { totals: { total: number } }).totals.total).toBe(708);
    // A receipt above the new unpaid is refused; for it in full, the invoice is settled.
    const over = await suite.call<Doc>(
      'POST',
      'chemical/receipt/save',
      suite.admin,
      receiptBody(party, '2026-11-23', 1180, [
        { billingKey: 'salesInvoice', billingId: sold.id, amount: 1180 },
      ]),
    );
    const draft = over.body.data as Doc;
    const refused = await suite.call('POST', 'chemical/receipt/submit', suite.admin, {
      id: draft.id,
      version: draft.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.responseMessage).toContain('is more than the ₹708.00 unpaid of');
    await submitted(
      suite,
      'chemical/receipt',
      receiptBody(party, '2026-11-23', 708, [
        { billingKey: 'salesInvoice', billingId: sold.id, amount: 708 },
      ]),
    );
    expect((await open(party)).total).toBe(0);
    // Nothing overdue now: credit control lets an order through.
    const order = await submitted(suite, 'chemical/salesOrder', orderBody(ids, party, '2026-11-24', 10));
    expect(order.status).toBe(S.OPEN);
  });

  it('a cancelled credit note no longer counts', async () => {
    const party = await newParty(suite, ids, 'Cancelled Note Traders');
    const sold = await submitted(suite, 'chemical/salesInvoice', invoiceBody(ids, party, '2026-11-01', 1000));
    const credit = await submitted(suite, 'chemical/creditNote', noteBody(sold, 0.5));
    expect((await open(party)).rows.map((row) => row.unpaid)).toEqual([590]);
    const cancelled = await suite.call('POST', 'chemical/creditNote/cancel', suite.admin, {
      id: credit.id,
      version: credit.version,
      reason: 'Raised twice',
    });
    expect(cancelled.status, cancelled.body.responseMessage).toBe(200);
    expect((await open(party)).rows.map((row) => row.unpaid)).toEqual([1180]);
  });
});

describe('GET chemical/partyLedger/excel/{partyId} (decision 1472)', () => {
  const sheet = async (query: string, language?: string) => {
    const reply = await suite.raw({
      method: 'GET',
      url: `/api/v1/chemical/partyLedger/excel/${customer.id}?${query}`,
      headers: {
        authorization: `Bearer ${suite.admin}`,
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    if (language === undefined)
      expect(reply.headers['content-disposition']).toContain('Party Ledger Settle Test Traders.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(reply.rawPayload).buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push(Array.isArray(row.values) ? row.values.slice(1) : []));
    return rows;
  };

  it('writes the filtered ledger: opening, each document with its running balance, closing', async () => {
    const rows = await sheet('from=2026-09-01&to=2026-10-31');
    expect(rows[0]).toEqual(['Date', 'Type', 'Number', 'Debit', 'Credit', 'Balance', 'On Account']);
    const body = rows.slice(1);
    expect(body[0]?.slice(2)).toEqual(['Opening balance', undefined, undefined, 1180]);
    expect(body.slice(1, -1).map((row) => row.slice(1))).toEqual([
      ['Sales Invoice', invoices[1]!.number, 2360, 0, 3540, 0],
      ['Receipt', expect.stringMatching(/^RCT\//), 0, 1000, 2540, 0],
      ['Sales Invoice', invoices[2]!.number, 3540, 0, 6080, 0],
    ]);
    expect(body.at(-1)?.slice(2)).toEqual(['Closing balance', undefined, undefined, 6080]);
    // The sums: opening + debits − credits is the closing balance.
    const sum = (column: number) => body.reduce((total, row) => total + Number(row[column] ?? 0), 0);
    expect(1180 + sum(3) - sum(4)).toBe(6080);
  });

  // Issue 42, "Hindi is whole": the ledger's file follows the language of the user who asks (decision 2141).
  it("says its heads, its documents' types and its balances in Hindi for a Hindi reader", async () => {
    const rows = await sheet('from=2026-09-01&to=2026-10-31', 'hi');
    expect(rows[0]).toEqual(['तारीख', 'प्रकार', 'संख्या', 'नामे', 'जमा', 'शेष', 'खाते पर']);
    expect(rows[1]?.[2]).toBe('प्रारंभिक शेष');
    expect(rows.slice(2, -1).map((row) => row[1])).toEqual(['बिक्री बीजक', 'प्राप्ति', 'बिक्री बीजक']);
    expect(rows.at(-1)?.[2]).toBe('अंतिम शेष');
  });

  it('refuses a range backwards in words', async () => {
    const reply = await suite.call(
      'GET',
      `chemical/partyLedger/excel/${customer.id}?from=2026-11-02&to=2026-11-01`,
      suite.admin,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain('From must be on or before To');
  });
});
