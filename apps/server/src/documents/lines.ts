import {
  documentTables,
  MAX_DOCUMENT_LINES,
  PHRASES,
  RESPONSE_CODES,
  numberLimit,
  say,
  tooManyLinesMessage,
  unkeptFigure,
  type FieldDef,
  type ValidationIssue,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { noteWrite } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { CAST, DEFAULT, col, ident, toDbValue } from '../stores/sql.ts';
import type { DocumentResource } from './resource.ts';
import { isId } from './taxes.ts';

/** One line as stored and answered: its id, its number and its fields (numbers as numbers, both drivers). */
export type LineRow = Record<string, unknown> & {
  id: number;
  lineNo: number;
  quantity: number | null;
  rate: number | null;
  discountPercent: number | null;
  hsnCode: string | null;
};

/**
 * The SELECT of the lines of the documents `documents` (ids, or the header's `t.id` of the statement that
 * carries it) of the caller's organisation; `looked`: each with the records its lookups name, as a read
 * answers them (decision 1797): `{ id, [displayKey], ...carries }`, null when not found.
 */
function linesSelect(resource: DocumentResource, caller: Caller, documents: SQL, looked: boolean): SQL {
  const { table, parent, columns } = resource.lines;
  const lookups = looked ? resource.lines.lookups : [];
  const fields = [
    ...columns.map((c) => sql`${col('l', c.column)} AS ${ident(c.field)}`),
    ...lookups.map(
      (lookup) =>
        sql`${lookup.target.lookupObjectOf(caller, col('l', lookup.column), lookup.keys)} AS ${ident(lookup.objectKey)}`,
    ),
  ];
  return sql`SELECT l.id, l.line_no AS "lineNo", ${col('l', parent)} AS "documentId", ${sql.join(fields, sql`, `)}
    FROM ${ident(table)} l WHERE l.org_id = ${caller.orgId} AND ${col('l', parent)} IN (${documents})`;
}

/** A document's lines as read: a lookup none of them names is left out of them, as `Lookups.present` leaves it. */
function asRead(resource: DocumentResource, lines: LineRow[], looked: boolean): LineRow[] {
  for (const lookup of looked ? resource.lines.lookups : [])
    if (!lines.some((line) => isId(line[lookup.field])))
      for (const line of lines) delete line[lookup.objectKey];
  return lines;
}

/**
 * The lines of the documents `ids` of the caller's organisation, by document id, in line order; `looked`:
 * with the records their lookups name, read in the same statement (decision 1797).
 */
export async function readLines(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  ids: readonly number[],
  looked = false,
): Promise<Map<number, LineRow[]>> {
  const byDocument = new Map<number, LineRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byDocument;
  const documents = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<LineRow & { documentId: number }>(
    ex,
    sql`${linesSelect(resource, caller, documents, looked)} ORDER BY ${col('l', resource.lines.parent)}, l.line_no`,
  );
  for (const { documentId, ...line } of rows) byDocument.get(documentId)?.push(line);
  for (const [id, lines] of byDocument) byDocument.set(id, asRead(resource, lines, looked));
  return byDocument;
}

/**
 * The lines of the header a statement reads under alias t, as one JSON column (`__lines`) of its row, in
 * line order: read with the header's lock where no lock ever waits (decision 1797). Each value comes as
 * the driver gives a column's (numbers, dates as 'YYYY-MM-DD', jsonb as itself).
 */
export const linesColumn = (resource: DocumentResource, caller: Caller, looked: boolean): SQL =>
  sql`(SELECT coalesce(json_agg(q ORDER BY q."lineNo"), '[]'::json)
       FROM (${linesSelect(resource, caller, sql`t.id`, looked)}) q) AS "__lines"`;

/** The lines a `linesColumn` carried, as `readLines` answers them. */
export function linesOf(resource: DocumentResource, column: unknown, looked: boolean): LineRow[] {
  const rows = Array.isArray(column) ? (column as (LineRow & { documentId: number })[]) : [];
  return asRead(
    resource,
    rows.map(({ documentId: _document, ...line }) => line),
    looked,
  );
}

/** Lines read with their lookups (`readLines`' `looked`) as the lines alone and, by line id, the records. */
export function lookupsApart(
  resource: DocumentResource,
  read: readonly LineRow[],
): { lines: LineRow[]; looked: Map<number, Record<string, unknown>> } {
  const keys = new Set(resource.lines.lookups.map((lookup) => lookup.objectKey));
  const looked = new Map<number, Record<string, unknown>>();
  const lines = read.map((line) => {
    const entries = Object.entries(line);
    looked.set(line.id, Object.fromEntries(entries.filter(([key]) => keys.has(key))));
    return Object.fromEntries(entries.filter(([key]) => !keys.has(key))) as LineRow;
  });
  return { lines, looked };
}

/**
 * A line id of the body must be one of the document's own lines (another organisation's, or another
 * document's, is not found): "lines.<index>.id".
 */
export function checkLineIds(
  lines: readonly Record<string, unknown>[],
  current: readonly LineRow[],
  label: string,
): void {
  const own = new Set(current.map((line) => line.id));
  const issues = lines.flatMap((line, index) =>
    line.id === undefined || line.id === null || own.has(line.id as number)
      ? []
      : [
          {
            field: `lines.${index}.id`,
            code: RESPONSE_CODES.VALIDATION_FAILED,
            message: say(PHRASES.notFoundOnRowChoose, { label, row: index + 1 }),
          },
        ],
  );
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/** A body with more lines than a document has (decision 1856) is refused before any work: 413 in words. */
export function checkLineCount(lines: unknown, label: string): void {
  if (Array.isArray(lines) && lines.length > MAX_DOCUMENT_LINES)
    throw new AppError(RESPONSE_CODES.TOO_LARGE, tooManyLinesMessage(label, lines.length));
}

/** The refusal of a figure its column cannot keep, naming it (and its row). */
function figureIssue(field: FieldDef, path: string, row?: number): ValidationIssue {
  const message = say(PHRASES.figureTooLarge, { label: field.label, max: numberLimit(field) });
  return {
    field: path,
    code: RESPONSE_CODES.VALIDATION_FAILED,
    message: row === undefined ? message : say(PHRASES.onRow, { row, message }),
  };
}

/**
 * The figures the server worked out (a line's taxable value, the totals) each within its column (decision
 * 1855): entered quantities and rates within theirs can still multiply past it.
 */
export function checkFigures(
  resource: DocumentResource,
  header: Record<string, unknown>,
  lines: readonly Record<string, unknown>[],
): void {
  const entry = documentTables(resource.def);
  const lineFields = entry.children?.[0]?.fields ?? [];
  const issues = lines.flatMap((line, index) => {
    const field = unkeptFigure(lineFields, line);
    return field ? [figureIssue(field, `lines.${index}.${field.key}`, index + 1)] : [];
  });
  const field = unkeptFigure(entry.fields, header);
  if (field) issues.push(figureIssue(field, field.key));
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/** The most parameters one statement binds: PostgreSQL's wire protocol counts them in 16 bits. */
const MAX_PARAMETERS = 65_535;

/**
 * Replaces the document's lines with `lines` (numbered from 1 in their order); a line that names its id
 * keeps it, so later documents that refer to it still do.
 */
export async function writeLines(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  documentId: number,
  lines: readonly Record<string, unknown>[],
): Promise<void> {
  const { table, parent, columns } = resource.lines;
  noteWrite(ex, table, lines.length);
  await ex.execute(
    sql`DELETE FROM ${ident(table)} l WHERE l.org_id = ${caller.orgId} AND ${col('l', parent)} = ${documentId}`,
  );
  if (lines.length === 0) return;
  const names = ['id', 'org_id', parent, 'line_no', ...columns.map((c) => c.column)].map(ident);
  const values = lines.map((line, index) => {
    const id = typeof line.id === 'number' ? sql`${line.id}::bigint` : DEFAULT;
    const cells = columns.map((c) => {
      const value = toDbValue(c.type, line[c.field]);
      return value === null ? DEFAULT : sql`${value}::${sql.raw(CAST[c.type])}`;
    });
    return sql`(${sql.join([id, sql`${caller.orgId}`, sql`${documentId}`, sql`${index + 1}`, ...cells], sql`, `)})`;
  });
  // A row binds at most one parameter per column: as many rows a statement as stay within the bind limit.
  const perStatement = Math.floor(MAX_PARAMETERS / names.length);
  for (let start = 0; start < values.length; start += perStatement)
    await ex.execute(
      sql`INSERT INTO ${ident(table)} (${sql.join(names, sql`, `)}) VALUES ${sql.join(values.slice(start, start + perStatement), sql`, `)}`,
    );
}

/** A line as the audit trail summarises it: what was ordered, how much, at what price. */
const summary = (lines: readonly Record<string, unknown>[]) =>
  lines.map((line, index) => ({
    lineNo: index + 1,
    itemId: line.itemId ?? null,
    quantity: line.quantity ?? null,
    rate: line.rate ?? null,
    discountPercent: line.discountPercent ?? null,
  }));

/**
 * Adds the lines' change, summarised, to the audit entry the header's write just made (decision 0807): the
 * document's row is locked by this transaction, so its latest entry is that one.
 */
export async function auditLines(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  documentId: number,
  before: readonly Record<string, unknown>[] | undefined,
  after: readonly Record<string, unknown>[],
): Promise<void> {
  const old = before === undefined ? null : summary(before);
  const now = summary(after);
  if (JSON.stringify(old) === JSON.stringify(now)) return;
  await ex.execute(
    sql`UPDATE audit_log SET changes = changes || jsonb_build_object('lines', jsonb_build_array(${JSON.stringify(old)}::jsonb, ${JSON.stringify(now)}::jsonb))
        WHERE id = (SELECT max(a.id) FROM audit_log a
                    WHERE a.org_id = ${caller.orgId} AND a.table_name = ${resource.store.def.table} AND a.record_id = ${documentId})`,
  );
}
