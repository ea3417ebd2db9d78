import {
  CUSTOMER,
  ITEM,
  REPORT_ACL,
  aclOf,
  date,
  excelAndPdf,
  periodFilter,
  quantity,
  searchOver,
  text,
  type ReportColumn,
  type ReportDef,
} from './reportDef.ts';

/**
 * Issue 22's order reports (decision 1700): per line of the submitted purchase orders what was ordered,
 * received and is pending (inward against purchase order, spec §7 `chemical/report/getInwardAgainstPO`), and
 * the lines still pending of the purchase and the sales orders (ordered − received or dispatched).
 */

const SUPPLIER = { module: 'party', displayKey: 'companyName', filter: { isSupplier: true } } as const;

/** The columns of a purchase order line's progress: received is what the inwards filled. */
const purchaseColumns: readonly ReportColumn[] = [
  text('orderNumber', 'PO Number', { sortable: true }),
  date('orderDate', 'PO Date', { sortable: true }),
  text('supplier', 'Supplier', { sortable: true }),
  text('item.code', 'Item Code', { sortable: true }),
  text('item.name', 'Item', { sortable: true }),
  text('uom.name', 'UOM'),
  quantity('ordered', 'Ordered', { sortable: true, total: true }),
  quantity('received', 'Received', { sortable: true, total: true }),
  quantity('pending', 'Pending', { sortable: true, total: true }),
  text('statusLabel', 'Status', { words: true }),
];

/** A sales order line's ordered, dispatched and pending quantities (dispatch against SO, pending sales orders). */
export const SALES_ORDER_LINE_COLUMNS: readonly ReportColumn[] = [
  text('orderNumber', 'SO Number', { sortable: true }),
  date('orderDate', 'SO Date', { sortable: true }),
  text('customer', 'Customer', { sortable: true }),
  text('item.code', 'Item Code', { sortable: true }),
  text('item.name', 'Item', { sortable: true }),
  text('uom.name', 'UOM'),
  quantity('ordered', 'Ordered', { sortable: true, total: true }),
  quantity('dispatched', 'Dispatched', { sortable: true, total: true }),
  quantity('pending', 'Pending', { sortable: true, total: true }),
  text('statusLabel', 'Status', { words: true }),
];

/** Newest order first, then by number (each order's lines then by line), as they were made. */
export const ORDER_LINES_ORDER = ['-orderDate', '-orderNumber'] as const;

const PURCHASE_ACL = [...REPORT_ACL, ...aclOf('/module/purchase-order')];

export const INWARD_AGAINST_PO: ReportDef = {
  id: 'getInwardAgainstPO',
  title: 'Inward Against PO',
  area: 'Purchase',
  aclNames: PURCHASE_ACL,
  path: 'chemical/report/getInwardAgainstPO',
  ofDocuments: true,
  filters: [
    periodFilter('PO Date', { opensOn: 'month' }),
    { kind: 'lookup', key: 'partyId', label: 'Supplier', lookup: SUPPLIER },
    { kind: 'lookup', key: 'itemId', label: 'Item', lookup: ITEM },
    { kind: 'flag', key: 'open', label: 'Open orders only' },
    searchOver('orderNumber', 'supplier'),
  ],
  columns: purchaseColumns,
  order: ORDER_LINES_ORDER,
  keyColumns: ['pending', 'statusLabel'],
  exports: excelAndPdf('getInwardAgainstPO', 'Inward Against PO'),
};

export const PENDING_PURCHASE_ORDERS: ReportDef = {
  id: 'pendingPurchaseOrders',
  title: 'Pending Purchase Orders',
  area: 'Purchase',
  aclNames: PURCHASE_ACL,
  path: 'chemical/report/pendingPurchaseOrders',
  ofDocuments: true,
  filters: [
    periodFilter('PO Date'),
    { kind: 'lookup', key: 'partyId', label: 'Supplier', lookup: SUPPLIER },
    { kind: 'lookup', key: 'itemId', label: 'Item', lookup: ITEM },
    searchOver('orderNumber', 'supplier'),
  ],
  columns: purchaseColumns,
  order: ORDER_LINES_ORDER,
  keyColumns: ['pending', 'statusLabel'],
  exports: excelAndPdf('pendingPurchaseOrders', 'Pending Purchase Orders'),
};

export const PENDING_SALES_ORDERS: ReportDef = {
  id: 'pendingSalesOrders',
  title: 'Pending Sales Orders',
  area: 'Sales',
  aclNames: [...REPORT_ACL, ...aclOf('/module/sales-order')],
  path: 'chemical/report/pendingSalesOrders',
  ofDocuments: true,
  filters: [
    periodFilter('SO Date'),
    { kind: 'lookup', key: 'partyId', label: 'Customer', lookup: CUSTOMER },
    { kind: 'lookup', key: 'itemId', label: 'Item', lookup: ITEM },
    searchOver('orderNumber', 'customer'),
  ],
  columns: SALES_ORDER_LINE_COLUMNS,
  order: ORDER_LINES_ORDER,
  keyColumns: ['pending', 'statusLabel'],
  exports: excelAndPdf('pendingSalesOrders', 'Pending Sales Orders'),
};

export const ORDER_REPORTS: readonly ReportDef[] = [
  INWARD_AGAINST_PO,
  PENDING_PURCHASE_ORDERS,
  PENDING_SALES_ORDERS,
];
