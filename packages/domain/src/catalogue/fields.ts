import type { MasterImport } from './masterRoutes.ts';
import type { z } from 'zod';
import { AMOUNT_DECIMALS } from '../format/decimals.ts';
import type { FieldFormat } from './formats.ts';
import type { LookupDef } from './lookupDef.ts';
import type { PlaceKind } from '../labels/labelAddress.ts';

/** The kinds of input the generic forms render (issue 4's form parts). */
export const FIELD_TYPES = [
  'text',
  'email',
  'password',
  'number',
  'amount',
  'date',
  'select',
  'lookup',
  'checkbox',
  'textarea',
  'file',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldOption {
  value: string | number;
  label: string;
  /**
   * The Label Configuration key under which the organisation renames this choice (a quality parameter's
   * kind is its kind's module: "Custom Kind 4" named "Moisture" there is Moisture here too, decision 2053).
   */
  renamedAs?: string;
}

export type { LookupDef, LookupFilterValue } from './lookupDef.ts';

/**
 * One field of a catalogue module. Lookup field keys end in 'Id'; a record read from the server also
 * carries the looked-up record under the key without 'Id' (`uomId` → `uom: { id, name }`), see
 * `columnPath`.
 */
export interface FieldDef {
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  lookup?: LookupDef;
  options?: readonly FieldOption[];
  /** Smallest and largest number allowed (inclusive). */
  min?: number;
  max?: number;
  /** The number must be greater than zero. */
  positive?: boolean;
  /** The number must be whole. */
  integer?: boolean;
  /** The most decimals the number may have (amounts: 2): a value with more is refused, never rounded (issue 14). */
  decimals?: number;
  /**
   * A quantity: the lookup field (of the same record or child row) naming its unit of measure, whose
   * decimals it is entered, checked and shown with (`quantityDecimals`); `decimals` is then the most
   * any unit allows.
   */
  uomField?: string;
  maxLength?: number;
  /** A text format the value must have. */
  format?: FieldFormat;
  /** Text is stored in upper case (codes, GSTIN, PAN). */
  uppercase?: boolean;
  /** The value a new record starts with in the form. */
  defaultValue?: string | number | boolean;
  /** A date a new record starts at with the day the form was opened (a funnel entry's entry date). */
  startsToday?: boolean;
  placeholder?: string;
  /** Help shown with the field (a password's policy). */
  hint?: string;
  /** A yes/no field drawn as a switch: a setting that turns something on or off (issue 42). */
  appearance?: 'switch';
  /** A file field: the kinds of file it takes, as a file input's `accept` ('image/png,image/jpeg'). */
  accept?: string;
  /** The spec §8 code a failure of this field is reported with (else VALIDATION_FAILED). */
  errorCode?: number;
  /** Replaces the '<label> is required' message (spec §5's 'This field is required'). */
  requiredMessage?: string;
  /** Kept on the record but not shown in the form (an inward line's order line, set by the order's lines). */
  hidden?: boolean;
  /** Shown but never entered: the server sets it (a count sheet's book quantity, decision 1010). */
  readOnly?: boolean;
  /** Shown only while this system config switch is YES: a flow's own field (decision 1045). */
  feature?: string;
  /** Worked out from the line and its record as they are typed, never entered (a roll's GSM, decision 1230). */
  derived?: DerivedValue;
  /** A header figure the server works out from its lines in the same read (a plan's progress, decision 1506). */
  ofLines?: LinesShare;
  /** The system config key whose value a new record's first line starts with (decision 1230). */
  configDefault?: string;
  /** Its value is the id of one of the party's open documents, chosen in their picker (decision 1471). */
  openDocument?: OpenDocumentPick;
  /** Entered only while a looked-up record says so (a funnel entry's Lost Reason, decision 1645). */
  enteredWhen?: EnteredWhen;
  /** A number naming a record that is no lookup (no picker, no key of its own): checked on save (issue 39). */
  references?: FieldReference;
  /** A text naming a lot, picked from the lots in stock of the record's item (issue 42, decision 2086). */
  lotOf?: LotOf;
  /** Records are found by this value (a scanned code): its table indexes (organisation, value) (decision 2370). */
  lookedUpByValue?: true;
}

/**
 * A lot field's picker (decision 2086): the lots in stock of the item its `item` field names, in the stock
 * area its `area` field names once one is chosen (each looked for on the line, then on the header). `typed`:
 * a new lot may be typed too while the line's fields have one of these values (a stage's output and wastage
 * lines come into stock as new lots: `{ lineRole: ['OUTPUT', 'WASTAGE'] }`).
 */
export interface LotOf {
  item: string;
  area?: string;
  typed?: Readonly<Record<string, readonly string[]>>;
}

/**
 * What a number field that is no lookup names (issue 39, decision 1870): a record of `module` (a document or
 * a master), or with `line` one of that document's lines. `within`: the field (of the same line, else of the
 * header) naming the one document the line must be of; `agrees`: the fields the named line must have as
 * this line has them (an inward line a bill charges: the order line the bill line names).
 */
export interface FieldReference {
  module: string;
  line?: true;
  within?: string;
  agrees?: readonly string[];
}

/**
 * A field entered only while the record the `lookup` field chooses carries `carried` equal to `equals` (its
 * lookup `carries` it); otherwise shown read-only and saved empty. With `requiredReason` it is then required,
 * the message ending with the reason ('Lost Reason is required to move to a lost stage').
 */
export interface EnteredWhen {
  lookup: string;
  carried: string;
  equals: string;
  requiredReason?: string;
}

/**
 * A line's document a receipt or payment settles (decision 1471): the id of one of the header party's open
 * documents of the kinds the document's `billing.kind` settles, chosen in a picker of them that the server
 * pages, never typed. The choice also sets the line's `keyField` (its type key) and `numberField` (its number,
 * which the cell shows); "Settle Open Documents" (`action`) fills a line per document ticked, each for what
 * is unpaid of it in `amountField`, within the header's amount.
 */
export interface OpenDocumentPick {
  keyField: string;
  numberField: string;
  amountField: string;
  action: string;
}

/**
 * A header's share of its lines (decision 1506): the mean, over the lines whose `whole` is above 0, of `part` ÷
 * `whole` capped at 1, as a whole percent (unit-free, so lines in different units count alike). No column
 * keeps it: the server works it out in the read and the list (one query a page), and a list sorts by it.
 */
export interface LinesShare {
  part: string;
  whole: string;
}

/** What the form says of a derived value before it is sent: a warning, or an error the server refuses too. */
export interface LineNotice {
  level: 'warning' | 'error';
  message: string;
}

/**
 * A notice a write's answer carries besides the record (`notices`): a warning the server let through, said
 * on the field it concerns (`lines.0.kg`), as the form says its line notices (decision 1310); or what the
 * move made (`made`, decision 2054: an accepted quotation's sales order), said as done with the way to open it.
 */
export interface FieldNotice extends Omit<LineNotice, 'level'> {
  field: string;
  level: LineNotice['level'] | 'success';
  /** The document the move made: its key (`DOCUMENTS`) and id. */
  made?: { document: string; id: number };
}

/** A line field's value worked out live (decision 1230), and what its value calls for. */
export interface DerivedValue {
  /** The value of the line in its record (header fields), or null while it cannot be worked out. */
  value: (
    line: Readonly<Record<string, unknown>>,
    record: Readonly<Record<string, unknown>>,
  ) => number | null;
  /** Worked out on the form only, never stored: no column keeps it (a plan line's left to produce). */
  shownOnly?: boolean;
  /**
   * The server works it out too as the document is submitted, under the system config `config` keys its
   * notice reads (decision 1800): an error refuses the submit on the line's field `on`, a warning rides along
   * with the answer on it, and the value is written on the line (unless `shownOnly`).
   */
  judged?: { on: string; config: readonly string[] };
  /** A notice for the value under the organisation's system config (its limits), or null. */
  notice?: (
    value: number,
    line: Readonly<Record<string, unknown>>,
    config: Readonly<Record<string, string | null | undefined>>,
  ) => LineNotice | null;
}

/** A rule over several fields of one record; `field` is where the message shows. */
export interface CrossFieldRule {
  field: string;
  /** The message, or a function of the record that words it with the values concerned. */
  message: string | ((record: Readonly<Record<string, unknown>>) => string);
  code?: number;
  /** Gets the record as sent (values may not be parsed yet); true when the record obeys the rule. */
  valid: (record: Readonly<Record<string, unknown>>) => boolean;
}

/** A child table of a module (BOM lines, party addresses and contacts). */
export interface ChildTableDef {
  key: string;
  label: string;
  fields: readonly FieldDef[];
  listColumns: readonly string[];
  /** Fields a line grid keeps in view at its end besides a taxed total (issue 56, decision 2250). */
  keyColumns?: readonly string[];
  /** Fewest rows a record must have (default 0). */
  minRows?: number;
  rules?: readonly CrossFieldRule[];
}

/**
 * A list call of a module beside getAllByPartner (spec §7: `party/getSuppliers`): its path under the API
 * path and the field values its rows have. It pages, sorts and searches as getAllByPartner does.
 */
export interface ModuleListCall {
  path: string;
  where: Readonly<Record<string, string | number | boolean>>;
}

/**
 * A module's records as a board (decision 1660: the funnel by stage): a column per record of the lookup
 * `column`, in the order of that record's `columnOrder`, each with its count and the sum of `sum`.
 */
export interface BoardDef {
  /** The lookup whose records are the columns (the funnel's stage). */
  column: string;
  /** The field of a column's record that orders the columns (a stage's sequence). */
  columnOrder: string;
  /** The field of a column's record naming its outcome: a move into a LOST one asks for a reason. */
  columnOutcome: string;
  /** The amount summed per column (the expected value). */
  sum: string;
  /** The field cards are ordered by in a column (then by id), earliest first, blanks last. */
  cardOrder: string;
  /** The fields a card shows, its title first. */
  card: readonly string[];
  /** The fields a move into a lost column fills: the reason (one of LOST_REASONS) and its text. */
  lost: { reason: string; remarks: string };
}

/** A catalogue module as written, before its schema is built. */
export interface ModuleSpec {
  /** Stable id, e.g. 'item'. */
  key: string;
  kind: 'master' | 'settings';
  /** The API path prefix without /api/v1/ (spec §7), e.g. 'chemical/item'. */
  apiPath: string;
  /** The access-control name (spec §2). */
  aclName: string;
  /** The feature route, e.g. '/module/product'. */
  route: string;
  label: string;
  /** What one record is called where the screen's label names the whole (decision 2051: a funnel's Lead). */
  recordLabel?: string;
  fields: readonly FieldDef[];
  listColumns: readonly string[];
  searchKeys: readonly string[];
  /** The select-list sort key (spec §7): name, companyName, firstname, packingType, … */
  sortKey: string;
  /** Its list is newest first unless a sort is asked for: `sortKey` descending (decision 1680: activities). */
  newestFirst?: boolean;
  children?: readonly ChildTableDef[];
  /** Lists that can be large (items, parties) are paged on the server. */
  largeList?: boolean;
  /** Its list calls beside getAllByPartner (the party's suppliers and customers). */
  lists?: readonly ModuleListCall[];
  /** Fields that together identify a record: a second record with the same values is refused. */
  uniqueKeys?: readonly string[];
  /** Code for a record whose unique keys are taken (default DUPLICATE). */
  duplicateCode?: number;
  /** Code for a record that is not found (default NOT_FOUND). */
  notFoundCode?: number;
  rules?: readonly CrossFieldRule[];
  /**
   * Read-only lines the module field config lists besides the fields (spec §3 user profile: user and
   * partner): seeded hidden, shown where an admin makes them visible (`displayFieldRules`).
   */
  displayFields?: readonly { key: string; label: string }[];
  /**
   * Masters kept from this one's screen besides those it looks up (the quality parameters' purity, pH,
   * moisture …): spec §2's menu has no entry of their own.
   */
  related?: readonly string[];
  /**
   * A screen of another master's records (decision 1044): its table is `module`'s, it reads and writes only
   * the records whose fields hold the `where` values (its own fields give each as the only choice) and whose
   * `filled` fields are set (decision 1604: the funnel's entries naming a digital platform).
   */
  viewOf?: { module: string; where: Readonly<Record<string, string>>; filled?: readonly string[] };
  /**
   * The staff lookup naming each record's owner (decision 1601: a funnel entry's sales person). A new record
   * is owned by its caller unless it names another owner; a role whose entry for the module lacks View all
   * (`canViewAll`) lists, reads and changes only the records it owns.
   */
  ownerField?: string;
  /** The date field the list screen's date range filters on (`from`, `to` of getAllByPartner, decision 1602). */
  listDate?: string;
  /** The lookup fields the list screen filters by, each a picker (decision 1602). */
  listFilters?: readonly string[];
  /** Its records shown as a board too, beside the table (decision 1660). */
  board?: BoardDef;
  /**
   * A record's history (decision 1663): besides every master and document with a lookup to this module,
   * these documents of the party its `partyField` names (the funnel entry's sales orders).
   */
  history?: { partyField: string; partyDocuments: readonly string[] };
  /** A file of its records imported from a page beside its list (decision 1608: the leads' import). */
  imports?: MasterImport;
  /**
   * Records a document writes as it is submitted (decision 1785: a maintenance's activity in the machine
   * activity log): `idField` and `numberField` name the document's record and number, never taken from a
   * body; a record naming one is read-only here and goes only with its document (its cancel).
   */
  writtenBy?: WrittenBy;
  /**
   * Its records print labels whose QR the floor's scanner opens (issue 58, decision 2311): what such a
   * label names, through the same label calls as a lot's (`chemical/label/{key}/{id}`).
   */
  scanLabel?: PlaceKind;
}

/** The document that writes a module's records, and the fields of a record naming it (decision 1785). */
export interface WrittenBy {
  /** The document's label, as a refusal names it ('Maintenance'). */
  label: string;
  idField: string;
  numberField: string;
}

/** A record as saved: the module's fields plus id, version and custom fields. */
export type EntityRecord = Record<string, unknown> & {
  id?: number;
  version?: number;
  customFields?: Record<string, unknown>;
};

/** A module's save/update schema: a zod object with one entry per field (plus id, version, customFields). */
export type EntitySchema = z.ZodObject<Record<string, z.ZodType>, z.core.$strip>;

/** A catalogue module: one entity, described once for the server, the screens, the menu and the guard. */
export interface ModuleDef extends ModuleSpec {
  duplicateCode: number;
  notFoundCode: number;
}

/**
 * What one record of a master is called (decision 2240): its `recordLabel` where the master's label names
 * the whole (a Funnel's Lead, the Machine Breakdowns' Machine Breakdown), else its label. Its form, its
 * toasts ("Lead Saved Successfully") and an import's references say it.
 */
export const recordName = (module: Pick<ModuleSpec, 'label' | 'recordLabel'>): string =>
  module.recordLabel ?? module.label;

/** The key under which a record read from the server carries a lookup's record (`uomId` → `uom`). */
export function lookupObjectKey(field: Pick<FieldDef, 'key'>): string {
  return field.key.endsWith('Id') && field.key.length > 2 ? field.key.slice(0, -2) : field.key;
}

/**
 * The path of a list column's value in a record read from the server: a lookup shows its display
 * field (`uomId` → 'uom.name'), any other field itself. Use with `valueAt` and `filterRows`.
 */
export function columnPath(module: Pick<ModuleSpec, 'fields'>, column: string): string {
  const field = module.fields.find((candidate) => candidate.key === column);
  return field?.lookup ? `${lookupObjectKey(field)}.${field.lookup.displayKey}` : column;
}

/**
 * The most decimals a number or amount field takes: none for a whole number, the field's own, two (paise)
 * for an amount; undefined when any number of decimals is kept as given.
 */
export function fieldDecimals(field: Pick<FieldDef, 'type' | 'integer' | 'decimals'>): number | undefined {
  if (field.integer) return 0;
  return field.decimals ?? (field.type === 'amount' ? AMOUNT_DECIMALS : undefined);
}
