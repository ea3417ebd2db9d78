import type { ChildTableDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { AllocationDocumentKey } from './documentKeys.ts';
import { field, lookup, quantity, rackLookup, uomLookup } from './documentFields.ts';
import { remarks } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const ALLOCATION_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    field('materialRequestLineId', 'Request Line', 'number', { integer: true, min: 1, hidden: true }),
    lookup('itemId', 'Item', 'item', { required: true }),
    lookup('stockAreaId', 'From Stock Area', 'stockArea', { required: true }),
    // Where racks are kept: named, the lots are taken from that rack only (decision 2366).
    rackLookup('rackId', 'From Rack', 'stockAreaId', { feature: 'RACK_SUPPORT' }),
    // Empty: the lots are taken first-expiry, then oldest, first (decision 0884); named: that lot only.
    field('lotNumber', 'Lot Number', 'text', {
      maxLength: 40,
      lotOf: { item: 'itemId', area: 'stockAreaId' },
    }),
    quantity('quantity', 'Allocated Quantity', { required: true, positive: true }),
    uomLookup(),
    lookup('toStockAreaId', 'Issue To (Stock Area)', 'stockArea', { required: true }),
    // The rack of that area the issue lands on; none: on no rack (decision 2366).
    rackLookup('toRackId', 'Issue To (Rack)', 'toStockAreaId', { feature: 'RACK_SUPPORT' }),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'stockAreaId', 'lotNumber', 'quantity', 'uomId', 'toStockAreaId'],
  rules: [
    {
      field: 'toStockAreaId',
      message: 'Choose the stock area it is issued to: not the one it is taken from.',
      valid: ({ stockAreaId: from, toStockAreaId: to }) => from === undefined || from === null || from !== to,
    },
  ],
};

/** Issue 18: the store allocates an approved material request from stock, reserving it, then issues it. */
export const ALLOCATION_DOCUMENTS: Readonly<Record<AllocationDocumentKey, DocumentDef>> = {
  materialAllocation: {
    key: 'materialAllocation',
    moduleId: 15,
    label: 'Material Allocation',
    apiPath: 'chemical/storeManagement/allocate',
    aclName: 'chemical/storeManagement/allocate',
    route: '/module/storeManagement',
    listRoute: '/module/storeManagement',
    series: 'MA',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      {
        ...lookup('materialRequestId', 'Material Request', 'materialRequest', {
          lookup: { module: 'materialRequest', displayKey: 'number', list: 'getOpenAndInProgressRequest' },
        }),
        required: true,
      },
      field('date', L.date, 'date', { required: true }),
      remarks,
    ],
    lines: ALLOCATION_LINES,
    progressFields: [],
    // Open: allocated, the stock reserved; Completed: issued (decision 1004).
    statuses: [S.DRAFT, S.OPEN, S.COMPLETED, S.CANCELLED],
    // Spec §7's list of allocations: every one, as getAllByPartner.
    lists: [{ path: 'getAllByPartner/v2', statuses: [S.DRAFT, S.OPEN, S.COMPLETED, S.CANCELLED] }],
    listColumns: ['number', 'date', 'materialRequestId', 'status'],
    searchKeys: ['number'],
    onSubmit:
      'Reserves the quantities in their stock areas for the request; issuing moves them to the stock area they are issued to.',
    onIssue: 'Moves the reserved quantities out of their stock areas into the stock area they are issued to.',
    posting: {
      movement: 'ISSUE',
      direction: 'transfer',
      quantityField: 'quantity',
      rated: false,
      toField: 'toStockAreaId',
      toRackField: 'toRackId',
      sameBranch: true,
      reserves: true,
    },
    against: {
      document: 'materialRequest',
      direction: 'fill',
      headerField: 'materialRequestId',
      lineField: 'materialRequestLineId',
      quantityField: 'quantity',
      progressField: 'allocatedQuantity',
      closedBy: 'issuedQuantity',
    },
  },
};
