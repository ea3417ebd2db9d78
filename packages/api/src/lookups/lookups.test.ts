import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { moduleByKey } from '@erp/domain';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createItemCalls, type ItemCalls } from './items.ts';
import { SELECT_LISTS, createLookupCalls, type SelectListName } from './selectLists.ts';

const OK = { responseCode: 200, responseMessage: 'OK' };
const rowsBy = (key: string) =>
  ['zinc', 'Alum', 'bleach', 'Caustic'].map((value, id) => ({ id, [key]: value }));
const sortedValues = (rows: readonly Record<string, unknown>[], key: string) => rows.map((row) => row[key]);

describe('select lists of catalogue masters', () => {
  it.each([
    ['branch', 'erp/branch', 'name'],
    ['location', 'erp/location', 'name'],
    ['organization', 'organization', 'name'],
    ['partyType', 'partyType', 'name'],
    ['categoryType', 'partyTypeCategory', 'name'],
    ['uom', 'uom', 'name'],
    ['stockArea', 'chemical/stockArea', 'name'],
    ['bom', 'chemical/bom', 'name'],
    ['freight', 'chemical/freight', 'name'],
    ['transport', 'chemical/transport', 'name'],
    ['ph', 'chemical/ph', 'name'],
    ['item', 'chemical/item', 'name'],
    ['staff', 'staff', 'firstname'],
    ['packing', 'chemical/packing', 'packingType'],
    ['party', 'party', 'companyName'],
  ])('spec §7: %s: GET %s/getAllByPartner sorted by %s, case-insensitive', async (key, path, sortKey) => {
    const client = recordingClient(() => ({ ...OK, dataList: rowsBy(sortKey) }));
    const rows = await firstValueFrom(createLookupCalls(client).moduleList(key));
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: `${path}/getAllByPartner` });
    expect(sortedValues(rows, sortKey)).toEqual(['Alum', 'bleach', 'Caustic', 'zinc']);
    expect(moduleByKey(key)?.sortKey).toBe(sortKey);
  });

  it('an empty list stays empty', async () => {
    const client = recordingClient(() => ({ ...OK, dataList: [] }));
    expect(await firstValueFrom(createLookupCalls(client).moduleList('uom'))).toEqual([]);
  });
});

describe('select lists of spec §7 outside the catalogue', () => {
  const cases: [SelectListName, string, string][] = [
    ['preInwards', 'chemical/preinward/getAllByPartner', 'slipNumber'],
    ['customersList', 'party/getCustomersList', 'companyName'],
    ['customers', 'party/getCustomers', 'companyName'],
    ['suppliers', 'party/getSuppliers', 'companyName'],
    ['suppliersList', 'party/getSuppliersList', 'companyName'],
    ['planning', 'chemical/planning/getAllByPartner', 'planName'],
    ['labTests', 'chemical/newLabTest/getAllByPartner', 'reportId'],
    ['openPOs', 'chemical/purchaseOrder/getPOByStatus/10', 'name'],
    ['closedPOs', 'chemical/purchaseOrder/getClosedPOList', 'name'],
    ['reportModules', 'chemical/report/getReportModules', 'name'],
    ['funnelsOfLoggedInUser', 'crm/funnel/getFunnelByLoggedInUser', 'name'],
  ];
  it.each(cases)('spec §7: %s: GET %s sorted by %s', async (name, path, sortKey) => {
    const client = recordingClient(() => ({ ...OK, dataList: rowsBy(sortKey) }));
    const rows = await firstValueFrom(createLookupCalls(client).selectList(name));
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: path });
    expect(sortedValues(rows, sortKey)).toEqual(['Alum', 'bleach', 'Caustic', 'zinc']);
  });

  it('every list has a spec path and one of the spec sort keys', () => {
    for (const { path, sortKey } of Object.values(SELECT_LISTS)) {
      expect(path).toMatch(/^[a-zA-Z/]+(\/\d+)?$/);
      expect(['name', 'companyName', 'slipNumber', 'planName', 'reportId']).toContain(sortKey);
    }
  });

  it('spec §7: GET chemical/rack/getAllByPartner/{item}, sorted by name', async () => {
    const client = recordingClient(() => ({ ...OK, dataList: rowsBy('name') }));
    const rows = await firstValueFrom(createLookupCalls(client).racksByItem(12));
    expect(lastCall(client).url).toBe('chemical/rack/getAllByPartner/12');
    expect(sortedValues(rows, 'name')).toEqual(['Alum', 'bleach', 'Caustic', 'zinc']);
  });
});

describe('item, production, order and inward calls', () => {
  const body = { x: 1 };
  const cases: [string, (c: ItemCalls) => Observable<unknown>, 'GET' | 'POST', string][] = [
    ['getFinishItems', (c) => c.getFinishItems(1), 'GET', 'chemical/item/finishItemList/1'],
    ['getItemWithProperties', (c) => c.getItemWithProperties(2), 'GET', 'chemical/item/getWithProperties/2'],
    ['getAllItems', (c) => c.getAllItems(), 'GET', 'chemical/item/getAllItem'],
    [
      'getItemsByProductType',
      (c) => c.getItemsByProductType(3),
      'GET',
      'chemical/item/getAllItemByProductType/3',
    ],
    ['getItemTupleId', (c) => c.getItemTupleId(body), 'POST', 'chemical/itemTuple/getItemTupleId'],
    ['getAllAttributes', (c) => c.getAllAttributes('colour'), 'GET', 'allAttributes/getAllAttributes/colour'],
    [
      'searchReconcileItems',
      (c) => c.searchReconcileItems({ departmentId: 4, fromDate: '2026-11-01', toDate: '2026-11-30' }),
      'POST',
      'chemical/reconcile/searchItem',
    ],
    [
      'getReconcileSlipNumber',
      (c) => c.getReconcileSlipNumber(),
      'GET',
      'chemical/reconcile/getSlipNo/false',
    ],
    [
      'getUniqueBatchNumber',
      (c) => c.getUniqueBatchNumber(7),
      'GET',
      'chemical/productionbatch/getUniqueBatchNumber/7',
    ],
    ['getProductionBatch', (c) => c.getProductionBatch(8), 'GET', 'chemical/productionbatch/8'],
    [
      'getLotNumbersByMould',
      (c) => c.getLotNumbersByMould(9),
      'GET',
      'chemical/productionbatch/getLotNumbersByMouldId/9',
    ],
    [
      'getBatchSalesOrderStockLedger',
      (c) => c.getBatchSalesOrderStockLedger(1),
      'GET',
      'chemical/productionbatch/getSalesOrderStockLedger/1',
    ],
    [
      'getBatchOrganisationStock',
      (c) => c.getBatchOrganisationStock(1),
      'GET',
      'chemical/productionbatch/getOrganizationStock/1',
    ],
    [
      'getInputOutputByLotAndMould',
      (c) => c.getInputOutputByLotAndMould(body),
      'POST',
      'chemical/productionbatch/getInputOutputDetailsByLotNumberAndMould',
    ],
    [
      'getInputOutputByBom',
      (c) => c.getInputOutputByBom(body),
      'POST',
      'chemical/productionbatch/getInputOutputDetailsByBOM',
    ],
    [
      'getPackingSalesOrderStockLedger',
      (c) => c.getPackingSalesOrderStockLedger(2),
      'GET',
      'chemical/packingProcess/getSalesOrderStockLedger/2',
    ],
    [
      'getPackingOrganisationStock',
      (c) => c.getPackingOrganisationStock(2),
      'GET',
      'chemical/packingProcess/getOrganizationStock/2',
    ],
    [
      'getUniqueParcelNumber',
      (c) => c.getUniqueParcelNumber(),
      'GET',
      'chemical/packingProcess/getUniqueParcelNumber',
    ],
    ['getBomsBySalesOrder', (c) => c.getBomsBySalesOrder(3), 'GET', 'chemical/bom/getBOMListBySalesOrder/3'],
    ['getBomsByItemType', (c) => c.getBomsByItemType(3), 'GET', 'chemical/bom/getBOMByItemType/3'],
    ['getBom', (c) => c.getBom(3), 'GET', 'chemical/bom/3'],
    ['getAllBoms', (c) => c.getAllBoms(), 'GET', 'chemical/bom/getAllBOMS'],
    ['getMouldsByMouldName', (c) => c.getMouldsByMouldName(4), 'GET', 'chemical/mould/getMouldByMouldName/4'],
    [
      'getSOQuantityAndRequestedQuantity',
      (c) => c.getSOQuantityAndRequestedQuantity(body),
      'POST',
      'chemical/requestApproval/getSOQuantityAndRequestedQuantity',
    ],
    [
      'getOpenAndInProgressRequests',
      (c) => c.getOpenAndInProgressRequests(),
      'GET',
      'chemical/requestApproval/getOpenAndInProgressRequest',
    ],
    [
      'getRequestByNumber',
      (c) => c.getRequestByNumber('MR/24-25/001'),
      'GET',
      'chemical/requestApproval/getRequestByRequestNumber/MR%2F24-25%2F001',
    ],
    ['getMaterialRequest', (c) => c.getMaterialRequest(5), 'GET', 'chemical/requestApproval/5'],
    [
      'getOpenStockTransfers',
      (c) => c.getOpenStockTransfers(),
      'GET',
      'chemical/stockTransfer/getOpenStockTransferList',
    ],
    [
      'getStockTransferByNumber',
      (c) => c.getStockTransferByNumber('ST-9'),
      'GET',
      'chemical/stockTransfer/getByStockTransferNumber/ST-9',
    ],
    [
      'getProcessAndStockAreas',
      (c) => c.getProcessAndStockAreas('Weaving'),
      'GET',
      'chemical/process/getProcessAndStockAreas/Weaving',
    ],
    [
      'getItemLastPrice',
      (c) => c.getItemLastPrice({ customerId: 1, itemId: 2 }),
      'POST',
      'chemical/salesOrder/getItemLastPriceByCustomerAndItem',
    ],
    ['getSalesOrders', (c) => c.getSalesOrders(), 'GET', 'chemical/salesOrder'],
    [
      'getOpenAndInProgressSalesOrders',
      (c) => c.getOpenAndInProgressSalesOrders(),
      'GET',
      'chemical/salesOrder/getOpenAndInProgressSalesOrderList',
    ],
    [
      'getSalesOrdersForProduction',
      (c) => c.getSalesOrdersForProduction(),
      'GET',
      'chemical/salesOrder/getByProduction',
    ],
    [
      'getSalesOrdersForDispatch',
      (c) => c.getSalesOrdersForDispatch(),
      'GET',
      'chemical/salesOrder/getByDispatch',
    ],
    ['getSalesOrder', (c) => c.getSalesOrder(6), 'GET', 'chemical/salesOrder/6'],
    ['getPurchaseOrder', (c) => c.getPurchaseOrder(6), 'GET', 'chemical/purchaseOrder/6'],
    [
      'getItemSpecification',
      (c) => c.getItemSpecification(body),
      'POST',
      'chemical/inward/getItemSpecification',
    ],
    [
      'getVendorCodeForInward',
      (c) => c.getVendorCodeForInward(body),
      'POST',
      'chemical/inward/getVendorCodeForInward',
    ],
    ['checkVendorCode', (c) => c.checkVendorCode(body), 'POST', 'chemical/inward/checkVendorCode'],
    ['getCodeForVendor', (c) => c.getCodeForVendor(7), 'GET', 'chemical/inward/getCodeForVendor/7'],
    ['getInward', (c) => c.getInward(8), 'GET', 'chemical/inward/v2/8'],
    ['getPreInward', (c) => c.getPreInward(8), 'GET', 'chemical/preinward/8'],
    ['getRack', (c) => c.getRack(8), 'GET', 'chemical/rack/8'],
    [
      'getCustomFields',
      (c) => c.getCustomFields({ moduleName: 'item' }),
      'POST',
      'moduleCustomField/getCustomFields',
    ],
    [
      'savePrintParameters',
      (c) => c.savePrintParameters([{ moduleName: 'salesOrder', entityId: 9, copies: 2, extraRemarks: '' }]),
      'POST',
      'chemical/printParameter/saveAll',
    ],
    [
      'getPrintParameters',
      (c) => c.getPrintParameters('salesOrder', 9),
      'GET',
      'chemical/printParameter/getByModuleNameAndEntityId/salesOrder/9',
    ],
    [
      'deleteQuotationItemDetail',
      (c) => c.deleteQuotationItemDetail(10),
      'GET',
      'crm/quotation/deleteQuotationItemDetails/10',
    ],
  ];

  it.each(cases)('spec §7: %s calls %s %s', async (_name, invoke, method, url) => {
    const client = recordingClient(() => ({ ...OK, data: { id: 1 }, dataList: [] }));
    await firstValueFrom(invoke(createItemCalls(client)));
    expect(lastCall(client)).toMatchObject({ method, url });
  });

  it('POST bodies go as sent; a last price is its rate, date and order number', async () => {
    const price = { rate: 12.5, date: '2026-11-12', number: 'SO/2026-27/00002' };
    const client = recordingClient(() => ({ ...OK, data: price }));
    expect(
      await firstValueFrom(createItemCalls(client).getItemLastPrice({ customerId: 1, itemId: 2 })),
    ).toEqual(price);
    expect(lastCall(client).body).toEqual({ customerId: 1, itemId: 2 });
    await firstValueFrom(createItemCalls(client).getItemLastPurchasePrice({ supplierId: 3, itemId: 4 }));
    expect(lastCall(client)).toMatchObject({
      method: 'POST',
      url: 'chemical/purchaseOrder/getItemLastPriceBySupplierAndItem',
      body: { supplierId: 3, itemId: 4 },
    });
  });

  it("a party's order ledger is a page: GET party/orderLedger/{id} with page and size", async () => {
    const line = { document: 'salesOrder', documentId: 5, quantity: 8, doneQuantity: 3, pendingQuantity: 5 };
    const client = recordingClient(() => ({ ...OK, dataList: [line], totalCount: 41 }));
    const page = await firstValueFrom(createItemCalls(client).getPartyOrderLedger(7, { page: 3, size: 20 }));
    expect(lastCall(client)).toMatchObject({
      method: 'GET',
      url: 'party/orderLedger/7',
      params: { page: 3, size: 20 },
    });
    expect(page).toMatchObject({ rows: [line], totalCount: 41 });
  });

  it('the item lists are pages: only the page, size and search given go along', async () => {
    const item = { id: 4, code: 'RM-PP-001', name: 'PP Granules' };
    const client = recordingClient(() => ({ ...OK, dataList: [item], totalCount: 31 }));
    const calls = createItemCalls(client);
    const page = await firstValueFrom(calls.getItemsByProductType(3, { page: 2, size: 20, q: '' }));
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'GET',
      url: 'chemical/item/getAllItemByProductType/3',
      params: { page: 2, size: 20 },
    });
    expect(page).toEqual({ rows: [item], totalCount: 31 });
    await firstValueFrom(calls.getAllItems());
    expect(lastCall(client)).toEqual({ kind: 'request', method: 'GET', url: 'chemical/item/getAllItem' });
  });

  it('a last price the server does not have is null', async () => {
    const client = recordingClient(() => ({ ...OK, data: null }));
    expect(
      await firstValueFrom(createItemCalls(client).getItemLastPrice({ customerId: 1, itemId: 2 })),
    ).toBeNull();
  });
});
