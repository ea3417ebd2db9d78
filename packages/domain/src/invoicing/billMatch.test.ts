import { describe, expect, it } from 'vitest';
import { billableLines, billMatch, inputTaxCredit, type BillableOrderLine } from './billMatch.ts';

const match = { lineField: 'purchaseOrderLineId' };
const granules: BillableOrderLine = {
  id: 11,
  itemId: 1,
  itemName: 'PP Granules',
  rate: 100,
  accepted: 1000,
  billed: 0,
  uomId: 4,
  discountPercent: 2,
  hsnCode: '3902',
  gstRate: 18,
};
const fabric: BillableOrderLine = {
  ...granules,
  id: 12,
  itemId: 2,
  itemName: 'HDPE Fabric',
  rate: 50,
  accepted: 200,
  billed: 200,
  uomDecimals: 0,
};
const line = (over: Record<string, unknown>) => ({
  purchaseOrderLineId: 11,
  itemId: 1,
  quantity: 1000,
  rate: 100,
  ...over,
});

describe('issue 20: "a three-way match — the quantity billed ≤ the quantity accepted at inward, the rate within BILL_RATE_TOLERANCE_PERCENT of the order\'s"', () => {
  it.each([
    ['all accepted, at the order rate', [line({})], 0, [], []],
    [
      'two lines of one order line within what was accepted',
      [line({ quantity: 600 }), line({ quantity: 400 })],
      0,
      [],
      [],
    ],
    [
      'two lines of one order line beyond it together',
      [line({ quantity: 600 }), line({ quantity: 500 })],
      0,
      ['lines.1.quantity: PP Granules: 500.000 billed, but only 400.000 accepted at inward is left to bill.'],
      [],
    ],
    [
      'an order line billed in full already',
      [line({ purchaseOrderLineId: 12, itemId: 2, quantity: 1, rate: 50 })],
      0,
      ['lines.0.quantity: HDPE Fabric: 1 billed, but only 0 accepted at inward is left to bill.'],
      [],
    ],
    [
      'a line of no line of the order',
      [line({ purchaseOrderLineId: 99 })],
      0,
      ['lines.0.itemId: Line 1 is not a line of the chosen purchase order.'],
      [],
    ],
    [
      'a line naming no order line',
      [line({ purchaseOrderLineId: null })],
      0,
      ['lines.0.itemId: Line 1 is not a line of the chosen purchase order.'],
      [],
    ],
    [
      'another item on the order line',
      [line({ itemId: 2 })],
      0,
      ["lines.0.itemId: Line 1 must keep the purchase order line's item."],
      [],
    ],
    [
      'a rate off the order, held once for two lines',
      [line({ quantity: 500, rate: 103 }), line({ quantity: 500, rate: 103 })],
      2,
      [],
      ["PP Granules: billed at ₹103.00, the order's rate is ₹100.00 (tolerance 2%)."],
    ],
    ['a rate within the tolerance', [line({ rate: 102 })], 2, [], []],
  ])('%s', (_case, lines, tolerance, refusals, reasons) => {
    const result = billMatch(match, lines, [granules, fabric], tolerance);
    expect(result.refusals.map((issue) => `${issue.field}: ${issue.message}`)).toEqual(refusals);
    expect(result.reasons).toEqual(reasons);
  });
});

describe('issue 20: the bill filled "From Purchase Order" with what was accepted and not yet billed (decision 1442)', () => {
  it.each([
    ['nothing billed: all accepted, at the order price', [granules], [{ ...granules, billed: 0 }]],
    ['part billed: the rest', [{ ...granules, billed: 250.5 }], [{ ...granules, billed: 250.5 }]],
    ['billed in full or nothing accepted: no line', [fabric, { ...granules, accepted: 0 }], []],
  ])('%s', (_case, orderLines, expected) => {
    expect(billableLines(match, orderLines)).toEqual(
      expected.map((orderLine) => ({
        purchaseOrderLineId: orderLine.id,
        itemId: orderLine.itemId,
        uomId: 4,
        quantity: Number((orderLine.accepted - orderLine.billed).toFixed(3)),
        rate: 100,
        discountPercent: 2,
        hsnCode: '3902',
        gstRate: 18,
      })),
    );
  });
});

describe('issue 20: input tax per head; "a bill from an unregistered supplier" records none (decision 1443)', () => {
  const fields = { cgst: 'itcCgst', sgst: 'itcSgst', igst: 'itcIgst' };
  it.each([
    [true, { cgstTotal: 9, sgstTotal: 9, igstTotal: 0 }, { itcCgst: 9, itcSgst: 9, itcIgst: 0 }],
    [true, { cgstTotal: 0, sgstTotal: 0, igstTotal: 18 }, { itcCgst: 0, itcSgst: 0, itcIgst: 18 }],
    [false, { cgstTotal: 9, sgstTotal: 9, igstTotal: 0 }, { itcCgst: 0, itcSgst: 0, itcIgst: 0 }],
  ])('registered %s, taxes %j: %j', (registered, taxes, credit) => {
    expect(inputTaxCredit(fields, taxes, registered)).toEqual(credit);
  });
});
