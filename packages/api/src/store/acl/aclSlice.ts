import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DOCUMENTS,
  canView,
  canWrite,
  documentRights,
  guardDecision,
  type AclEntry,
  type DocumentKey,
} from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';

export interface AclState {
  /** Spec §6: the role's access data; null until loaded (the guard then denies silently). */
  entries: AclEntry[] | null;
}

const initialState: AclState = { entries: null };

export const aclSlice = createSlice({
  name: 'acl',
  initialState,
  reducers: {
    aclLoaded(state, action: PayloadAction<AclEntry[]>) {
      state.entries = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectAclData: (state) => state.entries,
    /** Spec §6: view only when the flag equals 1. */
    selectCanView: (state, moduleName: string | readonly string[]) => canView(state.entries, moduleName),
    /** Decision 0201: view 1 and the WRITE mode (who may change the organisation's profile). */
    selectCanWrite: (state, moduleName: string | readonly string[]) => canWrite(state.entries, moduleName),
    /** Spec §6: the route guard's decision for a module. */
    selectGuardDecision: createSelector(
      [
        (state: AclState) => state.entries,
        (_state: AclState, moduleName: string | readonly string[]) => moduleName,
      ],
      guardDecision,
    ),
    /** Decision 0830: which of a document's actions the role may take (the form's buttons). */
    selectDocumentRights: createSelector(
      [(state: AclState) => state.entries, (_state: AclState, document: DocumentKey) => DOCUMENTS[document]],
      documentRights,
    ),
  },
});

export const { aclLoaded } = aclSlice.actions;
export const { selectAclData, selectCanView, selectCanWrite, selectDocumentRights, selectGuardDecision } =
  aclSlice.selectors;
