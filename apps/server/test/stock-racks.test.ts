import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { findIn } from './helpers.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 58 item 5, "Move a lot to another stock area or rack", at the seams between documents over HTTP (decision
// 2366): what a transfer's validation receives and what an allocation issues land on the rack their line names;
// what leaves takes from the rack the lot lay on; a rack of another stock area is refused in words.

const ST = 'chemical/stockTransfer';
const TV = 'chemical/transferApproval';
const MR = 'chemical/requestApproval';
const MA = 'chemical/storeManagement/allocate';
const { app, ids, call, ok, submit, issuesOf, openOrder, inwardOf, expectConsistent } = useStockDocuments();
const racks = { store: 0, weaving: 0, vapi: 0, yard: 0 };
let lots = 0;
const vapi = { branch: 0, area: 0 };
let order: Doc;

const saved = async (path: string, body: Record<string, unknown>) => (await ok(`${path}/save`, body)).id;

/** A lot's quantity by stock area and rack (0: on no rack), from the balances. */
async function lotPlaces(lotNumber: string): Promise<[number, number, number][]> {
  const rows = await queryRows<{ area: number; rack: number; q: number }>(
    app().server.database.db,
    sql`SELECT b.stock_area_id::int AS area, coalesce(b.rack_id, 0)::int AS rack, sum(b.quantity)::float8 AS q
        FROM stock_balance b JOIN stock_identity i ON i.id = b.identity_id
        WHERE i.lot_number = ${lotNumber} GROUP BY 1, 2 HAVING sum(b.quantity) <> 0 ORDER BY 1, 2`,
  );
  return rows.map((row) => [row.area, row.rack, row.q]);
}

/** The lot received onto the store's rack by an inward of `quantity`; its lot number. */
async function onStoreRack(quantity: number): Promise<string> {
  const inward = await inwardOf(order, [quantity]);
  const line = inward.lines[0] as Doc['lines'][number];
  const racked = await ok(`${INWARD}/save`, {
    ...inward,
    lines: [{ ...line, lotNumber: `RACKED-${(lots += 1)}`, rackId: racks.store }],
  });
  const reply = await submit(INWARD, racked);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return `RACKED-${lots}`;
}

beforeAll(async () => {
  const sanand = (await findIn<{ id: number }>(app(), 'erp/location', 'name', 'Sanand Plant', app().admin))
    .id;
  vapi.branch = await saved('erp/branch', { name: 'Vapi Works', code: 'VAPI', city: 'Vapi', state: '24' });
  const location = await saved('erp/location', { name: 'Vapi Plant', code: 'VAPI-P', branchId: vapi.branch });
  vapi.area = await saved('chemical/stockArea', { name: 'Vapi Store', code: 'VAPI-S', locationId: location });
  racks.store = await saved('erp/rack', {
    name: 'RM-1',
    code: 'RM-1',
    locationId: sanand,
    stockAreaId: ids.store,
  });
  racks.weaving = await saved('erp/rack', {
    name: 'WIP-1',
    code: 'WIP-1',
    locationId: sanand,
    stockAreaId: ids.weaving,
  });
  racks.vapi = await saved('erp/rack', {
    name: 'V-1',
    code: 'V-1',
    locationId: location,
    stockAreaId: vapi.area,
  });
  const yard = await saved('chemical/stockArea', { name: 'Vapi Yard', code: 'VAPI-Y', locationId: location });
  racks.yard = await saved('erp/rack', {
    name: 'VY-1',
    code: 'VY-1',
    locationId: location,
    stockAreaId: yard,
  });
  order = await openOrder();
});
afterEach(expectConsistent);

describe("a stock transfer's validation lands on the rack its line names", () => {
  const sent = async (lotNumber: string, quantity: number): Promise<Doc> => {
    const draft = await ok(`${ST}/save`, {
      date: '2026-11-24',
      fromBranchId: ids.branch,
      toBranchId: vapi.branch,
      vehicleNumber: 'GJ15AB1234',
      lines: [{ itemId: ids.granules, stockAreaId: ids.store, lotNumber, quantity }],
    });
    const reply = await submit(ST, draft);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Doc;
  };
  const validation = (transfer: Doc, line: Record<string, unknown>) =>
    ok(`${TV}/save`, {
      stockTransferId: transfer.id,
      date: '2026-11-25',
      lines: [
        {
          stockTransferLineId: transfer.lines[0]?.id,
          itemId: ids.granules,
          quantity: transfer.lines[0]?.quantity,
          stockAreaId: vapi.area,
          ...line,
        },
      ],
    });

  it('the lot leaves the rack it lay on for transit, and lands on the rack named at the other branch', async () => {
    const lot = await onStoreRack(20);
    expect(await lotPlaces(lot)).toEqual([[ids.store, racks.store, 20]]);
    const transfer = await sent(lot, 15);
    expect((await lotPlaces(lot)).filter(([area]) => area === ids.store)).toEqual([
      [ids.store, racks.store, 5],
    ]);
    const done = await submit(TV, await validation(transfer, { receivedQuantity: 15, toRackId: racks.vapi }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: S.COMPLETED, lines: [{ toRackId: racks.vapi }] });
    expect(await lotPlaces(lot)).toEqual([
      [ids.store, racks.store, 5],
      [vapi.area, racks.vapi, 15],
    ]);
  });

  it('no rack named: on no rack, as before', async () => {
    const lot = await onStoreRack(10);
    const done = await submit(TV, await validation(await sent(lot, 10), { receivedQuantity: 10 }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await lotPlaces(lot)).toEqual([[vapi.area, 0, 10]]);
  });

  it('a rack of another stock area is refused in words on the line, and nothing moves', async () => {
    const lot = await onStoreRack(10);
    const transfer = await sent(lot, 10);
    const before = await lotPlaces(lot);
    const refused = await submit(
      TV,
      await validation(transfer, { receivedQuantity: 10, toRackId: racks.yard }),
    );
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.toRackId',
        message: 'Rack VY-1 is not in Vapi Store: choose one of its racks.',
      }),
    ]);
    expect(await lotPlaces(lot)).toEqual(before);
  });
});

describe("a material allocation's issue takes from a rack and lands on the rack its line names", () => {
  const approvedRequest = async (quantity: number): Promise<Doc> => {
    const draft = await ok(`${MR}/save`, {
      date: '2026-11-24',
      departmentId: ids.stores,
      requiredBy: '2026-11-26',
      purpose: 'PRODUCTION',
      lines: [{ itemId: ids.granules, quantity }],
    });
    const opened = await submit(MR, draft);
    expect(opened.body.data).toMatchObject({ status: S.OPEN });
    return opened.body.data as Doc;
  };
  /** An allocation of `quantity` of a new approved request, from the store to weaving unless `line` says, submitted. */
  const submitted = async (quantity: number, line: Record<string, unknown>) => {
    const request = await approvedRequest(quantity);
    const draft = await ok(`${MA}/save`, {
      materialRequestId: request.id,
      date: '2026-11-24',
      lines: [
        {
          materialRequestLineId: request.lines[0]?.id,
          itemId: ids.granules,
          stockAreaId: ids.store,
          quantity,
          toStockAreaId: ids.weaving,
          ...line,
        },
      ],
    });
    return submit(MA, draft);
  };
  const allocated = async (quantity: number, line: Record<string, unknown>) => {
    const reply = await submitted(quantity, line);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Doc;
  };
  const issue = (doc: Doc) => call(`${MA}/issue`, { id: doc.id, version: doc.version });

  it('reserves and issues from the From Rack named, onto the Issue To rack', async () => {
    const lot = await onStoreRack(12);
    const doc = await allocated(8, { lotNumber: lot, rackId: racks.store, toRackId: racks.weaving });
    const issued = await issue(doc);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.data).toMatchObject({ status: S.COMPLETED });
    expect(await lotPlaces(lot)).toEqual([
      [ids.store, racks.store, 4],
      [ids.weaving, racks.weaving, 8],
    ]);
  });

  it('no From Rack named: the lot leaves the rack it lies on', async () => {
    const lot = await onStoreRack(6);
    const issued = await issue(await allocated(6, { lotNumber: lot, toRackId: racks.weaving }));
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(await lotPlaces(lot)).toEqual([[ids.weaving, racks.weaving, 6]]);
  });

  it('a From Rack the lot is not on finds nothing to reserve', async () => {
    const lot = await onStoreRack(5);
    const refused = await submitted(5, {
      stockAreaId: ids.weaving,
      rackId: racks.weaving,
      lotNumber: lot,
      toStockAreaId: ids.store,
    });
    expect(refused.status).toBe(400);
    expect(await lotPlaces(lot)).toEqual([[ids.store, racks.store, 5]]);
  });

  it('an Issue To rack of another stock area is refused in words on the line when it is allocated', async () => {
    const lot = await onStoreRack(4);
    const refused = await submitted(4, { lotNumber: lot, toRackId: racks.store });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.toRackId',
        message: 'Rack RM-1 is not in Weaving WIP: choose one of its racks.',
      }),
    ]);
    expect(await lotPlaces(lot)).toEqual([[ids.store, racks.store, 4]]);
  });
});

describe("job work's processed goods and a packaging's parcels land on the rack their line names", () => {
  const jobWork = async (lotNumber: string, line: Record<string, unknown>) => {
    const process = (
      await findIn<{ id: number }>(app(), 'chemical/process', 'name', 'Lamination', app().admin)
    ).id;
    const challan = await ok('chemical/transfer-and-dispatch/save', {
      partyId: ids.supplier,
      date: '2026-11-24',
      branchId: ids.branch,
      processId: process,
      lines: [{ itemId: ids.granules, stockAreaId: ids.store, lotNumber, quantity: 5 }],
    });
    const sent = await submit('chemical/transfer-and-dispatch', challan);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const out = sent.body.data as Doc;
    const receipt = await ok('chemical/jobWorkReceipt/save', {
      partyId: ids.supplier,
      jobWorkChallanId: out.id,
      date: '2026-11-26',
      lines: [
        {
          jobWorkChallanLineId: out.lines[0]?.id,
          itemId: ids.granules,
          quantity: 5,
          processedItemId: ids.tape,
          receivedQuantity: 5,
          stockAreaId: ids.store,
          lotNumber: `${lotNumber}-JW`,
          ...line,
        },
      ],
    });
    return submit('chemical/jobWorkReceipt', receipt);
  };
  const packed = (lotNumber: string, line: Record<string, unknown>) =>
    ok('chemical/packingProcess/save', {
      date: '2026-11-24',
      lines: [
        {
          parcelNumber: `${lotNumber}-P`,
          itemId: ids.granules,
          stockAreaId: ids.store,
          lotNumber,
          quantity: 3,
          toStockAreaId: ids.weaving,
          ...line,
        },
      ],
    }).then((doc) => submit('chemical/packingProcess', doc));

  it("the lot sent leaves the rack it lay on; what comes back lands on the receipt line's rack", async () => {
    const lot = await onStoreRack(5);
    const back = await jobWork(lot, { rackId: racks.store });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await lotPlaces(lot)).toEqual([]);
    expect(await lotPlaces(`${lot}-JW`)).toEqual([[ids.store, racks.store, 5]]);
  });

  it("a receipt's rack of another stock area is refused in words on the line", async () => {
    const lot = await onStoreRack(5);
    const refused = await jobWork(lot, { rackId: racks.weaving });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.rackId',
        message: 'Rack WIP-1 is not in Raw Material Store: choose one of its racks.',
      }),
    ]);
    expect(await lotPlaces(`${lot}-JW`)).toEqual([]);
  });

  it('a parcel packed leaves the rack the lot lay on and lands on its To Rack', async () => {
    const lot = await onStoreRack(5);
    const done = await packed(lot, { toRackId: racks.weaving });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await lotPlaces(lot)).toEqual([
      [ids.store, racks.store, 2],
      [ids.weaving, racks.weaving, 3],
    ]);
  });

  it("a parcel's To Rack of another stock area is refused in words on the line", async () => {
    const lot = await onStoreRack(5);
    const refused = await packed(lot, { toRackId: racks.store });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.toRackId',
        message: 'Rack RM-1 is not in Weaving WIP: choose one of its racks.',
      }),
    ]);
    expect(await lotPlaces(lot)).toEqual([[ids.store, racks.store, 5]]);
  });
});
