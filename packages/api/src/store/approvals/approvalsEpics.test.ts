import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import type { PendingApproval } from '../../approval/approval.ts';
import { ApiError } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import {
  afterApprovalDecidedEpic,
  decideApprovalEpic,
  loadDocumentApprovalEpic,
  loadPendingApprovalsEpic,
} from './approvalsEpics.ts';
import {
  approvalDecided,
  approvalDecisionFailed,
  approvalDecisionRequested,
  documentApprovalFailed,
  documentApprovalLoaded,
  documentApprovalRequested,
  pendingApprovalsFailed,
  pendingApprovalsLoaded,
  pendingApprovalsRequested,
} from './approvalsSlice.ts';

const row: PendingApproval = {
  moduleId: 1,
  entityId: 7,
  moduleName: 'chemical/purchaseOrder',
  moduleLabel: 'Purchase Order',
  number: 'PO/2026-27/00001',
  partyName: 'Shree Ganesh Polymers',
  date: '2026-11-20',
  grandTotal: 70800,
  level: 1,
  requestedBy: 'System Administrator',
  requestedAt: '2026-11-23T10:00:00.000Z',
};
const ref = { moduleId: 1, entityId: 7 };

describe('loadPendingApprovalsEpic', () => {
  it('issue 16: reads the page asked for from the server; a newer request cancels the older', () => {
    const getPendingList = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getPendingList.mockReturnValue(cold('--r|', { r: { rows: [row], totalCount: 41 } }));
      const requested = pendingApprovalsRequested({ page: 3 });
      expectObservable(
        loadPendingApprovalsEpic(
          hot('-a-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ approval: { getPendingList } })),
        ),
      ).toBe('-----l', { l: pendingApprovalsLoaded({ rows: [row], totalCount: 41 }) });
    });
    expect(getPendingList).toHaveBeenCalledWith({ page: 3, size: 20 });
  });

  it('a failed read says why', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getPendingList = () =>
        cold<never>('-#', undefined, new ApiError(RESPONSE_CODES.FORBIDDEN, 'Access denied', 403));
      const requested = pendingApprovalsRequested({});
      expectObservable(
        loadPendingApprovalsEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ approval: { getPendingList } })),
        ),
      ).toBe('--f', { f: pendingApprovalsFailed({ message: 'Access denied' }) });
    });
  });
});

describe('decideApprovalEpic', () => {
  it('spec §7: approve and reject send the decision with its remarks', () => {
    const approveRequest = vi.fn();
    const rejectRequest = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      approveRequest.mockReturnValue(cold('-d|', { d: undefined }));
      rejectRequest.mockReturnValue(cold('-d|', { d: undefined }));
      const approve = approvalDecisionRequested({ ...ref, decision: 'approve' });
      const reject = approvalDecisionRequested({ ...ref, decision: 'reject', remarks: 'Rate too high' });
      expectObservable(
        decideApprovalEpic(
          hot('-a-r', { a: approve, r: reject }),
          stateAfter(approve),
          dependencies(stubApi({ approval: { approveRequest, rejectRequest } })),
        ),
      ).toBe('--a-r', {
        a: approvalDecided({ ...ref, decision: 'approve' }),
        r: approvalDecided({ ...ref, decision: 'reject' }),
      });
    });
    expect(approveRequest).toHaveBeenCalledWith(ref);
    expect(rejectRequest).toHaveBeenCalledWith({ ...ref, remarks: 'Rate too high' });
  });

  it("a refusal (the user's own document) is kept and toasted in the server's words", () => {
    const message = 'You cannot approve or reject your own document: another approver must decide.';
    marbles(({ hot, cold, expectObservable }) => {
      const approveRequest = () =>
        cold<never>('-#', undefined, new ApiError(RESPONSE_CODES.FORBIDDEN, message, 403));
      const approve = approvalDecisionRequested({ ...ref, decision: 'approve' });
      expectObservable(
        decideApprovalEpic(
          hot('-a', { a: approve }),
          stateAfter(approve),
          dependencies(stubApi({ approval: { approveRequest } })),
        ),
      ).toBe('--(ft)', { f: approvalDecisionFailed({ ...ref, message }), t: toast.error(message) });
    });
  });
});

describe('afterApprovalDecidedEpic', () => {
  it('toasts the decision and reads the list again', () => {
    marbles(({ hot, expectObservable }) => {
      const decided = approvalDecided({ ...ref, decision: 'reject' });
      expectObservable(
        afterApprovalDecidedEpic(hot('-d', { d: decided }), stateAfter(decided), dependencies(stubApi())),
      ).toBe('-(tl)', { t: toast.success('Rejected Successfully'), l: pendingApprovalsRequested({}) });
    });
  });

  it("reads the form's document again when it is the one decided", () => {
    marbles(({ hot, expectObservable }) => {
      const decided = approvalDecided({ ...ref, decision: 'approve' });
      expectObservable(
        afterApprovalDecidedEpic(
          hot('-d', { d: decided }),
          stateAfter(documentApprovalRequested(ref)),
          dependencies(stubApi()),
        ),
      ).toBe('-(tlf)', {
        t: toast.success('Approved Successfully'),
        l: pendingApprovalsRequested({}),
        f: documentApprovalRequested(ref),
      });
    });
  });
});

describe('loadDocumentApprovalEpic', () => {
  const approvalState = {
    ...ref,
    request: { levels: [1], level: 1, status: 'pending' as const },
    mayDecide: true,
    refusal: null,
  };
  const log = [
    {
      id: 1,
      status: 'request' as const,
      level: 1,
      remarks: null,
      staffId: 5,
      createdBy: 'Asha Rao',
      createdAt: '2026-11-23T10:00:00.000Z',
    },
  ];

  it('issue 16: reads whether the user may decide and the log, together', () => {
    const getState = vi.fn();
    const getStatusLog = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getState.mockReturnValue(cold('-s|', { s: approvalState }));
      getStatusLog.mockReturnValue(cold('--l|', { l: log }));
      const requested = documentApprovalRequested(ref);
      expectObservable(
        loadDocumentApprovalEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ approval: { getState, getStatusLog } })),
        ),
      ).toBe('----d', { d: documentApprovalLoaded({ state: approvalState, log }) });
    });
    expect(getState).toHaveBeenCalledWith(ref);
    expect(getStatusLog).toHaveBeenCalledWith(ref);
  });

  it('a failed read marks the document failed', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getState = () => cold<never>('-#');
      const getStatusLog = () => cold('-l|', { l: log });
      const requested = documentApprovalRequested(ref);
      expectObservable(
        loadDocumentApprovalEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ approval: { getState, getStatusLog } })),
        ),
      ).toBe('--f', { f: documentApprovalFailed(ref) });
    });
  });
});
