import {
  RESPONSE_CODES,
  SETTLES,
  lineReferences,
  toId,
  type DocumentDef,
  type LineReference,
  type ValidationIssue,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { Resource } from '../resources/resource.ts';
import { col, ident } from '../stores/sql.ts';
import type { DocumentResource } from './resource.ts';

/*
 * What a document's lines name that is no lookup (issue 39, decision 1870): an order line, a dispatch line,
 * a plan, a receipt's invoice. Each is checked on save, before anything is worked out from it, as a lookup
 * is: it is a record of the caller's organisation, and a line is one of the document the line or its header
 * names as its origin. Another organisation's record is simply not found.
 */

type Line = Record<string, unknown>;

/** An id as the parse will read it (`'12'` is 12), or undefined for anything else. */
const idOf = (value: unknown): number | undefined => {
  const id = toId(value);
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** One reference a line makes: the line's index, the field, the id it names and where that must be. */
interface Named {
  index: number;
  reference: LineReference;
  id: number;
  target: Resource | undefined;
}

/** What the statement found of one named record: the document its line is of, the fields it agrees on. */
interface Found {
  documentId: number | null;
  agreed: Record<string, unknown>;
}

const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/**
 * The lines' references to check: each field `lineReferences` declares, and each open document a receipt's
 * or payment's line names (its type in the line's `keyField`, one of those the document settles).
 */
function namedBy(
  def: DocumentDef,
  lines: readonly Line[],
  documents: ReadonlyMap<string, DocumentResource>,
  masters: ReadonlyMap<string, Resource>,
): Named[] {
  const settled = SETTLES[def.billing?.kind ?? 'invoice'] ?? [];
  const picks = def.lines.fields.flatMap((field) => {
    const pick = field.openDocument;
    return pick ? [{ field: field.key, label: field.label, keyField: pick.keyField }] : [];
  });
  return lines.flatMap((line, index) => [
    ...lineReferences(def).flatMap((reference): Named[] => {
      const id = idOf(line[reference.field]);
      const target = documents.get(reference.module) ?? masters.get(reference.module);
      return id === undefined ? [] : [{ index, reference, id, target }];
    }),
    ...picks.flatMap((pick): Named[] => {
      const id = idOf(line[pick.field]);
      const target = documents.get(String(line[pick.keyField]));
      const settles = target?.def.billing && settled.includes(target.def.billing.kind);
      const reference = { field: pick.field, label: pick.label, module: String(line[pick.keyField]) };
      return id === undefined ? [] : [{ index, reference, id, target: settles ? target : undefined }];
    }),
  ]);
}

/** The statement part finding the ids `ids` one reference names: its line's document and agreed fields. */
function part(
  k: number,
  reference: LineReference,
  target: Resource,
  ids: readonly number[],
  caller: Caller,
): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const lines = reference.line ? (target as DocumentResource).lines : undefined;
  if (!lines)
    return sql`SELECT ${k}::int AS k, m.id, NULL::bigint AS "documentId", '{}'::json AS agreed
               FROM (${target.store.matchingQuery(caller, ids)}) m`;
  const columnOf = (field: string) => lines.columns.find((c) => c.field === field)?.column ?? field;
  const agreed = (reference.agrees ?? []).flatMap((field) => [
    sql`${field}::text`,
    col('l', columnOf(field)),
  ]);
  return sql`SELECT ${k}::int AS k, l.id, ${col('l', lines.parent)} AS "documentId",
                    ${agreed.length > 0 ? sql`json_build_object(${sql.join(agreed, sql`, `)})` : sql`'{}'::json`} AS agreed
             FROM ${ident(lines.table)} l WHERE l.org_id = ${caller.orgId} AND l.id IN (${list})`;
}

/**
 * A 400 naming the field and the row of each line reference (`lineReferences`, and a receipt's or payment's
 * open documents) that is not a record of the caller's organisation ("Row 1: Dispatch Line 12 does not
 * exist."), is not a line of the document the line or its header names ("Row 2: Order Line 7 is not a line
 * of SO/26-27/00003."), or is a line of another origin line ("Row 1: Inward Line 5 is not for Order Line 7.").
 * One statement for every reference of every line; none when the lines name nothing.
 */
export async function checkLineReferences(
  tx: Executor,
  documents: ReadonlyMap<string, DocumentResource>,
  masters: ReadonlyMap<string, Resource>,
  caller: Caller,
  def: DocumentDef,
  body: Line,
): Promise<void> {
  const lines = (Array.isArray(body.lines) ? body.lines : []).filter(
    (line): line is Line => typeof line === 'object' && line !== null,
  );
  const named = namedBy(def, lines, documents, masters);
  const asked = [
    ...new Map(
      named.flatMap((entry) =>
        entry.target ? [[`${entry.reference.field}\u0000${entry.reference.module}`, entry] as const] : [],
      ),
    ).values(),
  ];
  const parts = asked.map((entry, k) =>
    part(
      k,
      entry.reference,
      entry.target as Resource,
      [...new Set(named.filter((other) => sameReference(other, entry)).map((other) => other.id))],
      caller,
    ),
  );
  const rows =
    parts.length === 0
      ? []
      : await queryRows<{
          k: number;
          id: number;
          documentId: number | null;
          agreed: Record<string, unknown>;
        }>(tx, sql.join(parts, sql` UNION ALL `));
  const found = new Map(
    rows.map((row): [string, Found] => [
      `${row.k}:${row.id}`,
      { documentId: row.documentId === null ? null : Number(row.documentId), agreed: row.agreed },
    ]),
  );
  const issues: ValidationIssue[] = [];
  for (const entry of named) {
    const k = asked.findIndex((other) => sameReference(other, entry));
    const { index, reference, id } = entry;
    const at = `lines.${index}.${reference.field}`;
    const row = `Row ${index + 1}: ${reference.label} ${id}`;
    const record = found.get(`${k}:${id}`);
    if (!record) {
      issues.push(issue(at, `${row} does not exist.`));
      continue;
    }
    const line = lines[index] ?? {};
    const within =
      reference.within === undefined ? undefined : idOf(line[reference.within] ?? body[reference.within]);
    if (within !== undefined && record.documentId !== within) {
      issues.push(
        issue(
          at,
          `${row} is not a line of ${await documentName(tx, documents, caller, reference.module, within)}.`,
        ),
      );
      continue;
    }
    const other = (reference.agrees ?? []).find((field) => {
      const given = idOf(line[field]);
      return given !== undefined && idOf(record.agreed[field]) !== given;
    });
    if (other !== undefined)
      issues.push(issue(at, `${row} is not for ${labelOf(def, other)} ${String(line[other])}.`));
  }
  if (issues.length > 0) throw new ValidationFailure(issues);
}

const sameReference = (one: Named, other: Named): boolean =>
  one.reference.field === other.reference.field && one.reference.module === other.reference.module;

const labelOf = (def: DocumentDef, field: string): string =>
  def.lines.fields.find((candidate) => candidate.key === field)?.label ?? field;

/** A document as a refusal names it: its number, else its type and id (a draft). */
async function documentName(
  tx: Executor,
  documents: ReadonlyMap<string, DocumentResource>,
  caller: Caller,
  module: string,
  id: number,
): Promise<string> {
  const resource = documents.get(module);
  const row = resource ? await resource.store.get(tx, caller, id) : undefined;
  return typeof row?.number === 'string' ? row.number : `the draft ${resource?.def.label ?? module} ${id}`;
}
