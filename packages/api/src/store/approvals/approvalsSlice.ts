import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ApprovalRef,
  ApprovalState,
  ApprovalStatusLogEntry,
  PendingApproval,
} from '../../approval/approval.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

export type ApprovalDecisionKind = 'approve' | 'reject';

/** The approval of the document a form shows: whether the user may decide it, and its log. */
export interface DocumentApproval {
  ref: ApprovalRef | null;
  state: ApprovalState | null;
  log: ApprovalStatusLogEntry[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

/** The generic pending list (`/module/approval-generic/approvalList`): one server page, and the decision under way. */
export interface ApprovalsState {
  page: number;
  size: number;
  rows: PendingApproval[];
  totalCount: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  /** The document a decision is being sent for; null when none is. */
  deciding: ApprovalRef | null;
  /** Why the last decision was refused, in the server's words. */
  decisionError: string | null;
  /** The form's document. */
  document: DocumentApproval;
}

export const PENDING_PAGE_SIZE = 20;

const initialState: ApprovalsState = {
  page: 1,
  size: PENDING_PAGE_SIZE,
  rows: [],
  totalCount: 0,
  status: 'idle',
  error: null,
  deciding: null,
  decisionError: null,
  document: { ref: null, state: null, log: [], status: 'idle' },
};

export const sameRef = (a: ApprovalRef, b: ApprovalRef): boolean =>
  a.moduleId === b.moduleId && a.entityId === b.entityId;

export const approvalsSlice = createSlice({
  name: 'approvals',
  initialState,
  reducers: {
    /** Reads a page (default: the page shown again). */
    pendingApprovalsRequested(state, action: PayloadAction<{ page?: number; size?: number }>) {
      state.page = action.payload.page ?? state.page;
      state.size = action.payload.size ?? state.size;
      state.status = 'loading';
      state.error = null;
    },
    pendingApprovalsLoaded(state, action: PayloadAction<{ rows: PendingApproval[]; totalCount: number }>) {
      state.rows = action.payload.rows;
      state.totalCount = action.payload.totalCount;
      state.status = 'ready';
    },
    pendingApprovalsFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.error = action.payload.message;
    },
    approvalDecisionRequested(
      state,
      action: PayloadAction<ApprovalRef & { decision: ApprovalDecisionKind; remarks?: string }>,
    ) {
      state.deciding = { moduleId: action.payload.moduleId, entityId: action.payload.entityId };
      state.decisionError = null;
    },
    approvalDecided(state, _action: PayloadAction<ApprovalRef & { decision: ApprovalDecisionKind }>) {
      state.deciding = null;
    },
    approvalDecisionFailed(state, action: PayloadAction<ApprovalRef & { message: string }>) {
      state.deciding = null;
      state.decisionError = action.payload.message;
    },
    /** The form's document: read where its approval stands and its log (again after a decision). */
    documentApprovalRequested(state, action: PayloadAction<ApprovalRef>) {
      const other = !state.document.ref || !sameRef(state.document.ref, action.payload);
      state.document = {
        ref: action.payload,
        state: other ? null : state.document.state,
        log: other ? [] : state.document.log,
        status: 'loading',
      };
    },
    documentApprovalLoaded(
      state,
      action: PayloadAction<{ state: ApprovalState; log: ApprovalStatusLogEntry[] }>,
    ) {
      if (!state.document.ref || !sameRef(state.document.ref, action.payload.state)) return;
      state.document = { ...state.document, ...action.payload, status: 'ready' };
    },
    documentApprovalFailed(state, action: PayloadAction<ApprovalRef>) {
      if (state.document.ref && sameRef(state.document.ref, action.payload)) state.document.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
});

export const {
  pendingApprovalsRequested,
  pendingApprovalsLoaded,
  pendingApprovalsFailed,
  approvalDecisionRequested,
  approvalDecided,
  approvalDecisionFailed,
  documentApprovalRequested,
  documentApprovalLoaded,
  documentApprovalFailed,
} = approvalsSlice.actions;
