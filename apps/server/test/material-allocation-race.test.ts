import { DOCUMENT_STATUS as S } from '@erp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { INWARD, PO, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 18: "30 allocations at once against stock for 10 never reserve more than 10" (decision 1004). The
// reservation is checked under the balance row's lock every movement takes, so the allocations queue there.

const MR = 'chemical/requestApproval';
const MA = 'chemical/storeManagement/allocate';
const { ids, ok, submit, call, read, stockOf, expectConsistent } = useStockDocuments();

describe('allocations at once', () => {
  afterEach(expectConsistent);

  it('30 allocations of 1 against 10 in stock: 10 reserve, 20 are refused in words, none half-done', async () => {
    const order = (
      await submit(
        PO,
        await ok(`${PO}/save`, {
          partyId: ids.supplier,
          date: '2026-11-20',
          branchId: ids.branch,
          lines: [{ itemId: ids.tape, quantity: 10, rate: 200 }],
        }),
      )
    ).body.data as Doc;
    const inward = await ok(`${INWARD}/save`, {
      partyId: ids.supplier,
      date: '2026-11-23',
      branchId: ids.branch,
      purchaseOrderId: order.id,
      lines: [
        {
          purchaseOrderLineId: order.lines[0]?.id,
          itemId: ids.tape,
          quantity: 10,
          acceptedQuantity: 10,
          stockAreaId: ids.store,
        },
      ],
    });
    expect((await submit(INWARD, inward)).status).toBe(200);
    expect(await stockOf(ids.tape, ids.store)).toBe(10);
    const request = (
      await submit(
        MR,
        await ok(`${MR}/save`, {
          date: '2026-11-24',
          departmentId: ids.stores,
          requiredBy: '2026-11-26',
          purpose: 'PRODUCTION',
          lines: [{ itemId: ids.tape, quantity: 30 }],
        }),
      )
    ).body.data as Doc;
    const drafts = await Promise.all(
      Array.from({ length: 30 }, () =>
        ok(`${MA}/save`, {
          materialRequestId: request.id,
          date: '2026-11-24',
          lines: [
            {
              materialRequestLineId: request.lines[0]?.id,
              itemId: ids.tape,
              stockAreaId: ids.store,
              quantity: 1,
              toStockAreaId: ids.weaving,
            },
          ],
        }),
      ),
    );
    const replies = await Promise.all(drafts.map((draft) => submit(MA, draft)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    const refused = replies.find((reply) => reply.status === 400);
    expect(JSON.stringify(refused?.body)).toMatch(/Only 0(\.0+)? \S+ of .* available in Raw Material Store/);
    expect(await read(MR, request.id)).toMatchObject({
      status: S.IN_PROGRESS,
      lines: [{ allocatedQuantity: 10 }],
    });
    const issued = await Promise.all(
      replies
        .filter((reply) => reply.status === 200)
        .map((reply) => reply.body.data as Doc)
        .map((doc) => call(`${MA}/issue`, { id: doc.id, version: doc.version })),
    );
    expect(issued.map((reply) => reply.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await stockOf(ids.tape, ids.store)).toBe(0);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(10);
  });
});
