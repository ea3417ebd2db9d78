import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentKey } from '@erp/domain';
import type { Page } from '../../client/envelope.ts';
import type { DocumentRevision, DocumentRevisionSummary } from '../../documents/documents.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** The document whose revisions are listed. */
export interface RevisionsSubject {
  document: DocumentKey;
  id: number;
}

/**
 * The earlier revisions of a document declaring `revisions` (decisions 0860, 1624): the list on its form,
 * and the one opened read-only.
 */
export interface RevisionsState {
  subject: RevisionsSubject | null;
  rows: DocumentRevisionSummary[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The revision being read (its number), then the revision as it was. */
  opening: number | null;
  opened: DocumentRevision | null;
  error: string | null;
}

export const initialRevisionsState = (): RevisionsState => ({
  subject: null,
  rows: [],
  status: 'idle',
  opening: null,
  opened: null,
  error: null,
});

export const revisionsSlice = createSlice({
  name: 'revisions',
  initialState: initialRevisionsState,
  reducers: {
    /** The form shows a document (or it was amended again): its revisions are read afresh. */
    revisionsRequested(state, action: PayloadAction<RevisionsSubject>) {
      Object.assign(state, initialRevisionsState(), { subject: action.payload, status: 'loading' });
    },
    revisionsLoaded(state, action: PayloadAction<Page<DocumentRevisionSummary>>) {
      state.rows = action.payload.rows;
      state.status = 'loaded';
    },
    revisionsFailed(state, action: PayloadAction<{ message: string }>) {
      if (state.opening === null) state.status = 'failed';
      state.opening = null;
      state.error = action.payload.message;
    },
    /** One revision opened: it is read as it was. */
    revisionOpened(state, action: PayloadAction<{ revision: number }>) {
      state.opening = action.payload.revision;
      state.opened = null;
      state.error = null;
    },
    revisionLoaded(state, action: PayloadAction<DocumentRevision>) {
      state.opening = null;
      state.opened = action.payload;
    },
    revisionClosed(state) {
      state.opening = null;
      state.opened = null;
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialRevisionsState());
  },
  selectors: {
    selectRevisions: (state) => state,
  },
});

export const {
  revisionsRequested,
  revisionsLoaded,
  revisionsFailed,
  revisionOpened,
  revisionLoaded,
  revisionClosed,
} = revisionsSlice.actions;
export const { selectRevisions } = revisionsSlice.selectors;
