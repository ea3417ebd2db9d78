import { ACL_MODES, DOCUMENT_STATUS, namesOf } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { DocumentResource } from '../documents/resource.ts';

/** One document the caller may approve now (the generic pending list, `/module/approval-generic/approvalList`). */
export interface PendingApproval {
  moduleId: number;
  moduleName: string;
  moduleLabel: string;
  entityId: number;
  number: string | null;
  partyName: string | null;
  date: string | null;
  grandTotal: number;
  level: number;
  requestedBy: string | null;
  requestedAt: string;
}

/**
 * A held document of a type with nothing configured (decisions 1452, 1847): its level 1 is for a role that may cancel
 * or close the document (its ACL entry writes and does not withhold the right).
 */
const unconfigured = (resource: DocumentResource, roleId: number): SQL =>
  sql`OR (r.level = 1 AND NOT EXISTS (SELECT 1 FROM approval_configuration c
            WHERE c.org_id = r.org_id AND c.module_name = ${resource.def.key})
        AND EXISTS (SELECT 1 FROM acl a WHERE a.role_id = ${roleId}::bigint
            AND a.module_api IN (${sql.join(
              namesOf(resource.aclNames).map((name) => sql`${name}`),
              sql`, `,
            )})
            AND a.view = 1 AND a.mode = ${ACL_MODES.WRITE} AND a.can_cancel_close))`;

/**
 * The pending requests of one document type that the caller's role may approve at their waiting level,
 * the caller's own documents left out (they may not approve them).
 */
function pendingOf(resource: DocumentResource, caller: Caller, roleId: number): SQL {
  const { def, store } = resource;
  // A document with nobody (a stock issue) has no party to name.
  const partyName = def.partyRole ? sql`p.company_name` : sql`NULL::text`;
  const party = def.partyRole ? sql`LEFT JOIN party p ON p.org_id = d.org_id AND p.id = d.party_id` : sql``;
  return sql`SELECT ${def.moduleId}::int AS "moduleId", ${def.apiPath}::text AS "moduleName",
      ${def.label}::text AS "moduleLabel", d.id AS "entityId", d.number, ${partyName} AS "partyName",
      to_char(d.date, 'YYYY-MM-DD') AS date, d.grand_total::float8 AS "grandTotal", r.level,
      nullif(btrim(concat_ws(' ', s.firstname, s.lastname)), '') AS "requestedBy", r.requested_at, r.id AS request_id
    FROM approval_request r
    JOIN ${store.table} d ON d.org_id = r.org_id AND d.id = r.entity_id
    ${party}
    LEFT JOIN staff s ON s.org_id = r.org_id AND s.id = r.requested_by
    WHERE r.org_id = ${caller.orgId} AND r.module_id = ${def.moduleId} AND r.status = 'pending'
      AND d.status = ${DOCUMENT_STATUS.PENDING_APPROVAL} AND d.created_by IS DISTINCT FROM ${caller.staffId}::bigint
      AND (EXISTS (
        SELECT 1 FROM approval_configuration c, jsonb_array_elements(c.roles) role
        WHERE c.org_id = r.org_id AND c.module_name = ${def.key} AND c.level = r.level
          AND c.active IS NOT FALSE AND (role ->> 'roleId')::bigint = ${roleId}::bigint)
        ${unconfigured(resource, roleId)})`;
}

/** A page of what the caller may approve across every document type, oldest request first, and the count. */
export async function pendingApprovals(
  ex: Executor,
  documents: readonly DocumentResource[],
  caller: Caller,
  roleId: number,
  page: { page: number; size: number },
): Promise<{ rows: PendingApproval[]; total: number }> {
  const union = sql.join(
    documents.map((resource) => pendingOf(resource, caller, roleId)),
    sql` UNION ALL `,
  );
  const rows = await queryRows<PendingApproval>(
    ex,
    sql`SELECT q."moduleId", q."moduleName", q."moduleLabel", q."entityId", q.number, q."partyName", q.date,
          q."grandTotal", q.level, q."requestedBy",
          to_char(q.requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "requestedAt"
        FROM (${union}) q
        ORDER BY q.requested_at, q.request_id
        LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`,
  );
  const [count] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM (${union}) q`,
  );
  return { rows, total: count?.total ?? 0 };
}
