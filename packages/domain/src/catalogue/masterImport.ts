// Issue 43: any master imported from a sheet (decision 2100). What its template's columns are, how a
// sheet's header finds them and how a row's cells become the record a create or update is given.
import { readDecimal } from '../format/written.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import { normaliseSearchText } from '../search/search.ts';
import {
  recordName,
  type ChildTableDef,
  type FieldDef,
  type FieldOption,
  type FieldType,
  type LookupDef,
  type ModuleDef,
} from './fields.ts';
import type { FieldFormat } from './formats.ts';

/** A sheet imports at most this many rows (within the sheet caps of decision 1851). */
export const MAX_IMPORT_ROWS = 20_000;
/** A check lists at most this many problems; the count says how many there were. */
export const MAX_IMPORT_PROBLEMS = 1_000;

/** How a sheet names a record of another master: the fields of it a cell may give, in the order tried. */
export interface ImportReference {
  module: string;
  /** What one record of it is called ('Unit of Measure'). */
  label: string;
  /** Its fields a cell may give: its code when it has one, then its display field. */
  by: readonly string[];
}

/** One column of a master's sheet: a field of its form as a sheet gives it. */
export interface ImportColumn {
  key: string;
  label: string;
  required: boolean;
  type: FieldType;
  /** A choice field's choices: a cell gives one's value or its label. */
  choices: readonly FieldOption[];
  reference?: ImportReference;
  /** What a cell may hold, in words. */
  hint: string;
  /** A value of the right shape ('' where any text will do). */
  example: string;
  /** The child table whose rows the column is of (a party's addresses), not the record's own. */
  child?: string;
}

/** A problem of one sheet row: its number as the sheet shows it (the header is row 1) and the column's label. */
export interface ImportProblem {
  row: number;
  /** The column's label; '' for the row as a whole. */
  column: string;
  message: string;
  /** The master the row was made from, where it was not a sheet's ('ledger Shree Ganesh Polymers'). */
  record?: string;
}

/** What a check or an import of a sheet came to. */
export interface ImportReport {
  /** Only checked: nothing was to be saved. */
  check: boolean;
  /** Every row was saved (never only some). */
  imported: boolean;
  /** The sheet's rows of records (blank rows not counted). */
  rows: number;
  made: number;
  updated: number;
  /** How many problems there were; at most MAX_IMPORT_PROBLEMS are listed. */
  problemCount: number;
  problems: ImportProblem[];
  /** What the file held that was left out, in words ('12 ledgers of other groups left out.'). */
  notes?: string[];
}

const SKIPPED_TYPES: ReadonlySet<FieldType> = new Set(['password', 'file']);

const FORMAT_EXAMPLES: Readonly<Record<FieldFormat, string>> = {
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  hsn: '39232990',
  phone: '9876543210',
  pincode: '400001',
  ifsc: 'HDFC0001234',
  code: 'ABC-001',
  key: 'keyName',
  url: 'https://example.com',
  email: 'name@example.com',
  password: '',
  time: '09:30',
};

/** Whether a sheet gives this field: what the server sets, works out or keeps apart is not a column. */
function isImported(module: ModuleDef, field: FieldDef): boolean {
  const written = module.writtenBy ? [module.writtenBy.idField, module.writtenBy.numberField] : [];
  return (
    !SKIPPED_TYPES.has(field.type) &&
    !field.hidden &&
    !field.readOnly &&
    !field.derived &&
    !field.ofLines &&
    !field.openDocument &&
    !written.includes(field.key)
  );
}

/** The fields of `target` a sheet names its records by: its code when it has one, then its display field. */
function referenceOf(
  field: FieldDef,
  lookup: LookupDef,
  modules: (key: string) => ModuleDef | undefined,
): ImportReference {
  const target = modules(lookup.module);
  const hasCode = target?.fields.some((candidate) => candidate.key === 'code') === true;
  const by = hasCode && lookup.displayKey !== 'code' ? ['code', lookup.displayKey] : [lookup.displayKey];
  return { module: lookup.module, label: target ? recordName(target) : field.label, by };
}

function numberExample(field: FieldDef): string {
  const fallback = field.integer ? 10 : field.type === 'amount' ? 1250.5 : 12.5;
  const low = field.min ?? (field.positive ? 1 : 0);
  const value = Math.min(Math.max(fallback, low), field.max ?? fallback);
  return field.type === 'amount' ? value.toFixed(2) : String(value);
}

/** 'a Unit of Measure', 'an Item'. */
const aOrAn = (label: string): string => `${/^[aeio]/i.test(label) ? 'an' : 'a'} ${label}`;

function hintOf(field: FieldDef, reference: ImportReference | undefined): string {
  if (reference)
    return reference.by.includes('code')
      ? `The code or name of ${aOrAn(reference.label)}`
      : `The name of ${aOrAn(reference.label)}`;
  switch (field.type) {
    case 'select':
      return `One of: ${(field.options ?? []).map((option) => option.label).join(', ')}`;
    case 'checkbox':
      return 'Yes or No';
    case 'date':
      return 'A date as DD-MM-YYYY';
    case 'number':
    case 'amount':
      return field.integer ? 'A whole number' : 'A number';
    default:
      return field.maxLength ? `Text of at most ${field.maxLength} characters` : 'Text';
  }
}

function exampleOf(field: FieldDef): string {
  switch (field.type) {
    case 'select':
      return field.options?.[0]?.label ?? '';
    case 'checkbox':
      return 'Yes';
    case 'date':
      return '01-04-2026';
    case 'number':
    case 'amount':
      return numberExample(field);
    case 'email':
      return FORMAT_EXAMPLES.email;
    default:
      return field.format ? FORMAT_EXAMPLES[field.format] : '';
  }
}

/**
 * Whether a document is made from a sheet by the one shape of every import (decision 2152): the openings,
 * whose fields are all plain and which have no lines, one document a row.
 */
export const documentImports = (def: { readonly opening?: boolean }): boolean => def.opening === true;

function columnOf(field: FieldDef, reference?: ImportReference): ImportColumn {
  return {
    key: field.key,
    label: field.label,
    required: field.required === true,
    type: field.type,
    choices: field.options ?? [],
    ...(reference ? { reference } : {}),
    hint: hintOf(field, reference),
    example: reference ? '' : exampleOf(field),
  };
}

/**
 * A master's sheet columns, in its form's order, from its catalogue entry; `filled`: fields the import
 * gives every record itself, so no column (an opening balance's date, the go-live eve: decision 2152).
 */
export function importColumns(
  module: ModuleDef,
  modules: (key: string) => ModuleDef | undefined,
  filled: readonly string[] = [],
): ImportColumn[] {
  return module.fields
    .filter((field) => isImported(module, field) && !filled.includes(field.key))
    .map((field) => columnOf(field, field.lookup ? referenceOf(field, field.lookup, modules) : undefined));
}

/**
 * The columns of a child table's rows (a party's addresses, decision 2150), each labelled with the table's
 * label ('Addresses: City'). A child's lookups are not among them: its rows come from another program's
 * export (Tally's), which names no record of ours.
 */
export function importChildColumns(module: ModuleDef, child: ChildTableDef): ImportColumn[] {
  return child.fields
    .filter((field) => isImported(module, field) && !field.lookup)
    .map((field) => ({
      ...columnOf(field),
      label: `${child.label}: ${field.label}`,
      child: child.key,
    }));
}

/** A child table's rows, each given as its cells by field key, read as its columns take them. */
export function importChildRows(
  columns: readonly ImportColumn[],
  rows: readonly Readonly<Record<string, string>>[],
): { records: Record<string, unknown>[]; problems: { column: string; message: string }[] } {
  const indexes = columns.map((_column, k) => k);
  const read = rows.map((cells) =>
    importRow(
      columns,
      indexes,
      columns.map((column) => cells[column.key]),
    ),
  );
  return { records: read.map((row) => row.record), problems: read.flatMap((row) => row.problems) };
}

/** A column's heading in the template: its label, marked when a record needs it. */
export const importHeading = (column: Pick<ImportColumn, 'label' | 'required'>): string =>
  column.required ? `${column.label} *` : column.label;

const squeezed = (cell: unknown): string =>
  normaliseSearchText(
    String(cell ?? '')
      .replace(/\*/g, '')
      .trim(),
  );

/** Where each column is in a sheet: its index, or undefined when the sheet has no such column. */
export type ImportIndexes = readonly (number | undefined)[];

/**
 * Finds each column in a sheet's header row by its label or key (any case, spaces, punctuation and the
 * required mark ignored), or says which required columns are missing (unless updating: a row that updates
 * gives only what changes) and which headings are unknown.
 */
export function importHeader(
  columns: readonly ImportColumn[],
  header: readonly unknown[],
  requireAll = true,
): { ok: true; indexes: ImportIndexes } | { ok: false; message: string } {
  const headings = header.map(squeezed);
  const indexes = columns.map((column) => {
    const names = [squeezed(column.label), squeezed(column.key)];
    const index = headings.findIndex((heading) => heading !== '' && names.includes(heading));
    return index >= 0 ? index : undefined;
  });
  const missing = columns.filter((column, k) => requireAll && column.required && indexes[k] === undefined);
  const unknown = header.filter(
    (cell, index) => headings[index] !== '' && !indexes.includes(index) && String(cell).trim() !== '',
  );
  if (missing.length === 0 && unknown.length === 0) return { ok: true, indexes };
  const said = [
    missing.length > 0 ? `it lacks ${missing.map((column) => column.label).join(', ')}` : '',
    unknown.length > 0 ? `it has columns this sheet does not take: ${unknown.map(String).join(', ')}` : '',
  ].filter(Boolean);
  return {
    ok: false,
    message: `The first row must name the template’s columns, and ${said.join('; ')}. Download the template and copy the rows into it.`,
  };
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

const isBlank = (cell: unknown): boolean =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

type CellValue = { value: unknown } | { message: string };

function choiceOf(column: ImportColumn, text: string): CellValue {
  const wanted = squeezed(text);
  const found = column.choices.find(
    (option) => squeezed(option.value) === wanted || squeezed(option.label) === wanted,
  );
  return found ? { value: found.value } : { message: say(PHRASES.listedChoice, { label: column.label }) };
}

/** One cell as its field takes it; references stay text until the server finds what they name. */
function cellValue(column: ImportColumn, cell: unknown): CellValue {
  const text = cell instanceof Date ? '' : String(cell).trim();
  switch (column.type) {
    case 'number':
    case 'amount': {
      // A number cell is a number; text is read as a person writes it, untrimmed (decision 2272).
      const value = typeof cell === 'number' ? cell : readDecimal(String(cell));
      return value === null ? { message: say(PHRASES.plainNumber, { label: column.label }) } : { value };
    }
    case 'checkbox': {
      if (typeof cell === 'boolean') return { value: cell };
      const said = text.toLowerCase();
      if (YES.has(said)) return { value: true };
      if (NO.has(said)) return { value: false };
      return { message: say(PHRASES.yesOrNo, { label: column.label }) };
    }
    case 'select':
      return choiceOf(column, text);
    case 'date':
      return { value: cell instanceof Date ? cell : text };
    default:
      return { value: cell instanceof Date ? cell.toISOString().slice(0, 10) : text };
  }
}

/** A row's cells as a record's fields (blank cells left out), the references to find, and the cells refused. */
export interface ImportedRow {
  record: Record<string, unknown>;
  /** Lookup field → the text naming its record. */
  references: Record<string, string>;
  problems: { column: string; message: string }[];
}

/** One sheet row's cells, read by the columns found in its header. */
export function importRow(
  columns: readonly ImportColumn[],
  indexes: ImportIndexes,
  cells: readonly unknown[],
): ImportedRow {
  const row: ImportedRow = { record: {}, references: {}, problems: [] };
  columns.forEach((column, k) => {
    const index = indexes[k];
    const cell = index === undefined ? undefined : cells[index];
    if (isBlank(cell)) return;
    if (column.reference) {
      row.references[column.key] = String(cell).trim();
      return;
    }
    const read = cellValue(column, cell);
    if ('message' in read) row.problems.push({ column: column.label, message: read.message });
    else row.record[column.key] = read.value;
  });
  return row;
}

/** The row a problem is of: 'Row 4', or 'Row 3 (ledger Shree Ganesh Polymers)' for a master from Tally. */
const importProblemRow = (problem: ImportProblem): string =>
  problem.record ? `Row ${problem.row} (${problem.record})` : `Row ${problem.row}`;

/** A row's problem as a line of a message: 'Row 4, Unit of Measure: …'. */
export const importProblemText = (problem: ImportProblem): string =>
  problem.column === ''
    ? `${importProblemRow(problem)}: ${problem.message}`
    : `${importProblemRow(problem)}, ${problem.column}: ${problem.message}`;

/** Why a reference names no one record: none has its text, or several have it as their name. */
export function referenceProblem(reference: ImportReference, text: string, found: number): string {
  const by = reference.by.includes('code') ? 'code or name' : 'name';
  if (found === 0) return `No ${reference.label} has the ${by} "${text}".`;
  return reference.by.includes('code')
    ? `${found} records of ${reference.label} are named "${text}": write its code instead.`
    : `${found} records of ${reference.label} are named "${text}": give them different names first.`;
}

/** The words of a row whose key a record already has, or an earlier row gave. */
export const importKeyProblems = {
  repeated: (keys: string, row: number): string => `Row ${row} has the same ${keys}: give each record once.`,
  exists: (label: string, keys: string): string =>
    `An existing ${label} has this ${keys}. Turn on "Update records whose code exists" to update it.`,
};
