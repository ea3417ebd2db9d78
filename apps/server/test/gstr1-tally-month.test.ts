import { DOCUMENT_STATUS as S, INDIAN_STATES } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowDirectInvoices, findIn } from './helpers.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';
import {
  expectBalanced,
  paise,
  tallyMessages,
  tallyVouchers,
  type TallyLedger,
  type TallyVoucher,
} from './tally-xml.ts';

// Issue 20: "GSTR-1 for a month: B2B, B2C large and small, credit and debit notes … with totals that equal
// the invoice register", and "Export to Tally …: vouchers for invoices, notes and bills …; a test parses the
// file and checks the sums". A month of invoices, credit and debit notes to registered and unregistered
// customers (CDNR, CDNUR, a note netted in B2CS) and purchase bills, all made through the documents' own
// calls; GSTR-1's tables and Tally's vouchers are checked against the invoice register, the sales register
// (decision 1760) and the purchase register to the paisa.

const { app, ids, ok, submit, openOrder, inwardOf, expectConsistent } = useStockDocuments();
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const INV = 'chemical/salesInvoice';
const CN = 'chemical/creditNote';
const DN = 'chemical/debitNote';
const BILL = 'chemical/purchaseBill';

type Heads = Record<'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total', number>;
type Row = Record<string, unknown>;
const get = <T = Row>(path: string) => app().call<T>('GET', path, app().admin);
const post = <T = Row>(path: string, body: object) => app().call<T>('POST', path, app().admin, body);
const download = (url: string) =>
  app().raw({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${app().admin}` } });

const made = { invoices: [] as Doc[], credits: [] as Doc[], debits: [] as Doc[], bills: [] as Doc[] };
const party = { registered: 0, walkIn: 0 };
let store = 0;

async function completed(path: string, body: object): Promise<Doc> {
  const done = await submit(path, await ok(`${path}/save`, body));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect(done.body.data).toMatchObject({ status: S.COMPLETED });
  return done.body.data as Doc;
}

const invoice = (partyId: number, placeOfSupply: string, lines: object[], extra: object = {}) =>
  completed(INV, {
    partyId,
    date: '2026-11-24',
    branchId: ids.branch,
    placeOfSupply,
    lines: lines.map((line) => ({ ...line, stockAreaId: store })),
    ...extra,
  });

/** A note against `against`'s line `index` at the line's GST rate; a sales return brings goods back held. */
const note = (
  path: typeof CN | typeof DN,
  against: Doc,
  reason: 'SALES_RETURN' | 'PRICE_CORRECTION',
  index: number,
  quantity: number,
  rate: number,
) => {
  const line = against.lines[index];
  return completed(path, {
    partyId: against.partyId,
    date: '2026-11-25',
    branchId: ids.branch,
    salesInvoiceId: against.id,
    placeOfSupply: against.placeOfSupply,
    reason,
    lines: [
      {
        salesInvoiceLineId: line?.id,
        itemId: line?.itemId,
        quantity,
        rate,
        gstRate: line?.gstRate,
        ...(reason === 'SALES_RETURN' ? { stockAreaId: store, lotNumber: `RET-${against.id}` } : {}),
      },
    ],
  });
};

/** The supplier's bill of what the order's inward accepted, at the order's rates. */
async function bill(accepted: readonly number[], extra: object = {}): Promise<Doc> {
  const order = await openOrder();
  expect((await submit(INWARD, await inwardOf(order, accepted))).body.data).toMatchObject({
    status: S.COMPLETED,
  });
  return completed(BILL, {
    partyId: ids.supplier,
    supplierBillNumber: `SGP/NOV/${order.id}`,
    supplierBillDate: '2026-11-23',
    date: '2026-11-24',
    branchId: ids.branch,
    placeOfSupply: '24',
    purchaseOrderId: order.id,
    lines: accepted.map((quantity, index) => ({
      purchaseOrderLineId: order.lines[index]?.id,
      itemId: order.lines[index]?.itemId,
      quantity,
      rate: order.lines[index]?.rate,
      gstRate: [18, 12][index],
    })),
    ...extra,
  });
}

let register: Heads;
let sales: { totals: Heads; rows: Row[] };
let purchases: { totals: Heads; rows: Row[] };

async function report(path: string): Promise<{ totals: Heads; rows: Row[] }> {
  const reply = await post<Row>(`chemical/report/${path}`, { ...NOVEMBER, size: 500 });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { totals: reply.body.data as unknown as Heads, rows: reply.body.dataList ?? [] };
}

beforeAll(async () => {
  store = await allowDirectInvoices(app());
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(app(), path, key, value)).id;
  party.registered = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  party.walkIn = (
    await ok('party/save', {
      companyName: 'Walk-in Buyer',
      partyTypeId: await idOf('partyType', 'name', 'Customer'),
      isCustomer: true,
    })
  ).id;
  const [tape, silicate, sack] = await Promise.all(
    ['SF-TP-800', 'CH-SS-001', 'FG-SK-050'].map((code) => idOf('chemical/item', 'code', code)),
  );

  // B2B within the state (two rates, freight), B2B across states, B2C large across states, B2C small.
  const withinState = await invoice(
    party.registered,
    '24',
    [
      { itemId: tape, quantity: 10.5, rate: 126.37 },
      { itemId: silicate, quantity: 5, rate: 17.5 },
    ],
    { freight: 333.33 },
  );
  const acrossStates = await invoice(party.registered, '27', [{ itemId: sack, quantity: 1000, rate: 9.23 }]);
  const large = await invoice(party.walkIn, '27', [{ itemId: silicate, quantity: 10_000, rate: 17.5 }]);
  const small = await invoice(party.walkIn, '24', [
    { itemId: sack, quantity: 333, rate: 9.17, discountPercent: 2.5 },
  ]);
  made.invoices.push(withinState, acrossStates, large, small);
  // CDNR: a returned silicate drum and a price correction of the tape; a debit note on the sacks.
  // CDNUR: a credit and a debit note on the B2C large invoice. B2CS: a credit note netted in its place.
  made.credits.push(
    await note(CN, withinState, 'SALES_RETURN', 1, 1, 17.5),
    await note(CN, withinState, 'PRICE_CORRECTION', 0, 10.5, 3.33),
    await note(CN, large, 'PRICE_CORRECTION', 0, 10_000, 0.75),
    await note(CN, small, 'PRICE_CORRECTION', 0, 333, 0.5),
  );
  made.debits.push(
    await note(DN, acrossStates, 'PRICE_CORRECTION', 0, 1000, 0.37),
    await note(DN, large, 'PRICE_CORRECTION', 0, 10_000, 0.11),
  );
  // Two supplier bills: all that was accepted with freight, and a part of an order.
  made.bills.push(await bill([60, 50], { freight: 100 }), await bill([37.25, 12.5]));

  register = (await report('invoiceRegister')).totals;
  sales = await report('salesRegister');
  purchases = await report('purchaseRegister');
}, 240_000);

const outward = () => [...made.invoices, ...made.credits, ...made.debits];
const signedTotal = (doc: Doc) => (made.credits.includes(doc) ? -1 : 1) * paise(doc.grandTotal);

describe('the month’s registers', () => {
  it('the invoice register holds every invoice and note, a credit note less', async () => {
    expect(paise(register.total)).toBe(outward().reduce((sum, doc) => sum + signedTotal(doc), 0));
    await expectConsistent();
  });

  it('the sales register’s heads are the invoice register’s to the paisa', () => {
    for (const head of ['taxableValue', 'cgst', 'sgst', 'igst'] as const)
      expect(paise(sales.totals[head]), head).toBe(paise(register[head]));
    const numbers = new Set(sales.rows.map((row) => row.number));
    expect(numbers).toEqual(new Set(outward().map((doc) => doc.number)));
  });
});

interface Summary {
  sections: (Heads & { section: string; documents: number; value: number })[];
  total: Heads & { value: number };
  b2cs: (Heads & { placeOfSupply: string; gstRate: number })[];
  documentsIssued: Record<'invoice' | 'credit' | 'debit', { total: number; cancelled: number }[]>;
}

describe('GSTR-1 of the month with its notes', () => {
  let summary: Summary;
  beforeAll(async () => {
    const reply = await get<Summary>(`chemical/gstr1/2026-11?branchId=${ids.branch}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    summary = reply.body.data as Summary;
  });

  it('places each note in CDNR or CDNUR by its customer and its invoice, and nets the B2C small one', () => {
    const count = Object.fromEntries(summary.sections.map((row) => [row.section, row.documents]));
    expect(count).toEqual({ b2b: 2, b2cl: 1, b2cs: 2, exp: 0, cdnr: 3, cdnur: 2, nil: 0 });
    const cdnr = summary.sections.find((row) => row.section === 'cdnr');
    // Two credit notes less, one debit note more.
    const [returned, corrected] = made.credits;
    const [sacks] = made.debits;
    expect(paise(cdnr?.value)).toBe(
      paise(sacks?.grandTotal) - paise(returned?.grandTotal) - paise(corrected?.grandTotal),
    );
    // B2CS within the state at 12%: the sacks' invoice less its credit note.
    const [, , , small] = made.invoices;
    const [, , , netted] = made.credits;
    const row = summary.b2cs.find((candidate) => candidate.placeOfSupply === '24');
    expect(paise(row?.taxableValue)).toBe(paise(small?.taxableTotal) - paise(netted?.taxableTotal));
    expect(summary.documentsIssued.credit[0]).toMatchObject({ total: 4, cancelled: 0 });
    expect(summary.documentsIssued.debit[0]).toMatchObject({ total: 2, cancelled: 0 });
  });

  it('totals equal the invoice register’s and the sales register’s to the paisa', () => {
    for (const head of ['taxableValue', 'cgst', 'sgst', 'igst'] as const) {
      expect(paise(summary.total[head]), head).toBe(paise(register[head]));
      expect(paise(summary.total[head]), head).toBe(paise(sales.totals[head]));
    }
    expect(paise(summary.total.value)).toBe(paise(register.total));
    const sections = summary.sections.reduce((sum, row) => sum + paise(row.taxableValue), 0);
    expect(sections).toBe(paise(register.taxableValue));
  });

  it('writes the notes in the portal’s JSON, its tables summing to the register', async () => {
    const reply = await download(`chemical/gstr1/2026-11/json?branchId=${ids.branch}`);
    expect(reply.statusCode).toBe(200);
    type Item = { itm_det: { txval: number; iamt: number; camt: number; samt: number } };
    type Note = { ntty: 'C' | 'D'; nt_num: string; itms: Item[] };
    const file = reply.json<{
      b2b: { ctin: string; inv: { itms: Item[] }[] }[];
      b2cl: { inv: { itms: Item[] }[] }[];
      b2cs: { txval: number; iamt: number; camt: number; samt: number }[];
      cdnr: { ctin: string; nt: Note[] }[];
      cdnur: (Note & { typ: string })[];
    }>();
    const [ambuja] = file.cdnr;
    expect(file.cdnr).toHaveLength(1);
    expect(ambuja?.nt.map((nt) => [nt.ntty, nt.nt_num]).sort()).toEqual(
      [
        ['C', made.credits[0]?.number],
        ['C', made.credits[1]?.number],
        ['D', made.debits[0]?.number],
      ].sort(),
    );
    expect(file.cdnur.map((nt) => [nt.typ, nt.ntty, nt.nt_num])).toEqual([
      ['B2CL', 'C', made.credits[2]?.number],
      ['B2CL', 'D', made.debits[1]?.number],
    ]);
    const sign = (note: Note) => (note.ntty === 'C' ? -1 : 1);
    const notes = [...(ambuja?.nt ?? []), ...file.cdnur];
    for (const head of ['txval', 'iamt', 'camt', 'samt'] as const) {
      const invoices = [...file.b2b, ...file.b2cl]
        .flatMap((group) => group.inv.flatMap((inv) => inv.itms))
        .reduce((sum, item) => sum + paise(item.itm_det[head]), 0);
      const noted = notes.reduce(
        (sum, nt) => sum + sign(nt) * nt.itms.reduce((all, item) => all + paise(item.itm_det[head]), 0),
        0,
      );
      const small = file.b2cs.reduce((sum, row) => sum + paise(row[head]), 0);
      const heads = { txval: 'taxableValue', iamt: 'igst', camt: 'cgst', samt: 'sgst' } as const;
      expect(invoices + noted + small, head).toBe(paise(register[heads[head]]));
    }
  });
});

describe('the month’s vouchers for Tally', () => {
  let vouchers: TallyVoucher[] = [];
  let file = '';
  beforeAll(async () => {
    const reply = await download(`chemical/tally/vouchers?from=${NOVEMBER.from}&to=${NOVEMBER.to}`);
    expect(reply.statusCode).toBe(200);
    file = reply.body;
    vouchers = tallyVouchers(file);
  });

  // Issue 41: "The vouchers name about 20 ledgers … that the file never creates, so Tally refuses the
  // vouchers until someone makes them by hand."
  it('makes every ledger its vouchers name, once each and before the first voucher, under its group', () => {
    const messages = tallyMessages(file);
    const first = messages.findIndex((message) => 'VOUCHER' in message);
    expect(messages.slice(first).every((message) => 'VOUCHER' in message)).toBe(true);
    const ledgers = messages
      .slice(0, first)
      .flatMap((message) => ('LEDGER' in message ? [message.LEDGER] : []));
    const byName = new Map(ledgers.map((ledger) => [ledger['@_NAME'], ledger]));
    expect(byName.size).toBe(ledgers.length);
    const named = new Set(
      vouchers.flatMap((voucher) => voucher['ALLLEDGERENTRIES.LIST'].map((e) => e.LEDGERNAME)),
    );
    expect([...named].filter((name) => !byName.has(name))).toEqual([]);
    expect([...byName.keys()].filter((name) => !named.has(name))).toEqual([]);

    const groupOf = (name: string) => byName.get(name)?.PARENT;
    for (const voucher of vouchers)
      expect(groupOf(voucher.PARTYLEDGERNAME), voucher.VOUCHERNUMBER).toBe(
        voucher.VOUCHERTYPENAME === 'Purchase' ? 'Sundry Creditors' : 'Sundry Debtors',
      );
    const HEADS = { CGST: 'Central Tax', SGST: 'State Tax', IGST: 'Integrated Tax' } as const;
    for (const ledger of ledgers) {
      const name = ledger['@_NAME'];
      const tax = /^(?:Output|Input) (CGST|SGST|IGST) @ ([\d.]+)%$/.exec(name);
      if (tax) {
        expect(ledger, name).toMatchObject({
          PARENT: 'Duties & Taxes',
          GSTDUTYHEAD: HEADS[tax[1] as keyof typeof HEADS],
          RATEOFTAXCALCULATION: Number(tax[2]),
        });
      } else if (name.startsWith('Sales @')) expect(ledger.PARENT).toBe('Sales Accounts');
      else if (name.startsWith('Purchase @')) expect(ledger.PARENT).toBe('Purchase Accounts');
    }
    // A registered party is made with its GSTIN, its state and its registration type.
    const registered = ledgers.filter((ledger): ledger is TallyLedger & { PARTYGSTIN: string } =>
      Boolean(ledger.PARTYGSTIN),
    );
    expect(registered.length).toBeGreaterThan(0);
    for (const party of registered)
      expect(party, party['@_NAME']).toMatchObject({
        GSTREGISTRATIONTYPE: 'Regular',
        LEDSTATENAME: INDIAN_STATES.find((state) => state.code === party.PARTYGSTIN.slice(0, 2))?.name,
      });
  });

  /** Credits less debits (or, `sign` −1, debits less credits) of the ledgers whose name `matches`. */
  const net = (types: readonly string[], matches: (ledger: string) => boolean, sign: 1 | -1 = 1) =>
    vouchers
      .filter((voucher) => types.includes(voucher.VOUCHERTYPENAME))
      .flatMap((voucher) => voucher['ALLLEDGERENTRIES.LIST'])
      .filter((entry) => matches(entry.LEDGERNAME))
      .reduce((sum, entry) => sum + sign * paise(entry.AMOUNT), 0);

  /**
   * The vouchers of these types against a register: each rate's goods ledger (`Sales @ 12%`) its rows' taxable
   * value, each tax head's ledgers (`Output CGST @ 6%`) its total; credited on a sale (`sign` 1), debited on
   * a purchase (−1).
   */
  function expectRegister(
    types: readonly string[],
    ledgers: { goods: string; tax: string; sign: 1 | -1 },
    { rows, totals }: { rows: Row[]; totals: Heads },
  ): void {
    for (const rate of new Set(rows.map((row) => Number(row.gstRate)))) {
      const taxable = rows
        .filter((row) => Number(row.gstRate) === rate)
        .reduce((sum, row) => sum + paise(row.taxableValue), 0);
      expect(
        net(types, (ledger) => ledger === `${ledgers.goods} @ ${rate}%`, ledgers.sign),
        `${rate}%`,
      ).toBe(taxable);
    }
    for (const head of ['cgst', 'sgst', 'igst'] as const) {
      const prefix = `${ledgers.tax} ${head.toUpperCase()} @`;
      expect(
        net(types, (ledger) => ledger.startsWith(prefix), ledgers.sign),
        head,
      ).toBe(paise(totals[head]));
    }
  }
  const SALES = ['Sales', 'Credit Note', 'Debit Note'];
  const PURCHASE = ['Purchase'];

  it('has a voucher of its type for every invoice, note and bill, and each balances to the paisa', () => {
    const expected = [
      ...made.invoices.map((doc) => ['Sales', doc.number]),
      ...made.credits.map((doc) => ['Credit Note', doc.number]),
      ...made.debits.map((doc) => ['Debit Note', doc.number]),
      ...made.bills.map((doc) => ['Purchase', doc.number]),
    ];
    expect(vouchers.map((voucher) => [voucher.VOUCHERTYPENAME, voucher.VOUCHERNUMBER]).sort()).toEqual(
      expected.sort(),
    );
    for (const voucher of vouchers) expectBalanced(voucher);
  });

  it('sales, notes: the parties owe the invoice register’s total; sales and output tax are the sales register’s', () => {
    const parties = new Set(vouchers.map((voucher) => voucher.PARTYLEDGERNAME));
    expect(net(SALES, (ledger) => parties.has(ledger), -1)).toBe(paise(register.total));
    expectRegister(SALES, { goods: 'Sales', tax: 'Output', sign: 1 }, sales);
    expect(net(SALES, (ledger) => ledger === 'Round Off')).toBe(
      paise(register.total) - paise(sales.totals.total),
    );
  });

  // Issue 41: "A purchase voucher carries the supplier's bill number and date."
  it("a purchase voucher carries the supplier's bill number and date as its reference; a sale none", () => {
    const references = new Map(
      vouchers.map((voucher) => [voucher.VOUCHERNUMBER, [voucher.REFERENCE, voucher.REFERENCEDATE]]),
    );
    for (const doc of made.bills)
      expect(references.get(doc.number)).toEqual([String(doc.supplierBillNumber), 20261123]);
    for (const doc of made.invoices) expect(references.get(doc.number)).toEqual([undefined, undefined]);
  });

  it('bills: the suppliers are owed the bills’ totals; purchases and input tax are the purchase register’s', () => {
    const billed = made.bills.reduce((sum, doc) => sum + paise(doc.grandTotal), 0);
    expect(net(PURCHASE, (ledger) => ledger === 'Shree Ganesh Polymers')).toBe(billed);
    expect(new Set(purchases.rows.map((row) => row.number))).toEqual(
      new Set(made.bills.map((d) => d.number)),
    );
    expectRegister(PURCHASE, { goods: 'Purchase', tax: 'Input', sign: -1 }, purchases);
    expect(net(PURCHASE, (ledger) => ledger === 'Round Off', -1)).toBe(
      billed - paise(purchases.totals.total),
    );
  });
});
