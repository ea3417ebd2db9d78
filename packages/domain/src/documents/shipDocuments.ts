import type { ChildTableDef, FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { ShipDocumentKey } from './documentKeys.ts';
import { amount, field, lookup, partyField, quantity, rackLookup, uomLookup } from './documentFields.ts';
import type { StockPosting } from './postings.ts';
import { isNumber, POSTING_STATUSES, remarks } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { transferLegs } from './transfers.ts';

/** The sales order list a dispatch picks from: orders with something left to dispatch (spec §7). */
export const BY_DISPATCH = 'getByDispatch';
/** The series `getUniqueParcelNumber` takes parcel numbers from: `PCL/2026-27/00001`. */
export const PARCEL_SERIES = 'PCL';

// A parcel's label is scanned: its page and its load find the lines of its number (decision 2370).
const parcelNumber = field('parcelNumber', 'Parcel Number', 'text', {
  required: true,
  maxLength: 40,
  uppercase: true,
  lookedUpByValue: true,
});
// A dispatch line names the parcel it takes whole, or none for loose goods (decision 2200).
const parcelTaken: FieldDef = { ...parcelNumber, required: false, placeholder: 'None: loose goods' };
const weight = (key: string, label: string) => field(key, label, 'number', { min: 0, decimals: 3 });

const PACKAGING_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    parcelNumber,
    lookup('itemId', 'Item', 'item', { required: true }),
    lookup('stockAreaId', 'From Stock Area', 'stockArea', { required: true }),
    field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
    quantity('quantity', L.quantity, { required: true, positive: true }),
    uomLookup(),
    lookup('toStockAreaId', 'Packed Into (Stock Area)', 'stockArea', { required: true }),
    // Where racks are kept, the rack of that area the parcel is put on (decision 2366).
    rackLookup('toRackId', 'To Rack', 'toStockAreaId', { feature: 'RACK_SUPPORT' }),
    weight('grossWeight', 'Gross Weight (kg)'),
    weight('netWeight', 'Net Weight (kg)'),
  ],
  listColumns: ['parcelNumber', 'itemId', 'lotNumber', 'quantity', 'uomId', 'grossWeight', 'netWeight'],
  // What a parcel weighs is what its packer reads last and its challan prints (decision 1359).
  keyColumns: ['netWeight'],
  rules: [
    {
      field: 'netWeight',
      message: 'The net weight cannot be more than the gross weight.',
      valid: ({ grossWeight: gross, netWeight: net }) => !isNumber(gross) || !isNumber(net) || net <= gross,
    },
    {
      field: 'toStockAreaId',
      message: 'Pack it into another stock area than the one it is taken from.',
      valid: ({ stockAreaId: from, toStockAreaId: to }) => from === undefined || from === null || from !== to,
    },
  ],
};

const DISPATCH_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    field('salesOrderLineId', 'Order Line', 'number', { integer: true, min: 1, hidden: true }),
    parcelTaken,
    lookup('itemId', 'Item', 'item', { required: true }),
    lookup('stockAreaId', 'From Stock Area', 'stockArea', { required: true }),
    field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
    quantity('quantity', 'Dispatched Quantity', { required: true, positive: true }),
    uomLookup(),
  ],
  listColumns: ['parcelNumber', 'itemId', 'lotNumber', 'quantity', 'uomId'],
};

/** The open and in-progress sales orders a packaging may name (what it packs for). */
const SALES_ORDER = {
  module: 'salesOrder',
  displayKey: 'number',
  list: 'getOpenAndInProgressSalesOrderList',
};

/**
 * Issue 19's packaging and dispatch (decisions 1140, 1142): finished goods packed into parcels, each parcel
 * number the roll number of what it holds in its packed stock area; a dispatch picks parcels for a sales order.
 */
export const SHIP_DOCUMENTS: Readonly<Record<ShipDocumentKey, DocumentDef>> = {
  packaging: {
    key: 'packaging',
    moduleId: 40,
    label: 'Packaging',
    apiPath: 'chemical/packingProcess',
    aclName: 'chemical/packingProcess',
    route: '/module/packaging',
    listRoute: '/module/packaging',
    series: 'PK',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      field('date', L.date, 'date', { required: true }),
      lookup('salesOrderId', 'Sales Order', 'salesOrder', { lookup: SALES_ORDER }),
      lookup('branchId', 'Packed At (Branch)', 'branch'),
      remarks,
    ],
    // Its branch is its sales order's (decision 1826).
    madeFrom: { document: 'salesOrder', headerField: 'salesOrderId' },
    sameAsOrigin: ['branchId'],
    lines: PACKAGING_LINES,
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: ['number', 'date', 'salesOrderId', 'status'],
    searchKeys: ['number'],
    onSubmit: 'Moves the goods into their packed stock area, each line under its parcel number.',
    posting: {
      movement: 'PACKING',
      direction: 'transfer',
      toField: 'toStockAreaId',
      toRackField: 'toRackId',
      quantityField: 'quantity',
      rated: false,
      packs: { parcelField: 'parcelNumber' },
    },
  },
  dispatch: {
    key: 'dispatch',
    moduleId: 41,
    label: 'Dispatch',
    printTitle: 'Delivery Challan',
    receiverSigns: true,
    printsGoods: true,
    printsParcelWeights: true,
    apiPath: 'chemical/dispatch',
    aclName: 'chemical/dispatch',
    route: '/module/dispatch',
    listRoute: '/module/dispatch',
    series: 'DC',
    partyRole: 'customer',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      partyField('customer', 'Customer'),
      {
        ...lookup('salesOrderId', 'Sales Order', 'salesOrder', {
          lookup: { ...SALES_ORDER, list: BY_DISPATCH, filterFrom: { partyId: 'partyId' } },
        }),
        required: true,
      },
      field('date', L.date, 'date', { required: true }),
      // The seller its delivery challan prints: its sales order's branch (decision 1826).
      lookup('branchId', 'Dispatch From (Branch)', 'branch'),
      lookup('transportId', 'Transporter', 'transport'),
      amount('freight', 'Freight', { min: 0 }),
      field('vehicleNumber', 'Vehicle Number', 'text', { maxLength: 20, uppercase: true }),
      field('driverName', 'Driver', 'text', { maxLength: 100 }),
      field('lrNumber', 'LR Number', 'text', { maxLength: 40 }),
      field('lrDate', 'LR Date', 'date'),
      remarks,
    ],
    sameAsOrigin: ['branchId'],
    lines: DISPATCH_LINES,
    // What invoices billed of each line (decision 1402): a billed dispatch is not cancelled.
    progressFields: [quantity('invoicedQuantity', 'Invoiced Quantity', { min: 0 })],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: ['number', 'date', 'partyId', 'salesOrderId', 'vehicleNumber', 'status'],
    searchKeys: ['number', 'partyId'],
    onSubmit:
      "Takes each line out of its stock area, the parcel it names or loose goods where it names none, and fills the sales order's dispatched quantities.",
    posting: {
      movement: 'DISPATCH',
      direction: 'out',
      quantityField: 'quantity',
      rated: false,
      rollField: 'parcelNumber',
      claimsOrder: 'salesOrderId',
    },
    against: {
      document: 'salesOrder',
      direction: 'fill',
      headerField: 'salesOrderId',
      lineField: 'salesOrderLineId',
      quantityField: 'quantity',
      progressField: 'dispatchedQuantity',
      done: 'dispatched',
    },
  },
};

/**
 * A packaging's two legs (decision 1140): each lot taken comes into the packed stock area under its line's
 * parcel number as the roll number, so the lot stays the lot and the parcel is one place's identity.
 */
export const packedLegs = (
  picked: readonly StockPosting[],
  lines: readonly Readonly<Record<string, unknown>>[],
  parcelField: string,
): StockPosting[] =>
  transferLegs(picked).map((posting) =>
    posting.quantity > 0
      ? { ...posting, rollNumber: String(lines[posting.lineIndex]?.[parcelField] ?? '').trim() }
      : posting,
  );
