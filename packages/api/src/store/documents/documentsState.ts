import type { PayloadAction } from '@reduxjs/toolkit';
import { DOCUMENTS, normalisePageSize, type DocumentKey, type DocumentStatus } from '@erp/domain';
import type {
  AuditEntry,
  DocumentDraft,
  DocumentHeader,
  DocumentListQuery,
  DocumentPlaces,
  DocumentRecord,
  DocumentTransition,
} from '../../documents/documents.ts';
import type { LoadStatus, RecordStatus } from '../entities/entitiesSlice.ts';

// The documents slice's state (decision 0808) and the pure helpers its reducers, selectors and epics share.

/** What the generic list shows: its page, search, status tab and date range; sent as they are. */
export interface DocumentListParams extends DocumentListQuery {
  /** 1-based. */
  page: number;
  size: number;
  /** Search by number or party. */
  q: string;
  /** The status tab; null: every status. */
  status: DocumentStatus | null;
  /** The date range, 'yyyy-MM-dd', either end open (null). */
  from: string | null;
  to: string | null;
}

export interface DocumentListState {
  params: DocumentListParams;
  /** The page as served. */
  rows: DocumentHeader[];
  totalCount: number;
  /** `totalCount` is the server's estimate (decision 0610). */
  estimated: boolean;
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  /** A recount left the page past the end: it stepped back and must be fetched (spec §4). */
  reloadNeeded: boolean;
  error: string | null;
  /** The status tabs' counts under the list's search and date range; null until first asked. */
  counts: Partial<Record<DocumentStatus, number>> | null;
  countsRequestId: number;
}

/** What the form does with a document: save the draft, move it, or delete a draft never submitted. */
export type DocumentFormAction = 'save' | DocumentTransition | 'delete';
export type ActionStatus = 'idle' | 'working' | 'done' | 'failed';

export interface DocumentFormState {
  /** The document as the server last answered it (so its number, status and totals are the server's). */
  record: DocumentRecord | null;
  recordStatus: RecordStatus;
  /** The action asked last; while it is working, other actions on this document type are ignored. */
  action: DocumentFormAction | null;
  actionStatus: ActionStatus;
  /** The draft of a save the server refused: what was typed, kept for the form until it is saved. */
  unsaved: DocumentDraft | null;
  /** Where the last refusal shows: messages by field, 'lines.<index>.<field>' for a line, 'reason'. */
  fieldErrors: Readonly<Record<string, string>>;
  error: string | null;
  /** What the form shows and edits: the record as read, then what was typed (decision 0812). */
  draft: DocumentDraft | null;
  /** Something was typed since the draft was read or saved (the leave guard asks). */
  edited: boolean;
  /** Where the draft's GST is due, as the server last read it from its party and branch. */
  places: DocumentPlaces | null;
  placesRequestId: number;
}

/** A page of one document's audit trail (the form's History). */
export interface DocumentAuditState {
  id: number | null;
  page: number;
  size: number;
  rows: AuditEntry[];
  totalCount: number;
  status: LoadStatus;
  requestId: number;
  error: string | null;
}

export interface DocumentState {
  list: DocumentListState;
  form: DocumentFormState;
  audit: DocumentAuditState;
}

export type DocumentsState = Record<DocumentKey, DocumentState>;

/** The audit trail's page size: a history dialog's worth. */
export const AUDIT_PAGE_SIZE = 20;

export const initialListParams = (): DocumentListParams => ({
  page: 1,
  size: normalisePageSize(undefined),
  q: '',
  status: null,
  from: null,
  to: null,
});

export const initialFormState = (): DocumentFormState => ({
  record: null,
  recordStatus: 'idle',
  action: null,
  actionStatus: 'idle',
  unsaved: null,
  fieldErrors: {},
  error: null,
  draft: null,
  edited: false,
  places: null,
  placesRequestId: 0,
});

const initialDocumentState = (): DocumentState => ({
  list: {
    params: initialListParams(),
    rows: [],
    totalCount: 0,
    estimated: false,
    status: 'idle',
    requestId: 0,
    reloadNeeded: false,
    error: null,
    counts: null,
    countsRequestId: 0,
  },
  form: initialFormState(),
  audit: {
    id: null,
    page: 1,
    size: AUDIT_PAGE_SIZE,
    rows: [],
    totalCount: 0,
    status: 'idle',
    requestId: 0,
    error: null,
  },
});

/** Every document type of the catalogue, each with an empty list, form and trail. */
export const initialDocumentsState = (): DocumentsState => {
  const keys = Object.keys(DOCUMENTS) as DocumentKey[];
  return Object.fromEntries(keys.map((key) => [key, initialDocumentState()])) as DocumentsState;
};

/** Whether a list change is a new question (search, tab, dates, size): a new question starts at page 1. */
export const isNewQuestion = (before: DocumentListParams, after: DocumentListParams): boolean =>
  before.q !== after.q ||
  before.status !== after.status ||
  before.from !== after.from ||
  before.to !== after.to ||
  before.size !== after.size;

/** An action's payload: the document type it is for, and its own fields. */
export type DocumentPayload<T = object> = PayloadAction<{ document: DocumentKey } & T>;
