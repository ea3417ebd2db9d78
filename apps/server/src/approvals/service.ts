import {
  APPROVAL_MESSAGES,
  DOCUMENT_STATUS,
  PHRASES,
  say,
  RESPONSE_CODES,
  applyAction,
  transitionRules,
  approvalLevels,
  canDo,
  documentByApiPath,
  documentByKey,
  documentByModuleId,
  mayApprove,
  nextLevel,
  waitsForApproval,
  type ApproverCheck,
  type DocumentDef,
  type TransitionResult,
} from '@erp/domain';
import { aclEntries } from '../auth/access.ts';
import { applyMoveEffects, applySubmitEffects } from '../documents/registry.ts';
import { writeStatus } from '../documents/status-write.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { role } from '../db/schema.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { conflict } from '../documents/refusals.ts';
import type { Row } from '../stores/types.ts';
import { pendingApprovals } from './pending.ts';
import {
  configOf,
  logEntry,
  logOf,
  moveRequest,
  requestOf,
  subjectOf,
  type LogEntry,
  type RequestRow,
} from './store.ts';

/** Names a document and what its approver decides (spec §7: `{ moduleId, entityId, remarks }`). */
export interface ApprovalInput {
  moduleId: number;
  entityId: number;
  remarks?: string | undefined;
}

/** A document's approval as the form reads it. */
export interface ApprovalState {
  moduleId: number;
  entityId: number;
  request: RequestRow | null;
  mayDecide: boolean;
  refusal: string | null;
}

/**
 * The levels a stored document must pass before it opens (decision 0820): those its configuration applies
 * to it, none when none applies. `held`: the reasons it must wait whatever the conditions (a bill's rate off
 * its order's, decision 1440; a customer over its credit, decision 1452). A held document always waits
 * (decision 1847): at the levels that apply, else at every active level of its type, else at level 1,
 * which a role that may cancel or close it decides.
 */
export async function approvalLevelsOf(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  document: { row: Readonly<Record<string, unknown>>; lines: readonly Readonly<Record<string, unknown>>[] },
  held: readonly string[] = [],
): Promise<number[]> {
  // A configuration saved for a document that cannot wait (before decision 1003) is not read.
  if (!waitsForApproval(def)) return [];
  const config = await configOf(tx, caller, def);
  const applying =
    config.length === 0 ? [] : approvalLevels(config, await subjectOf(tx, caller, def, document));
  if (held.length === 0 || applying.length > 0) return applying;
  const active = config.filter((entry) => entry.active !== false).map((entry) => entry.level);
  return active.length > 0 ? [...new Set(active)].sort((a, b) => a - b) : [1];
}

/**
 * Who may release a held document waiting at `level` (decision 1847), in words: the roles the level names,
 * or, with no approval level set for its type, any role that may cancel or close it.
 */
export async function releasedBy(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  level: number,
): Promise<string> {
  const config = await configOf(tx, caller, def);
  if (config.length === 0) return say(PHRASES.heldForDecider, { label: def.label });
  const roleIds = config
    .filter((entry) => entry.level === level && entry.active !== false)
    .flatMap((entry) => entry.roleIds);
  const names =
    roleIds.length === 0
      ? []
      : await tx
          .selectDistinct({ name: role.name })
          .from(role)
          .where(and(eq(role.orgId, caller.orgId), inArray(role.id, roleIds)))
          .orderBy(role.name);
  return say(PHRASES.heldForRoles, {
    level: String(level),
    roles: names.length > 0 ? names.map((found) => found.name).join(' or ') : 'its approvers',
  });
}

const notFound = (): AppError =>
  new AppError(RESPONSE_CODES.MODULE_NOT_FOUND, APPROVAL_MESSAGES.moduleUnknown);

/**
 * The approval calls (issue 16, decision 0822): the submit opens a request (documents/transitions.ts), an
 * approver of the level's roles moves it on, the last level opens the document, a rejection returns it to
 * Draft with its number. The document's row is locked first, then its request: concurrent decisions on
 * one document wait their turn and the later ones find it decided.
 */
export class ApprovalService {
  constructor(private readonly documents: DocumentService) {}

  /** approvalFlow/getModule: a document type by its API path (or key) → its stable moduleId. */
  module(moduleName: string): { moduleId: number; moduleName: string } {
    const def = documentByApiPath(moduleName.replace(/^\/+|\/+$/g, '')) ?? documentByKey(moduleName);
    if (!def) throw notFound();
    return { moduleId: def.moduleId, moduleName: def.apiPath };
  }

  resourceOf(moduleId: number): DocumentResource {
    const def = documentByModuleId(moduleId);
    const resource = def ? this.documents.documents.get(def.key) : undefined;
    if (!resource) throw notFound();
    return resource;
  }

  /**
   * approvalEntityStatus/reqToApprove: the request the submit opened, answered again (nothing is written
   * twice); a draft is submitted first, and a document past approval is refused in words.
   */
  requestAgain(caller: Caller, { moduleId, entityId }: ApprovalInput) {
    const resource = this.resourceOf(moduleId);
    return this.documents.database.transaction(async (tx) => {
      const { row } = await this.documents.current(tx, resource, caller, entityId);
      const request = await requestOf(tx, caller, moduleId, entityId);
      if (row.status === DOCUMENT_STATUS.DRAFT) throw conflict(APPROVAL_MESSAGES.submitFirst);
      if (row.status !== DOCUMENT_STATUS.PENDING_APPROVAL || request?.status !== 'pending')
        throw conflict(APPROVAL_MESSAGES.notPending);
      return { moduleId, entityId, levels: request.levels, level: request.level };
    });
  }

  /**
   * approveRequest / rejectRequest by the caller of role `roleId`: refused for the document's own creator
   * and for a role the waiting level does not name (403 in words); a reject needs remarks (400). Approving
   * a level that is not the last moves the request on and leaves the status; the last opens the document.
   */
  decide(decision: 'approve' | 'reject', caller: Caller, roleId: number, input: ApprovalInput): Promise<Row> {
    const resource = this.resourceOf(input.moduleId);
    const { moduleId, entityId } = input;
    const remarks = (input.remarks ?? '').trim();
    if (decision === 'reject' && remarks === '')
      throw new ValidationFailure([
        {
          field: 'remarks',
          code: RESPONSE_CODES.VALIDATION_FAILED,
          message: APPROVAL_MESSAGES.remarksRequired,
        },
      ]);
    return this.documents.database.transaction(async (tx) => {
      const { row, lines } = await this.documents.current(tx, resource, caller, entityId);
      const request = await requestOf(tx, caller, moduleId, entityId, true);
      if (row.status !== DOCUMENT_STATUS.PENDING_APPROVAL || request?.status !== 'pending')
        throw conflict(APPROVAL_MESSAGES.notPending);
      const check = await approverCheck(tx, resource, caller, roleId, row, request.level);
      if (!check.ok) throw new AppError(RESPONSE_CODES.FORBIDDEN, check.reason);
      const next = decision === 'approve' ? nextLevel(request.levels, request.level) : null;
      const result: TransitionResult =
        next === null
          ? applyAction(decision, row.status, { ...transitionRules(resource.def), reason: remarks })
          : { ok: true, to: DOCUMENT_STATUS.PENDING_APPROVAL };
      if (!result.ok) throw conflict(result.reason);
      const status = next !== null ? 'pending' : decision === 'approve' ? 'approved' : 'rejected';
      await moveRequest(tx, caller, moduleId, entityId, { level: next ?? request.level, status });
      await logEntry(tx, caller, { moduleId, entityId, action: decision, level: request.level, remarks });
      const reason = decision === 'reject' ? remarks : (row.statusReason ?? null);
      await writeStatus(tx, resource, caller, { action: decision, id: entityId, status: result.to, reason });
      const change = { row, lines, from: row.status as number, to: result.to };
      await applySubmitEffects(tx, this.documents, resource, caller, change);
      await applyMoveEffects(tx, this.documents, resource, caller, change);
      return this.documents.get(resource, caller, entityId, tx);
    });
  }

  /**
   * Where a document's approval stands for the caller (the form's Approve and Reject): its request (null
   * without one), and whether the caller may decide it now, or why not in words.
   */
  async state(
    resource: DocumentResource,
    caller: Caller,
    roleId: number,
    entityId: number,
  ): Promise<ApprovalState> {
    const { db } = this.documents.database;
    const row = await resource.store.get(db, caller, entityId);
    if (!row) throw new AppError(resource.notFoundCode);
    const { moduleId } = resource.def;
    const request = await requestOf(db, caller, moduleId, entityId);
    const base = { moduleId, entityId, request: request ?? null };
    if (row.status !== DOCUMENT_STATUS.PENDING_APPROVAL || request?.status !== 'pending')
      return { ...base, mayDecide: false, refusal: APPROVAL_MESSAGES.notPending };
    const check = await approverCheck(db, resource, caller, roleId, row, request.level);
    return { ...base, mayDecide: check.ok, refusal: check.ok ? null : check.reason };
  }

  /** The page of what the caller (of role `roleId`) may approve now, across every document type. */
  pending(caller: Caller, roleId: number, page: { page: number; size: number }) {
    const resources = [...this.documents.documents.values()];
    return pendingApprovals(this.documents.database.db, resources, caller, roleId, page);
  }

  /** approvalStatusLog: the log of a document of the caller's organisation (another's reads as not found). */
  async log(resource: DocumentResource, caller: Caller, entityId: number): Promise<LogEntry[]> {
    const { db } = this.documents.database;
    if (!(await resource.store.get(db, caller, entityId))) throw new AppError(resource.notFoundCode);
    return logOf(db, caller, resource.def.moduleId, entityId);
  }
}

/** Whether the caller (of role `roleId`) may decide the stored document at `level`: not its creator, a role of the level. */
async function approverCheck(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  roleId: number,
  row: Row,
  level: number,
): Promise<ApproverCheck> {
  const createdBy = row.createdBy === null || row.createdBy === undefined ? null : Number(row.createdBy);
  const config = await configOf(ex, caller, resource.def);
  // Nothing configured (a held document, decision 1847): level 1 is a role's that may cancel or close it.
  const decider = canDo(await aclEntries(ex, roleId, resource.aclNames), resource.aclNames, 'cancelClose');
  const fallback = config.length === 0 && decider ? [{ level: 1, roleIds: [roleId] }] : config;
  return mayApprove(fallback, level, [roleId], caller.staffId, createdBy);
}
