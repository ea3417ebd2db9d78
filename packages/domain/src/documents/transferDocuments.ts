import type { ChildTableDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { TransferDocumentKey } from './documentKeys.ts';
import { field, lookup, quantity, rackLookup, uomLookup } from './documentFields.ts';
import { challan, POSTING_STATUSES, remarks, round3, isNumber } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const STOCK_TRANSFER_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    lookup('itemId', 'Item', 'item', { required: true }),
    lookup('stockAreaId', 'From Stock Area', 'stockArea', { required: true }),
    field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
    quantity('quantity', 'Sent Quantity', { required: true, positive: true }),
    uomLookup(),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'stockAreaId', 'lotNumber', 'quantity', 'uomId'],
};

/** What a validation line accounts for: received and written off (decision 1040). */
const accounted = (received: unknown, short: unknown): number =>
  round3((isNumber(received) ? received : 0) + (isNumber(short) ? short : 0));

const VALIDATION_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    field('stockTransferLineId', 'Transfer Line', 'number', { integer: true, min: 1, hidden: true }),
    lookup('itemId', 'Item', 'item', { required: true }),
    // What the transfer line still has in transit when the validation is drafted (a partial one leaves the rest).
    quantity('quantity', 'In Transit Quantity', { required: true, positive: true }),
    quantity('receivedQuantity', 'Received Quantity', { required: true, min: 0 }),
    quantity('shortQuantity', 'Short Quantity', { min: 0 }),
    field('shortReason', 'Reason for the Shortage', 'text', { maxLength: 200 }),
    uomLookup(),
    lookup('stockAreaId', 'Received Into (Stock Area)', 'stockArea', { required: true }),
    // Where racks are kept, the rack of that area the received stock lands on (decision 2366).
    rackLookup('toRackId', 'To Rack', 'stockAreaId', { feature: 'RACK_SUPPORT' }),
  ],
  listColumns: ['itemId', 'quantity', 'receivedQuantity', 'shortQuantity', 'stockAreaId'],
  rules: [
    {
      field: 'receivedQuantity',
      message: 'Receive or write off something on this line, or remove the line.',
      valid: ({ receivedQuantity: received, shortQuantity: short }) =>
        !isNumber(received) || accounted(received, short) > 0,
    },
    {
      field: 'receivedQuantity',
      message: 'The received and the short quantity cannot be more than is in transit.',
      valid: ({ quantity: inTransit, receivedQuantity: received, shortQuantity: short }) =>
        !isNumber(inTransit) || accounted(received, short) <= round3(inTransit),
    },
    {
      field: 'shortReason',
      message: 'Say why it is short: the shortage is written off with its reason.',
      valid: ({ shortQuantity: short, shortReason: reason }) =>
        !isNumber(short) || short <= 0 || (typeof reason === 'string' && reason.trim() !== ''),
    },
  ],
};

/** Issue 18: stock sent to another branch through transit, and its validation there (decision 1002). */
export const TRANSFER_DOCUMENTS: Readonly<Record<TransferDocumentKey, DocumentDef>> = {
  stockTransfer: {
    key: 'stockTransfer',
    moduleId: 13,
    label: 'Stock Transfer',
    apiPath: 'chemical/stockTransfer',
    aclName: 'chemical/stockTransfer',
    route: '/module/stock-transfer',
    listRoute: '/module/stock-transfer',
    series: 'ST',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      field('date', L.date, 'date', { required: true }),
      lookup('fromBranchId', 'From Branch', 'branch', { required: true }),
      lookup('toBranchId', 'To Branch', 'branch', { required: true }),
      ...challan,
      remarks,
    ],
    lines: STOCK_TRANSFER_LINES,
    progressFields: [quantity('validatedQuantity', 'Validated Quantity', { min: 0 })],
    // Open: in transit; Closed: validated at the other branch. No Completed: the validation completes it.
    statuses: [S.DRAFT, S.OPEN, S.IN_PROGRESS, S.CLOSED, S.CANCELLED],
    lists: [{ path: 'getOpenStockTransferList', statuses: [S.OPEN, S.IN_PROGRESS] }],
    byNumber: 'getByStockTransferNumber',
    listColumns: ['number', 'date', 'fromBranchId', 'toBranchId', 'status'],
    searchKeys: ['number'],
    onSubmit: 'Sends the quantities out of their stock areas into transit to the other branch.',
    posting: {
      movement: 'TRANSFER',
      direction: 'transfer',
      quantityField: 'quantity',
      rated: false,
      toTransit: true,
    },
    rules: [
      {
        field: 'toBranchId',
        message: 'Choose another branch to send it to: it is the one sending it.',
        valid: ({ fromBranchId: from, toBranchId: to }) => from === undefined || from === null || from !== to,
      },
    ],
  },
  transferValidation: {
    key: 'transferValidation',
    moduleId: 14,
    label: 'Transfer Validation',
    apiPath: 'chemical/transferApproval',
    aclName: 'chemical/transferApproval',
    route: '/module/transfer-approval',
    listRoute: '/module/transfer-approval',
    series: 'TV',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      {
        ...lookup('stockTransferId', 'Stock Transfer', 'stockTransfer', {
          lookup: { module: 'stockTransfer', displayKey: 'number', list: 'getOpenStockTransferList' },
        }),
        required: true,
      },
      field('date', L.date, 'date', { required: true }),
      field('receivedBy', 'Received By', 'text', { maxLength: 100 }),
      remarks,
    ],
    lines: VALIDATION_LINES,
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: ['number', 'date', 'stockTransferId', 'status'],
    searchKeys: ['number'],
    onSubmit: 'Brings what was received out of transit into its stock areas and writes the shortage off.',
    posting: {
      movement: 'TRANSFER',
      direction: 'transfer',
      quantityField: 'receivedQuantity',
      rated: false,
      toField: 'stockAreaId',
      toRackField: 'toRackId',
      fromTransit: { shortField: 'shortQuantity' },
    },
    against: {
      document: 'stockTransfer',
      direction: 'fill',
      headerField: 'stockTransferId',
      lineField: 'stockTransferLineId',
      quantityField: 'receivedQuantity',
      also: [{ quantityField: 'shortQuantity', progressField: 'validatedQuantity' }],
      progressField: 'validatedQuantity',
    },
  },
};
