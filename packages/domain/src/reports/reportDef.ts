import type { EntityRecord, LookupDef } from '../catalogue/fields.ts';
import type { ListColumn } from '../catalogue/listColumns.ts';
import { PLACE_OF_SUPPLY_OPTIONS } from '../catalogue/formats.ts';
import { ROUTES } from '../catalogue/routes.ts';
import type { DocumentKey } from '../documents/documentKeys.ts';
import { valueAt } from '../search/search.ts';

/**
 * What a report declaration is (decision 1210) and the pieces the declarations share: the access of the
 * Report menu and of a screen, the pickers, the typed columns and the two files a report downloads as.
 */

/** A filter of a report: what the screen shows and what the rows call takes in its body. */
export type ReportFilterDef =
  /**
   * Two days, both ends included, posted under `keys` (`from`, `to`: yyyy-MM-dd); `maxDays`: the most days
   * the two may span (a longer range is refused in words, not left to time out).
   * `required`: the report runs over a period only (both days must be given).
   * `opensOn`: the period the screen opens at when its address names neither day (decision 1960): the month
   * of today, for a report of what happened (a register, what was dispatched or made), which a user asks of
   * the month first; none for a report of what is still pending, which reads every open order.
   */
  | {
      kind: 'dateRange';
      label: string;
      keys: readonly [from: string, to: string];
      maxDays?: number;
      required?: boolean;
      opensOn?: 'month';
    }
  /** A record picked by its name (a party, an item, an order), posted as its id; `required`: the report needs one. */
  | { kind: 'lookup'; key: string; label: string; lookup: LookupDef; required?: boolean }
  /** Text typed, posted trimmed (a lot number: those starting with it). */
  | { kind: 'text'; key: string; label: string; maxLength: number }
  /**
   * The report's search box (issue 56): text typed, posted as the list's `q`, which keeps the rows whose
   * document number or party's name holds it, in any case, searched on the server. `over`: the keys of the
   * number's and the party's columns it searches.
   */
  | {
      kind: 'search';
      key: 'q';
      label: string;
      maxLength: number;
      over: readonly [number: string, party: string];
    }
  /** One of a few values (a document type, a status), posted as the value picked. */
  | { kind: 'choice'; key: string; label: string; options: readonly ReportChoice[] }
  /** A switch, posted as true when on; its label names it in an export's filter line. */
  | { kind: 'flag'; key: string; label: string };

/** A value a `choice` filter offers, and the label the screen and an export's filter line show. */
export interface ReportChoice {
  value: string;
  label: string;
}

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

/**
 * What a user may do from a row of a report (decision 1784): open a new document of `document`, its draft
 * taking values from the row (the schedule's Record Maintenance: the row's machine and activity). Shown only
 * to a role that may create that document.
 */
export interface ReportRowAction {
  label: string;
  /** A menu icon name (`MENU_ICONS`): the row's button shows it, its label as its name. */
  icon: string;
  document: DocumentKey;
  /**
   * The draft's values: a path in the draft (`machine.name`, what a chosen lookup carries) → the path of
   * the row's value (`machine.name`).
   */
  draft: Readonly<Record<string, string>>;
}

/** `record` with `value` at `path` (`machine.name`), the objects on the way made where missing. */
function withValueAt(record: EntityRecord, path: readonly string[], value: unknown): EntityRecord {
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...record, [key]: value };
  const inner = record[key];
  const object = typeof inner === 'object' && inner !== null ? (inner as EntityRecord) : {};
  return { ...record, [key]: withValueAt(object, rest, value) };
}

/** The draft a row action opens its document with: each declared path set from the row, where it has a value. */
export function rowDraft(action: Pick<ReportRowAction, 'draft'>, row: unknown): EntityRecord {
  return Object.entries(action.draft).reduce<EntityRecord>((draft, [to, from]) => {
    const value = valueAt(row, from);
    return value === undefined || value === null ? draft : withValueAt(draft, to.split('.'), value);
  }, {});
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
  /**
   * The order of the rows (issue 56, decision 2231): the keys of the columns the rows come in when no sort is
   * asked, and that break the ties of a sort asked (`-` in front: descending). The read breaks the ties left
   * by a key of its own (a line, a rate, a record's id), so a page never shows a row twice or leaves one out.
   */
  order: readonly string[];
  /**
   * The column that names a row where the first does not (decision 2081): the document's number of a
   * register that opens on the GSTIN. A phone's card is titled by it, and it is never hidden.
   */
  titleColumn?: string;
  /**
   * What a row is read for, kept in view at the end as the table scrolls sideways (issue 56, decision 2250):
   * a register's total, a pending order's quantity and status; none, a log's. Every report names them.
   */
  keyColumns: readonly string[];
  exports: readonly ReportExport[];
  /** The menu's address the report opens at instead of `/module/reports/<id>` (spec §2: a report of its own). */
  address?: string;
  /** What a user may do from each row (decision 1784). */
  rowActions?: readonly ReportRowAction[];
  /**
   * It counts documents (or what users did): a role without "All records" gets only its own, and the reply
   * and the screen say so (decision 1863).
   */
  ofDocuments?: true;
}

/** The access names of a screen of the menu (spec §2 `ROUTES`). */
export const aclOf = (address: string): string[] =>
  ROUTES.filter((route) => route.fullPath === address).flatMap((route) => route.aclNames);
/** The Report menu's access (`chemical/report`): every report runs with it. */
export const REPORT_ACL: readonly string[] = aclOf('/module/reports');
/** The GST Returns' access (`chemical/gstr1`): the registers are the returns' own figures. */
export const GST_RETURNS_ACL: readonly string[] = aclOf('/module/gst-returns');
export const STOCK_ACL = [...aclOf('/module/inward-stock'), 'chemical/itemStock'];

export const ITEM: LookupDef = { module: 'item', displayKey: 'name' };
export const CUSTOMER: LookupDef = {
  module: 'party',
  displayKey: 'companyName',
  filter: { isCustomer: true },
};
export const BRANCH: LookupDef = { module: 'branch', displayKey: 'name' };
export const SALES_ORDER: LookupDef = { module: 'salesOrder', displayKey: 'number' };

export const quantity = (key: string, header: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  key,
  header,
  type: 'quantity',
  unit: 'uom',
  ...extra,
});
export const text = (key: string, header: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  key,
  header,
  type: 'text',
  ...extra,
});

export const money = (key: string, header: string): ReportColumn => ({
  key,
  header,
  type: 'amount',
  total: true,
});

export const date = (key: string, header: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  key,
  header,
  type: 'date',
  ...extra,
});

/** A report's two files under `chemical/report/<id>/export/excel|pdf`, named by its title (spec §7). */
export const excelAndPdf = (id: string, title: string): ReportExport[] =>
  (['excel', 'pdf'] as const).map((format) => ({
    format,
    path: `chemical/report/${id}/export/${format}`,
    fileName: `${title}.${format === 'excel' ? 'xlsx' : 'pdf'}`,
  }));

/** The search box of a report of documents: their number and party's name, as lists search (issue 56). */
export const searchOver = (number: string, party: string): Extract<ReportFilterDef, { kind: 'search' }> => ({
  kind: 'search',
  key: 'q',
  label: 'Search',
  maxLength: 100,
  over: [number, party],
});

/** A place of supply's column: its state's code and name, '24 Gujarat' (issue 56), never the code alone. */
export const place = (key: string, header: string): ReportColumn => ({
  key,
  header,
  type: 'text',
  options: PLACE_OF_SUPPLY_OPTIONS,
});

/** The longest date range a report over the ledger or the orders reads at once: a year and a day. */
export const MAX_REPORT_DAYS = 366;

type DateRangeFilter = Extract<ReportFilterDef, { kind: 'dateRange' }>;

/**
 * A report's period (`from`, `to`) of at most `MAX_REPORT_DAYS`, labelled `label`; `extra`: whether the report
 * needs it (`required`) and opens on the month (`opensOn`, decision 1960).
 */
export const periodFilter = (
  label: string,
  extra: Pick<DateRangeFilter, 'required' | 'opensOn'> = {},
): DateRangeFilter => ({
  kind: 'dateRange',
  label,
  keys: ['from', 'to'],
  maxDays: MAX_REPORT_DAYS,
  ...extra,
});
