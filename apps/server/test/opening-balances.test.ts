import { DOCUMENT_STATUS as S, ageingBucket, daysPastDue, indiaDay } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { OPENING_STOCK_UPLOAD_PATH } from '../src/routes/opening-stock.ts';
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

// Issue 43 "Opening balances" over HTTP (decisions 2120–2123): a customer's invoice and a supplier's bill open
// at go-live are on their accounts from the first day, settled by receipts and payments, in no GST return;
// they and the opening stock are dated the go-live eve, and the books are locked up to it.

let suite: Suite;
let ids: LedgerIds;
const party = { customer: 0, supplier: 0 };
const GO_LIVE = '2026-04-01';
const EVE = '2026-03-31';

const setConfig = (key: string, value: string) =>
  suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, ${key}, ${value} FROM organisation
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );

const openingBody = (partyId: number, header: Record<string, unknown> = {}) => ({
  partyId,
  date: EVE,
  invoiceNumber: 'INV/25-26/00412',
  invoiceDate: '2026-02-10',
  dueDate: '2026-03-12',
  amount: 118000,
  lines: [],
  ...header,
});

/** The refusal of a save or submit: its status and the issues' fields and messages. */
async function refused(path: string, body: Record<string, unknown>) {
  const reply = await suite.call('POST', path, suite.admin, body);
  const issues = (reply.body.data as { issues?: { field: string; message: string }[] } | undefined)?.issues;
  return { status: reply.status, issues: (issues ?? []).map(({ field, message }) => ({ field, message })) };
}

interface LedgerRow {
  key: string;
  kind: string;
  number: string;
  date: string;
  debit: number;
  credit: number;
  balance: number;
}

const ledger = async (partyId: number) => {
  const reply = await suite.call<{ rows: LedgerRow[]; closing: number }>(
    'GET',
    `chemical/partyLedger/${partyId}`,
    suite.admin,
  );
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body.data as { rows: LedgerRow[]; closing: number };
};

const ageing = async (partyId: number) => {
  const reply = await suite.call<{
    documents: { key: string; number: string; unpaid: number; daysPastDue: number; bucket: string }[];
    totals: Record<string, number>;
  }>('GET', `chemical/partyLedger/ageing/${partyId}`, suite.admin);
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body.data!;
};

const open = async (partyId: number, kind: 'receipt' | 'payment') => {
  const reply = await suite.call<{
    key: string;
    id: number;
    number: string;
    dueDate: string;
    unpaid: number;
  }>('GET', `chemical/partyLedger/open/${partyId}?kind=${kind}`, suite.admin);
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body.dataList ?? [];
};

// Ageing is of today: the due day of 12-03-2026 is that many days past.
const dueBucket = () => ageingBucket(daysPastDue('2026-03-12', 0, indiaDay(new Date())));

beforeAll(async () => {
  suite = await createSuite();
  ids = await ledgerIds(suite, await allowDirectInvoices(suite));
  party.customer = await newParty(suite, ids, 'Opening Test Traders', { creditDays: 30 });
  party.supplier = await newParty(suite, ids, 'Opening Test Suppliers', { supplier: true, creditDays: 45 });
});
afterAll(() => suite.server.close());

describe('before the go-live date is set', () => {
  it('"an opening dated other than the eve": an opening needs the go-live date first', async () => {
    expect(await refused('chemical/openingReceivable/save', openingBody(party.customer))).toEqual({
      status: 400,
      issues: [
        {
          field: 'date',
          message:
            'An opening receivable is dated the day before go-live: set the go-live date in System Configuration first.',
        },
      ],
    });
  });

  it('an opening stock is posted now, as before', async () => {
    const reply = await uploadStock('RM-MB-001,RMS,120,210');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await stockDate(reply.documentNo)).toBe(indiaDay(new Date()));
  });
});

describe('an opening receivable of ₹1,18,000 (GO_LIVE_DATE 01-04-2026)', () => {
  let opening: Doc;
  beforeAll(async () => {
    await setConfig('GO_LIVE_DATE', GO_LIVE);
    opening = await submitted(suite, 'chemical/openingReceivable', openingBody(party.customer));
  });

  it('is completed and numbered in its own series', () => {
    expect(opening.status).toBe(S.COMPLETED);
    expect(opening.number).toMatch(/^OPR\//);
  });

  it('shows in the party ledger on the eve by its original number, and in the ageing by its own due day', async () => {
    const { rows, closing } = await ledger(party.customer);
    expect(
      rows.map(({ key, number, date, debit, credit, balance }) => [
        key,
        number,
        date,
        debit,
        credit,
        balance,
      ]),
    ).toEqual([['openingReceivable', 'INV/25-26/00412', EVE, 118000, 0, 118000]]);
    expect(closing).toBe(118000);
    const aged = await ageing(party.customer);
    expect(aged.documents.map(({ key, number, unpaid, bucket }) => [key, number, unpaid, bucket])).toEqual([
      ['openingReceivable', 'INV/25-26/00412', 118000, dueBucket()],
    ]);
    expect(aged.totals[dueBucket()]).toBe(118000);
    expect(aged.totals.total).toBe(118000);
  });

  it("is offered to a receipt among the customer's open documents, due on its own day", async () => {
    expect(
      (await open(party.customer, 'receipt')).map(({ key, number, dueDate, unpaid }) => [
        key,
        number,
        dueDate,
        unpaid,
      ]),
    ).toEqual([['openingReceivable', 'INV/25-26/00412', '2026-03-12', 118000]]);
  });

  it('a receipt settles it in part, then in whole', async () => {
    const part = [{ billingKey: 'openingReceivable', billingId: opening.id, amount: 18000 }];
    await submitted(suite, 'chemical/receipt', receiptBody(party.customer, '2026-04-10', 18000, part));
    expect((await open(party.customer, 'receipt')).map((row) => row.unpaid)).toEqual([100000]);
    const rest = [{ billingKey: 'openingReceivable', billingId: opening.id, amount: 100000 }];
    await submitted(suite, 'chemical/receipt', receiptBody(party.customer, '2026-04-20', 100000, rest));
    expect(await open(party.customer, 'receipt')).toEqual([]);
    expect((await ledger(party.customer)).closing).toBe(0);
    expect((await ageing(party.customer)).documents).toEqual([]);
  });

  it('is in no GSTR-1 table and no Tally voucher of its month', async () => {
    const reply = await suite.call<{ sections: { section: string; documents: number }[] }>(
      'GET',
      `chemical/gstr1/2026-03?branchId=${ids.branch}`,
      suite.admin,
    );
    expect(reply.status, reply.body.responseMessage).toBe(200);
    expect(reply.body.data?.sections.filter((row) => row.documents > 0)).toEqual([]);
    const tally = await suite.raw({
      method: 'GET',
      url: `/api/v1/chemical/tally/vouchers?from=2026-03-01&to=2026-03-31&branchId=${ids.branch}`,
      headers: { authorization: `Bearer ${suite.admin}` },
    });
    expect(tally.statusCode).toBe(200);
    expect(tally.body).not.toContain('INV/25-26/00412');
    expect(tally.body).not.toContain(opening.number);
  });

  it.each([
    [
      '"an opening dated other than the eve"',
      { date: '2026-03-30', invoiceNumber: 'INV/25-26/00413' },
      'date',
      'An opening receivable is dated 31-03-2026, the day before go-live (01-04-2026), not 30-03-2026.',
    ],
    [
      '"a second opening with the same number for the party"',
      { invoiceNumber: 'inv/25-26/00412' },
      'invoiceNumber',
      'The opening balance of inv/25-26/00412 of this party is entered already as ',
    ],
  ])('refuses %s in words', async (_, header, field, message) => {
    const { status, issues } = await refused(
      'chemical/openingReceivable/save',
      openingBody(party.customer, header),
    );
    expect(status).toBe(400);
    expect(issues).toEqual([{ field, message: expect.stringContaining(message) }]);
  });

  it('"an opening of a party of the wrong kind": a supplier is no customer', async () => {
    const { status, issues } = await refused(
      'chemical/openingReceivable/save',
      openingBody(party.supplier, { invoiceNumber: 'INV/25-26/00414' }),
    );
    expect(status).toBe(400);
    expect(issues.map((issue) => issue.field)).toEqual(['partyId']);
  });
});

describe('"the books are locked up to that day"', () => {
  it('an invoice dated the eve is refused on submit; on go-live day it passes', async () => {
    const draft = await suite.call<Doc>(
      'POST',
      'chemical/salesInvoice/save',
      suite.admin,
      invoiceBody(ids, party.customer, EVE, 10),
    );
    expect(draft.status, draft.body.responseMessage).toBe(200);
    const { id, version } = draft.body.data as Doc;
    expect(await refused('chemical/salesInvoice/submit', { id, version })).toEqual({
      status: 400,
      issues: [
        {
          field: 'date',
          message:
            'The date 31-03-2026 is in locked books. The books are locked up to 31-03-2026: choose a later date.',
        },
      ],
    });
    await submitted(suite, 'chemical/salesInvoice', invoiceBody(ids, party.customer, GO_LIVE, 10));
  });

  it('openings are entered on the eve until BOOKS_LOCKED_UPTO closes it', async () => {
    await setConfig('BOOKS_LOCKED_UPTO', EVE);
    const draft = await suite.call<Doc>(
      'POST',
      'chemical/openingReceivable/save',
      suite.admin,
      openingBody(party.customer, { invoiceNumber: 'INV/25-26/00420' }),
    );
    expect(draft.status, draft.body.responseMessage).toBe(200);
    const { id, version } = draft.body.data as Doc;
    const locked = await refused('chemical/openingReceivable/submit', { id, version });
    const stock = await uploadStock('CH-SS-001,FGS,10,50');
    await setConfig('BOOKS_LOCKED_UPTO', '');
    expect(locked.issues).toEqual([
      {
        field: 'date',
        message:
          'The date 31-03-2026 is in locked books. The books are locked up to 31-03-2026: choose a later date.',
      },
    ]);
    expect([stock.status, stock.message]).toEqual([
      400,
      'The opening stock is dated 31-03-2026, the day before go-live, and the books are locked up to 31-03-2026.',
    ]);
  });
});

describe('an opening payable, settled by a payment', () => {
  it("is on the supplier's account as a bill, offered to a payment and settled by it", async () => {
    const opening = await submitted(
      suite,
      'chemical/openingPayable',
      openingBody(party.supplier, { invoiceNumber: 'SUP/889', amount: 59000 }),
    );
    expect(opening.number).toMatch(/^OPP\//);
    const { rows } = await ledger(party.supplier);
    expect(
      rows.map(({ key, number, debit, credit, balance }) => [key, number, debit, credit, balance]),
    ).toEqual([['openingPayable', 'SUP/889', 0, 59000, -59000]]);
    expect((await ageing(party.supplier)).totals.total).toBe(-59000);
    expect((await open(party.supplier, 'payment')).map(({ key, unpaid }) => [key, unpaid])).toEqual([
      ['openingPayable', 59000],
    ]);
    const lines = [{ billingKey: 'openingPayable', billingId: opening.id, amount: 9000 }];
    await submitted(suite, 'chemical/payment', receiptBody(party.supplier, '2026-04-05', 9000, lines));
    expect((await open(party.supplier, 'payment')).map((row) => row.unpaid)).toEqual([50000]);
    expect((await ledger(party.supplier)).closing).toBe(-50000);
  });
});

describe('"Stock: … date it with the rest"', () => {
  it('an opening stock upload is dated the go-live eve', async () => {
    const reply = await uploadStock('CH-SS-001,FGS,10,50');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await stockDate(reply.documentNo)).toBe(EVE);
  });
});

/** Uploads one row of opening stock as the browser sends it; the status, its message and document number. */
async function uploadStock(row: string) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([`Item Code,Stock Area,Quantity,Rate\r\n${row}\r\n`], { type: 'text/csv' }),
    'opening.csv',
  );
  const encoded = new Response(form);
  const reply = await suite.raw({
    method: 'POST',
    url: `/api/v1/${OPENING_STOCK_UPLOAD_PATH}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      authorization: `Bearer ${suite.admin}`,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const body = reply.json<{ responseMessage: string; data?: { documentNo: string } }>();
  return {
    status: reply.statusCode,
    message: body.responseMessage,
    documentNo: body.data?.documentNo ?? '',
    body,
  };
}

/** The day in India the stock ledger dates an upload's rows. */
async function stockDate(documentNo: string): Promise<string | undefined> {
  const [row] = await queryRows<{ day: string }>(
    suite.server.database.db,
    sql`SELECT DISTINCT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day
        FROM stock_ledger WHERE document_no = ${documentNo}`,
  );
  return row?.day;
}
