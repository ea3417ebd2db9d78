import type { ChildTableDef, FieldDef } from '../catalogue/fields.ts';
import { amount, field, lookup, quantity, rackLookup, uomLookup } from './documentFields.ts';
import type { DocumentPosting } from './postings.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S, type DocumentStatus } from './statuses.ts';
import { MAX_QUANTITY_DECIMALS } from '../format/decimals.ts';

/* The lines of issue 17's stock documents (`stockDocuments.ts`). */

const itemLine = lookup('itemId', 'Item', 'item', { required: true });
const stockArea = (required: boolean): FieldDef =>
  lookup('stockAreaId', 'Stock Area', 'stockArea', { required });
const lotNumber = field('lotNumber', 'Lot Number', 'text', { maxLength: 40 });

export const STOCK_ISSUE_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    itemLine,
    stockArea(true),
    lotNumber,
    quantity('quantity', L.quantity, { required: true, positive: true }),
    uomLookup(),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'stockAreaId', 'lotNumber', 'quantity', 'uomId'],
};

export const PRE_INWARD_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    itemLine,
    quantity('quantity', 'Declared Quantity', { required: true, positive: true }),
    uomLookup(),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'quantity', 'uomId'],
};

export const round3 = (value: number): number => Number(value.toFixed(3));
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const INWARD_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    field('purchaseOrderLineId', 'Order Line', 'number', { integer: true, min: 1, hidden: true }),
    itemLine,
    // The supplier's own code for the item, checked with VENDOR_CODE_ON (decision 0931).
    field('vendorCode', 'Vendor Code', 'text', { maxLength: 40, uppercase: true }),
    quantity('quantity', 'Received Quantity', { required: true, positive: true }),
    quantity('acceptedQuantity', 'Accepted Quantity', { required: true, min: 0 }),
    quantity('rejectedQuantity', 'Rejected Quantity', { min: 0 }),
    quantity('shortQuantity', 'Short Quantity', { min: 0 }),
    uomLookup(),
    amount('rate', 'Rate', { required: true, min: 0 }),
    stockArea(true),
    rackLookup('rackId', 'Rack', 'stockAreaId'),
    lotNumber,
    field('rollNumber', 'Roll Number', 'text', { maxLength: 40 }),
    field('manufacturedOn', 'Manufactured On', 'date'),
    field('expiresOn', 'Expires On', 'date'),
  ],
  listColumns: ['itemId', 'quantity', 'acceptedQuantity', 'rejectedQuantity', 'uomId', 'rate', 'stockAreaId'],
  // Where the accepted quantity goes: required, and asked of every line.
  keyColumns: ['stockAreaId'],
  rules: [
    {
      field: 'acceptedQuantity',
      message: 'Accepted and rejected quantities must add up to the received quantity.',
      valid: ({ quantity: received, acceptedQuantity: accepted, rejectedQuantity }) => {
        const rejected = rejectedQuantity ?? 0;
        if (!isNumber(received) || !isNumber(accepted) || !isNumber(rejected)) return true;
        return round3(accepted + rejected) === round3(received);
      },
    },
  ],
};

export const RETURN_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    field('purchaseOrderLineId', 'Order Line', 'number', { integer: true, min: 1, hidden: true }),
    itemLine,
    quantity('quantity', 'Returned Quantity', { required: true, positive: true }),
    uomLookup(),
    amount('rate', 'Rate', { min: 0 }),
    stockArea(true),
    lotNumber,
    field('rollNumber', 'Roll Number', 'text', { maxLength: 40 }),
    field('reason', 'Reason', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'quantity', 'uomId', 'stockAreaId', 'lotNumber'],
};

/** Foundry inward (mode 1): castings and scrap by weight, the heat or melt number as the lot. */
export const FOUNDRY_LINES: ChildTableDef = {
  ...INWARD_LINES,
  fields: [
    field('purchaseOrderLineId', 'Order Line', 'number', { integer: true, min: 1, hidden: true }),
    itemLine,
    field('lotNumber', 'Heat / Melt Number', 'text', { maxLength: 40, required: true }),
    field('pieces', 'Pieces', 'number', { integer: true, min: 0, max: 1000000 }),
    quantity('quantity', 'Weight Received', { required: true, positive: true }),
    quantity('acceptedQuantity', 'Weight Accepted', { required: true, min: 0 }),
    quantity('rejectedQuantity', 'Weight Rejected', { min: 0 }),
    uomLookup(),
    amount('rate', 'Rate per Unit', { required: true, min: 0 }),
    stockArea(true),
    rackLookup('rackId', 'Rack', 'stockAreaId'),
  ],
  listColumns: ['itemId', 'lotNumber', 'pieces', 'quantity', 'acceptedQuantity', 'uomId', 'rate'],
};

/** The lines of a receipt or an issue of another material (decision 0901): the material by its own lookup. */
const materialLines = (
  key: 'supportingMaterialId' | 'packingId',
  label: string,
  module: string,
  displayKey: string,
  rated: boolean,
): ChildTableDef => ({
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    lookup(key, label, module, { required: true, lookup: { module, displayKey } }),
    // In the material's own unit (the master's): no unit column on the line.
    field('quantity', L.quantity, 'number', {
      required: true,
      positive: true,
      decimals: MAX_QUANTITY_DECIMALS,
    }),
    ...(rated ? [amount('rate', 'Rate', { required: true, min: 0 })] : []),
    stockArea(true),
    rackLookup('rackId', 'Rack', 'stockAreaId'),
    lotNumber,
  ],
  listColumns: [key, 'quantity', ...(rated ? ['rate'] : []), 'stockAreaId', 'lotNumber'],
});

export const SUPPORTING_INWARD_LINES = materialLines(
  'supportingMaterialId',
  'Supporting Material',
  'supportingMaterial',
  'name',
  true,
);
export const SUPPORTING_ALLOCATION_LINES = materialLines(
  'supportingMaterialId',
  'Supporting Material',
  'supportingMaterial',
  'name',
  false,
);
export const PACKING_INWARD_LINES = materialLines(
  'packingId',
  'Packing Type',
  'packing',
  'packingType',
  true,
);

/** A document that posts stock is done when submitted: Draft → Completed, and a cancel reverses it. */
export const POSTING_STATUSES: readonly DocumentStatus[] = [S.DRAFT, S.COMPLETED, S.CANCELLED];

export const remarks = field('remarks', 'Remarks', 'textarea', { maxLength: 1000 });
export const branch = (label: string): FieldDef => lookup('branchId', label, 'branch', { required: true });
export const orderLookup = lookup('purchaseOrderId', 'Purchase Order', 'purchaseOrder', {
  lookup: { module: 'purchaseOrder', displayKey: 'number', list: 'getInProgressAndOpenPOList' },
});
export const challan: readonly FieldDef[] = [
  field('challanNumber', 'Challan / Invoice Number', 'text', { maxLength: 50 }),
  field('challanDate', 'Challan / Invoice Date', 'date'),
  field('vehicleNumber', 'Vehicle Number', 'text', { maxLength: 20, uppercase: true }),
];
export const listed = ['number', 'date', 'partyId', 'status'];

/** A receipt: the accepted quantity comes in at the line's rate. */
export const RECEIPT: DocumentPosting = {
  movement: 'INWARD',
  direction: 'in',
  quantityField: 'acceptedQuantity',
  rated: true,
};
