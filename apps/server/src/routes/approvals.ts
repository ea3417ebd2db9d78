import { DOCUMENTS, RESPONSE_CODES } from '@erp/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApprovalInput, ApprovalService } from '../approvals/service.ts';
import { ValidationFailure } from '../core/errors.ts';
import { anId, parseWith } from '../core/parse.ts';
import type { FileStore } from '../files.ts';
import type { Access } from '../http/access.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { listQuerySchema } from './list-query.ts';

/** Spec §7: `{ moduleId, entityId }`, and an approver's `remarks`. */
const approvalBody = z.object({
  moduleId: anId('Module id'),
  entityId: anId('Entity id'),
  remarks: z
    .string({ error: 'Remarks must be text' })
    .max(1000, { error: 'Remarks must be at most 1000 characters' })
    .optional(),
});
const moduleBody = z.object({
  moduleName: z
    .string({ error: 'Module name must be text' })
    .min(1, { error: 'Module name is required' })
    .max(200),
});
const logParams = z.object({ entityId: anId('Entity id') });

const unreadable = (): ValidationFailure =>
  new ValidationFailure([
    {
      field: 'data',
      code: RESPONSE_CODES.VALIDATION_FAILED,
      message: "The form's field 'data' must hold the decision as JSON.",
    },
  ]);

/** A decision's body: multipart with one field `data` holding JSON (spec §7), or the same JSON as the body. */
async function decisionOf(request: FastifyRequest, files: FileStore): Promise<ApprovalInput> {
  if (!request.isMultipart()) return parseWith(approvalBody, request.body);
  const form = await files.receive(request, 'file', 'data');
  // The call takes no file: a file sent is dropped.
  await files.discard(form.files);
  if (form.text === undefined) throw unreadable();
  let parsed: unknown;
  try {
    parsed = JSON.parse(form.text);
  } catch {
    throw unreadable();
  }
  return parseWith(approvalBody, parsed);
}

/** The approval calls of issue 16 (spec §7 "Approval"; decision 0822). */
export function registerApprovalRoutes(
  router: ApiRouter,
  approvals: ApprovalService,
  files: FileStore,
): void {
  const documents = Object.values(DOCUMENTS);
  const documentAcl = documents.map((def) => def.aclName);
  // Approvers act from the pending list or from the document's form.
  const decide: Access = { kind: 'read', aclNames: ['pendingApproval', ...documentAcl] };

  router.route('POST', 'approvalFlow/getModule', { kind: 'session' }, async (request) =>
    ok(approvals.module(parseWith(moduleBody, request.body).moduleName)),
  );
  router.route(
    'POST',
    'approvalEntityStatus/reqToApprove',
    { kind: 'write', aclNames: documentAcl },
    async (request, session) =>
      ok(await approvals.requestAgain(session.caller, parseWith(approvalBody, request.body))),
  );
  for (const decision of ['approve', 'reject'] as const) {
    router.route('POST', `approvalEntityStatus/${decision}Request`, decide, async (request, session) => {
      const input = await decisionOf(request, files);
      const document = await approvals.decide(decision, session.caller, session.roleId, input);
      return ok(document, decision === 'approve' ? 'Approved' : 'Rejected');
    });
  }
  router.route(
    'GET',
    'approvalEntityStatus/getPendingList',
    { kind: 'read', aclNames: ['pendingApproval'] },
    async (request, session) => {
      const { page = 1, size = 20 } = parseWith(listQuerySchema, request.query);
      const { rows, total } = await approvals.pending(session.caller, session.roleId, { page, size });
      return okList(rows, total);
    },
  );
  // One log call per document type, under its own read access: the id in the path is the document's.
  for (const def of documents) {
    const read: Access = { kind: 'read', aclNames: [def.aclName, 'pendingApproval'] };
    const resource = approvals.resourceOf(def.moduleId);
    router.route('GET', `approvalStatusLog/${def.moduleId}/:entityId`, read, async (request, session) => {
      const { entityId } = parseWith(logParams, request.params);
      return okList(await approvals.log(resource, session.caller, entityId));
    });
    // Whether the caller may approve or reject the document now (the form's buttons).
    router.route('GET', `approvalEntityStatus/${def.moduleId}/:entityId`, read, async (request, session) => {
      const { entityId } = parseWith(logParams, request.params);
      return ok(await approvals.state(resource, session.caller, session.roleId, entityId));
    });
  }
}
