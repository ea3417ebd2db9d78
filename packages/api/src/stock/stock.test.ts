import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import {
  OPENING_STOCK_UPLOAD_PATH,
  createStockCalls,
  placeParams,
  type StockCalls,
  type StockRow,
} from './stock.ts';

const ROW: StockRow = {
  id: 1,
  itemId: 3,
  item: { id: 3, code: 'RM-PP-348', name: 'PP Granules RP348' },
  branchName: 'Head Office',
  locationName: 'Plant 1',
  stockAreaId: 5,
  stockAreaName: 'Raw Material Store',
  rackName: null,
  lotNumber: 'L1',
  rollNumber: null,
  packingTypeName: null,
  held: false,
  quantity: 8,
  reservedQuantity: 0,
  availableQuantity: 8,
  secondaryQuantity: 0,
  uom: { id: 1, name: 'KGS', decimals: 3 },
  secondaryUom: null,
  rate: 98.5,
  value: 788,
  reorderLevel: 10,
  belowReorder: true,
  expiresOn: null,
};

describe('stock calls', () => {
  it.each<[string, (calls: StockCalls) => Observable<unknown>, string, string]>([
    [
      'getAllocations',
      (c) => c.getAllocations(),
      'GET',
      'chemical/storeManagement/allocate/getAllByPartner/v2',
    ],
    ['getStock', (c) => c.getStock(), 'POST', 'chemical/itemStock/getStock/v2'],
    ['getStockList', (c) => c.getStockList({ itemId: 4 }), 'POST', 'chemical/itemStock/getStockList/v2'],
    [
      'getStockForSalesOrder',
      (c) => c.getStockForSalesOrder(12),
      'POST',
      'chemical/itemStock/getStockForSalesOrder/v2',
    ],
    [
      'getStockListWithGroupBy',
      (c) => c.getStockListWithGroupBy({ groupBy: 'item', page: 1, size: 10 }),
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
    [
      'getStockCard',
      (c) => c.getStockCard({ itemId: 3, page: 1, size: 20 }),
      'POST',
      'chemical/itemStock/stockCard',
    ],
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
    await firstValueFrom(calls.getStock({ company: 1, itemId: 7 }));
    expect(lastCall(client).body).toEqual({ company: 1, itemId: 7 });
  });

  it('issue 17: a stock page carries its rows, the count of the whole list and its value', async () => {
    const client = recordingClient(() => ({
      responseCode: 200,
      responseMessage: 'OK',
      dataList: [ROW],
      totalCount: 41,
      totalValue: 123456.5,
    }));
    const query = { branch: 2, stockAreaId: 5, q: 'pp', page: 3, size: 20, groupBy: 'itemAndLot' as const };
    expect(await firstValueFrom(createStockCalls(client).getStockListWithGroupBy(query))).toEqual({
      rows: [ROW],
      totalCount: 41,
      totalValue: 123456.5,
    });
    expect(lastCall(client).body).toEqual(query);
  });

  it('issue 17: a page without a value (no stock) is worth 0', async () => {
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', dataList: [] }));
    expect(await firstValueFrom(createStockCalls(client).getStock({ page: 1, size: 10 }))).toEqual({
      rows: [],
      totalCount: 0,
      totalValue: 0,
    });
  });

  it('issue 17: the stock card reads its movements from dataList and its item, unit and closing from data', async () => {
    const movement = {
      id: 9,
      date: '2026-11-20',
      movement: 'INWARD',
      documentType: 'inward',
      documentId: 4,
      documentNo: 'IN/2026-27/00004',
      stockAreaName: 'Raw Material Store',
      lotNumber: 'L1',
      rollNumber: null,
      rackName: null,
      held: false,
      in: 10,
      out: 0,
      secondaryIn: 25,
      secondaryOut: 0,
      balance: 18,
      rate: 98.5,
      value: 985,
    };
    const header = {
      item: ROW.item,
      uom: ROW.uom,
      secondaryUom: { id: 2, name: 'MTR', decimals: 2 },
      closing: 18,
      secondaryClosing: 45,
    };
    const client = recordingClient(() => ({
      responseCode: 200,
      responseMessage: 'OK',
      data: header,
      dataList: [movement],
      totalCount: 1,
    }));
    const query = { itemId: 3, stockAreaId: 5, lotNumber: 'L1', page: 1, size: 20 };
    expect(await firstValueFrom(createStockCalls(client).getStockCard(query))).toEqual({
      rows: [movement],
      totalCount: 1,
      ...header,
    });
    expect(lastCall(client).body).toEqual(query);
  });

  it('issue 17: getStockForSalesOrder sends the order and answers its lines with what is available', async () => {
    const line = {
      lineId: 31,
      lineNo: 1,
      itemId: 3,
      item: ROW.item,
      uom: ROW.uom,
      quantity: 12,
      dispatchedQuantity: 5,
      pendingQuantity: 7,
      availableQuantity: 8,
    };
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', dataList: [line] }));
    expect(await firstValueFrom(createStockCalls(client).getStockForSalesOrder(12))).toEqual([line]);
    expect(lastCall(client)).toMatchObject({
      method: 'POST',
      url: 'chemical/itemStock/getStockForSalesOrder/v2',
      body: { salesOrderId: 12 },
    });
  });

  it('issue 17: the filter body carries reorder, product type and material kind as the server reads them', async () => {
    const client = recordingClient();
    const filter = { belowReorder: true, productTypeId: 4, materialKind: 'supportingMaterial' as const };
    await firstValueFrom(createStockCalls(client).getStock(filter));
    expect(lastCall(client).body).toEqual(filter);
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
