import { DOCUMENTS, gstinCheckCharacter } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import * as clock from '../src/core/today.ts';
import type { Doc } from './stock-documents.ts';
import { DC, PK, SO, useShipping } from './shipping-fixture.ts';

// Issue 38 over HTTP: the seller is the branch, and each GSTIN has its own series (decisions 1825, 1826); a
// document's date lies within the books (decision 1827).

const INV = 'chemical/salesInvoice';
const { app, ids, call, ok, submit, issuesOf, config, state, packing, dispatching, posted, order } =
  useShipping();

const today = clock.today();
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const shown = (date: string) => date.split('-').reverse().join('-');
const mumbai = { id: 0, gstin: '' };

/** A draft invoice of freight alone (a service: no stock moves) from `branchId`. */
const charges = (branchId: number) =>
  ok(`${INV}/save`, {
    partyId: state.customer,
    date: today,
    branchId,
    placeOfSupply: '24',
    lines: [{ itemId: ids.tape, quantity: 1, rate: 100, gstRate: 18, hsnCode: '996511' }],
  });

beforeAll(async () => {
  const first14 = '27AAECS4321K1Z';
  mumbai.gstin = first14 + gstinCheckCharacter(first14);
  const branch = await ok('erp/branch/save', {
    name: 'Mumbai Depot',
    code: 'MUM',
    gstin: mumbai.gstin,
    address: 'Unit 4, Bhiwandi Logistics Park',
    city: 'Bhiwandi',
    state: '27',
    pincode: '421302',
  });
  mumbai.id = branch.id;
  await config('DIRECT_INVOICE', 'YES');
});

// Issue 41: "Called without a branch, the file puts every branch's documents under the organisation's GSTIN.
// A return is per GSTIN: an organisation with more than one GSTIN must name it."
describe('"a return is per GSTIN" (issue 41)', () => {
  const file = (query: string) =>
    app().raw({
      method: 'GET',
      url: `/api/v1/chemical/gstr1/${today.slice(0, 7)}/json${query}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });

  it("refuses the month's GSTR-1 file of every branch, in words, and writes each branch's under its GSTIN", async () => {
    const all = await file('');
    expect(all.statusCode).toBe(400);
    expect(all.json().responseMessage).toContain(
      'Your branches file under more than one GSTIN: choose the branch',
    );
    const away = await file(`?branchId=${mumbai.id}`);
    expect(away.statusCode).toBe(200);
    expect(away.json()).toMatchObject({ gstin: mumbai.gstin });
    expect((await file(`?branchId=${ids.branch}`)).json()).toMatchObject({ gstin: '24AAECS4321K1ZH' });
  });

  // The walk of issue 38: a branch's GSTIN changed after it had issued invoices, and its GSTR-1 then listed
  // the invoice issued under the old GSTIN. Branches sharing one GSTIN share its series (decision 1401).
  // The walk of issue 38: a branch's GSTIN changed after it had issued invoices, and its GSTR-1 then listed
  // the invoices issued under the old GSTIN as the new one's.
  it("a branch's return lists what was issued under its GSTIN, nothing issued under the one it had before", async () => {
    const gstinOf = (first14: string) => first14 + gstinCheckCharacter(first14);
    const branch = {
      name: 'Bengaluru Depot',
      code: 'BLR',
      gstin: gstinOf('29AAECS4321K1Z'),
      address: 'Plot 7, Peenya Industrial Area',
      city: 'Bengaluru',
      state: '29',
      pincode: '560058',
    };
    const depot = await ok('erp/branch/save', branch);
    const issued = await posted(INV, await charges(depot.id));
    const numbers = async () => {
      const reply = await file(`?branchId=${depot.id}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return (reply.json<{ b2b?: { inv: { inum: string }[] }[] }>().b2b ?? []).flatMap((group) =>
        group.inv.map((inv) => inv.inum),
      );
    };
    expect(await numbers()).toEqual([issued.number]);

    const renewed = gstinOf('29AAECS4321K2Z');
    await ok('erp/branch/update', { ...branch, id: depot.id, version: depot.version, gstin: renewed });
    const reply = await file(`?branchId=${depot.id}`);
    expect(reply.json()).toMatchObject({ gstin: renewed });
    expect(await numbers()).toEqual([]);
  });
});

describe('"each GSTIN has its own series" (decision 1825)', () => {
  it('two branches with different GSTINs both issue INV/26-27/00001, and each series stays gapless under parallel submits', async () => {
    const home = await posted(INV, await charges(ids.branch));
    const away = await posted(INV, await charges(mumbai.id));
    const year = home.number?.split('/')[1];
    expect([home.number, away.number]).toEqual([`INV/${year}/00001`, `INV/${year}/00001`]);
    expect([home.seriesKey, away.seriesKey]).toEqual(['24AAECS4321K1ZH', mumbai.gstin]);

    const drafts = [];
    for (let i = 0; i < 6; i++) drafts.push(await charges(i % 2 === 0 ? ids.branch : mumbai.id));
    const replies = await Promise.all(drafts.map((draft) => submit(INV, draft)));
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const numbers = (branchId: number) =>
      replies
        .map((reply) => reply.body.data as Doc)
        .filter((doc) => doc.branchId === branchId)
        .map((doc) => doc.number)
        .sort();
    const expected = [2, 3, 4].map((n) => `INV/${year}/0000${n}`);
    expect(numbers(ids.branch)).toEqual(expected);
    expect(numbers(mumbai.id)).toEqual(expected);
  });

  it('a counter behind its numbers gives a 409 naming the number taken, never a 500', async () => {
    await app().server.database.db.execute(
      sql`UPDATE document_counter SET last_number = 0 WHERE series = ${`${mumbai.gstin} INV`}`,
    );
    const reply = await submit(INV, await charges(mumbai.id));
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toMatch(
      /^The number INV\/\d{2}-\d{2}\/00001 is already taken in its series: nothing was saved\.$/,
    );
    await app().server.database.db.execute(
      sql`UPDATE document_counter SET last_number = 4 WHERE series = ${`${mumbai.gstin} INV`}`,
    );
  });

  it.each(
    Object.values(DOCUMENTS)
      .filter((def) => def.gstSeries)
      .map((def) => [def.key] as const),
  )("%s: its number's unique key is per GST series, not per organisation", async (key) => {
    const table = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const rows = await queryRows<{ indexdef: string }>(
      app().server.database.db,
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = ${`${table}_number_key`}`,
    );
    expect(rows[0]?.indexdef).toMatch(/\(org_id, series_key, number\)/);
  });
});

describe('"a dispatch takes its branch from its sales order" (decision 1826)', () => {
  // A packaging's origin is the sales order it names (madeFrom).
  it.each([
    ['dispatch', () => dispatching([{ quantity: 1, parcelNumber: 'NONE' }]), DC, 'Dispatch From (Branch)'],
    ['packaging', () => packing([{ parcelNumber: 'NONE', quantity: 1 }]), PK, 'Packed At (Branch)'],
  ] as const)(
    'a %s left without a branch takes its order’s; another branch is refused in words',
    async (label, made, path, field) => {
      const draft = await made();
      expect(draft.branchId).toBe(ids.branch);
      const home = (await app().call<{ name: string }>('GET', `erp/branch/${ids.branch}`, app().admin)).body
        .data?.name;
      const other = await call(`${path}/save`, {
        ...draft,
        id: undefined,
        version: undefined,
        branchId: mumbai.id,
      });
      expect(other.status).toBe(400);
      expect(issuesOf(other)).toEqual([
        expect.objectContaining({
          field: 'branchId',
          // Naming the order and its branch (decision 2020).
          message: `A ${label} has the ${field} of its Sales Order: ${String(order().number)} is of ${home}; choose ${home} or leave it blank.`,
        }),
      ]);
    },
  );
});

describe('"a document\'s date must lie within the books" (decision 1827)', () => {
  const saving = (apiPath: string, date: string) => call(`${apiPath}/save`, { date, lines: [] });
  const dateIssue = async (apiPath: string, date: string) =>
    (issuesOf(await saving(apiPath, date)) ?? []).find((issue) => issue.field === 'date')?.message;

  // An opening balance is dated the go-live eve alone (decision 2121): opening-balances.test.ts says so.
  it.each(
    Object.values(DOCUMENTS)
      .filter((def) => def.opening !== true)
      .map((def) => [def.key, def] as const),
  )(
    '%s: 9999-12-31 and 1900-01-01 refused naming the date, tomorrow only where it may be future-dated',
    async (_, def) => {
      if (def.feature) await config(def.feature, 'YES');
      expect(await dateIssue(def.apiPath, '9999-12-31')).toMatch(/^The date 31-12-9999 is after /);
      expect(await dateIssue(def.apiPath, '1900-01-01')).toBe(
        'The date 01-01-1900 is before the books begin on 01-04-2017.',
      );
      const ahead = await dateIssue(def.apiPath, tomorrow);
      if (def.notFutureDated)
        expect(ahead).toBe(
          `The date ${shown(tomorrow)} is after today (${shown(today)}): a ${def.label.toLowerCase()} is never dated in the future.`,
        );
      else expect(ahead).toBeUndefined();
    },
  );

  it('an invoice dated 9999-12-31 is refused, never numbered INV/99-00/00001', async () => {
    const reply = await call(`${INV}/save`, {
      partyId: state.customer,
      date: '9999-12-31',
      branchId: ids.branch,
      placeOfSupply: '24',
      lines: [{ itemId: ids.tape, quantity: 1, rate: 100, gstRate: 18, hsnCode: '996511' }],
    });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual([
      expect.objectContaining({
        field: 'date',
        message: `The date 31-12-9999 is after today (${shown(today)}): a sales invoice is never dated in the future.`,
      }),
    ]);
  });

  it('a sales order dated on or before BOOKS_LOCKED_UPTO is saved as a draft and refused at submit, naming its date', async () => {
    const order = await ok(`${SO}/save`, {
      partyId: state.customer,
      date: '2026-04-10',
      branchId: ids.branch,
      placeOfSupply: '24',
      lines: [{ itemId: ids.tape, quantity: 1, rate: 250 }],
    });
    await config('BOOKS_LOCKED_UPTO', '2026-06-30');
    try {
      const reply = await submit(SO, order);
      expect(reply.status).toBe(400);
      expect(issuesOf(reply)).toEqual([
        expect.objectContaining({
          field: 'date',
          message:
            'The date 10-04-2026 is in locked books. The books are locked up to 30-06-2026: choose a later date.',
        }),
      ]);
    } finally {
      await config('BOOKS_LOCKED_UPTO', '');
    }
  });

  it('a later BOOKS_START_DATE moves the books’ first day', async () => {
    await config('BOOKS_START_DATE', '2026-04-01');
    try {
      expect(await dateIssue(SO, '2026-03-31')).toBe(
        'The date 31-03-2026 is before the books begin on 01-04-2026.',
      );
    } finally {
      await config('BOOKS_START_DATE', '');
    }
  });
});
