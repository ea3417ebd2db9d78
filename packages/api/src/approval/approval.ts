import type { Observable } from 'rxjs';
import type { ApprovalAction } from '@erp/domain';
import { dataOf, doneOf, listOf, pageOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import type { Page } from '../client/envelope.ts';

/** Spec §3: "Approval calls use moduleId and entityId." */
export interface ApprovalRef {
  moduleId: number;
  entityId: number;
}

/** An approve or reject decision, with the approver's remarks (required on a reject). */
export interface ApprovalDecision extends ApprovalRef {
  remarks?: string;
}

/** A document type as approval calls name it (approvalFlow/getModule): `moduleName` is its API path. */
export interface ApprovalModule {
  moduleId: number;
  moduleName: string;
}

/** The request a document waits on (approvalEntityStatus/reqToApprove): the levels it passes, the one it waits at. */
export interface ApprovalRequestState extends ApprovalRef {
  levels: number[];
  level: number;
}

/** Where a document's approval stands for the user: its request, whether they may decide it now, or why not. */
export interface ApprovalState extends ApprovalRef {
  request: { levels: number[]; level: number; status: 'pending' | 'approved' | 'rejected' } | null;
  mayDecide: boolean;
  /** Why the user may not decide it, in words (their own document, not their level, not waiting). */
  refusal: string | null;
}

/** One step of a record's approval history; spec §4: request, approve, reject and nothing else. */
export interface ApprovalStatusLogEntry {
  id: number;
  status: ApprovalAction;
  level: number;
  remarks: string | null;
  staffId: number | null;
  /** The user's name. */
  createdBy: string | null;
  createdAt: string;
}

/** A document the user may approve now (the generic pending list). */
export interface PendingApproval extends ApprovalRef {
  /** The document type's API path and label. */
  moduleName: string;
  moduleLabel: string;
  number: string | null;
  partyName: string | null;
  date: string | null;
  grandTotal: number;
  level: number;
  requestedBy: string | null;
  requestedAt: string;
}

export interface ApprovalCalls {
  /** POST approvalEntityStatus/approveRequest: multipart, one field 'data' holding JSON; answers the document. */
  approveRequest(decision: ApprovalDecision): Observable<void>;
  /** POST approvalEntityStatus/rejectRequest: the same body; remarks required. */
  rejectRequest(decision: ApprovalDecision): Observable<void>;
  /** POST approvalFlow/getModule. */
  getModule(query: { moduleName: string }): Observable<ApprovalModule>;
  /** POST approvalEntityStatus/reqToApprove. */
  requestApproval(ref: ApprovalRef): Observable<ApprovalRequestState>;
  /** GET approvalStatusLog/{moduleId}/{entityId}. */
  getStatusLog(ref: ApprovalRef): Observable<ApprovalStatusLogEntry[]>;
  /** GET approvalEntityStatus/{moduleId}/{entityId}: whether the user may approve or reject it now. */
  getState(ref: ApprovalRef): Observable<ApprovalState>;
  /** GET approvalEntityStatus/getPendingList: a page of what the user may approve, across modules. */
  getPendingList(query: { page: number; size: number }): Observable<Page<PendingApproval>>;
}

/** Spec §7: the decision as a form with one field `data` holding its JSON. */
function decisionForm(decision: ApprovalDecision): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(decision));
  return form;
}

export function createApprovalCalls(client: ApiClient): ApprovalCalls {
  return {
    approveRequest: (decision) =>
      doneOf(client, request.post('approvalEntityStatus/approveRequest', decisionForm(decision))),
    rejectRequest: (decision) =>
      doneOf(client, request.post('approvalEntityStatus/rejectRequest', decisionForm(decision))),
    getModule: (query) => dataOf(client, request.post('approvalFlow/getModule', query)),
    requestApproval: (ref) => dataOf(client, request.post('approvalEntityStatus/reqToApprove', ref)),
    getStatusLog: ({ moduleId, entityId }) =>
      listOf(client, request.get(`approvalStatusLog/${moduleId}/${entityId}`)),
    getState: ({ moduleId, entityId }) =>
      dataOf(client, request.get(`approvalEntityStatus/${moduleId}/${entityId}`)),
    getPendingList: (query) => pageOf(client, request.get('approvalEntityStatus/getPendingList', query)),
  };
}
