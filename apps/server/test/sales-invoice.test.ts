import { DOCUMENT_STATUS as S } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { findIn } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';
import type { Doc } from './stock-documents.ts';
import { DC, PK, useShipping } from './shipping-fixture.ts';

// Issue 20's sales invoice over HTTP (decisions 1401–1403): made from a customer's completed dispatches,
// numbered in its branch's GST series, billing each dispatch line once; the refusals, in the user's words.

const INV = 'chemical/salesInvoice';

const {
  app,
  ids,
  call,
  ok,
  submit,
  issuesOf,
  read,
  config,
  state,
  parcelNumber,
  packing,
  dispatching,
  posted,
  stockOf,
} = useShipping();

const made = { first: undefined as Doc | undefined, second: undefined as Doc | undefined };
const dispatchOf = (key: keyof typeof made): Doc => {
  const doc = made[key];
  if (!doc) throw new Error('the dispatches are made before the tests');
  return doc;
};
const lineOf = (key: keyof typeof made) => Number(dispatchOf(key).lines[0]?.id);

const invoicing = (lines: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  ok(`${INV}/save`, {
    partyId: state.customer,
    date: '2026-11-25',
    branchId: ids.branch,
    placeOfSupply: '24',
    lines: lines.map((line) => ({ itemId: ids.tape, rate: 250, gstRate: 18, hsnCode: '5407', ...line })),
    ...extra,
  });
const refusedWith = async (doc: Doc, status = 400) => {
  const reply = await submit(INV, doc);
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return status === 400 ? issuesOf(reply) : [];
};
const billed = async (key: keyof typeof made) =>
  Number((await read(DC, dispatchOf(key).id)).lines[0]?.invoicedQuantity);
const cancel = (path: string, doc: Doc) =>
  call(`${path}/cancel`, { id: doc.id, version: doc.version, reason: 'Billed wrongly' });

beforeAll(async () => {
  const [p20, p10] = [await parcelNumber(), await parcelNumber()];
  await posted(
    PK,
    await packing([
      { parcelNumber: p20, quantity: 20 },
      { parcelNumber: p10, quantity: 10 },
    ]),
  );
  made.first = await posted(DC, await dispatching([{ parcelNumber: p20, quantity: 20 }]));
  made.second = await dispatching([{ parcelNumber: p10, quantity: 10 }]);
});

describe('the sales invoice from dispatches', () => {
  it('refuses a dispatch line of a dispatch not completed, and bills several dispatches on one invoice', async () => {
    const draft = await invoicing([{ dispatchLineId: lineOf('second'), quantity: 10 }]);
    expect(await refusedWith(draft)).toEqual([
      expect.objectContaining({ message: 'Dispatch is Draft: only a completed one can be billed.' }),
    ]);
    made.second = await posted(DC, dispatchOf('second'));

    const invoice = await posted(
      INV,
      await invoicing([
        { dispatchLineId: lineOf('first'), quantity: 15 },
        { dispatchLineId: lineOf('second'), quantity: 10 },
      ]),
    );
    expect(invoice).toMatchObject({ status: S.COMPLETED, number: 'INV/26-27/00001' });
    expect([await billed('first'), await billed('second')]).toEqual([15, 10]);
    expect(await read(DC, dispatchOf('first').id)).toMatchObject({ status: S.COMPLETED });

    const billedDispatch = await cancel(DC, await read(DC, dispatchOf('second').id));
    expect(billedDispatch.status).toBe(409);

    const more = await invoicing([{ dispatchLineId: lineOf('first'), quantity: 6 }]);
    expect(await refusedWith(more)).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(
          /^Only 5\.000 KG of .* is pending on the dispatch; 6\.000 KG billed\.$/,
        ),
      }),
    ]);
    const again = await invoicing([{ dispatchLineId: lineOf('second'), quantity: 1 }]);
    expect(await refusedWith(again)).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(
          /^Only 0\.000 KG of .* is pending on the dispatch; 1\.000 KG billed\. Already billed by Sales Invoice INV\/26-27\/00001\.$/,
        ),
      }),
    ]);
    expect(await billed('first')).toBe(15);

    const cancelled = await cancel(INV, await read(INV, invoice.id));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect([await billed('first'), await billed('second')]).toEqual([0, 0]);
  });

  it("refuses another customer's dispatch, a date before the dispatch, the books lock and a line without a dispatch", async () => {
    const other = (
      await findIn<{ id: number }>(app(), 'party', 'companyName', 'Krishak Bharati Fertilisers Co-op')
    ).id;
    const line = { dispatchLineId: lineOf('first'), quantity: 1 };
    expect(await refusedWith(await invoicing([line], { partyId: other }))).toEqual([
      expect.objectContaining({
        field: 'partyId',
        message: expect.stringMatching(/^Dispatch DC\/.* was made for another customer\.$/),
      }),
    ]);
    expect(await refusedWith(await invoicing([line], { date: '2026-11-24' }))).toEqual([
      expect.objectContaining({
        field: 'date',
        message: expect.stringMatching(/^It cannot be dated before Dispatch DC\/.* of 2026-11-25\.$/),
      }),
    ]);
    await config('BOOKS_LOCKED_UPTO', '2026-11-30');
    const locked = await refusedWith(await invoicing([line]));
    await config('BOOKS_LOCKED_UPTO', '');
    expect(locked).toEqual([expect.objectContaining({ field: 'date' })]);
    expect(await refusedWith(await invoicing([line, { quantity: 1 }]))).toEqual([
      expect.objectContaining({
        field: 'lines.1.itemId',
        message: expect.stringContaining('Line 2: make the invoice from a dispatch'),
      }),
    ]);
    // A dispatch line that does not exist is refused as it is saved (issue 39, decision 1870).
    const unknown = await call(`${INV}/save`, {
      partyId: state.customer,
      date: '2026-11-25',
      branchId: ids.branch,
      lines: [{ dispatchLineId: 99999999, itemId: ids.tape, quantity: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(issuesOf(unknown)).toEqual([
      expect.objectContaining({
        field: 'lines.0.dispatchLineId',
        message: 'Row 1: Dispatch Line 99999999 does not exist.',
      }),
    ]);
    expect(await billed('first')).toBe(0);
  });

  it('numbers 20 invoices submitted at once with 20 consecutive numbers, and refuses the 21st unit', async () => {
    const drafts: Doc[] = [];
    for (let i = 0; i < 20; i += 1)
      drafts.push(await invoicing([{ dispatchLineId: lineOf('first'), quantity: 1 }]));
    const replies = await Promise.all(drafts.map((draft) => submit(INV, draft)));
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const numbers = replies.map((reply) => String((reply.body.data as Doc).number)).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV/26-27/${String(i + 2).padStart(5, '0')}`),
    );
    expect(await billed('first')).toBe(20);
    expect(
      await refusedWith(await invoicing([{ dispatchLineId: lineOf('first'), quantity: 1 }])),
    ).toHaveLength(1);
  });
});

describe('a direct invoice (DIRECT_INVOICE YES, decision 1403)', () => {
  it("sends a direct line's goods out of its stock area, refuses one without it, and gives them back on cancel", async () => {
    await config('DIRECT_INVOICE', 'YES');
    try {
      const before = await stockOf(ids.tape, ids.store);
      expect(await refusedWith(await invoicing([{ quantity: 2 }]))).toEqual([
        expect.objectContaining({
          field: 'lines.0.stockAreaId',
          message: 'Line 1: choose the stock area its goods leave from.',
        }),
      ]);
      const direct = await posted(
        INV,
        await invoicing([{ quantity: 2, stockAreaId: ids.store, lotNumber: state.lot }]),
      );
      expect(await stockOf(ids.tape, ids.store)).toBe(before - 2);
      expect(await refusedWith(await invoicing([{ quantity: 99_999, stockAreaId: ids.store }]))).toHaveLength(
        1,
      );
      expect(await stockOf(ids.tape, ids.store)).toBe(before - 2);
      expect((await cancel(INV, direct)).status).toBe(200);
      expect(await stockOf(ids.tape, ids.store)).toBe(before);
    } finally {
      await config('DIRECT_INVOICE', '');
    }
  });

  it('bills freight or job charges alone: a service line needs no stock area and moves none (decision 1480)', async () => {
    await config('DIRECT_INVOICE', 'YES');
    try {
      const before = await stockOf(ids.tape, ids.store);
      const charges = await posted(INV, await invoicing([{ quantity: 1, rate: 5000, hsnCode: '998821' }]));
      expect(charges.status).toBe(S.COMPLETED);
      expect(await stockOf(ids.tape, ids.store)).toBe(before);
      const file = await call(`${INV}/ewayBill`, { ids: [charges.id] });
      expect(file.status).toBe(409);
      expect(file.body.responseMessage).toBe(
        `Sales Invoice ${String(charges.number)} lists services only: no goods move, so no e-way bill goes with it.`,
      );
      expect(
        await refusedWith(await invoicing([{ quantity: 1, hsnCode: '996511' }, { quantity: 2 }])),
      ).toEqual([
        expect.objectContaining({
          field: 'lines.1.stockAreaId',
          message: 'Line 2: choose the stock area its goods leave from.',
        }),
      ]);
      const stocked = await call(`${INV}/save`, {
        partyId: state.customer,
        date: '2026-11-25',
        branchId: ids.branch,
        placeOfSupply: '24',
        lines: [
          { itemId: ids.tape, quantity: 1, rate: 10, gstRate: 18, hsnCode: '996511', stockAreaId: ids.store },
        ],
      });
      expect(stocked.status).toBe(400);
      expect(issuesOf(stocked)).toEqual([
        expect.objectContaining({
          field: 'lines.0.stockAreaId',
          message: 'A service (its SAC code starts 99) holds no stock: it takes no stock area.',
        }),
      ]);
    } finally {
      await config('DIRECT_INVOICE', '');
    }
  });

  it('refuses a stock area on a dispatched line: its goods left with the dispatch', async () => {
    const reply = await call(`${INV}/save`, {
      partyId: state.customer,
      date: '2026-11-25',
      branchId: ids.branch,
      placeOfSupply: '24',
      lines: [
        {
          dispatchLineId: lineOf('first'),
          itemId: ids.tape,
          quantity: 1,
          rate: 250,
          gstRate: 18,
          stockAreaId: ids.store,
        },
      ],
    });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual([
      expect.objectContaining({
        field: 'lines.0.stockAreaId',
        message: "A dispatched line's goods left with its dispatch: it takes no stock area.",
      }),
    ]);
  });
});

describe('the calls that make an invoice from dispatches', () => {
  it("pages the customer's dispatch lines left to bill and fills an invoice from chosen dispatches", async () => {
    const toBill = (query: string) =>
      app().call<{ dispatchLineId: number; leftQuantity: number }>(
        'GET',
        `${INV}/getDispatchLinesToBill?${query}`,
        app().admin,
      );
    const listed = await toBill(`partyId=${state.customer}&page=1&size=10`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body).toMatchObject({
      totalCount: 1,
      dataList: [{ dispatchLineId: lineOf('second'), leftQuantity: 10, invoicedQuantity: 0 }],
    });
    expect((await toBill(`partyId=${state.customer}&search=DC%2F`)).body.totalCount).toBe(1);
    expect((await toBill(`partyId=${state.customer}&search=%25_`)).body.totalCount).toBe(0);
    for (const query of ['', 'partyId=abc', `partyId=${state.customer}&size=501`])
      expect((await toBill(query)).status).toBe(400);

    const filled = await call(`${INV}/linesFromDispatches`, { dispatchIds: [dispatchOf('second').id] });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect(filled.body.data).toMatchObject({
      partyId: state.customer,
      placeOfSupply: '24',
      vehicleNumber: 'GJ01AB1234',
      lrNumber: 'LR-77',
      freight: 1500,
      lines: [
        {
          dispatchLineId: lineOf('second'),
          itemId: ids.tape,
          item: { id: ids.tape, name: expect.any(String) },
          quantity: 10,
          rate: 250,
        },
      ],
    });
    const billedInFull = await call(`${INV}/linesFromDispatches`, { dispatchIds: [dispatchOf('first').id] });
    expect(billedInFull.status).toBe(400);
    expect(issuesOf(billedInFull)).toEqual([
      expect.objectContaining({
        field: 'dispatchIds',
        message: expect.stringMatching(/is billed in full already\.$/),
      }),
    ]);
    expect((await call(`${INV}/linesFromDispatches`, { dispatchIds: [99999999] })).status).toBe(404);
    for (const dispatchIds of [[], ['x'], 'all', Array.from({ length: 51 }, (_, i) => i + 1)])
      expect((await call(`${INV}/linesFromDispatches`, { dispatchIds })).status).toBe(400);
  });
});

describe("the branch's invoice series and bank", () => {
  it('refuses a series that breaks GST rule 46 and a wrong IFSC, and numbers invoices in the series saved', async () => {
    const branch = (await app().call<Doc>('GET', `erp/branch/${ids.branch}`, app().admin)).body.data as Doc;
    const saving = (extra: Record<string, unknown>) => call('erp/branch/update', { ...branch, ...extra });
    const long = await saving({ invoicePrefix: 'INVOICE' });
    expect(long.status).toBe(400);
    expect(issuesOf(long).map((issue) => issue.field)).toEqual(['invoicePrefix']);
    const dotted = await saving({ invoicePrefix: 'A.B' });
    expect(dotted.status).toBe(400);
    expect(issuesOf(dotted)).toEqual([
      expect.objectContaining({
        field: 'invoicePrefix',
        message: 'The number A.B/26-27/00001 may contain only letters, digits, - and / (GST rule 46).',
      }),
    ]);
    const ifsc = await saving({ ifsc: 'SBIN1001234' });
    expect(ifsc.status).toBe(400);
    expect(issuesOf(ifsc).map((issue) => issue.field)).toEqual(['ifsc']);
    const saved = await saving({
      invoicePrefix: 'hq',
      bankName: 'State Bank of India',
      bankAccountNumber: '30112233445',
      ifsc: 'sbin0001234',
      bankBranch: 'Ashram Road',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ invoicePrefix: 'HQ', ifsc: 'SBIN0001234' });

    const invoice = await posted(
      INV,
      await invoicing([{ dispatchLineId: lineOf('second'), quantity: 10 }], {
        date: '2026-11-25',
        freight: 500,
        otherCharges: 120,
      }),
    );
    expect(invoice.number).toBe('HQ/26-27/00001');

    // Decision 1405: the Tax Invoice prints its charges, the amount in words and the branch's bank.
    const pdf = await app().raw({
      method: 'GET',
      url: `/api/v1/${INV}/print/${invoice.id}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfPages(pdf.rawPayload).flat().join(' ');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('HQ/26-27/00001');
    expect(text).toContain('Freight ₹500.00 Other Charges ₹120.00');
    expect(text).toContain(
      'Grand Total ₹3,682.00 AMOUNT IN WORDS Rupees Three Thousand Six Hundred Eighty Two Only',
    );
    expect(text).toMatch(
      /BANK DETAILS FOR PAYMENT Bank: State Bank of India\s+Account No\.: 30112233445\s+IFSC: SBIN0001234\s+Branch: Ashram Road/,
    );
  });
});
