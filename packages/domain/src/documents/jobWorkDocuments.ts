import type { ChildTableDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { JobWorkDocumentKey } from './documentKeys.ts';
import { amount, field, lookup, partyField, quantity, rackLookup, uomLookup } from './documentFields.ts';
import { isNumber, POSTING_STATUSES, remarks } from './stockLines.ts';
import { EWAY_BILL_ANSWERS } from './invoiceDocuments.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const ACL = 'chemical/transfer-and-dispatch';
const OPEN_CHALLANS = 'getOpenJobWorkChallanList';
/** The job worker: a business partner marked Supplier (decision 1030); another is not offered or taken. */
const jobWorker = partyField('supplier', 'Job Worker');

const CHALLAN_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    lookup('itemId', 'Item', 'item', { required: true }),
    lookup('stockAreaId', 'From Stock Area', 'stockArea', { required: true }),
    field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
    quantity('quantity', 'Sent Quantity', { required: true, positive: true }),
    uomLookup(),
    // What the goods are worth, for the e-way bill (decision 1481): the item's purchase price by default.
    amount('rate', 'Rate', { min: 0 }),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'stockAreaId', 'lotNumber', 'quantity', 'uomId', 'rate'],
};

const present = (value: unknown): number => (isNumber(value) ? value : 0);

const RECEIPT_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    field('jobWorkChallanLineId', 'Challan Line', 'number', { integer: true, min: 1, hidden: true }),
    lookup('itemId', 'Item Sent', 'item', { required: true }),
    quantity('quantity', 'Quantity Processed', { required: true, min: 0 }),
    quantity('wastageQuantity', 'Wastage', { min: 0 }),
    uomLookup(),
    lookup('processedItemId', 'Processed Item', 'item', { required: true }),
    quantity('receivedQuantity', 'Received Quantity', { required: true, min: 0, uomField: 'processedUomId' }),
    lookup('processedUomId', 'Processed UOM', 'uom', {
      lookup: { module: 'uom', displayKey: 'name', carries: ['decimals'] },
    }),
    amount('rate', 'Rate', { min: 0 }),
    lookup('stockAreaId', 'Received Into (Stock Area)', 'stockArea', { required: true }),
    // The rack of that area the processed goods land on, as an inward's (decision 2366).
    rackLookup('rackId', 'Rack', 'stockAreaId'),
    field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
  ],
  listColumns: [
    'itemId',
    'quantity',
    'wastageQuantity',
    'processedItemId',
    'receivedQuantity',
    'stockAreaId',
  ],
  rules: [
    {
      field: 'quantity',
      message: 'Account for something sent: the quantity processed, the wastage or both.',
      valid: ({ quantity: used, wastageQuantity: wasted }) => present(used) + present(wasted) > 0,
    },
    {
      field: 'receivedQuantity',
      message: 'Say how much came back processed, or put the quantity processed at 0.',
      valid: ({ quantity: used, receivedQuantity: received }) => present(used) <= 0 || present(received) > 0,
    },
    {
      field: 'quantity',
      message: 'Processed goods came back: say how much of what was sent went into them.',
      valid: ({ quantity: used, receivedQuantity: received }) => present(received) <= 0 || present(used) > 0,
    },
  ],
};

/**
 * Issue 18's job work (decision 1030): material sent to a job worker on a challan stays ours at the job
 * worker's place; the processed goods come back on a receipt against the challan, with wastage.
 */
export const JOB_WORK_DOCUMENTS: Readonly<Record<JobWorkDocumentKey, DocumentDef>> = {
  jobWorkChallan: {
    key: 'jobWorkChallan',
    moduleId: 18,
    label: 'Job Work Challan',
    printsGoods: true,
    apiPath: ACL,
    aclName: ACL,
    route: '/module/transferAndDispatch',
    listRoute: '/module/transferAndDispatch',
    series: 'JWC',
    partyRole: 'supplier',
    valuation: 'none',
    itemDefaults: { rate: 'purchasePrice' },
    gstSeries: true,
    fields: [
      jobWorker,
      field('date', L.date, 'date', { required: true }),
      // A rule 55 challan: numbered in its branch's GST series, and the e-way bill's consignor (decision 1481).
      lookup('branchId', 'Sent From (Branch)', 'branch', { required: true }),
      lookup('processId', 'Process', 'process', { required: true }),
      field('expectedBy', 'Expected Back By', 'date'),
      field('vehicleNumber', 'Vehicle Number', 'text', { maxLength: 20, uppercase: true }),
      field('distanceKm', 'Distance (km)', 'number', { integer: true, min: 0, max: 4000 }),
      remarks,
      ...EWAY_BILL_ANSWERS,
    ],
    lines: CHALLAN_LINES,
    progressFields: [
      quantity('returnedQuantity', 'Returned Processed', { min: 0 }),
      quantity('wastedQuantity', 'Wasted', { min: 0 }),
    ],
    // Open: out with the job worker; In Progress: partly accounted for; Closed: all of it.
    statuses: [S.DRAFT, S.OPEN, S.IN_PROGRESS, S.CLOSED, S.CANCELLED],
    lists: [{ path: OPEN_CHALLANS, statuses: [S.OPEN, S.IN_PROGRESS] }],
    // Issue 20: "for inter-state job work of any value" the e-way bill of a delivery challan (decision 1481).
    portals: { ewayBill: { document: 'challan', movement: 'jobWork' } },
    listColumns: ['number', 'date', 'partyId', 'processId', 'status'],
    searchKeys: ['number', 'partyId'],
    onSubmit:
      "Sends the quantities out of their stock areas to the job worker's place; they stay ours there.",
    posting: {
      movement: 'JOB_WORK_OUT',
      direction: 'transfer',
      quantityField: 'quantity',
      rated: false,
      toJobWorker: true,
    },
    rules: [
      {
        field: 'expectedBy',
        message: 'It cannot be expected back before it is sent.',
        valid: ({ date, expectedBy }) =>
          typeof date !== 'string' ||
          typeof expectedBy !== 'string' ||
          expectedBy === '' ||
          expectedBy >= date,
      },
    ],
  },
  jobWorkReceipt: {
    key: 'jobWorkReceipt',
    moduleId: 19,
    label: 'Job Work Receipt',
    apiPath: 'chemical/jobWorkReceipt',
    aclName: ACL,
    route: '/module/job-work-receipt',
    listRoute: '/module/job-work-receipt',
    series: 'JWR',
    partyRole: 'supplier',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      jobWorker,
      {
        ...lookup('jobWorkChallanId', 'Challan', 'jobWorkChallan', {
          lookup: { module: 'jobWorkChallan', displayKey: 'number', list: OPEN_CHALLANS },
        }),
        required: true,
      },
      field('date', L.date, 'date', { required: true }),
      // The branch its challan went from (decision 1826).
      lookup('branchId', 'Received At (Branch)', 'branch'),
      remarks,
    ],
    sameAsOrigin: ['branchId'],
    lines: RECEIPT_LINES,
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: ['number', 'date', 'partyId', 'jobWorkChallanId', 'status'],
    searchKeys: ['number', 'partyId'],
    onSubmit:
      "Brings the processed goods into their stock areas; what went into them and the wastage leave the job worker's place.",
    posting: {
      movement: 'JOB_WORK_IN',
      direction: 'in',
      quantityField: 'receivedQuantity',
      rated: true,
      fromJobWorker: {
        usedField: 'quantity',
        wastageField: 'wastageQuantity',
        processedField: 'processedItemId',
      },
    },
    against: {
      document: 'jobWorkChallan',
      direction: 'fill',
      headerField: 'jobWorkChallanId',
      lineField: 'jobWorkChallanLineId',
      quantityField: 'quantity',
      progressField: 'returnedQuantity',
      also: [{ quantityField: 'wastageQuantity', progressField: 'wastedQuantity' }],
      called: 'challan',
    },
  },
};
