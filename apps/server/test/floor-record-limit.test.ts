import { describe, expect, it, beforeAll } from 'vitest';
import { DOCUMENT_STATUS as S } from '@erp/domain';
import { useFloor } from './floor-fixture.ts';
import { roleUser } from './helpers.ts';
import { stockUp } from './idempotency-support.ts';
import { DC, PK } from './shipping-fixture.ts';
import type { Doc } from './stock-documents.ts';

// The floor's parcel and stock reads and "All records" (issue 58, decisions 1863 and 2369): a parcel is stock,
// found by every role that reads dispatches; its packaging and dispatch are named only to whoever sees them.

const {
  app,
  ids,
  state,
  order,
  parcelNumber,
  packing,
  dispatching,
  posted,
  floor,
  world,
  granules,
  ok,
  submit,
} = useFloor();

const users = { limited: '', whole: '' };
/** The admin's parcels: in stock, loading on a draft, dispatched; and one the limited user packed. */
const parcels = { inStock: '', loading: '', left: '', own: '' };
/** The numbers of the admin's documents about them, which the limited user must never read. */
const theirs: string[] = [];
let ownPacking = '';

beforeAll(async () => {
  users.limited = (await roleUser(app(), 'parcelclerk', { allRecords: false })).token;
  users.whole = (await roleUser(app(), 'parcelhead', { allRecords: true })).token;
  for (const key of ['inStock', 'loading', 'left'] as const) {
    parcels[key] = await parcelNumber();
    theirs.push(
      String((await posted(PK, await packing([{ parcelNumber: parcels[key], quantity: 2 }]))).number),
    );
  }
  await dispatching([{ parcelNumber: parcels.loading, quantity: 2 }]);
  theirs.push(
    String((await posted(DC, await dispatching([{ parcelNumber: parcels.left, quantity: 2 }]))).number),
  );
  parcels.own = await parcelNumber();
  const as = (path: string, body: unknown) => app().call<Doc>('POST', path, users.limited, body);
  const draft = await as(`${PK}/save`, {
    date: '2026-11-24',
    lines: [
      {
        parcelNumber: parcels.own,
        itemId: ids.tape,
        stockAreaId: ids.store,
        lotNumber: state.lot,
        toStockAreaId: state.fg,
        quantity: 2,
        grossWeight: 3,
        netWeight: 2,
      },
    ],
  });
  expect(draft.status, draft.body.responseMessage).toBe(200);
  const sent = await as(`${PK}/submit`, { id: draft.body.data?.id, version: draft.body.data?.version });
  expect(sent.status, sent.body.responseMessage).toBe(200);
  ownPacking = String(sent.body.data?.number);
});

const at = (parcel: keyof typeof parcels) => encodeURIComponent(parcels[parcel]);
type Read = { method: 'GET' | 'POST'; path: () => string; body?: () => unknown };
const get = (path: () => string): Read => ({ method: 'GET', path });

// Each read; as the limited user: its status, and the documents it still names (the user's own); as a role
// with "All records": the admin's documents it names.
const READS: readonly [string, Read, { status: number; names?: () => string[] }, () => string[]][] = [
  [
    'the page of a parcel in stock',
    get(() => `${DC}/getParcelPage?code=${at('inStock')}`),
    { status: 200 },
    () => [theirs[0] ?? ''],
  ],
  [
    'the page of a parcel loading',
    get(() => `${DC}/getParcelPage?code=${at('loading')}`),
    { status: 403 },
    () => [theirs[1] ?? ''],
  ],
  [
    'the page of a parcel dispatched',
    get(() => `${DC}/getParcelPage?code=${at('left')}`),
    { status: 403 },
    () => [theirs[2] ?? '', theirs[3] ?? ''],
  ],
  [
    'the page of its own parcel',
    get(() => `${DC}/getParcelPage?code=${at('own')}`),
    { status: 200, names: () => [ownPacking] },
    () => [ownPacking],
  ],
  [
    'Scan Parcel',
    get(() => `${DC}/getParcel?code=${at('inStock')}`),
    { status: 200 },
    () => [theirs[0] ?? ''],
  ],
  [
    'Choose Parcels of the order',
    get(() => `${DC}/getPackedParcels?salesOrderId=${order().id}&size=500`),
    { status: 200, names: () => [ownPacking] },
    () => [theirs[0] ?? '', theirs[1] ?? '', ownPacking],
  ],
  [
    "the lot's stock card",
    {
      method: 'POST',
      path: () => 'chemical/itemStock/stockCard',
      body: () => ({ itemId: ids.tape, lotNumber: state.lot, page: 1, size: 500 }),
    },
    { status: 200, names: () => [ownPacking] },
    () => [...theirs, ownPacking],
  ],
];

describe('the floor\'s parcel and stock reads keep "All records" (decision 2369)', () => {
  it.each(READS)('%s', async (_name, read, limited, whole) => {
    const ask = (token: string) => app().call(read.method, read.path(), token, read.body?.());
    const mine = await ask(users.limited);
    expect(mine.status, mine.body.responseMessage).toBe(limited.status);
    const text = JSON.stringify(mine.body);
    expect(theirs.filter((number) => text.includes(number))).toEqual([]);
    for (const number of limited.names?.() ?? []) expect(text).toContain(number);
    const all = await ask(users.whole);
    expect(all.status, all.body.responseMessage).toBe(200);
    for (const number of whole()) expect(JSON.stringify(all.body)).toContain(number);
  });

  it('finds a parcel the limited user did not pack, and says where one on an unseen dispatch is', async () => {
    const page = async (parcel: keyof typeof parcels) =>
      app().call<{ contents: { quantity: number }[] }>(
        'GET',
        `${DC}/getParcelPage?code=${at(parcel)}`,
        users.limited,
      );
    const inStock = await page('inStock');
    expect(inStock.body.data?.contents.map((row) => row.quantity)).toEqual([2]);
    expect((await page('loading')).body.responseMessage).toBe(
      `Parcel ${parcels.loading} is being loaded onto a dispatch another user entered; your role sees only its own dispatches.`,
    );
    expect((await page('left')).body.responseMessage).toBe(
      `Parcel ${parcels.left} has left on a dispatch another user entered; your role sees only its own dispatches.`,
    );
  });
});

describe("the floor's writes find the documents the role sees, as the desk does (decision 2369)", () => {
  it("issues against another user's material request and counts into their count sheet only with All records", async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-LIMIT', 40);
    const draft = await ok('chemical/requestApproval/save', {
      date: '2026-11-27',
      departmentId: world.stores,
      requiredBy: '2026-11-28',
      purpose: 'PRODUCTION',
      lines: [{ itemId: ids.granules, quantity: 10 }],
    });
    const request = (await submit('chemical/requestApproval', draft)).body.data as Doc;
    expect(request.status).toBe(S.OPEN);
    const issue = (token: string) =>
      floor(
        'issue',
        granules('F-LIMIT', {
          departmentId: world.stores,
          materialRequestId: request.id,
          toStockAreaId: state.fg,
          quantity: 5,
        }),
        token,
      );
    const refused = await issue(users.limited);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('There is no such material request here.');
    expect(JSON.stringify(refused.body)).not.toContain(String(request.number));
    expect((await issue(users.whole)).status).toBe(200);

    await stockUp(app().server, ids.granules, ids.weaving, 'F-LIMIT-C', 20);
    const sheet = await ok('chemical/storeManagement/reconcile/save', {
      date: '2026-11-27',
      stockAreaId: ids.weaving,
    });
    const count = (token: string) =>
      floor(
        'count',
        granules('F-LIMIT-C', { stockAreaId: ids.weaving, quantity: 19, reason: 'A bag torn' }),
        token,
      );
    const none = await count(users.limited);
    expect(none.status).toBe(409);
    expect(none.body.responseMessage).toBe(
      "Weaving WIP has no open count sheet: start one at the desk's Stock Reconciliation.",
    );
    const counted = await count(users.whole);
    expect(counted.status, counted.body.responseMessage).toBe(200);
    expect(counted.body.data).toMatchObject({ module: 'stockCount', id: sheet.id });
  });
});

describe("a dispatch's refusals name another user's documents only to a role that sees them (decision 2369)", () => {
  /** A dispatch of the parcel, against an order of the user's own, submitted as the user: its refusal. */
  async function refusals(token: string, parcel: keyof typeof parcels): Promise<string> {
    const as = (path: string, body: unknown) => app().call<Doc>('POST', path, token, body);
    const saved = async (path: string, body: unknown) => {
      const draft = await as(`${path}/save`, body);
      expect(draft.status, draft.body.responseMessage).toBe(200);
      return draft.body.data as Doc;
    };
    const draftOrder = await saved('chemical/salesOrder', {
      partyId: state.customer,
      date: '2026-11-24',
      branchId: ids.branch,
      placeOfSupply: '24',
      paymentTerms: '30 days',
      lines: [{ itemId: ids.tape, quantity: 5, rate: 250 }],
    });
    const own = (await as('chemical/salesOrder/submit', { id: draftOrder.id, version: draftOrder.version }))
      .body.data as Doc;
    const draft = await saved(DC, {
      partyId: state.customer,
      salesOrderId: own.id,
      date: '2026-11-25',
      vehicleNumber: 'gj01ab1234',
      driverName: 'Ramesh',
      lrNumber: 'LR-78',
      freight: 100,
      lines: [
        {
          salesOrderLineId: own.lines[0]?.id,
          parcelNumber: parcels[parcel],
          itemId: ids.tape,
          stockAreaId: state.fg,
          quantity: 2,
        },
      ],
    });
    const sent = await as(`${DC}/submit`, { id: draft.id, version: draft.version });
    expect(sent.status).toBe(400);
    return JSON.stringify(sent.body);
  }

  it('says "another dispatch" and "another sales order" to a role without All records', async () => {
    const limited = (await refusals(users.limited, 'left')) + (await refusals(users.limited, 'inStock'));
    expect(limited).toContain(`Parcel ${parcels.left} was dispatched already, on another dispatch.`);
    expect(limited).toContain(
      `Parcel ${parcels.inStock} was packed for another sales order: dispatch it against that order.`,
    );
    expect(limited).not.toContain(String(order().number));
    expect(theirs.filter((number) => limited.includes(number))).toEqual([]);
    const whole = (await refusals(users.whole, 'left')) + (await refusals(users.whole, 'inStock'));
    expect(whole).toContain(`Parcel ${parcels.left} was dispatched already, on ${theirs[3]}.`);
    expect(whole).toContain(`Parcel ${parcels.inStock} was packed for Sales Order ${String(order().number)}`);
  });
});
