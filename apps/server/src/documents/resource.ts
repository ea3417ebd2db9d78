import {
  documentTables,
  LINE_SYSTEM_FIELDS,
  RESPONSE_CODES,
  documentModule,
  type DocumentDef,
  type FieldDef,
  type ModuleDef,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { columnName, columnTypeOf } from '../db/schema/describe.ts';
import { describeDocument, KEPT } from '../db/schema/document-tables.ts';
import { TableStore } from '../stores/table-store.ts';
import { searchText } from '../stores/writes.ts';
import { col, ident } from '../stores/sql.ts';
import type { ColumnDef, ComputedField } from '../stores/types.ts';
import { lookupFieldsOf } from '../resources/catalogue.ts';
import type { LookupField, Resource } from '../resources/resource.ts';

/** A lookup of a document's lines: the column of its field, and the record it names as a read answers it. */
export interface LineLookup {
  field: string;
  column: string;
  objectKey: string;
  target: TableStore;
  keys: readonly string[];
}

/**
 * The line table of a document: its name, the column naming its header, its field columns, and its
 * lookups, read with the lines (decision 1797).
 */
export interface LineTable {
  table: string;
  parent: string;
  columns: readonly ColumnDef[];
  lookups: readonly LineLookup[];
}

/**
 * One `DOCUMENTS` entry as a resource (decision 0807): the header's store with its lookups read in the
 * same query, the lookups the generic checks verify (the header's and the lines'), the line table, and
 * the module the body is parsed with (the entered fields and the lines; what the server sets is dropped).
 */
export interface DocumentResource extends Resource {
  def: DocumentDef;
  module: ModuleDef;
  lines: LineTable;
}

/**
 * Search text: the number, the party's name (as it was when the document was written) and the other fields
 * of the declaration's `searchKeys` (a purchase bill's supplier's bill number, a payment's reference).
 */
export const PARTY_NAME = 'partyName';

/** The fields a document's search text is made of: the number, the party's name, then its other `searchKeys`. */
const searchFieldsOf = (def: DocumentDef): string[] => [
  'number',
  PARTY_NAME,
  ...def.searchKeys.filter((key) => key !== 'number' && key !== 'partyId'),
];

/** The party's name a read record carries in its looked-up party (`party.companyName`). */
export function partyNameOf(resource: DocumentResource, row: Record<string, unknown>): string {
  const lookup = resource.lookups.find((candidate) => candidate.field === 'partyId');
  const party = lookup ? row[lookup.objectKey] : undefined;
  const name =
    lookup && typeof party === 'object' && party !== null
      ? (party as Record<string, unknown>)[lookup.displayKey]
      : '';
  return typeof name === 'string' ? name : '';
}

/** A stored document's search text once it takes `number` (its submit, its amendment). */
export const searchOf = (resource: DocumentResource, row: Record<string, unknown>, number: unknown): string =>
  searchText(resource.store, { ...row, number, [PARTY_NAME]: partyNameOf(resource, row) });

function columnsOf(documentKey: string, fields: readonly FieldDef[]): ColumnDef[] {
  return fields.flatMap((field) => {
    const type = columnTypeOf(field);
    return type ? [{ field: field.key, column: columnName(documentKey, field.key), type }] : [];
  });
}

/**
 * The header's shares of its lines (`ofLines`, decision 1506), each one correlated aggregate over the row's
 * lines (by the header key alone, a same-organisation key: decision 1941): the mean of part ÷ whole, capped
 * at 1, over the lines with a whole, as a whole percent; null without such a line.
 */
function linesShares(def: DocumentDef, lines: string, parent: string): ComputedField[] {
  return def.fields.flatMap((field) => {
    if (!field.ofLines) return [];
    const part = col('l', columnName(def.key, field.ofLines.part));
    const whole = col('l', columnName(def.key, field.ofLines.whole));
    const expression = sql`SELECT round(100 * avg(least(coalesce(${part}, 0) / ${whole}, 1)))::float8
      FROM ${ident(lines)} l WHERE ${col('l', parent)} = t.id AND ${whole} > 0`;
    return [{ field: field.key, expression }];
  });
}

/** The resource of one document; `masters` are the resources its lookups point at. */
export function documentResource(def: DocumentDef, masters: ReadonlyMap<string, Resource>): DocumentResource {
  const tables = describeDocument(def);
  const table = tables.header.name;
  const parent = `${table}_id`;
  const store = new TableStore({
    table,
    // What it kept at submit (decision 1820) is read with it; a draft's save writes none.
    columns: [
      ...columnsOf(def.key, documentTables(def).fields),
      { field: 'kept', column: KEPT.name, type: 'jsonb' },
    ],
    dataColumn: false,
    customFields: false,
    searchFields: searchFieldsOf(def),
    ownedRecords: true,
    sortField: 'number',
    uniqueCodes: {},
    computed: linesShares(def, tables.lines.name, parent),
  });
  const lookups = lookupFieldsOf(def.fields, [def.lines]);
  const targetOf = (lookup: LookupField): TableStore => {
    const target = masters.get(lookup.target);
    if (!target) throw new Error(`${def.key}.${lookup.field} looks up the unknown module ${lookup.target}`);
    return target.store;
  };
  store.joinLookups(
    lookups
      .filter((lookup) => lookup.child === undefined)
      .map((lookup) => ({
        field: lookup.field,
        objectKey: lookup.objectKey,
        target: targetOf(lookup),
        displayKey: lookup.displayKey,
        carries: lookup.carries ?? [],
      })),
  );
  const lineColumns = columnsOf(def.key, [...def.lines.fields, ...LINE_SYSTEM_FIELDS, ...def.progressFields]);
  const lineLookups = lookups.flatMap((lookup): LineLookup[] => {
    // An id column: compared with the record's id in the read (any other is looked up by `Lookups.present`).
    const column = lineColumns.find(
      (c) => c.field === lookup.field && (c.type === 'bigint' || c.type === 'integer'),
    )?.column;
    return lookup.child === undefined || column === undefined
      ? []
      : [
          {
            field: lookup.field,
            column,
            objectKey: lookup.objectKey,
            // Found when read: a line may look up a document made after this one (`lookupOrder` orders
            // documents by their headers' lookups only), which `masters` holds by then.
            get target() {
              return targetOf(lookup);
            },
            keys: [lookup.displayKey, ...(lookup.carries ?? [])],
          },
        ];
  });
  const module = documentModule(def);
  return {
    key: def.key,
    apiPath: def.apiPath,
    label: def.label,
    aclNames: [def.aclName],
    store,
    notFoundCode: RESPONSE_CODES.NOT_FOUND,
    lookups,
    referencedBy: [],
    hooks: {},
    // Documents are parsed by the document service (documents/service.ts), never by the generic calls.
    validate: () => Promise.reject(new Error(`${def.key} is saved by the document service`)),
    def,
    module,
    lines: { table: tables.lines.name, parent, columns: lineColumns, lookups: lineLookups },
  };
}
