import { gstinCheckCharacter } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import * as clock from '../src/core/today.ts';
import { DC, PK, useShipping } from './shipping-fixture.ts';
import { INWARD, PO, type Doc } from './stock-documents.ts';

// Issue 38's walk on demo data (decision 2020): an invoice billed from dispatches keeps their branch (and its
// cousins: a bill, an inward, a return keep their order's); the bill made from a purchase order is filled with
// its order's terms and its lines' units; stock received against an order line with a discount is valued net.

const INV = 'chemical/salesInvoice';
const BILL = 'chemical/purchaseBill';
const FOUNDRY = 'chemical/foundaryInward';
const RETURN = 'chemical/purchaseReturn';
const today = clock.today();

const shipping = useShipping();
const { ids, call, ok, submit, issuesOf, valueOf, openOrder, inwardOf, order } = shipping;
const { parcelNumber, packing, dispatching, posted } = shipping;

const pune = { id: 0, name: 'Pune Branch' };

beforeAll(async () => {
  const first14 = '27AAECS4321K1Z';
  const branch = await ok('erp/branch/save', {
    name: pune.name,
    code: 'PUN',
    gstin: first14 + gstinCheckCharacter(first14),
    address: 'Plot 9, Chakan MIDC',
    city: 'Pune',
    state: '27',
    pincode: '410501',
  });
  pune.id = branch.id;
});

/** A completed dispatch of 10 of the fixture's order (from its branch, the head office). */
async function dispatched(): Promise<Doc> {
  const parcel = await parcelNumber();
  await posted(PK, await packing([{ parcelNumber: parcel, quantity: 10 }]));
  return posted(DC, await dispatching([{ parcelNumber: parcel, quantity: 10 }]));
}

const branchName = async (id: number) =>
  String((await shipping.get<{ name: string }>(`erp/branch/${id}`)).body.data?.name);

describe('a document keeps the branch of the documents it is made from (decision 2020)', () => {
  it('an invoice billing a dispatch from another branch is refused on save, naming the dispatch and its branch', async () => {
    const dispatch = await dispatched();
    const home = await branchName(ids.branch);
    const line = { dispatchLineId: dispatch.lines[0]?.id, itemId: ids.tape, quantity: 10 };
    const moved = await call(`${INV}/save`, {
      partyId: order().partyId,
      date: today,
      branchId: pune.id,
      lines: [line],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(400);
    expect(issuesOf(moved)).toEqual([
      expect.objectContaining({
        field: 'branchId',
        message: `A sales invoice has the Bill From (Branch) of its Dispatch: ${String(dispatch.number)} is of ${home}; choose ${home} or leave it blank.`,
      }),
    ]);
    // Its own branch, or none, is the dispatch's.
    const kept = await ok(`${INV}/save`, { partyId: order().partyId, date: today, lines: [line] });
    expect(kept.branchId).toBe(ids.branch);
    // An update moving it is refused the same way.
    const update = await call(`${INV}/update`, { ...kept, branchId: pune.id });
    expect(update.status).toBe(400);
    expect(issuesOf(update)?.[0]?.field).toBe('branchId');
  });

  it('an invoice is checked against every dispatch it bills, not only its first line’s', async () => {
    const first = await dispatched();
    const second = await dispatched();
    const draft = await ok(`${INV}/save`, {
      partyId: order().partyId,
      date: today,
      lines: [first, second].map((dispatch) => ({
        dispatchLineId: dispatch.lines[0]?.id,
        itemId: ids.tape,
        quantity: 10,
      })),
    });
    expect(draft.branchId).toBe(ids.branch);
  });

  it("a purchase bill, an inward, a foundry inward and a return at another branch than their order's are refused", async () => {
    const po = await openOrder();
    const home = await branchName(ids.branch);
    const refusedAt = async (path: string, body: Record<string, unknown>, label: string, field: string) => {
      const reply = await call(`${path}/save`, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(issuesOf(reply)).toEqual([
        expect.objectContaining({
          field: 'branchId',
          message: `A ${label} has the ${field} of its Purchase Order: ${String(po.number)} is of ${home}; choose ${home} or leave it blank.`,
        }),
      ]);
    };
    const inward = await inwardOf(po, [10, 50]);
    const { id: _id, version: _version, number: _number, ...body } = inward;
    await refusedAt(
      INWARD,
      { ...body, branchId: pune.id, lines: body.lines.map((l) => ({ ...l, id: undefined })) },
      'inward',
      'Received At (Branch)',
    );
    await refusedAt(
      FOUNDRY,
      { ...body, branchId: pune.id, lines: [{ ...body.lines[0], id: undefined, lotNumber: 'H-1' }] },
      'foundry inward',
      'Received At (Branch)',
    );
    const received = await posted(INWARD, inward);
    await refusedAt(
      RETURN,
      {
        partyId: ids.supplier,
        date: '2026-11-24',
        branchId: pune.id,
        purchaseOrderId: po.id,
        lines: [
          {
            purchaseOrderLineId: po.lines[0]?.id,
            itemId: ids.granules,
            quantity: 1,
            stockAreaId: ids.store,
            lotNumber: received.lines[0]?.lotNumber,
          },
        ],
      },
      'purchase return',
      'Returned From (Branch)',
    );
    await refusedAt(
      BILL,
      {
        partyId: ids.supplier,
        supplierBillNumber: `SB-P-${po.id}`,
        supplierBillDate: '2026-11-24',
        date: '2026-11-24',
        branchId: pune.id,
        purchaseOrderId: po.id,
        lines: [{ purchaseOrderLineId: po.lines[0]?.id, itemId: ids.granules, quantity: 10 }],
      },
      'purchase bill',
      'Billed To (Branch)',
    );
  });
});

describe('the bill made from a purchase order (decision 2020)', () => {
  it("From Purchase Order answers each line's unit as its lookup shows it, and the order's terms", async () => {
    const po = await openOrder();
    await posted(INWARD, await inwardOf(po, [10, 50]));
    const lines = await call(`${BILL}/linesFromOrder`, { purchaseOrderId: po.id });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
    const rows = (lines.body as { dataList: Record<string, unknown>[] }).dataList;
    expect(rows.length).toBe(2);
    for (const row of rows)
      expect(row).toMatchObject({
        uomId: expect.any(Number),
        uom: { id: row.uomId, name: expect.any(String) },
      });
    const terms = await call(`${BILL}/originTerms`, { partyId: ids.supplier, purchaseOrderId: po.id });
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);
    expect(terms.body.data).toMatchObject({
      partyId: ids.supplier,
      branchId: ids.branch,
      branch: { id: ids.branch, name: await branchName(ids.branch) },
    });
  });
});

describe('stock received against an order line is valued at what it costs (decision 2020)', () => {
  it('an inward against ₹50 less 10% takes ₹45 and its lot is worth ₹4,500, not ₹5,000', async () => {
    const draft = await ok(`${PO}/save`, {
      partyId: ids.supplier,
      date: '2026-11-20',
      branchId: ids.branch,
      lines: [{ itemId: ids.granules, quantity: 100, rate: 50, discountPercent: 10 }],
    });
    const po = (await submit(PO, draft)).body.data as Doc;
    const inward = await inwardOf(po, [100]);
    expect(inward.lines[0]?.rate).toBe(45);
    const received = await posted(INWARD, inward);
    expect(await valueOf(received, 'inward', ids.granules)).toBe(4500);
    // A foundry inward of the same order line is valued the same way.
    const { id: _id, version: _version, number: _number, ...body } = inward;
    const foundry = await ok(`${FOUNDRY}/save`, {
      ...body,
      lines: [
        { ...body.lines[0], id: undefined, rate: null, quantity: 1, acceptedQuantity: 1, lotNumber: 'H-45' },
      ],
    });
    expect(foundry.lines[0]?.rate).toBe(45);
  });
});
