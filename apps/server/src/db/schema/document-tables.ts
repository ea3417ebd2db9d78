// Derives the documents' tables from `DOCUMENTS` (issue 16, decision 0804): per document a header table and
// a line table (real rows that reports and stock read), and one counter table every series numbers from.
// Built from the masters' parts (describe.ts: lookups as foreign keys carrying org_id, search, audit), with
// what documents add: exact numerics, the columns the server sets NOT NULL with their defaults, a number
// unique once given, and the indexes the lists and reports read.
import {
  DOCUMENT_STATUS,
  DOCUMENT_SYSTEM_FIELDS,
  documentTables,
  LINE_SYSTEM_FIELDS,
  numericPrecision,
  type DocumentDef,
  type FieldDef,
} from '@erp/domain';
import {
  AUDIT,
  columnName,
  columnTypeOf,
  fieldColumns,
  ORG_ID,
  type FieldColumns,
  orgReference,
  SEARCH,
  tableName,
} from './describe.ts';
import { constraintName, snake, type ColumnModel, type TableModel } from './model.ts';

const SMALLINT_MAX = 32_767;

/**
 * What a document column has besides its derived type: a number the exact precision of its field (the
 * domain's `numericPrecision`: `numeric(14, 2)` for an amount, `numeric(5, 2)` for a percentage up to 100); a choice
 * of small whole numbers (the status) a smallint; a number the server sets (`setByServer`) NOT NULL,
 * starting at the field's default or 0. Entered columns stay nullable: a draft may lack them, and the
 * submit rules (`submitProblems`) say what it must have.
 */
function documentColumn(field: FieldDef, setByServer: boolean): Partial<ColumnModel> {
  const type = columnTypeOf(field);
  const values = (field.options ?? []).map((option) => Number(option.value));
  const small =
    type === 'integer' && values.length > 0 && values.every((value) => Math.abs(value) <= SMALLINT_MAX);
  const precision = type === 'numeric' ? numericPrecision(field) : undefined;
  return {
    ...(small ? { type: 'smallint' as const } : {}),
    ...(precision === undefined ? {} : { precision }),
    ...(setByServer && type !== 'text' ? { notNull: true, default: field.defaultValue ?? 0 } : {}),
  };
}

/** The columns of `fields` in `table` with their document column rules; `serverSet`: the keys the server sets. */
function documentFieldColumns(
  table: string,
  documentKey: string,
  fields: readonly FieldDef[],
  serverSet: ReadonlySet<string>,
): FieldColumns {
  const columns = Object.fromEntries(
    fields.map((field) => [
      columnName(documentKey, field.key),
      documentColumn(field, serverSet.has(field.key)),
    ]),
  );
  return fieldColumns(table, documentKey, fields, { columns });
}

/** The order the lists read documents in: `ORDER BY date DESC NULLS LAST, id DESC` (stores/list.ts). */
const LATEST_FIRST = '{date} DESC NULLS LAST';

const SERIAL_ID: ColumnModel = { name: 'id', type: 'bigserial', primaryKey: true };

/**
 * What a document keeps of its masters at submit (decision 1820, the domain's `KeptFacts`): the party, our
 * side, the states and its lines' items; NULL for a draft, which reads the masters.
 */
export const KEPT: ColumnModel = { name: 'kept', type: 'jsonb', jsonType: 'Record<string, unknown>' };

/** The tables of one document: header, lines, and the read-only copies of its earlier revisions. */
export interface DocumentTableModels {
  header: TableModel;
  lines: TableModel;
  revisions: TableModel;
}

/**
 * A document's header table (`purchase_order`): id, org_id, the server's columns (number, revision, status,
 * reason, totals), the entered fields, search and the audit columns; its number unique per organisation
 * once given, a GST series' per GSTIN (its `series_key`; the year is in the number: decision 1825); only the statuses the document uses, and none but a draft without a number. Its line table
 * (`purchase_order_lines`): id, org_id, the header's id (the lines go with their header, which must be of
 * the same organisation), line_no, the entered, computed and progress fields.
 */
export function describeDocument(document: DocumentDef): DocumentTableModels {
  const entry = documentTables(document);
  const [lineDef] = entry.children ?? [];
  if (!lineDef) throw new Error(`the document ${document.key} has no lines`);
  const name = tableName(document.key);
  const serverSet = new Set(
    [...DOCUMENT_SYSTEM_FIELDS, ...LINE_SYSTEM_FIELDS, ...document.progressFields].map((field) => field.key),
  );
  const fields = documentFieldColumns(name, document.key, entry.fields, serverSet);
  const header: TableModel = {
    name,
    columns: [SERIAL_ID, ORG_ID, ...fields.columns, KEPT, SEARCH, ...AUDIT],
    uniques: [{ name: constraintName(name, ['org_id', 'id'], 'key'), columns: ['org_id', 'id'] }],
    indexes: [
      {
        name: `${name}_number_key`,
        unique: true,
        parts: document.gstSeries ? ['org_id', 'series_key', 'number'] : ['org_id', 'number'],
        where: '{number} IS NOT NULL',
      },
      { name: `${name}_search`, parts: ['search'], trigram: true },
      // The lists: a status tab (or all) in a date range, latest first, in the lists' own order (a draft
      // without a date last): a first page walks the index, a broad search filters as it goes (decision 0861).
      { name: `${name}_by_status`, parts: ['org_id', 'status', LATEST_FIRST, '{id} DESC'] },
      { name: `${name}_by_date`, parts: ['org_id', LATEST_FIRST, '{id} DESC'] },
      ...fields.indexes,
    ],
    foreignKeys: [orgReference(name), ...fields.foreignKeys],
    checks: [
      { name: `${name}_status_check`, sql: `{status} IN (${document.statuses.join(', ')})` },
      { name: `${name}_number_check`, sql: `{status} = ${DOCUMENT_STATUS.DRAFT} OR {number} IS NOT NULL` },
    ],
  };

  const linesName = `${name}_${snake(lineDef.key)}`;
  const parent = `${name}_id`;
  const lineFields = documentFieldColumns(linesName, document.key, lineDef.fields, serverSet);
  const scope = ['org_id', parent];
  const lines: TableModel = {
    name: linesName,
    columns: [
      SERIAL_ID,
      ORG_ID,
      { name: parent, type: 'bigint', notNull: true },
      { name: 'line_no', type: 'integer', notNull: true },
      ...lineFields.columns,
    ],
    uniques: [
      { name: constraintName(linesName, [parent, 'line_no'], 'key'), columns: [parent, 'line_no'] },
      // A later document's line refers to an order line with its organisation (a receipt's PO line).
      { name: constraintName(linesName, ['org_id', 'id'], 'key'), columns: ['org_id', 'id'] },
    ],
    indexes: [
      ...lineFields.indexes,
      // Each progress's lines still to do (more ordered than done), by their document: what a report of
      // what is pending reads, a working set far smaller than every line of the year (decision 1961).
      ...(document.pendingProgress ?? []).map((key) => ({
        name: `${linesName}_${snake(key)}_pending`,
        parts: [parent],
        where: `{quantity} > {${snake(key)}}`,
      })),
    ],
    foreignKeys: [
      {
        name: constraintName(linesName, scope, 'fkey'),
        columns: scope,
        table: name,
        foreignColumns: ['org_id', 'id'],
        onDelete: 'cascade',
      },
      ...lineFields.foreignKeys,
    ],
    checks: [],
  };
  return { header, lines, revisions: revisionTable(name) };
}

/**
 * `<document>_revision` (decision 0860): an amended document's earlier revision as it was answered (header,
 * lines and their lookups in `record`), with its number, status and the amendment's reason, author and
 * time. Written once by the amendment, never changed; the live document's lines stay the rows reports read.
 */
function revisionTable(header: string): TableModel {
  const name = `${header}_revision`;
  const parent = `${header}_id`;
  const scope = ['org_id', parent];
  return {
    name,
    columns: [
      SERIAL_ID,
      ORG_ID,
      { name: parent, type: 'bigint', notNull: true },
      { name: 'revision', type: 'integer', notNull: true },
      { name: 'number', type: 'text', notNull: true },
      { name: 'status', type: 'smallint', notNull: true },
      { name: 'record', type: 'jsonb', notNull: true, jsonType: 'Record<string, unknown>' },
      { name: 'reason', type: 'text' },
      { name: 'created_by', type: 'bigint' },
      { name: 'created_at', type: 'timestamptz', notNull: true, default: 'now()' },
    ],
    uniques: [{ name: constraintName(name, [...scope, 'revision'], 'key'), columns: [...scope, 'revision'] }],
    indexes: [],
    foreignKeys: [
      orgReference(name),
      {
        name: constraintName(name, scope, 'fkey'),
        columns: scope,
        table: header,
        foreignColumns: ['org_id', 'id'],
      },
    ],
    checks: [{ name: `${name}_revision_check`, sql: '{revision} >= 0' }],
  };
}

/**
 * The counter every document number is drawn from (`PO/2026-27/00001`): one row per organisation, series
 * and financial year, whose `last_number` a submit raises by one under the row's lock, in the submit's
 * transaction (concurrent submits wait their turn; a failed one rolls its number back: no gap, no repeat).
 */
export const DOCUMENT_COUNTER: TableModel = {
  name: 'document_counter',
  columns: [
    ORG_ID,
    { name: 'series', type: 'text', notNull: true },
    { name: 'financial_year', type: 'text', notNull: true },
    { name: 'last_number', type: 'integer', notNull: true, default: 0 },
  ],
  primaryKey: { name: 'document_counter_pkey', columns: ['org_id', 'series', 'financial_year'] },
  uniques: [],
  indexes: [],
  foreignKeys: [orgReference('document_counter')],
  checks: [{ name: 'document_counter_last_number_check', sql: '{last_number} >= 0' }],
};
