import ExcelJS from 'exceljs';
import { DOCUMENT_STATUS as S } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowDirectInvoices, findIn } from './helpers.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 22: "purchase register and sales register with GST per rate (GSTR-1 friendly columns: GSTIN,
// invoice number, place of supply, taxable value, tax per head)" (decision 1760): one row per document per
// rate, a header's freight in its line of the highest taxable value, a credit note less, summed, counted and
// paged in SQL.

const { app, ids, ok, submit, openOrder, inwardOf } = useStockDocuments();
const SALES = 'chemical/report/salesRegister';
const PURCHASES = 'chemical/report/purchaseRegister';
const run = (path: string, body: object) =>
  app().call<Record<string, unknown>>('POST', path, app().admin, body);
const APRIL = { from: '2026-04-01', to: '2026-04-30' };

let invoices: Doc[] = [];
let bill: Doc | undefined;
let credit: Doc | undefined;

async function invoice(partyId: number, placeOfSupply: string, lines: object[], extra: object = {}) {
  const draft = await ok('chemical/salesInvoice/save', {
    partyId,
    date: '2026-04-10',
    branchId: ids.branch,
    placeOfSupply,
    ...extra,
    lines,
  });
  const done = await submit('chemical/salesInvoice', draft);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data as Doc;
}

beforeAll(async () => {
  const store = await allowDirectInvoices(app());
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(app(), path, key, value)).id;
  const ambuja = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  const walkIn = (
    await ok('party/save', {
      companyName: 'Walk-in Buyer',
      partyTypeId: await idOf('partyType', 'name', 'Customer'),
      isCustomer: true,
    })
  ).id as number;
  const [tape, silicate, sack] = await Promise.all(
    ['SF-TP-800', 'CH-SS-001', 'FG-SK-050'].map((code) => idOf('chemical/item', 'code', code)),
  );
  const line = (itemId: number | undefined, quantity: number, rate: number) => ({
    itemId,
    quantity,
    rate,
    stockAreaId: store,
  });
  invoices = [
    // Within Gujarat: tape 10 × 100 at 12%, silicate 4 × 50 at 18%, freight 100 (taxed with the tape).
    await invoice(ambuja, '24', [line(tape, 10, 100), line(silicate, 4, 50)], { freight: 100 }),
    // To Maharashtra: sacks 100 × 9.50 at 12%, IGST.
    await invoice(ambuja, '27', [line(sack, 100, 9.5)]),
    // A walk-in buyer within the state: silicate 10 × 25 at 18%.
    await invoice(walkIn, '24', [line(silicate, 10, 25)]),
    // May: outside April.
    await invoice(walkIn, '24', [line(silicate, 1, 25)], { date: '2026-05-02' }),
  ];
  // A price correction of the sacks' invoice: 100 × 0.50 at 12% back, IGST; less in the register.
  const sacks = invoices[1] as Doc;
  const note = await ok('chemical/creditNote/save', {
    partyId: ambuja,
    date: '2026-04-20',
    branchId: ids.branch,
    salesInvoiceId: sacks.id,
    placeOfSupply: '27',
    reason: 'PRICE_CORRECTION',
    lines: [{ salesInvoiceLineId: sacks.lines[0]?.id, itemId: sack, quantity: 100, rate: 0.5, gstRate: 12 }],
  });
  const noted = await submit('chemical/creditNote', note);
  expect(noted.status, JSON.stringify(noted.body)).toBe(200);
  credit = noted.body.data as Doc;

  // The supplier's bill: granules 60 × 104.50 at 18%, tape 50 × 200 at 12%, freight 100 (taxed with the tape).
  const order = await openOrder();
  expect((await submit(INWARD, await inwardOf(order, [60, 50]))).body.data).toMatchObject({
    status: S.COMPLETED,
  });
  const draft = await ok('chemical/purchaseBill/save', {
    partyId: ids.supplier,
    supplierBillNumber: 'SGP/771',
    supplierBillDate: '2026-11-23',
    date: '2026-11-24',
    branchId: ids.branch,
    placeOfSupply: '24',
    purchaseOrderId: order.id,
    freight: 100,
    lines: [
      {
        purchaseOrderLineId: order.lines[0]?.id,
        itemId: order.lines[0]?.itemId,
        quantity: 60,
        rate: 104.5,
        gstRate: 18,
      },
      {
        purchaseOrderLineId: order.lines[1]?.id,
        itemId: order.lines[1]?.itemId,
        quantity: 50,
        rate: 200,
        gstRate: 12,
      },
    ],
  });
  const done = await submit('chemical/purchaseBill', draft);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  bill = done.body.data as Doc;
}, 180_000);

const figures = (row: Record<string, unknown>) => ({
  number: row.number,
  gstRate: row.gstRate,
  taxableValue: row.taxableValue,
  igst: row.igst,
  cgst: row.cgst,
  sgst: row.sgst,
  total: row.total,
});

describe('the sales register', () => {
  it('has a row per invoice per rate of the period, the freight with the tape’s rate, and its totals', async () => {
    const reply = await run(SALES, { ...APRIL, sort: 'number', size: 50 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [first, second, third] = invoices.map((doc) => doc.number);
    expect(reply.body.dataList?.map(figures)).toEqual([
      // CN… before INV…: the note's figures less.
      { number: credit?.number, gstRate: 12, taxableValue: -50, igst: -6, cgst: 0, sgst: 0, total: -56 },
      { number: first, gstRate: 12, taxableValue: 1100, igst: 0, cgst: 66, sgst: 66, total: 1232 },
      { number: first, gstRate: 18, taxableValue: 200, igst: 0, cgst: 18, sgst: 18, total: 236 },
      { number: second, gstRate: 12, taxableValue: 950, igst: 114, cgst: 0, sgst: 0, total: 1064 },
      { number: third, gstRate: 18, taxableValue: 250, igst: 0, cgst: 22.5, sgst: 22.5, total: 295 },
    ]);
    expect(reply.body.dataList?.[0]).toMatchObject({ kindLabel: 'Credit Note', placeOfSupply: '27' });
    expect(reply.body.dataList?.[1]).toMatchObject({
      gstin: '08AACCA2468E1ZW',
      party: 'Ambuja Cement Works Ltd',
      placeOfSupply: '24',
      date: '2026-04-10',
      kindLabel: 'Invoice',
    });
    expect(reply.body.dataList?.[4]).toMatchObject({ gstin: null, party: 'Walk-in Buyer' });
    expect(reply.body.totalCount).toBe(5);
    expect(reply.body.data).toEqual({ taxableValue: 2450, cgst: 106.5, sgst: 106.5, igst: 108, total: 2771 });
  });

  it('pages in SQL: the second page of two, by rate descending', async () => {
    const reply = await run(SALES, { ...APRIL, sort: '-gstRate', size: 2, page: 2 });
    expect(reply.body.totalCount).toBe(5);
    expect(reply.body.dataList?.map((row) => row.gstRate)).toEqual([12, 12]);
  });

  it('in every order either way, its pages are the whole list cut in pages, and its totals the rows’ sums', async () => {
    // A page sums only its own documents' lines, and the totals read the headers (decision 1941).
    for (const path of [SALES, PURCHASES])
      for (const sort of ['number', 'date', 'party', 'gstRate'].flatMap((key) => [key, `-${key}`])) {
        const whole = (await run(path, { ...APRIL, sort, size: 50 })).body;
        const rows = whole.dataList ?? [];
        for (const size of [1, 2]) {
          const pages = [];
          for (let page = 1; (page - 1) * size < rows.length; page += 1)
            pages.push(...((await run(path, { ...APRIL, sort, size, page })).body.dataList ?? []));
          expect(pages.map(figures), `${path} ${sort} by ${size}`).toEqual(rows.map(figures));
        }
        const sum = (key: string) =>
          rows.reduce((total, row) => Math.round(total * 100 + Number(row[key]) * 100) / 100, 0);
        expect(whole.data, `${path} ${sort}`).toEqual({
          taxableValue: sum('taxableValue'),
          cgst: sum('cgst'),
          sgst: sum('sgst'),
          igst: sum('igst'),
          total: sum('total'),
        });
        expect(whole.totalCount).toBe(rows.length);
      }
  });

  it('refuses a range ending before it starts or over 366 days, in words', async () => {
    const backwards = await run(SALES, { from: '2026-04-30', to: '2026-04-01' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('From must be on or before To');
    const long = await run(SALES, { from: '2025-01-01', to: '2026-04-30' });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Date may span at most 366 days; this range spans 485');
  });

  it('exports exactly the rows filtered to Excel', async () => {
    const reply = await app().raw({
      method: 'POST',
      url: `/api/v1/${SALES}/export/excel`,
      headers: { authorization: `Bearer ${app().admin}` },
      payload: { ...APRIL, sort: 'number' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('Sales Register.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(reply.rawPayload).buffer);
    const cells: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => cells.push(...(Array.isArray(row.values) ? row.values : [])));
    expect(cells.filter((cell) => typeof cell === 'number')).toEqual([
      ...[-50, 12, -6, 0, 0, -56],
      ...[1100, 12, 0, 66, 66, 1232],
      ...[200, 18, 0, 18, 18, 236],
      ...[950, 12, 114, 0, 0, 1064],
      ...[250, 18, 0, 22.5, 22.5, 295],
    ]);
  });
});

describe('the purchase register', () => {
  it('has the bill’s two rates with the supplier’s GSTIN and bill number, freight with the tape’s rate', async () => {
    const reply = await run(PURCHASES, { from: '2026-11-01', to: '2026-11-30', size: 10 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const rows = reply.body.dataList ?? [];
    expect(rows.map(figures)).toEqual([
      { number: bill?.number, gstRate: 12, taxableValue: 10100, igst: 0, cgst: 606, sgst: 606, total: 11312 },
      {
        number: bill?.number,
        gstRate: 18,
        taxableValue: 6270,
        igst: 0,
        cgst: 564.3,
        sgst: 564.3,
        total: 7398.6,
      },
    ]);
    expect(rows[0]).toMatchObject({
      gstin: '24AAKFS1234C1ZO',
      partyNumber: 'SGP/771',
      party: 'Shree Ganesh Polymers',
      kindLabel: 'Purchase Bill',
    });
    expect(reply.body.data).toEqual({
      taxableValue: 16370,
      cgst: 1170.3,
      sgst: 1170.3,
      igst: 0,
      total: 18710.6,
    });
  });

  it('holds no sales invoice, and the sales register no bill', async () => {
    expect((await run(PURCHASES, APRIL)).body.totalCount).toBe(0);
    expect((await run(SALES, { from: '2026-11-01', to: '2026-11-30' })).body.totalCount).toBe(0);
  });
});
