import { MODULES } from '../catalogue/modules/index.ts';
import { DOCUMENTS } from '../documents/documents.ts';
import { DOCUMENT_STATUSES } from '../documents/statuses.ts';
import {
  periodFilter,
  REPORT_ACL,
  aclOf,
  excelAndPdf,
  money,
  searchOver,
  text,
  type ReportChoice,
  type ReportDef,
} from './reportDef.ts';

/**
 * Issue 22's transaction report and activity log (decision 1770): every document of a period across the
 * modules, and who did what when from the audit trail. Both are report declarations: their routes, screens
 * and files follow from the engine (decision 1210).
 */

/** The document types the transaction report reads: every declared document, by its key, in label order. */
export const DOCUMENT_TYPES: readonly ReportChoice[] = Object.values(DOCUMENTS)
  .map((document) => ({ value: document.key, label: document.label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The modules whose writes the audit trail records: the masters (a view is its master's) and the documents. */
export const AUDITED_MODULES: readonly ReportChoice[] = [
  ...MODULES.filter((module) => !module.viewOf).map((module) => ({ value: module.key, label: module.label })),
  ...DOCUMENT_TYPES,
].sort((a, b) => a.label.localeCompare(b.label));

const STATUSES: readonly ReportChoice[] = DOCUMENT_STATUSES.map((status) => ({
  value: String(status.id),
  label: status.label,
}));

const PARTY = { module: 'party', displayKey: 'companyName' } as const;
const STAFF = { module: 'staff', displayKey: 'username' } as const;

export const TRANSACTION_REPORT: ReportDef = {
  id: 'transactionReport',
  title: 'Transaction Report',
  area: 'Transactions',
  aclNames: [...REPORT_ACL, ...aclOf('/module/transaction-report')],
  path: 'chemical/report/transactionReport',
  ofDocuments: true,
  address: '/module/transaction-report',
  filters: [
    periodFilter('Date', { required: true, opensOn: 'month' }),
    { kind: 'choice', key: 'documentType', label: 'Document Type', options: DOCUMENT_TYPES },
    { kind: 'lookup', key: 'partyId', label: 'Party', lookup: PARTY },
    { kind: 'choice', key: 'status', label: 'Status', options: STATUSES },
    searchOver('number', 'party'),
  ],
  columns: [
    text('documentLabel', 'Type', { sortable: true, words: true }),
    text('number', 'Number', { sortable: true }),
    { key: 'date', header: 'Date', type: 'date', sortable: true },
    text('party', 'Party', { sortable: true }),
    text('statusLabel', 'Status', { words: true }),
    { ...money('amount', 'Amount'), sortable: true },
  ],
  // Newest first, a day's by number (a type's numbers apart by their prefix).
  order: ['-date', '-number'],
  titleColumn: 'number',
  keyColumns: ['statusLabel', 'amount'],
  exports: excelAndPdf('transactionReport', 'Transaction Report'),
};

export const ACTIVITY_LOG: ReportDef = {
  id: 'activityLog',
  title: 'Activity Log',
  area: 'Transactions',
  aclNames: REPORT_ACL,
  path: 'chemical/activityLog/getActivityLogReportModel',
  ofDocuments: true,
  filters: [
    periodFilter('Date', { required: true, opensOn: 'month' }),
    { kind: 'lookup', key: 'staffId', label: 'User', lookup: STAFF },
    { kind: 'choice', key: 'module', label: 'Module', options: AUDITED_MODULES },
  ],
  columns: [
    text('at', 'When', { sortable: true }),
    text('user', 'User', { sortable: true }),
    text('moduleLabel', 'Module', { sortable: true }),
    text('action', 'Action', { sortable: true }),
    text('record', 'Record'),
  ],
  order: ['-at'],
  keyColumns: [],
  exports: excelAndPdf('activityLog', 'Activity Log'),
};
