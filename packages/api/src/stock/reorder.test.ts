import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { REORDER_LIST_PATH, REORDER_ORDERS_PATH, type ReorderRow } from './reorder.ts';
import { createStockCalls } from './stock.ts';

const ROW: ReorderRow = {
  itemId: 3,
  item: { id: 3, code: 'RM-PP-348', name: 'PP Granules RP348' },
  uom: { id: 1, name: 'KGS', decimals: 3 },
  reorderLevel: 5000,
  available: 1240,
  onOrder: 60,
  suggested: 3700,
  supplier: { id: 7, name: 'Shree Ganesh Polymers' },
  rate: 104.5,
};

describe('reorder calls', () => {
  it('issue 17: pages the reorder list with POST chemical/itemStock/reorderList', async () => {
    const client = recordingClient(() => ({
      responseCode: 200,
      responseMessage: 'OK',
      dataList: [ROW],
      totalCount: 11,
    }));
    const query = { page: 2, size: 10, q: 'pp', sort: '-suggested' };
    expect(await firstValueFrom(createStockCalls(client).getReorderList(query))).toEqual({
      rows: [ROW],
      totalCount: 11,
    });
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: REORDER_LIST_PATH, body: query });
  });

  it('issue 17: makes the drafts with POST chemical/itemStock/reorder/purchaseOrders and answers them', async () => {
    const drafts = [{ id: 41, supplierId: 7, supplierName: 'Shree Ganesh Polymers', lines: [] }];
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data: drafts }));
    const lines = [{ itemId: 3, supplierId: 7, quantity: 3700 }];
    expect(await firstValueFrom(createStockCalls(client).makeReorderDrafts(lines))).toEqual(drafts);
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: REORDER_ORDERS_PATH, body: { lines } });
  });
});
