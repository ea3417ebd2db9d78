import { DOCUMENT_STATUS as S, type ImportReport, type JobView } from '@erp/domain';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { allowDirectInvoices, createSuite, type Suite } from './helpers.ts';
import { ledgerIds, newParty, type LedgerIds } from './ledger-fixture.ts';

// Issue 43, "Opening balances": "Parties: their open invoices and bills at go-live (number, date, amount,
// due date), so that the party ledger, ageing and receipts settle against them from the first day" — from a
// sheet, through the one shape of every import (decision 2100): its template, a check that saves nothing,
// then every row or none, one row per open invoice or bill (decision 2152).

let suite: Suite;
let ids: LedgerIds;
const GO_LIVE = '2026-04-01';
const EVE = '2026-03-31';
type Status = JobView & { report: ImportReport | null };

const HEADER = 'Customer,Invoice Number,Invoice Date,Due Date,Unpaid Amount,Remarks';

beforeAll(async () => {
  suite = await createSuite();
  ids = await ledgerIds(suite, await allowDirectInvoices(suite));
  await newParty(suite, ids, 'Sheet Opening Traders', { creditDays: 30 });
  await newParty(suite, ids, 'Sheet Opening Mills', { creditDays: 30 });
  await newParty(suite, ids, 'Sheet Opening Suppliers', { supplier: true });
});
afterAll(() => suite.server.close());

const setGoLive = (value: string) =>
  suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, 'GO_LIVE_DATE', ${value} FROM organisation
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );

/** Posts a CSV sheet to `{path}/import[/check]`; the reply. */
async function post(path: string, lines: readonly string[], check: boolean) {
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'openings.csv');
  const encoded = new Response(form);
  const reply = await suite.raw({
    method: 'POST',
    url: `/api/v1/${path}/import${check ? '/check' : ''}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      authorization: `Bearer ${suite.admin}`,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: reply.statusCode, body: reply.json<{ responseMessage: string; data: JobView }>() };
}

/** Sends the sheet and waits until its job has ended. */
async function run(path: string, lines: readonly string[], check = false): Promise<Status> {
  const reply = await post(path, lines, check);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  for (let tries = 0; tries < 1_200; tries += 1) {
    const status = await suite.call<Status>('GET', `import/status/${reply.body.data.id}`, suite.admin);
    const job = status.body.data as Status;
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not end');
}

const openings = (table: string) =>
  queryRows<Record<string, unknown>>(
    suite.server.database.db,
    sql`SELECT number, date::text AS date, invoice_number, invoice_date::text AS invoice_date,
               due_date::text AS due_date, amount::float AS amount, status
          FROM ${sql.identifier(table)} WHERE org_id = 1 ORDER BY invoice_number`,
  );

describe('the template of opening receivables', () => {
  it('names the party, the original’s number, date and due date and the unpaid amount, but no date: it is the eve', async () => {
    const reply = await suite.raw({
      method: 'GET',
      url: '/api/v1/chemical/openingReceivable/import/template',
      headers: { authorization: `Bearer ${suite.admin}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('Opening Receivable import template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      'Customer *',
      'Invoice Number *',
      'Invoice Date *',
      'Due Date *',
      'Unpaid Amount *',
      'Remarks',
    ]);
  });
});

describe('a sheet of open invoices', () => {
  const good = [
    HEADER,
    'Sheet Opening Traders,INV/25-26/00412,10-02-2026,12-03-2026,"1,18,000",',
    'Sheet Opening Traders,INV/25-26/00430,01-03-2026,31-03-2026,25000.50,Part paid',
    'sheet opening mills,INV/25-26/00455,15-03-2026,14-04-2026,9000,',
  ];

  it('is refused whole before the go-live date is set, in words', async () => {
    const job = await run('chemical/openingReceivable', good, true);
    expect(job.state).toBe('failed');
    expect(job.message).toBe(
      'An opening receivable is dated the day before go-live: set the go-live date in System Configuration first, then import the sheet.',
    );
  });

  it('is checked row by row with the rules of a save and a submit, and nothing is saved', async () => {
    await setGoLive(GO_LIVE);
    const job = await run(
      'chemical/openingReceivable',
      [
        ...good,
        'Sheet Opening Suppliers,BILL-1,01-03-2026,31-03-2026,500,',
        'Sheet Opening Traders,INV/25-26/00499,05-04-2026,30-04-2026,700,',
        'Sheet Opening Mills,INV/25-26/00500,10-03-2026,01-03-2026,800,',
        'Sheet Opening Traders,inv/25-26/00412,10-02-2026,12-03-2026,100,',
      ],
      true,
    );
    expect(job.report, job.message ?? '').toMatchObject({ check: true, imported: false, rows: 7 });
    expect(job.report?.problems).toEqual([
      { row: 5, column: 'Customer', message: 'No Business Partner has the name "Sheet Opening Suppliers".' },
      {
        row: 6,
        column: 'Invoice Date',
        message:
          'The original is dated after the day before go-live: an opening balance is of what was open then.',
      },
      { row: 7, column: 'Due Date', message: 'The due date is before the date of the original.' },
      {
        row: 8,
        column: '',
        message: 'Row 2 has the same Customer and Invoice Number: give each record once.',
      },
    ]);
    expect(await openings('opening_receivable')).toEqual([]);
  });

  it('imports every row or none: each submitted on the eve in its own series, on its party’s account', async () => {
    const job = await run('chemical/openingReceivable', good);
    expect(job.report, JSON.stringify(job.report?.problems) + (job.message ?? '')).toMatchObject({
      imported: true,
      rows: 3,
      made: 3,
      updated: 0,
    });
    expect(await openings('opening_receivable')).toEqual([
      {
        number: expect.stringMatching(/^OPR\//),
        date: EVE,
        invoice_number: 'INV/25-26/00412',
        invoice_date: '2026-02-10',
        due_date: '2026-03-12',
        amount: 118000,
        status: S.COMPLETED,
      },
      expect.objectContaining({ invoice_number: 'INV/25-26/00430', amount: 25000.5, status: S.COMPLETED }),
      expect.objectContaining({ invoice_number: 'INV/25-26/00455', amount: 9000, status: S.COMPLETED }),
    ]);
    const [traders] = await queryRows<{ id: number }>(
      suite.server.database.db,
      sql`SELECT id FROM party WHERE org_id = 1 AND company_name = 'Sheet Opening Traders'`,
    );
    const ledger = await suite.call<{ closing: number }>(
      'GET',
      `chemical/partyLedger/${traders?.id}`,
      suite.admin,
    );
    expect(ledger.body.data?.closing).toBe(143000.5);
  });

  it('imports none of a sheet one of whose rows is entered already, saying so by its row', async () => {
    const job = await run('chemical/openingReceivable', [
      HEADER,
      'Sheet Opening Mills,INV/25-26/00460,15-03-2026,14-04-2026,100,',
      'Sheet Opening Traders,INV/25-26/00412,10-02-2026,12-03-2026,100,',
    ]);
    expect(job.report).toMatchObject({ imported: false, made: 0, problemCount: 1 });
    expect(job.report?.problems[0]).toMatchObject({
      row: 3,
      column: 'Invoice Number',
      message: expect.stringContaining(
        'The opening balance of INV/25-26/00412 of this party is entered already',
      ),
    });
    expect((await openings('opening_receivable')).map((row) => row.invoice_number)).not.toContain(
      'INV/25-26/00460',
    );
  });
});

describe('a sheet of open bills', () => {
  it('makes opening payables of suppliers by the same calls', async () => {
    const job = await run('chemical/openingPayable', [
      "Supplier,Supplier's Bill Number,Supplier's Bill Date,Due Date,Unpaid Amount",
      'Sheet Opening Suppliers,SB-778,20-03-2026,19-04-2026,45000',
    ]);
    expect(job.report, JSON.stringify(job.report?.problems) + (job.message ?? '')).toMatchObject({
      imported: true,
      made: 1,
    });
    expect(await openings('opening_payable')).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^OPP\//),
        invoice_number: 'SB-778',
        date: EVE,
      }),
    ]);
  });
});
