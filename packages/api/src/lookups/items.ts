import type { Observable } from 'rxjs';
import type { CustomFieldRow, DocumentKey, DocumentStatus, EntityRecord } from '@erp/domain';
import { dataOf, listOf, optionalOf, pageOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import type { Page } from '../client/envelope.ts';
import type { ReconcileItem, ReconcileItemQuery } from './reconcile.ts';

/** The body of a query POST whose shape the spec does not show (spec §7 "Payload shapes … not shown"). */
export interface QueryBody {
  [field: string]: unknown;
}

/** Spec §3: "Lookup display names: … name for items". */
export interface ItemRow extends EntityRecord {
  id: number;
  name: string;
  code?: string;
}

/** A page of an item list the server pages (`getAllItem`, `finishItemList`…: decision 0930). */
export interface ItemListQuery {
  page?: number;
  size?: number;
  q?: string;
}

/** A quality parameter (the customParam master) with its limits; for no product type: every item's. */
export interface QualityParameter {
  id: number;
  name: string | null;
  unit: string | null;
  minValue: number | null;
  maxValue: number | null;
  testMethod: string | null;
  productTypeId: number | null;
  /** `custom`, or the fixed master that declares it (purity, ph, moisture, …, decision 1330). */
  parameterKind: string | null;
}

/** An item with its quality parameters and its custom fields' values, in the module's order. */
export interface ItemWithProperties extends ItemRow {
  qualityParameters: QualityParameter[];
  properties: { key: string; name: string; fieldType: string; value: unknown }[];
}

/** What allAttributes/getAllAttributes/{type} lists: the type's quality parameters, then its custom fields. */
export type Attribute =
  ({ kind: 'qualityParameter' } & QualityParameter) | ({ kind: 'customField' } & CustomFieldRow);

/** A numbered document (batch, parcel, slip, request, transfer): the next number the server hands out. */
export interface DocumentNumber {
  number: string;
}

/** One movement line of a stock ledger (sales order or organisation stock of a batch or packing). */
export interface LedgerRow extends EntityRecord {
  item?: { id: number; name: string };
  quantity?: number;
}

export type ProductionBatch = EntityRecord;
export type BillOfMaterial = EntityRecord;
export type MaterialRequest = EntityRecord;
export type StockTransfer = EntityRecord;
export type SalesOrder = EntityRecord;
export type Inward = EntityRecord;
/** A document's kept print choices (issue 22, decision 1720): `moduleName` is its `DOCUMENTS` key. */
export interface PrintParameter {
  id?: number;
  moduleName: string;
  entityId: number;
  /** 1 to 10 full copies: Original, Duplicate, Triplicate… */
  copies: number;
  /** Printed above the terms; at most 500 characters. */
  extraRemarks: string;
  updatedAt?: string;
}
/** A custom field assigned to a module, as moduleCustomField/getCustomFields answers (issue 8). */
export type CustomFieldValue = CustomFieldRow;
export type PurchaseOrder = EntityRecord;

/** An item's last price from a party: the rate of its latest submitted order line, that order's date and number. */
export interface LastPrice {
  rate: number;
  /** 'yyyy-MM-dd'. */
  date: string;
  number: string;
}

/** One order line of a party's order ledger (`PARTY_ORDER_LEDGER_SUPPORT`): ordered, done and pending. */
export interface OrderLedgerLine {
  document: DocumentKey;
  documentId: number;
  number: string;
  /** 'yyyy-MM-dd'. */
  date: string;
  status: DocumentStatus;
  lineId: number;
  lineNo: number;
  item: { id: number; name: string } | null;
  /** The unit with its decimals, as a quantity shows. */
  uom: { id: number; name: string; decimals: number | null } | null;
  quantity: number;
  /** Received on a purchase order, dispatched on a sales order. */
  doneQuantity: number;
  /** Still expected: nothing once the order is closed. */
  pendingQuantity: number;
}

export interface ItemCalls {
  // Items
  /** GET chemical/item/finishItemList/{id}: the outputs of the bills of material that use item `id`. */
  getFinishItems(id: number, query?: ItemListQuery): Observable<Page<ItemRow>>;
  /** GET chemical/item/getWithProperties/{id}. */
  getItemWithProperties(id: number): Observable<ItemWithProperties>;
  /** GET chemical/item/getAllItem. */
  getAllItems(query?: ItemListQuery): Observable<Page<ItemRow>>;
  /** GET chemical/item/getAllItemByProductType/{productType}. */
  getItemsByProductType(productType: number, query?: ItemListQuery): Observable<Page<ItemRow>>;
  /** POST chemical/itemTuple/getItemTupleId. */
  getItemTupleId(body: QueryBody): Observable<number>;
  /** GET allAttributes/getAllAttributes/{type}. */
  getAllAttributes(type: string): Observable<Attribute[]>;
  // Reconciliation
  /** POST chemical/reconcile/searchItem. */
  searchReconcileItems(body: ReconcileItemQuery): Observable<Page<ReconcileItem>>;
  /** GET chemical/reconcile/getSlipNo/false. */
  getReconcileSlipNumber(): Observable<DocumentNumber>;
  // Production batches
  /** GET chemical/productionbatch/getUniqueBatchNumber/{id}. */
  getUniqueBatchNumber(id: number): Observable<DocumentNumber>;
  /** GET chemical/productionbatch/{id}. */
  getProductionBatch(id: number): Observable<ProductionBatch>;
  /** GET chemical/productionbatch/getLotNumbersByMouldId/{id}. */
  getLotNumbersByMould(mouldId: number): Observable<string[]>;
  /** GET chemical/productionbatch/getSalesOrderStockLedger/{id}. */
  getBatchSalesOrderStockLedger(id: number): Observable<LedgerRow[]>;
  /** GET chemical/productionbatch/getOrganizationStock/{id}. */
  getBatchOrganisationStock(id: number): Observable<LedgerRow[]>;
  /** POST chemical/productionbatch/getInputOutputDetailsByLotNumberAndMould. */
  getInputOutputByLotAndMould(body: QueryBody): Observable<LedgerRow[]>;
  /** POST chemical/productionbatch/getInputOutputDetailsByBOM. */
  getInputOutputByBom(body: QueryBody): Observable<LedgerRow[]>;
  // Packing process
  /** GET chemical/packingProcess/getSalesOrderStockLedger/{id}. */
  getPackingSalesOrderStockLedger(id: number): Observable<LedgerRow[]>;
  /** GET chemical/packingProcess/getOrganizationStock/{id}. */
  getPackingOrganisationStock(id: number): Observable<LedgerRow[]>;
  /** GET chemical/packingProcess/getUniqueParcelNumber. */
  getUniqueParcelNumber(): Observable<DocumentNumber>;
  // Bills of material and moulds
  /** GET chemical/bom/getBOMListBySalesOrder/{id}. */
  getBomsBySalesOrder(salesOrderId: number): Observable<BillOfMaterial[]>;
  /** GET chemical/bom/getBOMByItemType/{id}. */
  getBomsByItemType(itemTypeId: number): Observable<BillOfMaterial[]>;
  /** GET chemical/bom/{id}. */
  getBom(id: number): Observable<BillOfMaterial>;
  /** GET chemical/bom/getAllBOMS. */
  getAllBoms(): Observable<BillOfMaterial[]>;
  /** GET chemical/mould/getMouldByMouldName/{id}. */
  getMouldsByMouldName(mouldNameId: number): Observable<EntityRecord[]>;
  // Material requests and stock transfers
  /** POST chemical/requestApproval/getSOQuantityAndRequestedQuantity. */
  getSOQuantityAndRequestedQuantity(body: QueryBody): Observable<EntityRecord[]>;
  /** GET chemical/requestApproval/getOpenAndInProgressRequest. */
  getOpenAndInProgressRequests(): Observable<MaterialRequest[]>;
  /** GET chemical/requestApproval/getRequestByRequestNumber/{number}. */
  getRequestByNumber(requestNumber: string): Observable<MaterialRequest>;
  /** GET chemical/requestApproval/{id}. */
  getMaterialRequest(id: number): Observable<MaterialRequest>;
  /** GET chemical/stockTransfer/getOpenStockTransferList. */
  getOpenStockTransfers(): Observable<StockTransfer[]>;
  /** GET chemical/stockTransfer/getByStockTransferNumber/{number}. */
  getStockTransferByNumber(transferNumber: string): Observable<StockTransfer>;
  /** GET chemical/process/getProcessAndStockAreas/{processName}. */
  getProcessAndStockAreas(processName: string): Observable<EntityRecord[]>;
  // Sales orders
  /** POST chemical/salesOrder/getItemLastPriceByCustomerAndItem: null when the customer never ordered it. */
  getItemLastPrice(body: { customerId: number; itemId: number }): Observable<LastPrice | null>;
  /** POST chemical/purchaseOrder/getItemLastPriceBySupplierAndItem (decision 0850). */
  getItemLastPurchasePrice(body: { supplierId: number; itemId: number }): Observable<LastPrice | null>;
  /** GET party/orderLedger/{partyId}?page&size: its order lines, newest first (decision 0850). */
  getPartyOrderLedger(
    partyId: number,
    page: { page: number; size: number },
  ): Observable<Page<OrderLedgerLine>>;
  /** GET chemical/salesOrder. */
  getSalesOrders(): Observable<SalesOrder[]>;
  /** GET chemical/salesOrder/getOpenAndInProgressSalesOrderList. */
  getOpenAndInProgressSalesOrders(): Observable<SalesOrder[]>;
  /** GET chemical/salesOrder/getByProduction. */
  getSalesOrdersForProduction(): Observable<SalesOrder[]>;
  /** GET chemical/salesOrder/getByDispatch. */
  getSalesOrdersForDispatch(): Observable<SalesOrder[]>;
  /** GET chemical/salesOrder/{id}. */
  getSalesOrder(id: number): Observable<SalesOrder>;
  /** GET chemical/purchaseOrder/{id}. */
  getPurchaseOrder(id: number): Observable<PurchaseOrder>;
  // Inward
  /** POST chemical/inward/getItemSpecification. */
  getItemSpecification(body: QueryBody): Observable<EntityRecord>;
  /** POST chemical/inward/getVendorCodeForInward. */
  getVendorCodeForInward(body: QueryBody): Observable<string | null>;
  /** POST chemical/inward/checkVendorCode. */
  checkVendorCode(body: QueryBody): Observable<boolean>;
  /** GET chemical/inward/getCodeForVendor/{partyId}. */
  getCodeForVendor(partyId: number): Observable<string | null>;
  /** GET chemical/inward/v2/{id}. */
  getInward(id: number): Observable<Inward>;
  /** GET chemical/preinward/{id}. */
  getPreInward(id: number): Observable<Inward>;
  /** GET chemical/rack/{id}. */
  getRack(id: number): Observable<EntityRecord>;
  // Custom fields, print parameters, quotations
  /** POST moduleCustomField/getCustomFields. */
  getCustomFields(body: { moduleName: string; entityId?: number }): Observable<CustomFieldValue[]>;
  /** POST chemical/printParameter/saveAll. */
  savePrintParameters(rows: readonly PrintParameter[]): Observable<PrintParameter[]>;
  /** GET chemical/printParameter/getByModuleNameAndEntityId/{moduleName}/{id}. */
  getPrintParameters(moduleName: string, entityId: number): Observable<PrintParameter[]>;
  /** GET crm/quotation/deleteQuotationItemDetails/{id}. */
  deleteQuotationItemDetail(id: number): Observable<EntityRecord | null>;
}

/** The query parameters of an item list: only those given (the server's defaults for the others). */
function pageParams(query: ItemListQuery): Record<string, string | number> | undefined {
  const given = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return given.length > 0 ? Object.fromEntries(given) : undefined;
}

export function createItemCalls(client: ApiClient): ItemCalls {
  const get = <T>(path: string) => dataOf<T>(client, request.get(path));
  const getList = <T>(path: string) => listOf<T>(client, request.get(path));
  const post = <T>(path: string, body: unknown) => dataOf<T>(client, request.post(path, body));
  const getOptional = <T>(path: string) => optionalOf<T>(client, request.get(path));
  const postOptional = <T>(path: string, body: unknown) => optionalOf<T>(client, request.post(path, body));
  const postList = <T>(path: string, body: unknown) => listOf<T>(client, request.post(path, body));
  const getPage = <T>(path: string, query: ItemListQuery = {}) =>
    pageOf<T>(client, request.get(path, pageParams(query)));
  return {
    getFinishItems: (id, query) => getPage(`chemical/item/finishItemList/${id}`, query),
    getItemWithProperties: (id) => get(`chemical/item/getWithProperties/${id}`),
    getAllItems: (query) => getPage('chemical/item/getAllItem', query),
    getItemsByProductType: (productType, query) =>
      getPage(`chemical/item/getAllItemByProductType/${productType}`, query),
    getItemTupleId: (body) => post('chemical/itemTuple/getItemTupleId', body),
    getAllAttributes: (type) => getList(`allAttributes/getAllAttributes/${encodeURIComponent(type)}`),
    searchReconcileItems: (body) => pageOf(client, request.post('chemical/reconcile/searchItem', body)),
    getReconcileSlipNumber: () => get('chemical/reconcile/getSlipNo/false'),
    getUniqueBatchNumber: (id) => get(`chemical/productionbatch/getUniqueBatchNumber/${id}`),
    getProductionBatch: (id) => get(`chemical/productionbatch/${id}`),
    getLotNumbersByMould: (mouldId) => getList(`chemical/productionbatch/getLotNumbersByMouldId/${mouldId}`),
    getBatchSalesOrderStockLedger: (id) => getList(`chemical/productionbatch/getSalesOrderStockLedger/${id}`),
    getBatchOrganisationStock: (id) => getList(`chemical/productionbatch/getOrganizationStock/${id}`),
    getInputOutputByLotAndMould: (body) =>
      postList('chemical/productionbatch/getInputOutputDetailsByLotNumberAndMould', body),
    getInputOutputByBom: (body) => postList('chemical/productionbatch/getInputOutputDetailsByBOM', body),
    getPackingSalesOrderStockLedger: (id) =>
      getList(`chemical/packingProcess/getSalesOrderStockLedger/${id}`),
    getPackingOrganisationStock: (id) => getList(`chemical/packingProcess/getOrganizationStock/${id}`),
    getUniqueParcelNumber: () => get('chemical/packingProcess/getUniqueParcelNumber'),
    getBomsBySalesOrder: (salesOrderId) => getList(`chemical/bom/getBOMListBySalesOrder/${salesOrderId}`),
    getBomsByItemType: (itemTypeId) => getList(`chemical/bom/getBOMByItemType/${itemTypeId}`),
    getBom: (id) => get(`chemical/bom/${id}`),
    getAllBoms: () => getList('chemical/bom/getAllBOMS'),
    getMouldsByMouldName: (mouldNameId) => getList(`chemical/mould/getMouldByMouldName/${mouldNameId}`),
    getSOQuantityAndRequestedQuantity: (body) =>
      postList('chemical/requestApproval/getSOQuantityAndRequestedQuantity', body),
    getOpenAndInProgressRequests: () => getList('chemical/requestApproval/getOpenAndInProgressRequest'),
    getRequestByNumber: (requestNumber) =>
      get(`chemical/requestApproval/getRequestByRequestNumber/${encodeURIComponent(requestNumber)}`),
    getMaterialRequest: (id) => get(`chemical/requestApproval/${id}`),
    getOpenStockTransfers: () => getList('chemical/stockTransfer/getOpenStockTransferList'),
    getStockTransferByNumber: (transferNumber) =>
      get(`chemical/stockTransfer/getByStockTransferNumber/${encodeURIComponent(transferNumber)}`),
    getProcessAndStockAreas: (processName) =>
      getList(`chemical/process/getProcessAndStockAreas/${encodeURIComponent(processName)}`),
    getItemLastPrice: (body) => postOptional('chemical/salesOrder/getItemLastPriceByCustomerAndItem', body),
    getItemLastPurchasePrice: (body) =>
      postOptional('chemical/purchaseOrder/getItemLastPriceBySupplierAndItem', body),
    getPartyOrderLedger: (partyId, page) => pageOf(client, request.get(`party/orderLedger/${partyId}`, page)),
    getSalesOrders: () => getList('chemical/salesOrder'),
    getOpenAndInProgressSalesOrders: () => getList('chemical/salesOrder/getOpenAndInProgressSalesOrderList'),
    getSalesOrdersForProduction: () => getList('chemical/salesOrder/getByProduction'),
    getSalesOrdersForDispatch: () => getList('chemical/salesOrder/getByDispatch'),
    getSalesOrder: (id) => get(`chemical/salesOrder/${id}`),
    getPurchaseOrder: (id) => get(`chemical/purchaseOrder/${id}`),
    getItemSpecification: (body) => post('chemical/inward/getItemSpecification', body),
    getVendorCodeForInward: (body) => postOptional('chemical/inward/getVendorCodeForInward', body),
    checkVendorCode: (body) => post('chemical/inward/checkVendorCode', body),
    getCodeForVendor: (partyId) => getOptional(`chemical/inward/getCodeForVendor/${partyId}`),
    getInward: (id) => get(`chemical/inward/v2/${id}`),
    getPreInward: (id) => get(`chemical/preinward/${id}`),
    getRack: (id) => get(`chemical/rack/${id}`),
    getCustomFields: (body) => postList('moduleCustomField/getCustomFields', body),
    savePrintParameters: (rows) => postList('chemical/printParameter/saveAll', rows),
    getPrintParameters: (moduleName, entityId) =>
      getList(
        `chemical/printParameter/getByModuleNameAndEntityId/${encodeURIComponent(moduleName)}/${entityId}`,
      ),
    deleteQuotationItemDetail: (id) => getOptional(`crm/quotation/deleteQuotationItemDetails/${id}`),
  };
}
