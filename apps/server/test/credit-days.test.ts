import { addDays, daysBetween } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import * as clock from '../src/core/today.ts';
import { allowDirectInvoices, findIn } from './helpers.ts';
import { DC, PK, SO, useShipping } from './shipping-fixture.ts';
import { INWARD, type Doc } from './stock-documents.ts';
import { tallyVouchers } from './tally-xml.ts';

// Issue 56: "An invoice's due date ignores its payment terms: '30 days' on the sales order reaches the invoice
// (it prints) but the due date is the invoice date, so the ageing counts it late a month early." "Payment
// terms as days: a document's terms carry a number of days (from the party, editable on the order, carried to
// the invoice) that the due date follows" (decision 2212). Checked where it lands: the invoice's and the
// bill's due date, the ageing, the open documents a receipt settles, the Tally file.

const INV = 'chemical/salesInvoice';
const PO = 'chemical/purchaseOrder';
const BILL = 'chemical/purchaseBill';
const today = clock.today();

const {
  app,
  ids,
  state,
  call,
  ok,
  get,
  openOrder,
  inwardOf,
  order,
  parcelNumber,
  packing,
  dispatching,
  posted,
} = useShipping();

/** The customer's credit days on its master: the demo's Ambuja Cement Works, 45. */
const AMBUJA_DAYS = 45;

/** A completed dispatch of `quantity` of the current order. */
async function dispatched(quantity = 5): Promise<Doc> {
  const parcel = await parcelNumber();
  await posted(PK, await packing([{ parcelNumber: parcel, quantity }]));
  return posted(DC, await dispatching([{ parcelNumber: parcel, quantity }]));
}

/** The invoice of a dispatch, saved as From Dispatches' lines alone (no terms in the body) and submitted. */
async function invoiced(dispatch: Doc): Promise<Doc> {
  const draft = await ok(`${INV}/save`, {
    partyId: state.customer,
    date: today,
    lines: dispatch.lines.map((line) => ({
      dispatchLineId: line.id,
      itemId: ids.tape,
      quantity: line.quantity,
    })),
  });
  return posted(INV, draft);
}

/** The customer's ageing of one document: its days past due and bucket. */
async function aged(partyId: number, number: string | null) {
  const reply = await get<{ documents: { number: string; daysPastDue: number; bucket: string }[] }>(
    `chemical/partyLedger/ageing/${partyId}`,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data?.documents.find((document) => document.number === number);
}

/** A sales order's body for 10 of the tape, with `creditDays` as given (none: left out). */
const orderBody = (creditDays?: number | null) => ({
  partyId: state.customer,
  date: '2026-11-24',
  branchId: ids.branch,
  placeOfSupply: '24',
  paymentTerms: '30 days',
  ...(creditDays === undefined ? {} : { creditDays }),
  lines: [{ itemId: ids.tape, quantity: 10, rate: 250 }],
});

/** An order submitted with `creditDays` typed over the customer's, now the fixture's order. */
async function orderWithDays(creditDays: number): Promise<Doc> {
  state.order = await posted(SO, await ok(`${SO}/save`, orderBody(creditDays)));
  return state.order;
}

describe('issue 56: the days come from the party, stay as typed on the order', () => {
  it("an order saved without days takes its customer's; one typed stays; cleared, the customer's again", async () => {
    expect(order().creditDays).toBe(AMBUJA_DAYS);
    const typed = await ok(`${SO}/save`, orderBody(30));
    expect(typed.creditDays).toBe(30);
    const cleared = await ok(`${SO}/update`, { ...typed, creditDays: null });
    expect(cleared.creditDays).toBe(AMBUJA_DAYS);
    // The words stay words: printed as written, read for nothing.
    expect(cleared.paymentTerms).toBe('30 days');
  });

  it('days outside a year, or not whole, are refused in words on the field', async () => {
    for (const creditDays of [366, -1, 2.5]) {
      const reply = await call(`${SO}/save`, orderBody(creditDays));
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(JSON.stringify(reply.body)).toContain('creditDays');
    }
  });
});

describe("issue 56: the invoice is due by its order's days, and the ageing follows", () => {
  it("'30 days' on the order: its invoice is due 30 days after its date, not on it; not yet due", async () => {
    await orderWithDays(30);
    const invoice = await invoiced(await dispatched());
    expect(invoice).toMatchObject({ creditDays: 30, dueDate: addDays(today, 30), paymentTerms: '30 days' });
    expect(await aged(state.customer, invoice.number)).toMatchObject({ daysPastDue: -30, bucket: 'notDue' });
    // The receipt's picker says the same due day.
    const open = await get<{ number: string; dueDate: string; daysPastDue: number }[]>(
      `chemical/partyLedger/open/${state.customer}?kind=receipt&q=${encodeURIComponent(invoice.number ?? '')}`,
    );
    expect(open.body.dataList).toEqual([
      expect.objectContaining({ number: invoice.number, dueDate: addDays(today, 30), daysPastDue: -30 }),
    ]);
  });

  it("the invoice's New Ref in Tally carries the 30 days", async () => {
    const invoice = await invoiced(await dispatched());
    const reply = await app().raw({
      method: 'GET',
      url: `/api/v1/chemical/tally/vouchers?from=${today}&to=${today}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });
    const voucher = tallyVouchers(reply.body).find((one) => one.VOUCHERNUMBER === invoice.number);
    expect(voucher?.['ALLLEDGERENTRIES.LIST'][0]?.['BILLALLOCATIONS.LIST']).toEqual([
      expect.objectContaining({ NAME: invoice.number, BILLTYPE: 'New Ref', BILLCREDITPERIOD: '30 Days' }),
    ]);
  });

  it('an order amended from 30 to 60 days before its dispatch: its invoice is due 60 days after its date', async () => {
    await orderWithDays(30);
    const open = (await get<Doc>(`${SO}/${order().id}`)).body.data as Doc;
    const amended = await call(`${SO}/amend`, { id: open.id, version: open.version, reason: 'Terms' });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    const draft = amended.body.data as Doc;
    state.order = await posted(SO, await ok(`${SO}/save`, { ...draft, creditDays: 60 }));
    const invoice = await invoiced(await dispatched(1));
    expect(invoice).toMatchObject({ creditDays: 60, dueDate: addDays(today, 60) });
    expect(await aged(state.customer, invoice.number)).toMatchObject({ daysPastDue: -60 });
  });

  it("an invoice's days typed on it stay; its due day moves with its date", async () => {
    await orderWithDays(30);
    const dispatch = await dispatched();
    const draft = await ok(`${INV}/save`, {
      partyId: state.customer,
      date: '2026-11-26',
      creditDays: 7,
      lines: dispatch.lines.map((line) => ({
        dispatchLineId: line.id,
        itemId: ids.tape,
        quantity: line.quantity,
      })),
    });
    expect(draft).toMatchObject({ creditDays: 7, dueDate: '2026-12-03' });
    const moved = await ok(`${INV}/update`, { ...draft, date: today });
    expect(moved.dueDate).toBe(addDays(today, 7));
    // A due day sent in the body is the server's to write, never the body's.
    const sent = await ok(`${INV}/update`, { ...moved, dueDate: '2030-01-01' });
    expect(sent.dueDate).toBe(addDays(today, 7));
  });

  it("a direct invoice for a party with no credit days: no days, due on its date by the party's, as before", async () => {
    const store = await allowDirectInvoices(app());
    const partyId = (
      await ok('party/save', {
        companyName: 'Cash Buyer Without Terms',
        partyTypeId: (await findIn<{ id: number }>(app(), 'partyType', 'name', 'Customer')).id,
        isCustomer: true,
      })
    ).id;
    const invoice = await posted(
      INV,
      await ok(`${INV}/save`, {
        partyId,
        date: today,
        branchId: ids.branch,
        placeOfSupply: '24',
        lines: [{ itemId: ids.granules, quantity: 1, rate: 100, gstRate: 18, stockAreaId: store }],
      }),
    );
    expect(invoice).toMatchObject({ creditDays: null, dueDate: null });
    expect(await aged(partyId, invoice.number)).toMatchObject({ daysPastDue: 0, bucket: 'days0to30' });
  });
});

describe("issue 56: the supplier's bill is due by its order's days, from the supplier's own date", () => {
  it("a purchase order amended to 60 days: its bill is due 60 days after the supplier's bill date", async () => {
    const po = await openOrder();
    // Saved without days, the order took its supplier's 30.
    expect(po.creditDays).toBe(30);
    const amended = (await call(`${PO}/amend`, { id: po.id, version: po.version, reason: 'Terms' })).body
      .data as Doc;
    const reopened = await posted(PO, await ok(`${PO}/save`, { ...amended, creditDays: 60 }));
    await posted(INWARD, await inwardOf(reopened, [10, 50]));
    const bill = await ok(`${BILL}/save`, {
      supplierBillNumber: `SB-${po.id}`,
      supplierBillDate: '2026-11-21',
      date: '2026-11-24',
      purchaseOrderId: po.id,
      lines: [{ purchaseOrderLineId: reopened.lines[0]?.id, itemId: ids.granules, quantity: 10 }],
    });
    expect(bill).toMatchObject({ creditDays: 60, dueDate: '2027-01-20' });
    const submitted = await posted(BILL, bill);
    const ageing = await aged(ids.supplier, submitted.number);
    expect(ageing?.daysPastDue).toBe(daysBetween('2027-01-20', today));
  });
});
