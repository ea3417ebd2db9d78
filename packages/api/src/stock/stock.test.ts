import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { OPENING_STOCK_UPLOAD_PATH, createStockCalls, placeParams, type StockCalls } from './stock.ts';

describe('stock calls', () => {
  it.each<[string, (calls: StockCalls) => Observable<unknown>, string, string]>([
    [
      'getAllocations',
      (c) => c.getAllocations(),
      'GET',
      'chemical/storeManagement/allocate/getAllByPartner/v2',
    ],
    ['getStock', (c) => c.getStock(), 'POST', 'chemical/itemStock/getStock/v2'],
    ['getStockList', (c) => c.getStockList({ item: 4 }), 'POST', 'chemical/itemStock/getStockList/v2'],
    [
      'getStockForSalesOrder',
      (c) => c.getStockForSalesOrder(),
      'POST',
      'chemical/itemStock/getStockForSalesOrder/v2',
    ],
    [
      'getStockListWithGroupBy',
      (c) => c.getStockListWithGroupBy(),
      'POST',
      'chemical/itemStock/getStockListWithGroupBy/v2',
    ],
    [
      'getFilteredProductStockView',
      (c) => c.getFilteredProductStockView(),
      'POST',
      'chemical/itemStock/v2/getFilteredProductStockView',
    ],
    ['getItemStock', (c) => c.getItemStock(), 'GET', 'chemical/itemStock/v2'],
    ['getPackingItemStock', (c) => c.getPackingItemStock(), 'POST', 'chemical/packingItemStock/getStock'],
  ])('spec §7: %s calls %s %s', async (_name, invoke, method, url) => {
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', dataList: [] }));
    await firstValueFrom(invoke(createStockCalls(client)));
    expect(lastCall(client)).toMatchObject({ method, url });
  });

  it('spec §7: "POST chemical/itemStock/getStock/v2 (empty body or filter body)"', async () => {
    const client = recordingClient();
    const calls = createStockCalls(client);
    await firstValueFrom(calls.getStock());
    expect(lastCall(client).body).toEqual({});
    await firstValueFrom(calls.getStock({ company: 1, item: 7 }));
    expect(lastCall(client).body).toEqual({ company: 1, item: 7 });
  });

  it('spec §7: company, branch, location "sent only if above 0"', async () => {
    expect(placeParams({ company: 1, branch: 0, location: -1 })).toEqual({ company: 1 });
    expect(placeParams({})).toEqual({});
    const client = recordingClient();
    await firstValueFrom(createStockCalls(client).getItemStock({ company: 2, branch: 3, location: 4 }));
    expect(lastCall(client).params).toEqual({ company: 2, branch: 3, location: 4 });
  });

  it("issue 8: the opening stock sheet goes as one 'file' part of a multipart form", async () => {
    const result = { documentNo: 'OS-1', fileName: 'a.csv', rows: [], totalValue: 0 };
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data: result }));
    const sheet = new File(['Item Code,Stock Area,Quantity,Rate'], 'a.csv', { type: 'text/csv' });
    expect(await firstValueFrom(createStockCalls(client).uploadOpeningStock(sheet))).toEqual(result);
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: OPENING_STOCK_UPLOAD_PATH });
    const form = lastCall(client).body as FormData;
    expect((form.get('file') as File).name).toBe('a.csv');
  });
});
