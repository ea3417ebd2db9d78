import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, PO, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 17's receipts over HTTP (decisions 0880, 0881): the gate entry, inwards against a purchase order
// that move it Open → In Progress → Closed, the foundry inward, vendor codes, the item's specification.

const { app, ids, call, ok, submit, issuesOf, read, config, stockOf, openOrder, inwardOf } =
  useStockDocuments();

describe('pre-inward: the gate entry', () => {
  it('numbers the slip on submit and posts no stock', async () => {
    const before = await stockOf(ids.granules, ids.store);
    const draft = await ok('chemical/preinward/save', {
      partyId: ids.supplier,
      date: '2026-11-23',
      branchId: ids.branch,
      challanNumber: 'CH-118',
      vehicleNumber: 'gj01ab1234',
      receivedBy: 'Ramesh (Gate)',
      lines: [{ itemId: ids.granules, quantity: 40 }],
    });
    expect(draft).toMatchObject({ vehicleNumber: 'GJ01AB1234', lines: [{ uomId: expect.any(Number) }] });
    const reply = await submit('chemical/preinward', draft);
    expect(reply.body.data).toMatchObject({
      status: S.OPEN,
      number: expect.stringMatching(/^GE\/\d{4}-\d{2}\/\d{5}$/),
    });
    expect(await stockOf(ids.granules, ids.store)).toBe(before);
  });
});

describe('a gate entry made from its purchase order (issue 42, decision 2070)', () => {
  it("reads the order to fill its lines, takes the order's supplier and branch, and counts nothing against it", async () => {
    const order = await openOrder();
    await submit(INWARD, await inwardOf({ ...order, lines: order.lines.slice(0, 1) }, [30]));
    const against = await app().call<Doc>('GET', `chemical/preinward/against/${order.id}`, app().admin);
    expect(against.status).toBe(200);
    expect(against.body.data?.lines.map((line) => [line.quantity, line.receivedQuantity])).toEqual([
      [100, 30],
      [50, 0],
    ]);
    const terms = await ok('chemical/preinward/originTerms', { purchaseOrderId: order.id });
    expect(terms).toMatchObject({
      partyId: ids.supplier,
      branchId: ids.branch,
      branch: { name: 'Head Office' },
    });

    const gate = await ok('chemical/preinward/save', {
      date: '2026-11-23',
      purchaseOrderId: order.id,
      challanNumber: 'CH-GE-9',
      challanDate: '2026-11-22',
      vehicleNumber: 'GJ05XY9999',
      lines: [
        { itemId: ids.granules, quantity: 70 },
        { itemId: ids.tape, quantity: 50 },
      ],
    });
    expect(gate).toMatchObject({ partyId: ids.supplier, branchId: ids.branch });
    expect((await submit('chemical/preinward', gate)).body.data).toMatchObject({ status: S.OPEN });
    const po = await read(PO, order.id);
    expect(po.status).toBe(S.IN_PROGRESS);
    expect(po.lines.map((line) => line.receivedQuantity)).toEqual([30, 0]);

    // The inward's picker of gate entries reads what the inward takes of one (decision 2071).
    const picker = await app().call<Doc>(
      'GET',
      'chemical/preinward/getAllByPartner?page=1&size=100',
      app().admin,
    );
    expect(picker.body.dataList?.find((row) => row.id === gate.id)).toMatchObject({
      challanNumber: 'CH-GE-9',
      challanDate: '2026-11-22',
      vehicleNumber: 'GJ05XY9999',
    });
  });
});

// Issue 56: "choosing a gate entry on an inward leaves its purchase order blank": the order lands with it.
describe("an inward takes its gate entry's purchase order (decision 2071)", () => {
  it('where it names none, and refuses another order in words, naming both', async () => {
    const order = await openOrder();
    const gate = await ok('chemical/preinward/save', {
      date: '2026-11-23',
      purchaseOrderId: order.id,
      challanNumber: 'CH-GE-56',
      lines: [{ itemId: ids.granules, quantity: 20 }],
    });
    const slip = (await submit('chemical/preinward', gate)).body.data as Doc;
    const picker = await app().call<Doc>(
      'GET',
      'chemical/preinward/getAllByPartner?page=1&size=100',
      app().admin,
    );
    expect(picker.body.dataList?.find((row) => row.id === gate.id)).toMatchObject({
      purchaseOrderId: order.id,
      purchaseOrder: { id: order.id, number: order.number },
    });
    const { purchaseOrderId: _none, ...withoutOrder } = await inwardOf(order, [20]);
    const inward = await ok(`${INWARD}/update`, {
      ...withoutOrder,
      purchaseOrderId: null,
      preInwardId: gate.id,
    });
    expect(inward).toMatchObject({
      purchaseOrderId: order.id,
      preInwardId: gate.id,
      challanNumber: 'CH-118',
    });

    const other = await inwardOf(await openOrder(), [20]);
    const refused = await call(`${INWARD}/update`, { ...other, preInwardId: gate.id });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'preInwardId',
        message: `Gate Entry ${String(slip.number)} is of Purchase Order ${String(order.number)}: choose that Purchase Order, or another Gate Entry.`,
      }),
    ]);
  });
});

describe('inward against a purchase order', () => {
  it('part of one line and all of the other: In Progress; the rest: Closed; stock in at the rates', async () => {
    const order = await openOrder();
    const before = await stockOf(ids.granules, ids.store);
    const first = await inwardOf(order, [60, 50]);
    expect(first).toMatchObject({ status: S.DRAFT, lines: [{ rate: 104.5 }, { rate: expect.any(Number) }] });
    const done = await submit(INWARD, first);
    expect(done.body.data).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^GRN\//) });
    expect(await stockOf(ids.granules, ids.store)).toBe(before + 60);
    let po = await read(PO, order.id);
    expect(po.status).toBe(S.IN_PROGRESS);
    expect(po.lines.map((line) => line.receivedQuantity)).toEqual([60, 50]);

    // Spec §7 reads it at chemical/inward/v2/{id} too.
    expect((await app().call<Doc>('GET', `${INWARD}/v2/${first.id}`, app().admin)).body.data).toEqual(
      await read(INWARD, first.id),
    );
    const second = await inwardOf({ ...order, lines: order.lines.slice(0, 1) }, [40]);
    expect((await submit(INWARD, second)).body.data).toMatchObject({ status: S.COMPLETED });
    po = await read(PO, order.id);
    expect(po.status).toBe(S.CLOSED);
    const [ledger] = await queryRows<{ n: number }>(
      app().server.database.db,
      sql`SELECT count(*)::int AS n FROM stock_ledger WHERE document_type = 'inward' AND document_id IN (${first.id}, ${second.id})`,
    );
    expect(ledger?.n).toBe(3);

    const closed = await inwardOf({ ...order, lines: order.lines.slice(0, 1) }, [1]);
    const refused = await submit(INWARD, closed);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'purchaseOrderId',
        message: `Purchase Order ${order.number} is Closed: nothing can be received against it.`,
      }),
    ]);
  });

  it('more than pending is refused on its line unless within INWARD_TOLERANCE_PERCENT; nothing is half-posted', async () => {
    const order = await openOrder();
    const before = await stockOf(ids.tape, ids.store);
    const over = await inwardOf(order, [100, 53]);
    const refused = await submit(INWARD, over);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused).map((issue) => issue.field)).toEqual(['lines.1.acceptedQuantity']);
    expect(issuesOf(refused)[0]?.message).toMatch(
      /^Only 50(\.000)? \S+ of .+ is pending on the order; 53(\.000)? \S+ received\.$/,
    );
    expect(await stockOf(ids.tape, ids.store)).toBe(before);
    expect((await read(PO, order.id)).status).toBe(S.OPEN);
    await config('INWARD_TOLERANCE_PERCENT', '10');
    try {
      const again = await read(INWARD, over.id);
      expect((await submit(INWARD, again)).body.data).toMatchObject({ status: S.COMPLETED });
      expect((await read(PO, order.id)).status).toBe(S.CLOSED);
    } finally {
      await config('INWARD_TOLERANCE_PERCENT', '0');
    }
  });

  it("refuses another supplier's inward, and a line that is not the order's", async () => {
    const order = await openOrder();
    const other = await inwardOf(order, [1, 1], { partyId: ids.other });
    const refused = await submit(INWARD, other);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'partyId',
        message: `Purchase Order ${order.number} was placed with another supplier.`,
      }),
    ]);
    // A line naming an order line that does not exist is refused on save (decision 1870), nothing kept.
    const stray = await inwardOf(order, [1]);
    const moved = await call(`${INWARD}/save`, {
      ...stray,
      lines: [{ ...stray.lines[0], purchaseOrderLineId: 999999 }],
    });
    expect(moved.status).toBe(400);
    expect(issuesOf(moved)).toEqual([
      expect.objectContaining({
        field: 'lines.0.purchaseOrderLineId',
        message: expect.stringMatching(/^Row 1: .+ 999999 does not exist\.$/),
      }),
    ]);
  });

  it('a cancel posts the reverse and gives the order its quantities back', async () => {
    const order = await openOrder();
    const before = await stockOf(ids.granules, ids.store);
    const inward = (await submit(INWARD, await inwardOf(order, [30]))).body.data as Doc;
    expect(await stockOf(ids.granules, ids.store)).toBe(before + 30);
    const cancelled = await call(`${INWARD}/cancel`, {
      id: inward.id,
      version: inward.version,
      reason: 'Wrong lot',
    });
    expect(cancelled.body.data).toMatchObject({ status: S.CANCELLED });
    expect(await stockOf(ids.granules, ids.store)).toBe(before);
    const po = await read(PO, order.id);
    expect(po).toMatchObject({ status: S.OPEN });
    expect(po.lines[0]?.receivedQuantity).toBe(0);
    const [rows] = await queryRows<{ n: number; sum: number }>(
      app().server.database.db,
      sql`SELECT count(*)::int AS n, sum(quantity)::float8 AS sum FROM stock_ledger WHERE document_type = 'inward' AND document_id = ${inward.id}`,
    );
    expect(rows).toEqual({ n: 2, sum: 0 });
  });
});

describe('roll numbers (decision 0883): one roll number, one physical roll of its item and lot', () => {
  it('refuses the same roll twice in an inward, and a roll that is in stock already; a cancelled one may come again', async () => {
    const order = await openOrder();
    const rolled = (doc: Doc, rolls: readonly string[]) =>
      ok(`${INWARD}/save`, {
        ...doc,
        lines: rolls.map((rollNumber) => ({
          ...doc.lines[0],
          id: undefined,
          quantity: 5,
          acceptedQuantity: 5,
          lotNumber: `LR-${order.id}`,
          rollNumber,
        })),
      });
    const twice = await rolled(await inwardOf(order, [5]), ['R-1', 'R-2', 'R-1']);
    expect(issuesOf(await submit(INWARD, twice))).toEqual([
      expect.objectContaining({
        field: 'lines.2.rollNumber',
        message: `Roll R-1 of lot LR-${order.id} is on line 1 already.`,
      }),
    ]);
    const first = (await submit(INWARD, await rolled(await inwardOf(order, [5]), ['R-1', 'R-2']))).body
      .data as Doc;
    expect(first).toMatchObject({ status: S.COMPLETED });
    const again = await rolled(await inwardOf(order, [5]), ['R-3', 'R-2']);
    const refused = await submit(INWARD, again);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.1.rollNumber',
        message: `Roll R-2 of lot LR-${order.id} is in stock already, in Raw Material Store: give this roll its own number.`,
      }),
    ]);
    await ok(`${INWARD}/cancel`, { id: first.id, version: first.version, reason: 'Rolls relabelled' });
    expect((await submit(INWARD, await read(INWARD, again.id))).body.data).toMatchObject({
      status: S.COMPLETED,
    });
  });
});

describe('foundry inward (mode 1): castings by weight, the heat as the lot', () => {
  it('receives against the order like the inward; the weighbridge net must be gross less tare', async () => {
    const order = await openOrder();
    const before = await stockOf(ids.granules, ids.store);
    const body = {
      partyId: ids.supplier,
      date: '2026-11-23',
      branchId: ids.branch,
      purchaseOrderId: order.id,
      grossWeight: 9800,
      tareWeight: 8600,
      netWeight: 1300,
      lines: [
        {
          purchaseOrderLineId: order.lines[0]?.id,
          itemId: ids.granules,
          lotNumber: 'HEAT-118',
          pieces: 40,
          quantity: 100,
          acceptedQuantity: 100,
          stockAreaId: ids.store,
        },
      ],
    };
    const refused = await call('chemical/foundaryInward/save', body);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({ field: 'netWeight', message: 'The net weight is the gross less the tare.' }),
    ]);
    const draft = await ok('chemical/foundaryInward/save', { ...body, netWeight: 1200 });
    const done = (await submit('chemical/foundaryInward', draft)).body.data as Doc;
    expect(done).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^FIN\//) });
    expect(await stockOf(ids.granules, ids.store)).toBe(before + 100);
    expect((await read(PO, order.id)).lines[0]?.receivedQuantity).toBe(100);
  });
});

describe("vendor codes (VENDOR_CODE_ON): a supplier's code names one item of one supplier", () => {
  it('the last code is answered; another supplier or another item is refused, on the call and on submit', async () => {
    await config('VENDOR_CODE_ON', 'YES');
    try {
      const order = await openOrder();
      const draft = await inwardOf(order, [1]);
      const coded = await ok(`${INWARD}/save`, {
        ...draft,
        lines: [{ ...draft.lines[0], vendorCode: 'sg-pp1' }],
      });
      expect(coded.lines[0]?.vendorCode).toBe('SG-PP1');
      await submit(INWARD, coded);
      const last = await call('chemical/inward/getVendorCodeForInward', {
        partyId: ids.supplier,
        itemId: ids.granules,
      });
      expect(last.body.data).toBe('SG-PP1');
      const check = (partyId: number, itemId: number) =>
        call('chemical/inward/checkVendorCode', { partyId, itemId, vendorCode: 'SG-PP1' });
      expect((await check(ids.supplier, ids.granules)).body.data).toBe(true);
      const other = await check(ids.other, ids.granules);
      expect(other.status).toBe(400);
      expect(other.body.responseMessage).toMatch(
        /^Vendor code SG-PP1 is used by Shree Ganesh Polymers for PP Granules/,
      );
      expect((await check(ids.supplier, ids.tape)).body.responseMessage).toMatch(
        /^Vendor code SG-PP1 is this supplier's code for PP Granules/,
      );
      const tape = await inwardOf({ ...order, lines: order.lines.slice(1) }, [1]);
      const wrong = await ok(`${INWARD}/save`, {
        ...tape,
        lines: [{ ...tape.lines[0], vendorCode: 'SG-PP1' }],
      });
      expect(issuesOf(await submit(INWARD, wrong))).toEqual([
        expect.objectContaining({
          field: 'lines.0.vendorCode',
          message: expect.stringMatching(/^Vendor code SG-PP1 is this supplier's code/),
        }),
      ]);
      expect(
        (await call('chemical/inward/checkVendorCode', { partyId: ids.supplier, itemId: 'x' })).status,
      ).toBe(400);
    } finally {
      await config('VENDOR_CODE_ON', 'NO');
    }
  });
});

describe('the item specification an inward reads', () => {
  it("answers the item's quality parameters with their limits; another organisation's item is not found", async () => {
    const reply = await app().call<{ id: number }>(
      'GET',
      `chemical/inward/getItemSpecification/${ids.granules}`,
      app().admin,
    );
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body.dataList)).toBe(true);
    const foreign = await app().call(
      'GET',
      `chemical/inward/getItemSpecification/${ids.granules}`,
      app().orgB,
    );
    expect(foreign.status).toBe(404);
  });
});

describe('a transition answers the document as a read of it does (decision 1250)', () => {
  it('a submit against an order and its cancel answer header and lines as a read after them', async () => {
    const draft = await inwardOf(await openOrder(), [10, 5]);
    const submitted = (await submit(INWARD, draft)).body.data as Doc;
    expect(submitted).toMatchObject({ status: S.COMPLETED, number: expect.any(String) });
    expect(submitted).toEqual(await read(INWARD, draft.id));
    const cancelled = await ok(`${INWARD}/cancel`, {
      id: submitted.id,
      version: submitted.version,
      reason: 'Wrong challan',
    });
    expect(cancelled).toMatchObject({ status: S.CANCELLED, statusReason: 'Wrong challan' });
    expect(cancelled).toEqual(await read(INWARD, draft.id));
  });
});
