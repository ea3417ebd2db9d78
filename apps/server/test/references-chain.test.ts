import { DOCUMENTS, DOCUMENT_STATUS as S } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { INWARD, PO, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 39's failures replayed: a line naming a line of another document than its header's origin, an
// inward line of another order line, a plan that does not exist, an item that does not exist. Each is a 400
// naming the row and the field, as the user sees it, and nothing is saved (decision 1870).

const BILL = DOCUMENTS.purchaseBill.apiPath;
const REQUEST = DOCUMENTS.materialRequest.apiPath;
const { app, ids, call, submit, issuesOf, openOrder, inwardOf } = useStockDocuments();

/** An order with its two lines received in part by a submitted inward, and that inward. */
async function received(): Promise<{ order: Doc; inward: Doc }> {
  const order = await openOrder();
  const draft = await inwardOf(order, [10, 5]);
  const inward = (await submit(INWARD, draft)).body.data as Doc;
  expect(inward.status).toBe(S.COMPLETED);
  return { order, inward };
}

const billOf = (order: Doc, lines: readonly Record<string, unknown>[]) =>
  call(`${BILL}/save`, {
    partyId: ids.supplier,
    supplierBillNumber: `SGP/${order.id}/${lines.length}`,
    supplierBillDate: '2026-11-23',
    date: '2026-11-24',
    branchId: ids.branch,
    purchaseOrderId: order.id,
    lines,
  });

describe('issue 39: a line names only what is its own origin’s', () => {
  it('an inward line naming a line of another order than its header’s is refused naming the row and that order', async () => {
    const [first, other] = [await openOrder(), await openOrder()];
    const reply = await call(`${INWARD}/save`, {
      partyId: ids.supplier,
      date: '2026-11-23',
      branchId: ids.branch,
      purchaseOrderId: first.id,
      challanNumber: 'CH-39',
      lines: [
        {
          purchaseOrderLineId: other.lines[0]?.id,
          itemId: ids.granules,
          quantity: 1,
          acceptedQuantity: 1,
          stockAreaId: ids.store,
        },
      ],
    });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual([
      expect.objectContaining({
        field: 'lines.0.purchaseOrderLineId',
        message: `Row 1: Order Line ${other.lines[0]?.id} is not a line of ${String(first.number)}.`,
      }),
    ]);
  });

  it('a bill line naming an inward line of another order line is refused; of its own it is saved', async () => {
    const { order, inward } = await received();
    const line = (inwardLine: number) => ({
      purchaseOrderLineId: order.lines[0]?.id,
      inwardLineId: inward.lines[inwardLine]?.id,
      itemId: ids.granules,
      quantity: 5,
      rate: 104.5,
      gstRate: 18,
    });
    const wrong = await billOf(order, [line(1)]);
    expect(wrong.status).toBe(400);
    expect(issuesOf(wrong)).toEqual([
      expect.objectContaining({
        field: 'lines.0.inwardLineId',
        message: `Row 1: Inward Line ${inward.lines[1]?.id} is not for Order Line ${order.lines[0]?.id}.`,
      }),
    ]);
    expect((await billOf(order, [line(0)])).status).toBe(200);
  });

  it('the second organisation’s bill naming the first one’s inward line is refused as not found', async () => {
    const { inward } = await received();
    const reply = await call(
      `${BILL}/save`,
      {
        date: '2026-11-24',
        lines: [{ inwardLineId: inward.lines[0]?.id, quantity: 1, rate: 1, gstRate: 18 }],
      },
      app().orgB,
    );
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toContainEqual(
      expect.objectContaining({
        field: 'lines.0.inwardLineId',
        message: `Row 1: Inward Line ${inward.lines[0]?.id} does not exist.`,
      }),
    );
  });

  it('a material request line naming a plan by hand is refused, and no request is saved', async () => {
    const reply = await call(`${REQUEST}/save`, {
      date: '2026-11-24',
      departmentId: ids.stores,
      requiredBy: '2026-11-30',
      lines: [{ itemId: ids.granules, quantity: 5, planningId: 999_999_999 }],
    });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual([
      expect.objectContaining({
        field: 'lines.0.planningId',
        message: 'Row 1: Plan is set by the server, never by hand: leave it out',
      }),
    ]);
    const list = await app().call('GET', `${REQUEST}/getAllByPartner`, app().admin);
    expect(list.body.dataList).toEqual([]);
  });

  it('a line naming an item that does not exist is refused on the item, not on the GST rate it would give', async () => {
    const reply = await call(`${PO}/save`, {
      partyId: ids.supplier,
      date: '2026-11-20',
      branchId: ids.branch,
      lines: [{ itemId: 99_999, quantity: 1, rate: 10 }],
    });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual([
      expect.objectContaining({
        field: 'lines.0.itemId',
        message: 'Item (row 1) was not found: choose one from the list',
      }),
    ]);
  });
});
