import { DOCUMENTS, DOCUMENT_STATUS, RESPONSE_CODES, amendProblem, nextRevisionNumber } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { describeDocument } from '../db/schema/document-tables.ts';
import { parseIdentityWithVersion, parseRecord } from '../resources/parse.ts';
import { audited } from '../stores/audit.ts';
import { col, ident } from '../stores/sql.ts';
import type { Row } from '../stores/types.ts';
import { searchOf, type DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';
import { conflict, invalid } from './refusals.ts';
import { withdrawEntry } from './registry.ts';
import { booksLockedUpto } from './book-dates.ts';
import { numbering } from './counter.ts';
import { progressOf } from './transitions.ts';

/** An earlier revision as listed: its number and status then, and who amended it, when and why. */
export interface RevisionSummary {
  revision: number;
  number: string;
  status: number;
  reason: string | null;
  /** ISO timestamp of the amendment that kept it. */
  at: string;
  staff: { id: number; name: string } | null;
}

/** One earlier revision: the summary and the document as it was answered then (read-only). */
export interface Revision extends RevisionSummary {
  document: Record<string, unknown>;
}

/** The reason an amendment may give (kept as the draft's status reason and with the revision). */
const amendBody = z.object({
  reason: z
    .string({ error: 'Reason must be text' })
    .max(500, { error: 'Reason must be at most 500 characters' })
    .nullish(),
});

/** Each document's revision table and the column naming its document (decision 0860). */
const REVISION_TABLES = new Map(
  Object.values(DOCUMENTS).map((def) => {
    const { header, revisions } = describeDocument(def);
    return [def.key, { table: revisions.name, parent: `${header.name}_id` }];
  }),
);

function revisionTable(resource: DocumentResource): { table: string; parent: string } {
  const found = REVISION_TABLES.get(resource.def.key);
  if (!found) throw new Error(`${resource.def.key} has no revision table`);
  return found;
}

/**
 * amend (issue 16, decision 0860): the submitted document as answered now is kept read-only as its current
 * revision; the document becomes a Draft again with the next revision's number (`…/00001/R1`), is edited
 * with save and submitted again (keeping that number). Refused in words by `amendProblem`: a document that
 * is not Open or In Progress (409), work done on its lines (409), a date the books lock covers (400 on
 * `date`); a stale version is a 409. The document's write carries the audit entry `amend`.
 */
export function amend(
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  body: unknown,
): Promise<Row> {
  const record = parseRecord(body);
  const { id, version } = parseIdentityWithVersion(record);
  const reason = parseWith(amendBody, record).reason?.trim() || null;
  return service.database.transaction(async (tx) => {
    const { row, lines } = await service.current(tx, resource, caller, id);
    if (row.version !== version) throw new AppError(RESPONSE_CODES.STALE_VERSION);
    const problem = amendProblem(
      {
        status: row.status as number,
        date: (row.date as string | null) ?? null,
        progress: progressOf(resource, lines),
      },
      {
        statuses: resource.def.statuses,
        booksLockedUpto: await booksLockedUpto(tx, caller, resource.def),
        posts: resource.def.posting !== undefined,
      },
    );
    if (problem) throw problem.field ? invalid(problem.field, problem.message) : conflict(problem.message);
    // Its woven rolls and batch outputs go with the amended entry; its submit makes them again (1220, 1221).
    await withdrawEntry(tx, service, caller, { resource, row, lines }, reason ?? 'amended');
    await keepRevision(tx, service, resource, caller, row, reason);
    const number = nextRevisionNumber(String(row.number));
    const { store } = resource;
    const search = searchOf(resource, row, number);
    const [written] = await numbering(number, () =>
      queryRows<Record<string, unknown>>(
        tx,
        audited(
          store,
          caller,
          'amend',
          sql`UPDATE ${store.table} t SET status = ${DOCUMENT_STATUS.DRAFT}, number = ${number},
                revision = t.revision + 1, status_reason = ${reason}, search = ${search}, version = t.version + 1,
                updated_by = ${caller.staffId}, updated_at = now()
              WHERE t.id = ${id} AND ${store.scope(caller)} AND t.version = ${version}`,
          { prior: sql`SELECT * FROM ${store.table} t WHERE t.id = ${id} AND ${store.scope(caller)}` },
        ),
      ),
    );
    if (!written) throw new AppError(RESPONSE_CODES.STALE_VERSION);
    return service.get(resource, caller, id, tx);
  });
}

/** Copies the document as it is answered now into its revision table, under its current revision. */
async function keepRevision(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  row: Row,
  reason: string | null,
): Promise<void> {
  const { table, parent } = revisionTable(resource);
  const document = await service.get(resource, caller, row.id, tx);
  await tx.execute(
    sql`INSERT INTO ${ident(table)} (org_id, ${ident(parent)}, revision, number, status, record, reason, created_by)
        VALUES (${caller.orgId}, ${row.id}, ${row.revision as number}, ${row.number as string}, ${row.status as number},
                ${JSON.stringify(document)}::jsonb, ${reason}, ${caller.staffId})`,
  );
}

/** The columns a revision is answered with (`r`: the revision table; `s`: its author). */
const SUMMARY = sql`r.revision, r.number, r.status, r.reason,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  r.created_by AS "staffId", concat_ws(' ', s.firstname, s.lastname) AS "staffName"`;

type RevisionRow = Omit<RevisionSummary, 'staff'> & { staffId: number | null; staffName: string };

const summaryOf = ({ staffId, staffName, ...rest }: RevisionRow): RevisionSummary => ({
  ...rest,
  staff: staffId === null ? null : { id: Number(staffId), name: staffName },
});

/** Reads revisions of the caller's organisation's document `id` (404 for another organisation's or none). */
async function readRevisions<T extends RevisionRow>(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  id: number,
  columns: ReturnType<typeof sql>,
  only?: number,
): Promise<T[]> {
  // The document itself must be the caller's: another organisation's id reads as not found.
  if (!(await resource.store.get(ex, caller, id))) throw new AppError(resource.notFoundCode);
  const { table, parent } = revisionTable(resource);
  return queryRows<T>(
    ex,
    sql`SELECT ${columns} FROM ${ident(table)} r
        LEFT JOIN staff s ON s.org_id = r.org_id AND s.id = r.created_by
        WHERE r.org_id = ${caller.orgId} AND ${col('r', parent)} = ${id}
          ${only === undefined ? sql`` : sql`AND r.revision = ${only}`}
        ORDER BY r.revision DESC`,
  );
}

/** `{module}/revisions/{id}`: the earlier revisions of a document, latest first (none before an amendment). */
export async function listRevisions(
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  id: number,
): Promise<RevisionSummary[]> {
  const rows = await readRevisions(service.database.db, resource, caller, id, SUMMARY);
  return rows.map(summaryOf);
}

/** `{module}/revision/{id}/{revision}`: one earlier revision as it was (404 when the document has none such). */
export async function getRevision(
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  id: number,
  revision: number,
): Promise<Revision> {
  const [row] = await readRevisions<RevisionRow & { document: Record<string, unknown> }>(
    service.database.db,
    resource,
    caller,
    id,
    sql`${SUMMARY}, r.record AS document`,
    revision,
  );
  if (!row) throw new AppError(resource.notFoundCode);
  const { document, ...summary } = row;
  return { ...summaryOf(summary), document };
}
