import type { FieldDef, LookupDef } from '../catalogue/fields.ts';
import type { ListColumn } from '../catalogue/listColumns.ts';
import { ROUTES } from '../catalogue/routes.ts';
import { GST_RATES } from '../catalogue/modules/items.ts';
import { SHIP_DOCUMENTS } from '../documents/shipDocuments.ts';

/**
 * Issue 22's report area: a report is a declaration, like a master or a document (decision 1210). Its
 * filters, columns, rows call and exports are declared once; the server's routes, the screen and the files
 * follow, so the screen and the export cannot disagree.
 */

/** A filter of a report: what the screen shows and what the rows call takes in its body. */
export type ReportFilterDef =
  /** Two days, both ends included, posted under `keys` (`from`, `to`: yyyy-MM-dd). */
  | { kind: 'dateRange'; label: string; keys: readonly [from: string, to: string] }
  /** A record picked by its name (a party, an item, an order), posted as its id. */
  | { kind: 'lookup'; key: string; label: string; lookup: LookupDef }
  /** Text typed, posted trimmed (a lot number: those starting with it). */
  | { kind: 'text'; key: string; label: string; maxLength: number }
  /** A switch, posted as true when on; its label names it in an export's filter line. */
  | { kind: 'flag'; key: string; label: string };

/** A column of a report: a list column, which the server may sort by, and whose total the report shows. */
export interface ReportColumn extends ListColumn {
  sortable?: boolean;
  /** Summed over every row the filter keeps (not the page). */
  total?: boolean;
}

export type ReportFormat = 'excel' | 'pdf';

/** A file of a report: its format, the call that streams it, and the name it downloads as (spec §7). */
export interface ReportExport {
  format: ReportFormat;
  path: string;
  fileName: string;
}

export interface ReportDef {
  /** The report's id: its address `/module/reports/<id>`, and what report lists sort by. */
  id: string;
  title: string;
  /** The group of the report screen it is listed under. */
  area: string;
  /** The access names any of which lets a role run it (read). */
  aclNames: readonly string[];
  /** The rows call (POST, paged: `{ …filters, page, size, sort }`). */
  path: string;
  filters: readonly ReportFilterDef[];
  columns: readonly ReportColumn[];
  exports: readonly ReportExport[];
}

/** The access names of a screen of the menu (spec §2 `ROUTES`). */
const aclOf = (address: string): string[] =>
  ROUTES.filter((route) => route.fullPath === address).flatMap((route) => route.aclNames);
/** The Report menu's access (`chemical/report`): every report runs with it. */
export const REPORT_ACL: readonly string[] = aclOf('/module/reports');
const STOCK_ACL = [...aclOf('/module/inward-stock'), 'chemical/itemStock'];

const ITEM: LookupDef = { module: 'item', displayKey: 'name' };
const CUSTOMER: LookupDef = { module: 'party', displayKey: 'companyName', filter: { isCustomer: true } };
const SALES_ORDER: LookupDef = { module: 'salesOrder', displayKey: 'number' };

const quantity = (key: string, header: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  key,
  header,
  type: 'quantity',
  unit: 'uom',
  ...extra,
});
const text = (key: string, header: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  key,
  header,
  type: 'text',
  ...extra,
});

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
  filters: [
    { kind: 'dateRange', label: 'SO Date', keys: ['from', 'to'] },
    { kind: 'lookup', key: 'partyId', label: 'Customer', lookup: CUSTOMER },
    { kind: 'lookup', key: 'salesOrderId', label: 'Sales Order', lookup: SALES_ORDER },
    { kind: 'flag', key: 'pending', label: 'Pending only' },
  ],
  columns: [
    text('orderNumber', 'SO Number', { sortable: true }),
    { key: 'orderDate', header: 'SO Date', type: 'date', sortable: true },
    text('customer', 'Customer', { sortable: true }),
    text('item.code', 'Item Code', { sortable: true }),
    text('item.name', 'Item', { sortable: true }),
    text('uom.name', 'UOM'),
    quantity('ordered', 'Ordered', { sortable: true, total: true }),
    quantity('dispatched', 'Dispatched', { sortable: true, total: true }),
    quantity('pending', 'Pending', { sortable: true, total: true }),
    text('statusLabel', 'Status'),
  ],
  exports: (['excel', 'pdf'] as const).map((format) => ({
    format,
    path: `chemical/report/dispatchAgainstSO/export/${format}`,
    fileName: `Dispatch Against SO.${format === 'excel' ? 'xlsx' : 'pdf'}`,
  })),
};

const money = (key: string, header: string): ReportColumn => ({ key, header, type: 'amount', total: true });

/** The GST Returns' access (`chemical/gstr1`): the register is the returns' own figures. */
export const GST_RETURNS_ACL: readonly string[] = aclOf('/module/gst-returns');

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
  filters: [
    { kind: 'dateRange', label: 'Date', keys: ['from', 'to'] },
    { kind: 'lookup', key: 'branchId', label: 'Branch', lookup: { module: 'branch', displayKey: 'name' } },
  ],
  columns: [
    text('number', 'Number', { sortable: true }),
    { key: 'date', header: 'Date', type: 'date', sortable: true },
    text('kindLabel', 'Type'),
    text('party', 'Party', { sortable: true }),
    text('gstin', 'GSTIN'),
    text('placeOfSupply', 'Place of Supply'),
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
  exports: (['excel', 'pdf'] as const).map((format) => ({
    format,
    path: `chemical/report/invoiceRegister/export/${format}`,
    fileName: `Invoice Register.${format === 'excel' ? 'xlsx' : 'pdf'}`,
  })),
};

/** Every report, by id. */
export const REPORTS: Readonly<Record<string, ReportDef>> = {
  [LOT_CLEARANCE.id]: LOT_CLEARANCE,
  [DISPATCH_AGAINST_SO.id]: DISPATCH_AGAINST_SO,
  [INVOICE_REGISTER.id]: INVOICE_REGISTER,
};

export const findReport = (id: string): ReportDef | undefined =>
  Object.hasOwn(REPORTS, id) ? REPORTS[id] : undefined;

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

/** The columns a report sorts by on the server. */
export const reportSortKeys = (report: Pick<ReportDef, 'columns'>): string[] =>
  report.columns.filter((column) => column.sortable).map((column) => column.key);

/** The columns a report totals. */
export const reportTotalKeys = (report: Pick<ReportDef, 'columns'>): string[] =>
  report.columns.filter((column) => column.total).map((column) => column.key);

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

/**
 * The filter line an export prints under its title: the dates, the text typed and the switches on, in the
 * declared order (a picked record's id means nothing on paper and is left out).
 */
export function reportFilterLine(report: Pick<ReportDef, 'filters'>, values: ReportFilterValues): string {
  const given = (key: string) => {
    const value = values[key];
    return value === null || value === undefined || value === '' || value === false ? undefined : value;
  };
  return report.filters
    .flatMap((filter): unknown[] => {
      switch (filter.kind) {
        case 'dateRange': {
          const [from, to] = filter.keys.map(given);
          return [from && `From ${String(from)}`, to && `To ${String(to)}`];
        }
        case 'text':
          return [given(filter.key) && `${filter.label}: ${String(given(filter.key))}`];
        case 'flag':
          return [given(filter.key) && filter.label];
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
