import type { FieldDef, LookupDef } from '../catalogue/fields.ts';
import { canWrite, entriesFor, guardDecision, screenNames, type AclEntry } from './acl.ts';
import { MODULES, moduleByKey } from '../catalogue/modules/index.ts';
import { DOCUMENTS } from '../documents/documents.ts';
import type { DocumentDef } from '../documents/documentDef.ts';
import { documentValueField } from '../documents/documentRules.ts';
import { itemDefaultKeys } from '../documents/lines.ts';
import { formatAmount } from '../format/amount.ts';
import { formatDate } from '../format/date.ts';

/** The documents by key: a picker of one describes its records by `documentDetail`. */
const DOCUMENTS_BY_KEY: ReadonlyMap<string, DocumentDef> = new Map(Object.entries(DOCUMENTS));

/**
 * Who may read a master's records through a picker (decision 1357): whoever may write a module or a document
 * with a field choosing from it (the floor supervisor writing a daily entry picks its operator from Staff
 * without reading Staff), and then only the columns a picker shows.
 */
export interface PickerReaders {
  /** The access names of the modules and documents naming the master in a field or a line's field. */
  aclNames: readonly string[];
  /** What such a reader gets of each record: its id, code and the fields the pickers show and carry. */
  columns: readonly string[];
}

interface Namer {
  aclName: string;
  fields: readonly FieldDef[];
  /** What its lines take from the item chosen on them (a document's unit, HSN, price and GST rate). */
  fromItem: readonly string[];
}

const NAMERS: readonly Namer[] = [
  ...MODULES.map((module) => ({
    aclName: module.aclName,
    fields: [...module.fields, ...(module.children ?? []).flatMap((child) => child.fields)],
    fromItem: [],
  })),
  ...Object.values(DOCUMENTS).map((def) => ({
    aclName: def.aclName,
    fields: [...def.fields, ...def.lines.fields],
    fromItem: itemDefaultKeys(def),
  })),
];

/** The readers of `target`'s records through its pickers; none when no field chooses from it. */
export function pickerReaders(target: string): PickerReaders {
  const naming = NAMERS.flatMap((namer) =>
    namer.fields.flatMap((field) =>
      field.lookup?.module === target ? [{ namer, lookup: field.lookup }] : [],
    ),
  );
  return {
    aclNames: [...new Set(naming.map(({ namer }) => namer.aclName))],
    columns: [
      ...new Set([
        'id',
        'code',
        ...naming.flatMap(({ namer, lookup }) => [
          lookup.displayKey,
          ...(lookup.detailKey ? [lookup.detailKey] : []),
          ...(lookup.carries ?? []),
          // What a picker is narrowed by on the phone (a rack's stock area): a floor form filters its rows so.
          ...Object.keys(lookup.filterFrom ?? {}),
          ...(target === 'item' ? namer.fromItem : []),
        ]),
      ]),
    ],
  };
}

/**
 * Whether the access data lists `target`'s records through its pickers to one who cannot read it (decisions
 * 1357, 1868): a writer of a form naming it; a reader of such a form too where the role has no entry of the
 * master's (its pickers then show what the form holds); never one whom an entry of the master keeps out and who
 * only reads the form.
 */
export function mayPick(
  aclData: readonly AclEntry[],
  target: readonly string[],
  readers: Pick<PickerReaders, 'aclNames'>,
): boolean {
  if (canWrite(aclData, readers.aclNames)) return true;
  const unlisted = entriesFor(aclData, screenNames(target)).length === 0;
  return unlisted && guardDecision(aclData, readers.aclNames).outcome === 'allow';
}

/** A read record's text value, '' for none. */
const textAt = (row: Readonly<Record<string, unknown>>, key: string): string => {
  const value = row[key];
  return typeof value === 'string' ? value : '';
};

/** The display name a read record carries of its lookup (`partyId` → `party.companyName`), '' for none. */
const shownAt = (row: Readonly<Record<string, unknown>>, key: string, displayKey: string): string => {
  const carried = row[key];
  return typeof carried === 'object' && carried !== null
    ? textAt(carried as Record<string, unknown>, displayKey)
    : '';
};

/**
 * What tells a document apart in a picker (issue 38: one number in two GST series, decision 1825): its date,
 * its party, its branch with the GSTIN that numbered it, and what it is worth where it declares money (issue 56:
 * a gate entry is worth no "₹0.00"); each it has.
 */
function documentDetail(def: DocumentDef, row: Readonly<Record<string, unknown>>): string | null {
  const date = textAt(row, 'date');
  const series = textAt(row, 'seriesKey');
  const branch = shownAt(row, 'branch', 'name');
  const gstin = /^[0-9]{2}[A-Z0-9]{13}$/.test(series) ? series : '';
  const valueField = documentValueField(def);
  const total = valueField === undefined ? undefined : row[valueField];
  const parts = [
    date === '' ? '' : formatDate(date),
    shownAt(row, 'party', 'companyName'),
    [branch, gstin].filter((part) => part !== '').join(' · '),
    typeof total === 'number' ? `₹${formatAmount(total)}` : '',
  ].filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * What a picker shows beside a record's display value (decision 1358): its `detailKey` field, a choice of the
 * looked-up module by its option's label ('ph' → 'pH'); a document's date, party, branch and total (issue 38);
 * null when the lookup declares none or it is blank.
 */
export function lookupDetail(lookup: LookupDef, row: Readonly<Record<string, unknown>>): string | null {
  const document = DOCUMENTS_BY_KEY.get(lookup.module);
  if (!lookup.detailKey) return document ? documentDetail(document, row) : null;
  const value = row[lookup.detailKey];
  if (value === undefined || value === null || value === '') return null;
  const field = moduleByKey(lookup.module)?.fields.find((candidate) => candidate.key === lookup.detailKey);
  const option = field?.options?.find((candidate) => candidate.value === value);
  return option ? option.label : String(value);
}
