import { DOCUMENT_STATUS as S } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { useFloor } from './floor-fixture.ts';
import { stockUp } from './idempotency-support.ts';
import type { Doc } from './stock-documents.ts';

// Issue 58 item 5, "Issue it to a department (against an open material request where one is)", over HTTP
// (decision 2357): the request's allocation of the scanned lot, made, submitted and issued as the desk's.

const { app, ids, state, floor, world, lotAt, granules, read, ok, submit } = useFloor();
const MR = 'chemical/requestApproval';

/** An open request of the Stores department for `quantity` of the granules (and of the tape, where asked). */
async function openRequest(quantity: number, tape = false): Promise<Doc> {
  const draft = await ok(`${MR}/save`, {
    date: '2026-11-27',
    departmentId: world.stores,
    requiredBy: '2026-11-28',
    purpose: 'PRODUCTION',
    lines: [...(tape ? [{ itemId: ids.tape, quantity: 5 }] : []), { itemId: ids.granules, quantity }],
  });
  const opened = await submit(MR, draft);
  expect(opened.body.data, JSON.stringify(opened.body)).toMatchObject({ status: S.OPEN });
  return opened.body.data as Doc;
}

const against = (lot: string, request: Doc, extra: Record<string, unknown> = {}) =>
  granules(lot, {
    departmentId: world.stores,
    materialRequestId: request.id,
    toStockAreaId: state.fg,
    ...extra,
  });

describe('issue a lot against an open material request from the floor', () => {
  it("allocates and issues the lot's quantity to the request's line of its item, as the desk's allocation", async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-MR', 40);
    const request = await openRequest(25, true);
    const reply = await floor('issue', against('F-MR', request, { quantity: 15 }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      module: 'materialAllocation',
      number: expect.stringMatching(/^MA\//),
      message: `15.000 KG of Lot F-MR issued to Stores against ${String(request.number)}.`,
    });
    expect([await lotAt('F-MR', ids.store), await lotAt('F-MR', state.fg)]).toEqual([25, 15]);
    const allocation = await read('chemical/storeManagement/allocate', Number(reply.body.data?.id));
    expect(allocation).toMatchObject({
      status: S.COMPLETED,
      materialRequestId: request.id,
      lines: [
        {
          materialRequestLineId: request.lines[1]?.id,
          lotNumber: 'F-MR',
          quantity: 15,
          stockAreaId: ids.store,
          toStockAreaId: state.fg,
        },
      ],
    });
    expect((await read(MR, request.id)).lines[1]).toMatchObject({
      allocatedQuantity: 15,
      issuedQuantity: 15,
    });
  });

  it("issues into the department's own stock area when none is named", async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-MR-OWN', 5);
    const request = await openRequest(5);
    const reply = await floor('issue', against('F-MR-OWN', request, { quantity: 5, toStockAreaId: null }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await lotAt('F-MR-OWN', state.fg)).toBe(5);
  });

  it("lists the chosen department's open requests as the phone asks them: paged and searched on the server", async () => {
    const request = await openRequest(2);
    const weaving = Number((await read('chemical/stockArea', ids.weaving)).departmentId);
    const listed = async (departmentId: number, q = '') => {
      const search = q === '' ? '' : `&q=${encodeURIComponent(q)}`;
      const reply = await app().call<Doc>(
        'GET',
        `${MR}/getOpenAndInProgressRequest?page=1&size=20&filter.departmentId=${departmentId}${search}`,
        app().admin,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return (reply.body.dataList ?? []).map((row) => row.number);
    };
    expect(await listed(world.stores)).toContain(request.number);
    expect(await listed(weaving)).not.toContain(request.number);
    expect(await listed(world.stores, String(request.number))).toEqual([request.number]);
  });

  it('refuses in words a quantity beyond what the request still wants, and another department', async () => {
    await stockUp(app().server, ids.granules, ids.store, 'F-MR-MORE', 20);
    const request = await openRequest(10);
    const more = await floor('issue', against('F-MR-MORE', request, { quantity: 11 }));
    expect(more.status).toBe(400);
    expect(more.body.responseMessage).toBe(
      `Material request ${String(request.number)} wants only 10.000 KG more of PP Granules Raffia Grade H030SG, less than the 11.000 KG asked.`,
    );
    const weaving = Number((await read('chemical/stockArea', ids.weaving)).departmentId);
    const elsewhere = await floor(
      'issue',
      against('F-MR-MORE', request, { quantity: 1, departmentId: weaving }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.responseMessage).toBe(
      `Material request ${String(request.number)} is of another department: choose its department.`,
    );
    expect(await lotAt('F-MR-MORE', ids.store)).toBe(20);
  });

  it('refuses in words a request not open, of another item, or allocated in full', async () => {
    await stockUp(app().server, ids.tape, ids.store, 'F-MR-TAPE', 5);
    await stockUp(app().server, ids.granules, ids.store, 'F-MR-FULL', 30);
    const request = await openRequest(10);
    const other = await floor('issue', {
      itemId: ids.tape,
      lotNumber: 'F-MR-TAPE',
      stockAreaId: ids.store,
      departmentId: world.stores,
      materialRequestId: request.id,
      quantity: 1,
    });
    expect(other.status).toBe(400);
    expect(other.body.responseMessage).toMatch(
      new RegExp(`^Material request ${String(request.number)} asks for no `),
    );

    expect((await floor('issue', against('F-MR-FULL', request, { quantity: 10 }))).status).toBe(200);
    const full = await floor('issue', against('F-MR-FULL', request, { quantity: 1 }));
    expect(full.status).toBe(409);
    expect(full.body.responseMessage).toMatch(/is no longer open|is allocated in full already/);

    const closed = await openRequest(3);
    const current = await read(MR, closed.id);
    const cancelled = await app().call('POST', `${MR}/cancel`, app().admin, {
      id: closed.id,
      version: current.version,
      reason: 'Not needed',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const notOpen = await floor('issue', against('F-MR-FULL', closed, { quantity: 1 }));
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.responseMessage).toBe(
      `Material request ${String(closed.number)} is no longer open: nothing can be issued against it.`,
    );
    expect(await lotAt('F-MR-FULL', ids.store)).toBe(20);

    const none = await floor('issue', against('F-MR-FULL', { ...closed, id: 999_999 }, { quantity: 1 }));
    expect(none.status).toBe(400);
    expect(none.body.responseMessage).toBe('There is no such material request here.');
  });
});
