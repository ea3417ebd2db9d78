import type { Observable } from 'rxjs';
import type { ApprovalAction } from '@erp/domain';
import { dataOf, doneOf, listOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';

/** Spec §3: "Approval calls use moduleId and entityId." */
export interface ApprovalRef {
  moduleId: number;
  entityId: number;
}

/** An approve or reject decision, with the approver's remarks. */
export interface ApprovalDecision extends ApprovalRef {
  remarks?: string;
}

/** The approval flow configured for a module (approvalFlow/getModule). */
export interface ApprovalModule {
  moduleId: number;
  moduleName: string;
  [field: string]: unknown;
}

/** One step of a record's approval history; spec §4: request, approve, reject and nothing else. */
export interface ApprovalStatusLogEntry {
  id: number;
  status: ApprovalAction;
  remarks?: string | null;
  createdBy?: string | null;
  createdAt?: string | null;
}

export interface ApprovalCalls {
  /** POST approvalEntityStatus/approveRequest: multipart, one field 'data' holding JSON. */
  approveRequest(decision: ApprovalDecision): Observable<void>;
  /** POST approvalEntityStatus/rejectRequest. */
  rejectRequest(decision: ApprovalDecision): Observable<void>;
  /** POST approvalFlow/getModule. */
  getModule(query: { moduleName: string }): Observable<ApprovalModule>;
  /** POST approvalEntityStatus/reqToApprove. */
  requestApproval(ref: ApprovalRef): Observable<void>;
  /** GET approvalStatusLog/{moduleId}/{entityId}. */
  getStatusLog(ref: ApprovalRef): Observable<ApprovalStatusLogEntry[]>;
}

export function createApprovalCalls(client: ApiClient): ApprovalCalls {
  return {
    approveRequest: (decision) => {
      const form = new FormData();
      form.append('data', JSON.stringify(decision));
      return doneOf(client, request.post('approvalEntityStatus/approveRequest', form));
    },
    rejectRequest: (decision) => doneOf(client, request.post('approvalEntityStatus/rejectRequest', decision)),
    getModule: (query) => dataOf(client, request.post('approvalFlow/getModule', query)),
    requestApproval: (ref) => doneOf(client, request.post('approvalEntityStatus/reqToApprove', ref)),
    getStatusLog: ({ moduleId, entityId }) =>
      listOf(client, request.get(`approvalStatusLog/${moduleId}/${entityId}`)),
  };
}
