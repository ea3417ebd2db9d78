import type { FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { OrderDocumentKey } from './documentKeys.ts';
import {
  amount,
  CREDIT_DAYS,
  field,
  lookup,
  GST_LINES as LINES,
  PARTY_TERMS,
  PAYMENT_TERMS,
  partyField,
  placeOfSupply,
  quantity,
} from './documentFields.ts';
import { PO_CBL_FLOW } from './departmentFlow.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S, type DocumentStatus } from './statuses.ts';

/** The header fields after the party, date and branch. */
const terms: readonly FieldDef[] = [
  CREDIT_DAYS,
  PAYMENT_TERMS,
  lookup('transportId', 'Transporter', 'transport'),
  amount('freight', 'Freight', { min: 0 }),
  amount('otherCharges', 'Other Charges', { min: 0 }),
  field('remarks', 'Remarks', 'textarea', { maxLength: 1000 }),
];

const ORDER_STATUSES: readonly DocumentStatus[] = [
  S.DRAFT,
  S.PENDING_APPROVAL,
  S.OPEN,
  S.IN_PROGRESS,
  S.CLOSED,
  S.CANCELLED,
];
const NO_POSTING = 'Numbers the order and opens it (or asks for approval); posts no stock.';
const listed = ['number', 'date', 'partyId', 'status', 'grandTotal'];

/** Issue 16's orders: the purchase order to a supplier, the sales order from a customer. */
export const ORDER_DOCUMENTS: Readonly<Record<OrderDocumentKey, DocumentDef>> = {
  purchaseOrder: {
    key: 'purchaseOrder',
    moduleId: 1,
    label: 'Purchase Order',
    apiPath: 'chemical/purchaseOrder',
    aclName: 'chemical/purchaseOrder',
    route: '/module/purchase-order',
    listRoute: '/module/purchase-order',
    series: 'PO',
    partyRole: 'supplier',
    valuation: 'gst',
    itemDefaults: { rate: 'purchasePrice', gstRate: 'purchaseGstRate' },
    fields: [
      partyField('supplier', 'Supplier', PARTY_TERMS),
      field('date', L.date, 'date', { required: true }),
      field('expectedDate', 'Expected Date', 'date'),
      lookup('branchId', 'Deliver To (Branch)', 'branch', { required: true }),
      // Whose stock areas its inward lands in with PO_CBL_FLOW_SUPPORT YES (decision 1043).
      lookup('requestingDepartmentId', 'Requesting Department', 'department', { feature: PO_CBL_FLOW }),
      placeOfSupply,
      ...terms,
    ],
    lines: LINES,
    progressFields: [
      quantity('receivedQuantity', 'Received Quantity', { min: 0 }),
      // What the supplier's bills charged for (decision 1440).
      quantity('billedQuantity', 'Billed Quantity', { min: 0 }),
    ],
    pendingProgress: ['receivedQuantity'],
    statuses: ORDER_STATUSES,
    lists: [
      { path: 'getPOList', statuses: ORDER_STATUSES.filter((status) => status !== S.DRAFT) },
      { path: 'getInProgressAndOpenPOList', statuses: [S.OPEN, S.IN_PROGRESS] },
      { path: 'getClosedPOList', statuses: [S.CLOSED] },
      // Issue 17: the orders something was received against, for a purchase return to pick.
      { path: 'getReceivedPOList', statuses: [S.IN_PROGRESS, S.CLOSED] },
    ],
    statusList: 'getPOByStatus',
    messageFields: { dueDate: 'expectedDate' },
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit: NO_POSTING,
  },
  salesOrder: {
    key: 'salesOrder',
    moduleId: 2,
    label: 'Sales Order',
    apiPath: 'chemical/salesOrder',
    aclName: 'chemical/salesOrder',
    route: '/module/sales-order',
    listRoute: '/module/sales-order/salesOrderList',
    series: 'SO',
    partyRole: 'customer',
    valuation: 'gst',
    itemDefaults: { rate: 'salePrice', gstRate: 'saleGstRate' },
    fields: [
      partyField('customer', 'Customer', PARTY_TERMS),
      field('date', L.date, 'date', { required: true }),
      field('deliveryDate', 'Delivery Date', 'date'),
      field('customerReference', 'Customer PO Reference', 'text', { maxLength: 100 }),
      lookup('branchId', 'Dispatch From (Branch)', 'branch', { required: true }),
      field('shipTo', 'Ship To', 'textarea', { maxLength: 500 }),
      placeOfSupply,
      ...terms,
      // The quotation it was accepted from (decision 1621), written by the accept.
      lookup('quotationId', 'Quotation', 'quotation', {
        lookup: { module: 'quotation', displayKey: 'number' },
        readOnly: true,
      }),
    ],
    lines: LINES,
    progressFields: [
      quantity('producedQuantity', 'Produced Quantity', { min: 0 }),
      quantity('dispatchedQuantity', 'Dispatched Quantity', { min: 0 }),
    ],
    pendingProgress: ['dispatchedQuantity'],
    statuses: ORDER_STATUSES,
    lists: [{ path: 'getOpenAndInProgressSalesOrderList', statuses: [S.OPEN, S.IN_PROGRESS] }],
    creditControl: true,
    messageFields: { dueDate: 'deliveryDate', customerReference: 'customerReference' },
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit: NO_POSTING,
  },
};
