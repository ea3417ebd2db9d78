import type { FieldDef } from '../catalogue/fields.ts';
import { cellText } from '../catalogue/listColumns.ts';
import { daysBetween } from '../format/date.ts';
import { formatUnitTotals, type UnitTotal } from '../format/quantity.ts';
import { monthOf } from '../crm/salesDashboard.ts';
import { GST_RATES } from '../catalogue/modules/items.ts';
import { SHIP_DOCUMENTS } from '../documents/shipDocuments.ts';
import { MAINTENANCE_SCHEDULE } from './maintenanceReports.ts';
import { ORDER_LINES_ORDER, ORDER_REPORTS, SALES_ORDER_LINE_COLUMNS } from './orderReports.ts';
import { PRODUCTION_REPORTS } from './productionReports.ts';
import { BILLED_KIND_LABELS, REGISTER_ORDER, REGISTER_REPORTS } from './registerReports.ts';
import {
  BRANCH,
  CUSTOMER,
  GST_RETURNS_ACL,
  ITEM,
  REPORT_ACL,
  SALES_ORDER,
  STOCK_ACL,
  excelAndPdf,
  money,
  place,
  quantity,
  searchOver,
  text,
  type ReportColumn,
  type ReportDef,
  type ReportFilterDef,
} from './reportDef.ts';
import { STOCK_REPORTS } from './stockReports.ts';
import { ACTIVITY_LOG, TRANSACTION_REPORT } from './transactionReports.ts';

export {
  GST_RETURNS_ACL,
  REPORT_ACL,
  MAX_REPORT_DAYS,
  type ReportChoice,
  type ReportColumn,
  type ReportDef,
  type ReportExport,
  type ReportFilterDef,
  type ReportFormat,
  type ReportRowAction,
  rowDraft,
} from './reportDef.ts';
export { STOCK_AGEING_BUCKETS, STOCK_LEDGER_ENDS } from './stockReports.ts';
export { BILLED_KIND_LABELS } from './registerReports.ts';
export { AUDITED_MODULES, DOCUMENT_TYPES } from './transactionReports.ts';

/**
 * Issue 22's report area: a report is a declaration, like a master or a document (decision 1210). Its
 * filters, columns, rows call and exports are declared once; the server's routes, the screen and the files
 * follow, so the screen and the export cannot disagree.
 */

const LOT_CLEARANCE: ReportDef = {
  id: 'lotClearance',
  title: 'Lot Clearance',
  area: 'Stock',
  aclNames: [...REPORT_ACL, ...STOCK_ACL],
  path: 'chemical/report/lotClearance',
  filters: [
    { kind: 'lookup', key: 'itemId', label: 'Item', lookup: ITEM },
    { kind: 'text', key: 'lotNumber', label: 'Lot No.', maxLength: 100 },
  ],
  // A lot's figures are summed from its ledger rows a page at a time: the lots sort, their sums do not.
  columns: [
    text('item.code', 'Item Code', { sortable: true }),
    text('item.name', 'Item', { sortable: true }),
    text('lotNumber', 'Lot No.', { sortable: true }),
    text('uom.name', 'UOM'),
    quantity('cameIn', 'Came In'),
    quantity('toProduction', 'To Production'),
    quantity('dispatched', 'Dispatched'),
    quantity('otherOut', 'Other Out'),
    quantity('left', 'Left'),
  ],
  order: ['item.name', 'lotNumber'],
  keyColumns: ['left'],
  exports: [
    { format: 'excel', path: 'chemical/report/lotClearance/exportToExcel', fileName: 'lot clearance.xlsx' },
  ],
};

const DISPATCH_AGAINST_SO: ReportDef = {
  id: 'dispatchAgainstSO',
  title: 'Dispatch Against SO',
  area: 'Dispatch',
  aclNames: [...REPORT_ACL, SHIP_DOCUMENTS.dispatch.aclName],
  path: 'chemical/report/dispatchAgainstSO',
  ofDocuments: true,
  filters: [
    { kind: 'dateRange', label: 'SO Date', keys: ['from', 'to'], opensOn: 'month' },
    { kind: 'lookup', key: 'partyId', label: 'Customer', lookup: CUSTOMER },
    { kind: 'lookup', key: 'salesOrderId', label: 'Sales Order', lookup: SALES_ORDER },
    { kind: 'flag', key: 'pending', label: 'Pending only' },
    searchOver('orderNumber', 'customer'),
  ],
  columns: SALES_ORDER_LINE_COLUMNS,
  order: ORDER_LINES_ORDER,
  keyColumns: ['pending', 'statusLabel'],
  exports: excelAndPdf('dispatchAgainstSO', 'Dispatch Against SO'),
};

/** The column of a GST rate's taxable value in the invoice register: `taxable@18`. */
export const registerRateKey = (rate: number): string => `taxable@${rate}`;

/**
 * Issue 20's invoice register (decision 1432): each invoice and note of the period, one row each, with its
 * place of supply, taxes and total, and its taxable value per GST rate, as GSTR-1 reads them; a credit
 * note less. Its totals are the return's.
 */
const INVOICE_REGISTER: ReportDef = {
  id: 'invoiceRegister',
  title: 'Invoice Register',
  area: 'Billing',
  aclNames: [...REPORT_ACL, ...GST_RETURNS_ACL],
  path: 'chemical/report/invoiceRegister',
  ofDocuments: true,
  filters: [
    { kind: 'dateRange', label: 'Date', keys: ['from', 'to'], opensOn: 'month' },
    { kind: 'lookup', key: 'branchId', label: 'Branch', lookup: BRANCH },
    searchOver('number', 'party'),
  ],
  columns: [
    text('number', 'Number', { sortable: true }),
    { key: 'date', header: 'Date', type: 'date', sortable: true },
    text('kindLabel', 'Type', { words: Object.values(BILLED_KIND_LABELS) }),
    text('party', 'Party', { sortable: true }),
    text('gstin', 'GSTIN'),
    place('placeOfSupply', 'Place of Supply'),
    money('taxableValue', 'Taxable Value'),
    money('cgst', 'CGST'),
    money('sgst', 'SGST'),
    money('igst', 'IGST'),
    money('roundOff', 'Round Off'),
    money('total', 'Total'),
    // Per rate with its total: one SQL sum over the lines, the header's charges in its highest line (1493).
    ...GST_RATES.map((rate): ReportColumn =>
      money(registerRateKey(Number(rate.value)), `Taxable @ ${rate.label}`),
    ),
  ],
  order: REGISTER_ORDER,
  keyColumns: ['total'],
  exports: excelAndPdf('invoiceRegister', 'Invoice Register'),
};

/** Every report, by id. */
export const REPORTS: Readonly<Record<string, ReportDef>> = {
  [LOT_CLEARANCE.id]: LOT_CLEARANCE,
  [DISPATCH_AGAINST_SO.id]: DISPATCH_AGAINST_SO,
  [INVOICE_REGISTER.id]: INVOICE_REGISTER,
  ...Object.fromEntries(
    [
      ...ORDER_REPORTS,
      ...STOCK_REPORTS,
      ...REGISTER_REPORTS,
      ...PRODUCTION_REPORTS,
      TRANSACTION_REPORT,
      ACTIVITY_LOG,
      MAINTENANCE_SCHEDULE,
    ].map((report) => [report.id, report]),
  ),
};

export const findReport = (id: string): ReportDef | undefined =>
  Object.hasOwn(REPORTS, id) ? REPORTS[id] : undefined;

/** The report a menu address opens (the transaction report's `/module/transaction-report`). */
export const reportAt = (address: string): ReportDef | undefined =>
  Object.values(REPORTS).find((report) => report.address === address);

/** The keys a report's rows call takes for its filters (a date range's two). */
export const reportFilterKeys = (report: Pick<ReportDef, 'filters'>): string[] =>
  report.filters.flatMap((filter) => (filter.kind === 'dateRange' ? [...filter.keys] : [filter.key]));

/** A report's lookup filters as lookup fields: what a picker searches and pages by (`useLookupOptions`). */
export const reportLookupFields = (report: Pick<ReportDef, 'filters'>): FieldDef[] =>
  report.filters.flatMap((filter) =>
    filter.kind === 'lookup'
      ? [{ key: filter.key, label: filter.label, type: 'lookup' as const, lookup: filter.lookup }]
      : [],
  );

/** The labels of the filters a report needs that the values leave empty (the stock ledger's item). */
export const reportMissingFilters = (
  report: Pick<ReportDef, 'filters'>,
  values: ReportFilterValues,
): string[] =>
  report.filters.flatMap((filter) => {
    const keys = filter.kind === 'dateRange' ? filter.keys : [filter.key];
    const empty = keys.some((key) => (values[key] ?? '') === '');
    return (filter.kind === 'lookup' || filter.kind === 'dateRange') && filter.required && empty
      ? [filter.label]
      : [];
  });

type OpeningRange = Extract<ReportFilterDef, { kind: 'dateRange' }> & { opensOn: 'month' };
const opensOnPeriod = (filter: ReportFilterDef): filter is OpeningRange =>
  filter.kind === 'dateRange' && filter.opensOn === 'month';

/** The keys of a report's date ranges that open on a period: an address that empties them says so. */
export const reportOpeningKeys = (report: Pick<ReportDef, 'filters'>): string[] =>
  report.filters.filter(opensOnPeriod).flatMap((filter) => [...filter.keys]);

/**
 * The values a report's screen opens with where its address names neither day of a date range that opens on
 * a period (decision 1960): the month of `today`, by body key. A range the address names, even emptied, is
 * the user's.
 */
export function reportOpeningValues(
  report: Pick<ReportDef, 'filters'>,
  today: string,
  named: (key: string) => boolean,
): Record<string, string> {
  const month = monthOf(today);
  if (!month) return {};
  return Object.fromEntries(
    report.filters
      .filter(opensOnPeriod)
      .filter((filter) => !filter.keys.some(named))
      .flatMap(({ keys: [from, to] }) => [
        [from, month.from],
        [to, month.to],
      ]),
  );
}

/**
 * What is wrong with a date range given to a report, in the user's words: its end before its start, or more
 * days than the filter allows (both ends counted); undefined when it is fine or an end is not given.
 */
export function reportRangeProblem(
  filter: Extract<ReportFilterDef, { kind: 'dateRange' }>,
  from: string | undefined,
  to: string | undefined,
): string | undefined {
  if (!from || !to) return undefined;
  if (to < from) return 'From must be on or before To';
  const days = daysBetween(from, to) + 1;
  return filter.maxDays !== undefined && days > filter.maxDays
    ? `${filter.label} may span at most ${filter.maxDays} days; this range spans ${days}`
    : undefined;
}

/** The columns a report sorts by on the server. */
export const reportSortKeys = (report: Pick<ReportDef, 'columns'>): string[] =>
  report.columns.filter((column) => column.sortable).map((column) => column.key);

/** The columns a report totals. */
export const reportTotalKeys = (report: Pick<ReportDef, 'columns'>): string[] =>
  report.columns.filter((column) => column.total).map((column) => column.key);

/**
 * A report's totals over every row its filter keeps, by column key: a figure (an amount, a count), or for a
 * quantity column one total per unit, since a total never adds different units (issue 42, decision 2060).
 */
export type ReportTotalValues = Readonly<Record<string, number | readonly UnitTotal[]>>;

/** A column's total as the report shows it: a quantity per unit ('510 BAG · 25.500 KG'), else as its cells. */
export function reportTotalText(column: ReportColumn, totals: ReportTotalValues): string {
  const value = totals[column.key];
  return value === undefined || typeof value === 'number'
    ? cellText(column, totals)
    : formatUnitTotals(value);
}

/** A sort as the rows call takes it: a sortable column's key, `-` in front for descending. */
export interface ReportSort {
  key: string;
  descending: boolean;
}

/** The sort a call asked for, when the report sorts by that column; undefined otherwise. */
export function reportSortOf(report: Pick<ReportDef, 'columns'>, sort: string): ReportSort | undefined {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  return reportSortKeys(report).includes(key) ? { key, descending } : undefined;
}

/** The values a report's filters were given, by body key. */
export type ReportFilterValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Says a file's words in its reader's language, `{name}` places filled (decision 2141). */
export type SayWords = (text: string, values?: Readonly<Record<string, string>>) => string;

/** The words as they are, in English, their places filled. */
export const inEnglish: SayWords = (text, values = {}) =>
  text.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);

/**
 * The filter line an export prints under its title: the dates, the text typed and the switches on, in the
 * declared order (a picked record's id means nothing on paper and is left out), its words said by `say` in
 * the language of the user who asks; what was typed is as typed.
 */
export function reportFilterLine(
  report: Pick<ReportDef, 'filters'>,
  values: ReportFilterValues,
  say: SayWords = inEnglish,
): string {
  const given = (key: string) => {
    const value = values[key];
    return value === null || value === undefined || value === '' || value === false ? undefined : value;
  };
  return report.filters
    .flatMap((filter): unknown[] => {
      switch (filter.kind) {
        case 'dateRange': {
          const [from, to] = filter.keys.map(given);
          return [
            from && say('From {date}', { date: String(from) }),
            to && say('To {date}', { date: String(to) }),
          ];
        }
        case 'text':
        case 'search':
          return [given(filter.key) && `${say(filter.label)}: ${String(given(filter.key))}`];
        case 'flag':
          return [given(filter.key) && say(filter.label)];
        case 'choice': {
          const picked = filter.options.find((option) => option.value === given(filter.key));
          return [picked && `${say(filter.label)}: ${say(picked.label)}`];
        }
        default:
          return [];
      }
    })
    .filter(Boolean)
    .join(' · ');
}

/** The reports of one area of the report screen. */
export interface ReportArea {
  area: string;
  reports: { id: string; title: string }[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The areas and reports a caller may run (`chemical/report/getReportModules`): areas by name, each one's
 * reports by reportId ignoring case (spec §3: "Report lists are sorted by reportId, case-insensitive").
 */
export function reportAreas(
  reports: readonly ReportDef[],
  mayRun: (report: ReportDef) => boolean,
): ReportArea[] {
  const areas = new Map<string, ReportArea>();
  for (const report of reports.filter(mayRun)) {
    const area = areas.get(report.area) ?? { area: report.area, reports: [] };
    area.reports.push({ id: report.id, title: report.title });
    areas.set(report.area, area);
  }
  return [...areas.values()]
    .sort((a, b) => byName(a.area, b.area))
    .map((area) => ({ ...area, reports: area.reports.sort((a, b) => byName(a.id, b.id)) }));
}
