import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowDirectInvoices, findIn } from './helpers.ts';
import { useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 41: "A B2CS row can go negative after netting (`txval: -100` was reproduced): never write a negative
// row; where a month's notes exceed its sales for a place and rate, report them as the offline tool allows
// (as an amendment of the period of the original sales)" (decision 2030). October's two small sales in our
// own state; in November, a credit note taking back ₹100 of one of them and no sale there: November writes
// no row below zero, and amends October's to its sales less the note.

const { app, ids, ok, submit } = useStockDocuments();
const call = <T = Record<string, unknown>>(path: string) => app().call<T>('GET', path, app().admin);
const download = (url: string) =>
  app().raw({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${app().admin}` } });

async function submitted(path: string, body: object): Promise<Doc> {
  const done = await submit(path, await ok(`${path}/save`, body));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data as Doc;
}

let store = 0;
let walkIn = 0;
let october: Doc;
let other: Doc;
const sale = (date: string, rate: number) =>
  submitted('chemical/salesInvoice', {
    partyId: walkIn,
    date,
    branchId: ids.branch,
    placeOfSupply: '24',
    lines: [{ itemId: ids.tape, quantity: 1, rate, gstRate: 18, stockAreaId: store }],
  });
/** A price correction of `amount` on the invoice's only line (quantity 1). */
const creditNote = (date: string, invoice: Doc, amount: number, placeOfSupply = '24') =>
  submitted('chemical/creditNote', {
    partyId: invoice.partyId,
    date,
    branchId: ids.branch,
    salesInvoiceId: invoice.id,
    placeOfSupply,
    reason: 'PRICE_CORRECTION',
    lines: [
      {
        salesInvoiceLineId: invoice.lines[0]?.id,
        itemId: invoice.lines[0]?.itemId,
        quantity: 1,
        rate: amount,
        gstRate: invoice.lines[0]?.gstRate,
      },
    ],
  });

beforeAll(async () => {
  store = await allowDirectInvoices(app());
  const customer = await findIn<{ id: number }>(app(), 'partyType', 'name', 'Customer');
  walkIn = (
    await ok('party/save', { companyName: 'Walk-in Buyer', partyTypeId: customer.id, isCustomer: true })
  ).id;
  october = await sale('2026-10-20', 100);
  other = await sale('2026-10-21', 300);
  await creditNote('2026-11-04', october, 100);
}, 120_000);

type Heads = Record<'taxableValue' | 'igst' | 'cgst' | 'sgst' | 'cess', number>;
interface Summary {
  b2cs: (Heads & { placeOfSupply: string; gstRate: number })[];
  b2csa: (Heads & { month: string; placeOfSupply: string; gstRate: number })[];
}
const ZERO = { igst: 0, cess: 0 };

describe('issue 41, decision 2030: a B2CS row is never negative; the note amends October (B2CSA)', () => {
  it('October’s return holds its two sales', async () => {
    const reply = await call<Summary>(`chemical/gstr1/2026-10?branchId=${ids.branch}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const summary = reply.body.data as Summary;
    expect(summary.b2cs).toEqual([
      { placeOfSupply: '24', gstRate: 18, taxableValue: 400, cgst: 36, sgst: 36, ...ZERO },
    ]);
    expect(summary.b2csa).toEqual([]);
  });

  it('November’s screen shows no row below zero and October revised to ₹300', async () => {
    const reply = await call<Summary>(`chemical/gstr1/2026-11?branchId=${ids.branch}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const summary = reply.body.data as Summary;
    expect(summary.b2cs).toEqual([]);
    expect(summary.b2csa).toEqual([
      { month: '2026-10', placeOfSupply: '24', gstRate: 18, taxableValue: 300, cgst: 27, sgst: 27, ...ZERO },
    ]);
  });

  it('writes November’s JSON with the amendment and no B2CS row (it was txval -100)', async () => {
    const reply = await download(`chemical/gstr1/2026-11/json?branchId=${ids.branch}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const file = reply.json<Record<string, unknown>>();
    expect(file.b2cs).toBeUndefined();
    expect(file.b2csa).toEqual([
      {
        omon: '102026',
        sply_ty: 'INTRA',
        typ: 'OE',
        pos: '24',
        itms: [{ rt: 18, txval: 300, iamt: 0, camt: 27, samt: 27, csamt: 0 }],
      },
    ]);
  });

  it('writes the amendment in the Excel’s b2csa sheet, as the offline tool’s template heads it', async () => {
    const reply = await download(`chemical/gstr1/2026-11/excel?branchId=${ids.branch}`);
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const rows = (name: string) => {
      const values: unknown[][] = [];
      workbook.getWorksheet(name)?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      return values;
    };
    expect(workbook.worksheets.map((sheet) => sheet.name).slice(5, 7)).toEqual(['b2cs', 'b2csa']);
    expect(rows('b2cs')).toHaveLength(1);
    expect(rows('b2csa')).toEqual([
      [
        'Financial Year',
        'Original Month',
        'Place Of Supply',
        'Type',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      // ExcelJS reads an empty text cell back as nothing.
      ['2026-27', 'October', '24-Gujarat', 'OE', undefined, 18, 300, 0],
    ]);
  });
});

describe('decision 2030: a row below zero however netted is never written', () => {
  it('shows it on the screen, and gives no file', async () => {
    // ₹10 of October's second sale credited at a place October never sold to: October's row there would be
    // -10, and the offline tool has no way to say it.
    await creditNote('2026-11-05', other, 10, '27');
    const reply = await call<Summary>(`chemical/gstr1/2026-11?branchId=${ids.branch}`);
    expect((reply.body.data as Summary).b2csa).toEqual([
      { month: '2026-10', placeOfSupply: '24', gstRate: 18, taxableValue: 300, cgst: 27, sgst: 27, ...ZERO },
      {
        month: '2026-10',
        placeOfSupply: '27',
        gstRate: 18,
        taxableValue: -10,
        cgst: 0,
        sgst: 0,
        igst: -1.8,
        cess: 0,
      },
    ]);
    // The file is refused before it starts, in words, as any refusal is: never a broken download.
    for (const kind of ['json', 'excel']) {
      const refused = await call(`chemical/gstr1/2026-11/${kind}?branchId=${ids.branch}`);
      expect(refused.status).toBe(400);
      expect(refused.body.responseMessage).toMatch(
        /^Table 7 \(B2C small\) of 2026-10 would be below zero for 27-.* at 18%: its credit notes take back more than the sales there\./,
      );
    }
  });
});
