import {
  ITEM,
  periodFilter,
  REPORT_ACL,
  STOCK_ACL,
  date,
  excelAndPdf,
  quantity,
  text,
  type ReportDef,
} from './reportDef.ts';

/**
 * Issue 22's stock reports read from the ledger (decision 1701): the stock ledger (stock card) of an item,
 * in one stock area or all, with its opening, each movement and its closing; and stock ageing, what is on
 * hand of each lot by how old the lot is.
 */

const STOCK_AREA = { module: 'stockArea', displayKey: 'name' } as const;

/** The age buckets of stock ageing: the column of a lot whose age in days is from `from` to `to` (no end: on). */
export const STOCK_AGEING_BUCKETS: readonly { key: string; header: string; from: number; to?: number }[] = [
  { key: 'days0to30', header: '0–30 Days', from: 0, to: 30 },
  { key: 'days31to60', header: '31–60 Days', from: 31, to: 60 },
  { key: 'days61to90', header: '61–90 Days', from: 61, to: 90 },
  { key: 'over90', header: 'Over 90 Days', from: 91 },
];

/** The entry of the stock ledger's first and last rows. */
export const STOCK_LEDGER_ENDS = { opening: 'Opening', closing: 'Closing' } as const;

export const STOCK_LEDGER: ReportDef = {
  id: 'stockLedger',
  title: 'Stock Ledger',
  area: 'Stock',
  aclNames: [...REPORT_ACL, ...STOCK_ACL],
  path: 'chemical/report/stockLedger',
  filters: [
    { kind: 'lookup', key: 'itemId', label: 'Item', lookup: ITEM, required: true },
    { kind: 'lookup', key: 'stockAreaId', label: 'Stock Area', lookup: STOCK_AREA },
    periodFilter('Date'),
  ],
  // The card reads in the order stock moved: its rows do not sort.
  columns: [
    date('date', 'Date'),
    text('entry', 'Entry'),
    text('documentNo', 'Document'),
    text('stockAreaName', 'Stock Area'),
    text('lotNumber', 'Lot No.'),
    quantity('in', 'In', { total: true }),
    quantity('out', 'Out', { total: true }),
    quantity('balance', 'Balance'),
  ],
  // Oldest first, as stock moved: the running balance reads down the page (issue 56, decision 2232).
  order: ['date'],
  keyColumns: ['balance'],
  exports: excelAndPdf('stockLedger', 'Stock Ledger'),
};

export const STOCK_AGEING: ReportDef = {
  id: 'stockAgeing',
  title: 'Stock Ageing',
  area: 'Stock',
  aclNames: [...REPORT_ACL, ...STOCK_ACL],
  path: 'chemical/report/stockAgeing',
  filters: [
    { kind: 'lookup', key: 'itemId', label: 'Item', lookup: ITEM },
    { kind: 'lookup', key: 'stockAreaId', label: 'Stock Area', lookup: STOCK_AREA },
  ],
  columns: [
    text('item.code', 'Item Code', { sortable: true }),
    text('item.name', 'Item', { sortable: true }),
    text('lotNumber', 'Lot No.', { sortable: true }),
    text('uom.name', 'UOM'),
    date('receivedOn', 'Received On', { sortable: true }),
    { key: 'ageDays', header: 'Age (Days)', type: 'number', sortable: true },
    ...STOCK_AGEING_BUCKETS.map((bucket) => quantity(bucket.key, bucket.header)),
    quantity('onHand', 'On Hand', { sortable: true }),
  ],
  order: ['item.name', 'receivedOn', 'lotNumber'],
  titleColumn: 'item.name',
  keyColumns: ['onHand'],
  exports: excelAndPdf('stockAgeing', 'Stock Ageing'),
};

export const STOCK_REPORTS: readonly ReportDef[] = [STOCK_LEDGER, STOCK_AGEING];
