import { DOCUMENT_STATUS as S, ageingBucket, daysPastDue } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDirectInvoices, createSuite, type Suite } from './helpers.ts';
import {
  invoiceBody,
  ledgerIds,
  newParty,
  receiptBody,
  submitted,
  type Doc,
  type LedgerIds,
} from './ledger-fixture.ts';

// Issue 20 "Returns and ledgers": receipts and payments entered and allocated (decision 1450), the party
// ledger with its balance and the ageing (decision 1451), over HTTP.

let suite: Suite;
let ids: LedgerIds;
const customer = { id: 0 };
const invoices: Doc[] = [];

interface Ledger {
  opening: number;
  closing: number;
  total: number;
  rows: {
    key: string;
    number: string;
    date: string;
    debit: number;
    credit: number;
    balance: number;
    onAccount: number;
  }[];
}

const ledger = async (query: string) => {
  const reply = await suite.call<Ledger>('GET', `chemical/partyLedger/${customer.id}?${query}`, suite.admin);
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body.data as Ledger;
};

beforeAll(async () => {
  suite = await createSuite();
  ids = await ledgerIds(suite, await allowDirectInvoices(suite));
  customer.id = await newParty(suite, ids, 'Ledger Test Traders', { creditLimit: 1_00_000, creditDays: 30 });
  // Three invoices (₹1,180, ₹2,360, ₹11,800) and a receipt of ₹3,000 allocating ₹1,180 to the first.
  invoices.push(
    await submitted(suite, 'chemical/salesInvoice', invoiceBody(ids, customer.id, '2026-06-10', 1000)),
  );
  invoices.push(
    await submitted(suite, 'chemical/salesInvoice', invoiceBody(ids, customer.id, '2026-08-20', 2000)),
  );
  invoices.push(
    await submitted(suite, 'chemical/salesInvoice', invoiceBody(ids, customer.id, '2026-11-20', 10000)),
  );
  await submitted(
    suite,
    'chemical/receipt',
    receiptBody(customer.id, '2026-09-01', 3000, [
      { billingKey: 'salesInvoice', billingId: invoices[0]!.id, amount: 1180 },
    ]),
  );
});
afterAll(() => suite.server.close());

describe('receipts (decision 1450)', () => {
  it('numbers a receipt in its series and completes it', async () => {
    const receipt = await submitted(suite, 'chemical/receipt', receiptBody(customer.id, '2026-11-21', 100));
    expect(receipt.number).toMatch(/^RCT\/2026-27\/\d{5}$/);
    expect(receipt.status).toBe(S.COMPLETED);
  });

  it.each([
    ['more than is unpaid of the invoice', 5000, 2400, 'is more than the ₹2,360.00 unpaid of'],
    ['lines over the amount', 1000, 2000, 'more than the amount of ₹1,000.00'],
  ])('refuses %s, saving nothing', async (_name, amount, allocated, message) => {
    const body = receiptBody(customer.id, '2026-11-22', amount, [
      { billingKey: 'salesInvoice', billingId: invoices[1]!.id, amount: allocated },
    ]);
    const saved = await suite.call<Doc>('POST', 'chemical/receipt/save', suite.admin, body);
    const draft = saved.body.data as Doc;
    const reply = await suite.call('POST', 'chemical/receipt/submit', suite.admin, {
      id: draft.id,
      version: draft.version,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain(message);
    const again = await suite.call<Doc>('GET', `chemical/receipt/${draft.id}`, suite.admin);
    expect((again.body.data as Doc).status).toBe(S.DRAFT);
  });

  it('refuses an invoice already paid, or of another party, as not open', async () => {
    const other = await newParty(suite, ids, 'Other Ledger Party');
    const body = receiptBody(other, '2026-11-22', 100, [
      { billingKey: 'salesInvoice', billingId: invoices[2]!.id, amount: 100 },
    ]);
    const saved = await suite.call<Doc>('POST', 'chemical/receipt/save', suite.admin, body);
    const draft = saved.body.data as Doc;
    const reply = await suite.call('POST', 'chemical/receipt/submit', suite.admin, {
      id: draft.id,
      version: draft.version,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(
      'Line 1 names no open sales invoice or opening receivable of this party.',
    );
  });
});

describe('GET chemical/partyLedger/{partyId} (decision 1451)', () => {
  it('lists every document oldest first with the running balance, from hand-computed fixtures', async () => {
    const all = await ledger('');
    expect(all.opening).toBe(0);
    expect(
      all.rows.map(({ key, date, debit, credit, balance }) => [key, date, debit, credit, balance]),
    ).toEqual([
      ['salesInvoice', '2026-06-10', 1180, 0, 1180],
      ['salesInvoice', '2026-08-20', 2360, 0, 3540],
      ['receipt', '2026-09-01', 0, 3000, 540],
      ['salesInvoice', '2026-11-20', 11800, 0, 12340],
      ['receipt', '2026-11-21', 0, 100, 12240],
    ]);
    // Issue 38: what a receipt did not allocate is shown on account, what it did is not.
    expect(all.rows.map((row) => row.onAccount)).toEqual([0, 0, -1820, 0, -100]);
    expect(all.closing).toBe(12240);
    expect(all.total).toBe(5);
  });

  // Issue 56: "The party ledger on the screen lists newest first while its running balance runs from the
  // oldest (0.00 → 3,315 → 11,603 → 8,288 top down)". Oldest first, page after page, each balance is the one
  // above it moved by its own debit and credit, from the opening to the closing (decision 2232).
  it('reads its running balance down the page, from the opening carried from before `from` to the closing', async () => {
    const first = await ledger('from=2026-08-01&to=2026-11-20&page=1&size=2');
    const second = await ledger('from=2026-08-01&to=2026-11-20&page=2&size=2');
    expect([first.opening, first.closing, first.total]).toEqual([1180, 12340, 3]);
    const rows = [...first.rows, ...second.rows];
    expect(rows.map((row) => [row.date, row.balance])).toEqual([
      ['2026-08-20', 3540],
      ['2026-09-01', 540],
      ['2026-11-20', 12340],
    ]);
    const read = rows.reduce((above, row) => {
      expect(row.balance).toBeCloseTo(above + row.debit - row.credit, 2);
      return row.balance;
    }, first.opening);
    expect(read).toBe(first.closing);
  });

  it.each([
    ['from=2026-13-01', 'From must be a valid date'],
    ['from=2026-11-02&to=2026-11-01', 'From must be on or before To'],
    ['size=0', 'Page size must be at least 1'],
  ])('refuses %s in words', async (query, message) => {
    const reply = await suite.call('GET', `chemical/partyLedger/${customer.id}?${query}`, suite.admin);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain(message);
  });

  it('decision 1500: a day puts its invoice before the receipt that settles it', async () => {
    const payer = await newParty(suite, ids, 'Same Day Traders');
    const bill = await submitted(suite, 'chemical/salesInvoice', invoiceBody(ids, payer, '2026-10-05', 1000));
    await submitted(
      suite,
      'chemical/receipt',
      receiptBody(payer, '2026-10-05', 500, [
        { billingKey: 'salesInvoice', billingId: bill.id, amount: 500 },
      ]),
    );
    const reply = await suite.call<Ledger>('GET', `chemical/partyLedger/${payer}`, suite.admin);
    expect(
      (reply.body.data as Ledger).rows.map(({ key, debit, credit, balance }) => [
        key,
        debit,
        credit,
        balance,
      ]),
    ).toEqual([
      ['salesInvoice', 1180, 0, 1180],
      ['receipt', 0, 500, 680],
    ]);
  });

  it("does not find another organisation's party, nor one that is not there", async () => {
    expect((await suite.call('GET', `chemical/partyLedger/${customer.id}`, suite.orgB)).status).toBe(404);
    expect((await suite.call('GET', 'chemical/partyLedger/99999999', suite.admin)).status).toBe(404);
  });
});

describe('GET chemical/partyLedger/ageing (decision 1451)', () => {
  it('puts what is unpaid of each invoice in its bucket by days past due (30 credit days)', async () => {
    const reply = await suite.call<Record<string, unknown>>(
      'GET',
      `chemical/partyLedger/ageing/${customer.id}`,
      suite.admin,
    );
    expect(reply.status).toBe(200);
    const data = reply.body.data as {
      today: string;
      documents: { number: string; date: string; unpaid: number; bucket: string }[];
      totals: Record<string, number>;
    };
    // The first invoice is paid; the second (20 Aug, due 19 Sep) and the third (20 Nov) are open.
    expect(data.documents.map((document) => [document.number, document.unpaid])).toEqual([
      [invoices[1]!.number, 2360],
      [invoices[2]!.number, 11800],
    ]);
    // Issue 38: what the receipts left unallocated (₹1,820 and ₹100) is credit on account beside what the
    // invoices still owe, and the total is the ledger's balance.
    expect(data.totals).toMatchObject({ onAccount: -1920, total: 12240 });
    // Due 30 days after its date: the bucket of the days past due on the server's day.
    for (const document of data.documents)
      expect(document.bucket).toBe(ageingBucket(daysPastDue(document.date, 30, data.today)));
  });

  it('lists every customer with something unpaid, paged and searched on the server', async () => {
    const reply = await suite.call<Record<string, unknown>>(
      'GET',
      'chemical/partyLedger/ageing?q=Ledger%20Test&page=1&size=10',
      suite.admin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.totalCount).toBe(1);
    expect(reply.body.dataList?.[0]).toMatchObject({
      partyId: customer.id,
      partyName: 'Ledger Test Traders',
      onAccount: -1920,
      total: 12240,
    });
  });
});
