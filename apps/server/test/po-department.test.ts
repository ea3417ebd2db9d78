import { DOCUMENT_STATUS as S } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { findIn } from './helpers.ts';
import { INWARD, PO, useStockDocuments, type Doc } from './stock-documents.ts';

// PO_CBL_FLOW_SUPPORT (decision 1043): a purchase order names its requesting department, and with YES an
// inward against it lands in that department's stock area of the receiving branch, not the main store.

const { app, ids, ok, submit, issuesOf, config, stockOf, openOrder, inwardOf } = useStockDocuments();
const weaving = { department: 0 };

beforeAll(async () => {
  weaving.department = (
    await findIn<{ id: number }>(app(), 'chemical/department', 'name', 'Weaving', app().admin)
  ).id;
});

/** A submitted purchase order of 100 kg granules and 50 kg tape, raised for the Weaving department. */
async function orderForWeaving(): Promise<Doc> {
  const draft = await ok(`${PO}/save`, {
    partyId: ids.supplier,
    date: '2026-11-20',
    branchId: ids.branch,
    requestingDepartmentId: weaving.department,
    lines: [
      { itemId: ids.granules, quantity: 100, rate: 104.5 },
      { itemId: ids.tape, quantity: 50, rate: 200 },
    ],
  });
  expect(draft.requestingDepartmentId).toBe(weaving.department);
  return (await submit(PO, draft)).body.data as Doc;
}

describe('an inward against an order raised for a department (PO_CBL_FLOW_SUPPORT)', () => {
  it("with YES lands only in the department's stock area; the main store is refused in words", async () => {
    await config('PO_CBL_FLOW_SUPPORT', 'YES');
    const order = await orderForWeaving();
    const refused = await submit(INWARD, await inwardOf(order, [10]));
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.stockAreaId',
        message: `Purchase Order ${order.number} was raised for Weaving: receive it into its stock area (Weaving WIP).`,
      }),
    ]);
    const before = await stockOf(ids.granules, ids.weaving);
    const draft = await ok(`${INWARD}/save`, {
      partyId: ids.supplier,
      date: '2026-11-23',
      branchId: ids.branch,
      purchaseOrderId: order.id,
      lines: [
        {
          purchaseOrderLineId: order.lines[0]?.id,
          itemId: ids.granules,
          quantity: 10,
          acceptedQuantity: 10,
          stockAreaId: ids.weaving,
          lotNumber: `W-${order.id}`,
        },
      ],
    });
    const done = await submit(INWARD, draft);
    expect(done.body.data).toMatchObject({ status: S.COMPLETED });
    expect(await stockOf(ids.granules, ids.weaving)).toBe(before + 10);
  });

  it('with NO, or an order naming no department, the inward lands where its lines say', async () => {
    await config('PO_CBL_FLOW_SUPPORT', 'YES');
    const plain = await submit(INWARD, await inwardOf(await openOrder(), [5]));
    expect(plain.body.data).toMatchObject({ status: S.COMPLETED });
    await config('PO_CBL_FLOW_SUPPORT', 'NO');
    const off = await submit(INWARD, await inwardOf(await orderForWeaving(), [5]));
    expect(off.body.data).toMatchObject({ status: S.COMPLETED });
  });
});
