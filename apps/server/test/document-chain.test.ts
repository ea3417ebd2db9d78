import { describe, expect, it } from 'vitest';
import * as clock from '../src/core/today.ts';
import { DC, PK, SO, useShipping } from './shipping-fixture.ts';
import { INWARD, type Doc } from './stock-documents.ts';

// Issue 38's chain over HTTP (decision 1840): a line made from another document's line is priced as that
// line, never at the item master; a document made from another takes its party and terms.

const INV = 'chemical/salesInvoice';
const CN = 'chemical/creditNote';
const BILL = 'chemical/purchaseBill';
// An invoice and a note are never dated after today (decision 1827): dated today, on or after the dispatch.
const today = clock.today();

const { app, ids, call, ok, openOrder, inwardOf, order, parcelNumber, packing, dispatching, posted } =
  useShipping();

const item = async (id: number) =>
  (await app().call<Record<string, unknown>>('GET', `chemical/item/${id}`, app().admin)).body.data ?? {};

/** A completed dispatch of 10 of the fixture's order. */
async function dispatched(): Promise<Doc> {
  const parcel = await parcelNumber();
  await posted(PK, await packing([{ parcelNumber: parcel, quantity: 10 }]));
  return posted(DC, await dispatching([{ parcelNumber: parcel, quantity: 10 }]));
}

describe('a line made from an origin line takes its price (decision 1840)', () => {
  it("an inward line with no rate is valued at its purchase order line's, not the item master's", async () => {
    const po = await openOrder();
    // The tape's master purchase price is 118; its order line's 200.
    expect((await item(ids.tape)).purchasePrice).toBe(118);
    const inward = await inwardOf(po, [10, 50]);
    expect(inward.lines.map((line) => line.rate)).toEqual([104.5, 200]);
    const priced = await ok(`${INWARD}/update`, {
      ...inward,
      lines: inward.lines.map((line, index) => ({ ...line, rate: index === 0 ? 99 : null })),
    });
    // What the user typed stays; a line cleared takes its order line's again.
    expect(priced.lines.map((line) => line.rate)).toEqual([99, 200]);
  });

  it("an invoice saved with dispatch lines and no rate takes the sales order line's rate and GST rate", async () => {
    const dispatch = await dispatched();
    const soLine = order().lines[0];
    const tape = await item(ids.tape);
    expect(tape.salePrice).not.toBe(250);
    const invoice = await ok(`${INV}/save`, {
      partyId: order().partyId,
      date: today,
      lines: [{ dispatchLineId: dispatch.lines[0]?.id, itemId: ids.tape, quantity: 10 }],
    });
    expect(invoice.lines[0]).toMatchObject({ rate: 250, gstRate: soLine?.gstRate });
    expect(Number(invoice.taxableTotal)).toBe(2500);
    // Its header is its order's, through the dispatch: the branch, the terms, the place (not the customer's 08).
    expect(invoice).toMatchObject({ branchId: ids.branch, paymentTerms: '30 days', placeOfSupply: '24' });
  });

  it("a credit note's line takes the invoice line's price, its header the invoice's branch and place", async () => {
    const dispatch = await dispatched();
    const draft = await ok(`${INV}/save`, {
      partyId: order().partyId,
      date: today,
      branchId: ids.branch,
      lines: [{ dispatchLineId: dispatch.lines[0]?.id, itemId: ids.tape, quantity: 10 }],
    });
    const invoice = await posted(INV, draft);
    const note = await ok(`${CN}/save`, {
      date: today,
      salesInvoiceId: invoice.id,
      reason: 'PRICE_CORRECTION',
      lines: [{ salesInvoiceLineId: invoice.lines[0]?.id, itemId: ids.tape, quantity: 1 }],
    });
    expect(note).toMatchObject({
      partyId: invoice.partyId,
      branchId: ids.branch,
      placeOfSupply: invoice.placeOfSupply,
    });
    expect(note.lines[0]).toMatchObject({ rate: 250, gstRate: invoice.lines[0]?.gstRate });
  });

  it("a purchase bill's line takes its order line's rate, discount and GST rate, its header the order's terms", async () => {
    const po = await openOrder();
    await posted(INWARD, await inwardOf(po, [10, 50]));
    const bill = await ok(`${BILL}/save`, {
      supplierBillNumber: `SB-${po.id}`,
      supplierBillDate: '2026-11-24',
      date: '2026-11-24',
      purchaseOrderId: po.id,
      lines: [{ purchaseOrderLineId: po.lines[0]?.id, itemId: ids.granules, quantity: 10 }],
    });
    expect(bill).toMatchObject({
      partyId: po.partyId,
      branchId: po.branchId,
      placeOfSupply: po.placeOfSupply,
    });
    expect(bill.lines[0]).toMatchObject({ rate: 104.5, gstRate: po.lines[0]?.gstRate });
  });
});

describe('the chain carries its terms (decision 1840)', () => {
  it("an inward naming its purchase order only is the order's supplier's, at the order's branch", async () => {
    const po = await openOrder();
    const inward = await inwardOf(po, [10, 50], { partyId: null, branchId: null });
    expect(inward).toMatchObject({ partyId: po.partyId, branchId: po.branchId });
  });

  it("a dispatch naming its sales order only is for the order's customer", async () => {
    const parcel = await parcelNumber();
    await posted(PK, await packing([{ parcelNumber: parcel, quantity: 1 }]));
    const dispatch = await dispatching([{ parcelNumber: parcel, quantity: 1 }], { partyId: null });
    expect(dispatch.partyId).toBe(order().partyId);
  });

  it("From Dispatches answers the order's branch and payment terms with its place of supply (decision 1842)", async () => {
    const dispatch = await dispatched();
    const reply = await call(`${INV}/linesFromDispatches`, { dispatchIds: [dispatch.id] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      partyId: order().partyId,
      branchId: ids.branch,
      branch: { id: ids.branch },
      placeOfSupply: '24',
      paymentTerms: '30 days',
    });
    const so = await app().call<Record<string, unknown>>('GET', `${SO}/${order().id}`, app().admin);
    expect(so.body.data?.paymentTerms).toBe('30 days');
  });
});
