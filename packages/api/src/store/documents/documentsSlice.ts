import { createSlice } from '@reduxjs/toolkit';
import { recountPages, type DocumentKey, type DocumentStatus } from '@erp/domain';
import type {
  AuditEntry,
  DocumentDraft,
  DocumentHeader,
  DocumentRecord,
  DocumentTransition,
} from '../../documents/documents.ts';
import { isSessionOver } from '../session/sessionSlice.ts';
import { draftOf, draftReducers } from './draftReducers.ts';
import { settleReducers } from './settleReducers.ts';
import {
  initialDocumentsState,
  initialFormState,
  isNewQuestion,
  type DocumentAuditState,
  type DocumentFormState,
  type DocumentListParams,
  type DocumentListState,
  type DocumentPayload,
  type DocumentsState,
} from './documentsState.ts';

// The state's shape and helpers live in documentsState.ts; the feature's public names all come from here.
export {
  AUDIT_PAGE_SIZE,
  initialDocumentsState,
  type ActionStatus,
  type DocumentAuditState,
  type DocumentFormAction,
  type DocumentFormState,
  type DocumentListParams,
  type DocumentListState,
  type DocumentState,
  type DocumentsState,
} from './documentsState.ts';

/** The document a transition moves, as a list row or the form's record has it. */
export type DocumentTarget = Pick<DocumentHeader, 'id' | 'version' | 'status' | 'number'>;

/** A transition moves a stored document, or first saves the form's draft and moves what was saved. */
export type TransitionSubject = { target: DocumentTarget } | { draft: DocumentDraft };

/** A form action asked while another of the same document type works is ignored (as its epic does). */
const busy = (state: DocumentsState, document: DocumentKey): boolean =>
  state[document].form.actionStatus === 'working';

function startAction(form: DocumentFormState, action: DocumentFormState['action']): void {
  form.action = action;
  form.actionStatus = 'working';
  form.fieldErrors = {};
  form.error = null;
}

/** Issue 16: each document type's list, its form and the audit trail of the document open (decision 0808). */
export const documentsSlice = createSlice({
  name: 'documents',
  initialState: initialDocumentsState,
  reducers: {
    ...draftReducers,
    ...settleReducers,
    /**
     * Loads the list, after moving to `params` (the address's, or a tab, search, date or page change);
     * a new search, tab, date range or page size starts at page 1 unless a page is given.
     */
    documentListRequested(state, action: DocumentPayload<{ params?: Partial<DocumentListParams> }>) {
      const { document, params } = action.payload;
      const list = state[document].list;
      if (params) {
        const next = { ...list.params, ...params };
        if (params.page === undefined && isNewQuestion(list.params, next)) next.page = 1;
        list.params = next;
      }
      list.status = 'loading';
      list.requestId += 1;
      list.reloadNeeded = false;
      list.error = null;
    },
    documentListLoaded(
      state,
      action: DocumentPayload<{
        requestId: number;
        rows: DocumentHeader[];
        totalCount: number;
        estimated?: boolean;
      }>,
    ) {
      const { document, requestId, rows, totalCount, estimated = false } = action.payload;
      const list = state[document].list;
      if (requestId !== list.requestId) return;
      list.rows = rows;
      list.totalCount = totalCount;
      list.estimated = estimated;
      list.status = 'loaded';
      // Spec §4: a page past the end after a recount steps back and is fetched again.
      const { page, size } = list.params;
      const recount = recountPages({ page, pageSize: size, total: totalCount }, totalCount, estimated);
      list.params.page = recount.page;
      list.reloadNeeded = recount.reload;
    },
    documentListFailed(state, action: DocumentPayload<{ requestId: number; message: string }>) {
      const list = state[action.payload.document].list;
      if (action.payload.requestId !== list.requestId) return;
      list.status = 'failed';
      list.error = action.payload.message;
    },
    /** Counts every status tab under the list's search and date range (one page-of-one read per status). */
    documentCountsRequested(state, action: DocumentPayload) {
      state[action.payload.document].list.countsRequestId += 1;
    },
    documentCountsLoaded(
      state,
      action: DocumentPayload<{ requestId: number; counts: Partial<Record<DocumentStatus, number>> }>,
    ) {
      const list = state[action.payload.document].list;
      if (action.payload.requestId === list.countsRequestId) list.counts = action.payload.counts;
    },

    /** The form opens for a new document, with the values it starts from (today's date). */
    documentFormCleared(state, action: DocumentPayload<{ draft?: DocumentDraft }>) {
      const form = initialFormState();
      form.draft = { lines: [], ...action.payload.draft };
      state[action.payload.document].form = form;
    },
    /** Reads one document; a refused draft of the same document stays, so a reload after a 409 loses nothing. */
    documentRecordRequested(state, action: DocumentPayload<{ id: number }>) {
      const { document, id } = action.payload;
      const form = state[document].form;
      if (form.record?.id !== id) form.record = null;
      if (form.unsaved?.id !== id) {
        form.unsaved = null;
        form.fieldErrors = {};
      }
      if (form.draft?.id !== id) {
        form.draft = null;
        form.edited = false;
      }
      form.recordStatus = 'loading';
      form.error = null;
    },
    documentRecordLoaded(state, action: DocumentPayload<{ record: DocumentRecord }>) {
      const form = state[action.payload.document].form;
      form.record = action.payload.record;
      form.recordStatus = 'loaded';
      // A draft the server refused stays what the form shows (decision 0808).
      form.edited = form.unsaved !== null && form.unsaved.id === action.payload.record.id;
      form.draft = draftOf(form);
    },
    documentRecordFailed(state, action: DocumentPayload<{ message: string; missing?: boolean }>) {
      const form = state[action.payload.document].form;
      form.recordStatus = action.payload.missing ? 'missing' : 'failed';
      form.error = action.payload.message;
    },

    /** Saves the draft (new, or with id and version); it is kept as `unsaved` until the server takes it. */
    documentSaveRequested(state, action: DocumentPayload<{ draft: DocumentDraft }>) {
      const { document, draft } = action.payload;
      if (busy(state, document)) return;
      const form = state[document].form;
      startAction(form, 'save');
      form.unsaved = draft;
    },
    /** Submit, close or cancel (close and cancel with the reason), after saving the draft when one is given. */
    documentTransitionRequested(
      state,
      action: DocumentPayload<{
        transition: DocumentTransition;
        subject: TransitionSubject;
        reason?: string;
      }>,
    ) {
      const { document, transition, subject } = action.payload;
      if (busy(state, document)) return;
      const form = state[document].form;
      startAction(form, transition);
      if ('draft' in subject) form.unsaved = subject.draft;
    },
    /** Deletes a draft that was never submitted (the screen asked for confirmation first). */
    documentDeleteRequested(state, action: DocumentPayload<{ id: number }>) {
      if (busy(state, action.payload.document)) return;
      startAction(state[action.payload.document].form, 'delete');
    },
    /** The server took the draft: its answer (number, totals, version) replaces what was typed. */
    documentSaved(state, action: DocumentPayload<{ record: DocumentRecord }>) {
      const form = state[action.payload.document].form;
      form.record = action.payload.record;
      form.recordStatus = 'loaded';
      form.unsaved = null;
      form.draft = action.payload.record;
      form.edited = false;
      // A transition that saved first is still working: its move comes next.
      if (form.action === 'save') form.actionStatus = 'done';
    },
    documentTransitioned(
      state,
      action: DocumentPayload<{ transition: DocumentTransition; record: DocumentRecord }>,
    ) {
      const form = state[action.payload.document].form;
      form.record = action.payload.record;
      form.recordStatus = 'loaded';
      form.unsaved = null;
      form.draft = action.payload.record;
      form.edited = false;
      form.actionStatus = 'done';
    },
    documentDeleted(state, action: DocumentPayload<{ id: number }>) {
      state[action.payload.document].form = { ...initialFormState(), action: 'delete', actionStatus: 'done' };
    },
    /** The server (or the state machine, before asking it) refused: why, and on which fields. */
    documentActionFailed(
      state,
      action: DocumentPayload<{ message: string; fieldErrors?: Readonly<Record<string, string>> }>,
    ) {
      const form = state[action.payload.document].form;
      form.actionStatus = 'failed';
      form.error = action.payload.message;
      form.fieldErrors = action.payload.fieldErrors ?? {};
    },

    /** A page of a document's audit trail; another document's starts at page 1. */
    documentAuditRequested(state, action: DocumentPayload<{ id: number; page?: number }>) {
      const { document, id, page } = action.payload;
      const audit = state[document].audit;
      if (audit.id !== id) {
        audit.rows = [];
        audit.totalCount = 0;
      }
      audit.page = page ?? (audit.id === id ? audit.page : 1);
      audit.id = id;
      audit.status = 'loading';
      audit.requestId += 1;
      audit.error = null;
    },
    documentAuditLoaded(
      state,
      action: DocumentPayload<{ requestId: number; rows: AuditEntry[]; totalCount: number }>,
    ) {
      const audit = state[action.payload.document].audit;
      if (action.payload.requestId !== audit.requestId) return;
      audit.rows = action.payload.rows;
      audit.totalCount = action.payload.totalCount;
      audit.status = 'loaded';
    },
    documentAuditFailed(state, action: DocumentPayload<{ requestId: number; message: string }>) {
      const audit = state[action.payload.document].audit;
      if (action.payload.requestId !== audit.requestId) return;
      audit.status = 'failed';
      audit.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialDocumentsState());
  },
});

export const {
  documentListRequested,
  documentListLoaded,
  documentListFailed,
  documentCountsRequested,
  documentCountsLoaded,
  documentFormCleared,
  documentDraftChanged,
  documentLineChanged,
  documentLineRemoved,
  documentLinePriced,
  documentLinePrefilled,
  documentOrderFilled,
  documentBillLinesFilled,
  documentOriginTermsFilled,
  documentInvoiceFilled,
  documentDispatchesFilled,
  documentOpenDocumentsSettled,
  documentOpenDocumentChosen,
  documentParcelAdded,
  documentFiguresFilled,
  documentPlacesRequested,
  documentPlacesLoaded,
  documentRecordRequested,
  documentRecordLoaded,
  documentRecordFailed,
  documentSaveRequested,
  documentTransitionRequested,
  documentDeleteRequested,
  documentSaved,
  documentTransitioned,
  documentDeleted,
  documentActionFailed,
  documentAuditRequested,
  documentAuditLoaded,
  documentAuditFailed,
} = documentsSlice.actions;

type WithDocuments = { documents: DocumentsState };

export const selectDocumentList = (state: WithDocuments, document: DocumentKey): DocumentListState =>
  state.documents[document].list;

export const selectDocumentForm = (state: WithDocuments, document: DocumentKey): DocumentFormState =>
  state.documents[document].form;

export const selectDocumentAudit = (state: WithDocuments, document: DocumentKey): DocumentAuditState =>
  state.documents[document].audit;
