import {
  approvalAmount,
  type ApprovalAction,
  type ApprovalConfig,
  type ApprovalSubject,
  type DocumentDef,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { approvalConfiguration, approvalLog, approvalRequest } from '../db/schema.ts';

/*
 * The approval tables of the caller's organisation (decision 0822): the configuration master's rows of a
 * document type, the one request per document, and its log.
 */

/** The approval configuration of a document type (the master's rows), as the domain reads it. */
export async function configOf(tx: Executor, caller: Caller, def: DocumentDef): Promise<ApprovalConfig> {
  const rows = await tx
    .select({
      level: approvalConfiguration.level,
      minAmount: approvalConfiguration.minAmount,
      departmentId: approvalConfiguration.departmentId,
      partyTypeId: approvalConfiguration.partyTypeId,
      active: approvalConfiguration.active,
      roles: approvalConfiguration.roles,
    })
    .from(approvalConfiguration)
    .where(and(eq(approvalConfiguration.orgId, caller.orgId), eq(approvalConfiguration.moduleName, def.key)));
  return rows.flatMap(({ level, roles, ...condition }) =>
    level === null ? [] : [{ ...condition, level, roleIds: roles.map((role) => Number(role.roleId)) }],
  );
}

/**
 * What the configuration's conditions read of a stored document: its amount (`approvalAmount`), its own
 * department where it has one (a material request), else that of the user who created it, and its
 * party's type.
 */
export async function subjectOf(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  document: { row: Readonly<Record<string, unknown>>; lines: readonly Readonly<Record<string, unknown>>[] },
): Promise<ApprovalSubject> {
  const { row, lines } = document;
  const ownDepartment = def.fields.some((field) => field.key === 'departmentId');
  const [found] = await queryRows<{ departmentId: number | null; partyTypeId: number | null }>(
    tx,
    sql`SELECT (SELECT s.department_id FROM staff s WHERE s.org_id = ${caller.orgId} AND s.id = ${row.createdBy ?? null}::bigint) AS "departmentId",
               (SELECT p.party_type_id FROM party p WHERE p.org_id = ${caller.orgId} AND p.id = ${row.partyId ?? null}::bigint) AS "partyTypeId"`,
  );
  const departmentId = ownDepartment ? row.departmentId : found?.departmentId;
  return {
    grandTotal: approvalAmount(def.valuation === 'gst', row, lines),
    departmentId: departmentId === null || departmentId === undefined ? null : Number(departmentId),
    partyTypeId: found?.partyTypeId === null ? null : Number(found?.partyTypeId),
  };
}

export interface RequestRow {
  levels: number[];
  level: number;
  status: 'pending' | 'approved' | 'rejected';
}

/** The request of a document; `lock` for a transaction that changes it (the document's row is locked first). */
export async function requestOf(
  ex: Executor,
  caller: Caller,
  moduleId: number,
  entityId: number,
  lock = false,
): Promise<RequestRow | undefined> {
  const query = ex
    .select({
      levels: approvalRequest.levels,
      level: approvalRequest.level,
      status: sql<RequestRow['status']>`${approvalRequest.status}`,
    })
    .from(approvalRequest)
    .where(
      and(
        eq(approvalRequest.orgId, caller.orgId),
        eq(approvalRequest.moduleId, moduleId),
        eq(approvalRequest.entityId, entityId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Opens the document's request at its first level, by the caller (a document asking again after a
 * rejection reuses its row), and logs it with why it waits (a credit hold's reasons, decision 1452).
 */
export async function openRequest(
  tx: Executor,
  caller: Caller,
  moduleId: number,
  entityId: number,
  levels: readonly number[],
  remarks?: string,
): Promise<void> {
  const level = levels[0] ?? 1;
  const request = { levels: [...levels], level, status: 'pending', requestedBy: caller.staffId };
  await tx
    .insert(approvalRequest)
    .values({ orgId: caller.orgId, moduleId, entityId, ...request })
    .onConflictDoUpdate({
      target: [approvalRequest.orgId, approvalRequest.moduleId, approvalRequest.entityId],
      set: { ...request, requestedAt: sql`now()`, version: sql`${approvalRequest.version} + 1` },
    });
  await logEntry(tx, caller, {
    moduleId,
    entityId,
    action: 'request',
    level,
    ...(remarks ? { remarks } : {}),
  });
}

/** Moves the request on: to its next level, or decided (approved at the last level, or rejected). */
export async function moveRequest(
  tx: Executor,
  caller: Caller,
  moduleId: number,
  entityId: number,
  move: Pick<RequestRow, 'level' | 'status'>,
): Promise<void> {
  await tx
    .update(approvalRequest)
    .set({ ...move, version: sql`${approvalRequest.version} + 1` })
    .where(
      and(
        eq(approvalRequest.orgId, caller.orgId),
        eq(approvalRequest.moduleId, moduleId),
        eq(approvalRequest.entityId, entityId),
      ),
    );
}

/** Adds an entry to the document's approval log. */
export async function logEntry(
  tx: Executor,
  caller: Caller,
  entry: { moduleId: number; entityId: number; action: ApprovalAction; level: number; remarks?: string },
): Promise<void> {
  await tx.insert(approvalLog).values({
    orgId: caller.orgId,
    staffId: caller.staffId,
    remarks: entry.remarks ?? null,
    ...entry,
  });
}

/** One entry of the log as answered (spec §4: request, approve, reject). */
export interface LogEntry {
  id: number;
  status: ApprovalAction;
  level: number;
  remarks: string | null;
  staffId: number | null;
  createdBy: string | null;
  createdAt: string;
}

/** The document's log, oldest first, with each entry's user's name. */
export function logOf(ex: Executor, caller: Caller, moduleId: number, entityId: number): Promise<LogEntry[]> {
  return queryRows<LogEntry>(
    ex,
    sql`SELECT l.id, l.action AS status, l.level, l.remarks, l.staff_id AS "staffId",
               nullif(btrim(concat_ws(' ', s.firstname, s.lastname)), '') AS "createdBy",
               to_char(l.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
        FROM ${approvalLog} l
        LEFT JOIN staff s ON s.org_id = l.org_id AND s.id = l.staff_id
        WHERE l.org_id = ${caller.orgId} AND l.module_id = ${moduleId} AND l.entity_id = ${entityId}
        ORDER BY l.id`,
  );
}
