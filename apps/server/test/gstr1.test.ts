import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDirectInvoices, createSuite, findIn, type Suite } from './helpers.ts';
import { expectBalanced, paise, tallyVouchers } from './tally-xml.ts';

// Issue 20's returns (decisions 1430–1432): GSTR-1 of a month, its files, the invoice register and the
// Tally export, over a month of mixed invoices made through the sales invoice's generic calls.

let suite: Suite;
let store = 0;
const ids = { branch: 0, registered: 0, walkIn: 0, tape: 0, silicate: 0, sack: 0 };
type Doc = { id: number; version: number; number: string; grandTotal: number };
type Totals = Record<'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total', number>;

const call = <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  suite.call<T>(method, path, suite.admin, body);
const download = (url: string, token = suite.admin) =>
  suite.raw({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` } });

/** A document of `path` saved through its generic calls and submitted. */
async function submitted(path: string, body: object): Promise<Doc> {
  const saved = await call<Doc>('POST', `${path}/save`, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const draft = saved.body.data as Doc;
  const done = await call<Doc>('POST', `${path}/submit`, { id: draft.id, version: draft.version });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data as Doc;
}

const invoice = (partyId: number, placeOfSupply: string, lines: object[], extra: object = {}) =>
  submitted('chemical/salesInvoice', {
    partyId,
    date: '2026-04-10',
    branchId: ids.branch,
    placeOfSupply,
    lines: lines.map((line) => ({ ...line, stockAreaId: store })),
    ...extra,
  });

const made: Doc[] = [];
let register: Totals;
let registerRows: Record<string, unknown>[] = [];

beforeAll(async () => {
  suite = await createSuite();
  store = await allowDirectInvoices(suite);
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(suite, path, key, value)).id;
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.registered = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
  ids.silicate = await idOf('chemical/item', 'code', 'CH-SS-001');
  ids.sack = await idOf('chemical/item', 'code', 'FG-SK-050');
  const customer = await idOf('partyType', 'name', 'Customer');
  const walkIn = await call<Doc>('POST', 'party/save', {
    companyName: 'Walk-in Buyer',
    partyTypeId: customer,
    isCustomer: true,
  });
  ids.walkIn = (walkIn.body.data as Doc).id;

  // B2B within the state, two rates and freight; B2B across states; B2C large across states; B2C small
  // across and within the state (odd amounts, a discount); an export with IGST paid; B2B with a nil-rated
  // line; B2C of nil-rated lines only (decision 1491); one cancelled; one of the next month.
  made.push(
    await invoice(
      ids.registered,
      '24',
      [
        { itemId: ids.tape, quantity: 10.5, rate: 126.37 },
        { itemId: ids.silicate, quantity: 5, rate: 17.5 },
      ],
      { freight: 333.33 },
    ),
    await invoice(ids.registered, '27', [{ itemId: ids.sack, quantity: 1000, rate: 9.23 }]),
    await invoice(ids.walkIn, '27', [{ itemId: ids.silicate, quantity: 10_000, rate: 17.5 }]),
    await invoice(ids.walkIn, '27', [{ itemId: ids.tape, quantity: 7.25, rate: 126.11 }]),
    await invoice(ids.walkIn, '24', [{ itemId: ids.sack, quantity: 333, rate: 9.17, discountPercent: 2.5 }]),
    await invoice(ids.walkIn, '96', [{ itemId: ids.tape, quantity: 2, rate: 500.25 }]),
    await invoice(ids.registered, '24', [
      { itemId: ids.silicate, quantity: 3, rate: 17.5, gstRate: 0 },
      { itemId: ids.tape, quantity: 1, rate: 126.5 },
    ]),
    await invoice(ids.walkIn, '24', [{ itemId: ids.silicate, quantity: 2, rate: 10.01, gstRate: 0 }]),
  );
  const cancelled = await invoice(ids.walkIn, '24', [{ itemId: ids.tape, quantity: 1, rate: 126 }]);
  const reply = await call('POST', 'chemical/salesInvoice/cancel', {
    id: cancelled.id,
    version: cancelled.version,
    reason: 'Raised twice',
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  await invoice(ids.registered, '24', [{ itemId: ids.tape, quantity: 1, rate: 126 }], { date: '2026-05-02' });

  const rows = await call<Record<string, unknown>>('POST', 'chemical/report/invoiceRegister', {
    from: '2026-04-01',
    to: '2026-04-30',
    size: 50,
  });
  expect(rows.status, JSON.stringify(rows.body)).toBe(200);
  expect(rows.body.dataList).toHaveLength(8);
  register = rows.body.data as unknown as Totals;
  registerRows = rows.body.dataList ?? [];
}, 120_000);
afterAll(() => suite.server.close());

interface Summary {
  gstin: string;
  period: string;
  sections: { section: string; documents: number; value: number; taxableValue: number }[];
  total: Totals & { value: number };
  b2cs: { placeOfSupply: string; gstRate: number }[];
  hsnB2b: { hsn: string; quantity: number }[];
  documentsIssued: { invoice: { from: string; to: string; total: number; cancelled: number }[] };
}

describe('the invoice register', () => {
  it('lists the month’s invoices with their taxes and totals their heads', async () => {
    const expected = made.reduce((sum, doc) => sum + paise(doc.grandTotal), 0);
    expect(paise(register.total)).toBe(expected);
    const sorted = await call<{ number: string }>('POST', 'chemical/report/invoiceRegister', {
      from: '2026-04-01',
      to: '2026-04-30',
      sort: '-number',
      size: 2,
      page: 1,
    });
    expect(sorted.body.dataList?.map((row) => row.number)).toEqual([made[7]?.number, made[6]?.number]);
  });

  it('totals each rate’s taxable column as its rows, freight in the line it was taxed with (decision 1493)', () => {
    const totals = register as unknown as Record<string, number>;
    const rates = Object.keys(totals).filter((key) => key.startsWith('taxable@'));
    expect(rates).toEqual(expect.arrayContaining(['taxable@0', 'taxable@12', 'taxable@18']));
    for (const key of rates) {
      const rows = registerRows.reduce((sum, row) => sum + paise(Number(row[key] ?? 0)), 0);
      expect(paise(totals[key] ?? 0), key).toBe(rows);
    }
    const all = rates.reduce((sum, key) => sum + paise(totals[key] ?? 0), 0);
    expect(all).toBe(paise(register.taxableValue));
  });

  it('exports to Excel', async () => {
    const reply = await suite.raw({
      method: 'POST',
      url: '/api/v1/chemical/report/invoiceRegister/export/excel',
      headers: { authorization: `Bearer ${suite.admin}` },
      payload: { from: '2026-04-01', to: '2026-04-30' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('Invoice Register.xlsx');
  });
});

describe('GSTR-1 of a month', () => {
  let summary: Summary;
  beforeAll(async () => {
    const reply = await call<Summary>('GET', `chemical/gstr1/2026-04?branchId=${ids.branch}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    summary = reply.body.data as Summary;
  });

  it('places each invoice in its table', () => {
    const count = Object.fromEntries(summary.sections.map((row) => [row.section, row.documents]));
    expect(count).toEqual({ b2b: 3, b2cl: 1, b2cs: 2, exp: 1, cdnr: 0, cdnur: 0, nil: 1 });
    expect(summary.period).toBe('042026');
    expect(summary.b2cs.map((row) => [row.placeOfSupply, row.gstRate])).toEqual([
      ['24', 12],
      ['27', 12],
    ]);
  });

  it('totals equal the register’s to the paisa', () => {
    for (const head of ['taxableValue', 'cgst', 'sgst', 'igst'] as const)
      expect(paise(summary.total[head]), head).toBe(paise(register[head]));
    expect(paise(summary.total.value)).toBe(paise(register.total));
  });

  it('counts the issued numbers, the cancelled one too', () => {
    const [series] = summary.documentsIssued.invoice;
    expect(series).toMatchObject({ total: 9, cancelled: 1, from: made[0]?.number });
  });

  it('writes the portal’s JSON, its items summing to the register', async () => {
    const reply = await download(`chemical/gstr1/2026-04/json?branchId=${ids.branch}`);
    expect(reply.statusCode).toBe(200);
    const file = reply.json<{
      fp: string;
      b2b: { ctin: string; inv: { itms: { itm_det: { txval: number } }[] }[] }[];
      b2cl: { pos: string; inv: { itms: { itm_det: { txval: number } }[] }[] }[];
      b2cs: { sply_ty: string; txval: number }[];
      exp: { exp_typ: string; inv: { itms: { txval: number; iamt: number }[] }[] }[];
      nil: { inv: { sply_ty: string; nil_amt: number }[] };
      hsn: { hsn_b2b: { hsn_sc: string; desc: string }[]; hsn_b2c: { hsn_sc: string; desc: string }[] };
      doc_issue: { doc_det: { docs: { totnum: number; cancel: number; net_issue: number }[] }[] };
    }>();
    expect(file.fp).toBe('042026');
    expect(file.b2b).toHaveLength(1);
    expect(file.b2b[0]?.inv).toHaveLength(3);
    expect(file.exp.map((group) => [group.exp_typ, group.inv.length])).toEqual([['WPAY', 1]]);
    expect(file.exp[0]?.inv[0]?.itms[0]?.iamt).toBeGreaterThan(0);
    expect(file.nil.inv).toEqual([
      { sply_ty: 'INTRAB2B', expt_amt: 0, nil_amt: 52.5, ngsup_amt: 0 },
      { sply_ty: 'INTRAB2C', expt_amt: 0, nil_amt: 20.02, ngsup_amt: 0 },
    ]);
    expect(file.b2cl.map((group) => group.pos)).toEqual(['27']);
    expect(file.b2cs.map((row) => row.sply_ty)).toEqual(['INTRA', 'INTER']);
    // Issue 41: a table with no document is left out, as the offline tool leaves it, not written empty.
    expect(Object.keys(file)).not.toContain('cdnr');
    expect(Object.keys(file)).not.toContain('cdnur');
    const items = [...file.b2b, ...file.b2cl].flatMap((group) => group.inv.flatMap((inv) => inv.itms));
    const taxable =
      items.reduce((sum, item) => sum + paise(item.itm_det.txval), 0) +
      file.exp
        .flatMap((group) => group.inv.flatMap((inv) => inv.itms))
        .reduce((sum, item) => sum + paise(item.txval), 0) +
      file.b2cs.reduce((sum, row) => sum + paise(row.txval), 0) +
      file.nil.inv.reduce((sum, row) => sum + paise(row.nil_amt), 0);
    expect(taxable).toBe(paise(register.taxableValue));
    expect(file.doc_issue.doc_det[0]?.docs[0]).toMatchObject({ totnum: 9, cancel: 1, net_issue: 8 });
    // Issue 41: "HSN descriptions are empty": each code is described by its goods, in at most 30 characters.
    const hsn = [...file.hsn.hsn_b2b, ...file.hsn.hsn_b2c];
    expect(hsn.length).toBeGreaterThan(0);
    for (const row of hsn) expect(row.desc, row.hsn_sc).toMatch(/^\S.{0,28}\S$|^\S$/);
  });

  it('writes a month without documents as its head alone: no empty table (issue 41)', async () => {
    const reply = await download(`chemical/gstr1/2026-02/json?branchId=${ids.branch}`);
    expect(reply.statusCode).toBe(200);
    expect(Object.keys(reply.json())).toEqual(['gstin', 'fp', 'version', 'hash']);
  });

  it('files every branch under the one GSTIN there is, when it is kept on the branch alone (issue 41)', async () => {
    const reply = await download('chemical/gstr1/2026-02/json');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ gstin: '24AAECS4321K1ZH', fp: '022026' });
  });

  it('writes the offline tool’s Excel, a sheet per table', async () => {
    const reply = await download('chemical/gstr1/2026-04/excel');
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'b2b',
      'b2cl',
      'cdnr',
      'cdnur',
      'exp',
      'b2cs',
      // Amendments of earlier months' table 7 (decision 2030): none in April.
      'b2csa',
      'exemp',
      'hsn(b2b)',
      'hsn(b2c)',
      'docs',
    ]);
    // b2b: the first invoice's two rates, the second's one and the third's taxed one, under the header row.
    expect(workbook.getWorksheet('b2b')?.rowCount).toBe(5);
    expect(workbook.getWorksheet('exp')?.getRow(2).getCell(1).value).toBe('WPAY');
    expect(workbook.getWorksheet('exemp')?.rowCount).toBe(3);
  });

  it('refuses a month not written yyyy-MM and a branch not of the organisation, in words', async () => {
    const month = await call('GET', 'chemical/gstr1/2026-13');
    expect(month.status).toBe(400);
    expect(month.body.responseMessage).toContain('yyyy-MM');
    const branch = await call('GET', 'chemical/gstr1/2026-04?branchId=999999');
    expect(branch.status).toBe(400);
    expect(branch.body.responseMessage).toContain('branch');
    const other = await suite.call<Summary>('GET', 'chemical/gstr1/2026-04', suite.orgB);
    expect(other.body.data?.total.value).toBe(0);
  });
});

describe('the Tally export', () => {
  it('writes a balanced voucher per document, its parties summing to the register', async () => {
    const reply = await download('chemical/tally/vouchers?from=2026-04-01&to=2026-04-30');
    expect(reply.statusCode).toBe(200);
    const vouchers = tallyVouchers(reply.body);
    expect(vouchers.map((voucher) => voucher.VOUCHERNUMBER)).toEqual(made.map((doc) => doc.number));
    let parties = 0;
    for (const voucher of vouchers) {
      expectBalanced(voucher);
      const entries = voucher['ALLLEDGERENTRIES.LIST'];
      parties -= paise(entries.find((entry) => entry.LEDGERNAME === voucher.PARTYLEDGERNAME)?.AMOUNT ?? 0);
    }
    expect(parties).toBe(paise(register.total));
  });

  it('refuses a range without its dates or backwards', async () => {
    expect((await download('chemical/tally/vouchers?to=2026-04-30')).statusCode).toBe(400);
    const backwards = await download('chemical/tally/vouchers?from=2026-04-30&to=2026-04-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ responseMessage: string }>().responseMessage).toContain(
      'From must be on or before To',
    );
  });
});

// Issue 41: "B2CL: ₹1,00,000 is right from 1 Aug 2024 (Notification 12/2024-CT, rule 59(4)); before that month
// the limit was ₹2,50,000, and a July 2024 invoice of ₹1.5 lakh belongs in B2CS." A note goes where its invoice
// went, by the invoice's date (decision 1970): its note of June 2026 is B2C small too, not CDNUR.
describe('issue 41: an invoice of July 2024 under the old B2C large limit, and its note of June 2026', () => {
  it('are both B2C small', async () => {
    const old = await invoice(ids.walkIn, '27', [{ itemId: ids.silicate, quantity: 8000, rate: 17.5 }], {
      date: '2024-07-15',
    });
    expect(old.grandTotal).toBeGreaterThan(1_00_000);
    expect(old.grandTotal).toBeLessThan(2_50_000);
    const sections = async (month: string) => {
      const reply = await call<Summary>('GET', `chemical/gstr1/${month}?branchId=${ids.branch}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const summary = reply.body.data as Summary;
      return Object.fromEntries(summary.sections.map((row) => [row.section, row.documents]));
    };
    expect(await sections('2024-07')).toMatchObject({ b2cl: 0, b2cs: 1 });

    const read = await call<{ lines: { id: number; gstRate: number }[] }>(
      'GET',
      `chemical/salesInvoice/${old.id}`,
    );
    const line = read.body.data?.lines[0];
    await submitted('chemical/creditNote', {
      partyId: ids.walkIn,
      date: '2026-06-10',
      branchId: ids.branch,
      salesInvoiceId: old.id,
      placeOfSupply: '27',
      reason: 'PRICE_CORRECTION',
      lines: [
        {
          salesInvoiceLineId: line?.id,
          itemId: ids.silicate,
          quantity: 8000,
          rate: 1,
          gstRate: line?.gstRate,
        },
      ],
    });
    expect(await sections('2026-06')).toMatchObject({ cdnur: 0, b2cs: 1 });
  });
});
