import { createSelector, createSlice } from '@reduxjs/toolkit';
import {
  createPagination,
  isJumpDisabled,
  normalisePageSize,
  recountPages,
  totalPages,
  type EntityRecord,
  type ListParams,
  type PaginationState,
} from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';
import {
  filteredRows,
  initialEntitiesState,
  moduleState,
  movePage,
  withoutReload,
  type EntitiesState,
  type EntityModuleState,
  type ListMode,
  type ModulePayload,
  type PageChange,
} from './entitiesState.ts';

// The state's shape and helpers live in entitiesState.ts; the feature's public names all come from here.
export {
  defaultListMode,
  initialEntitiesState,
  type EntitiesState,
  type EntityModuleState,
  type ListMode,
  type LoadStatus,
  type PageChange,
  type RecordStatus,
  type SaveStatus,
} from './entitiesState.ts';

export const entitiesSlice = createSlice({
  name: 'entities',
  initialState: initialEntitiesState,
  reducers: {
    /**
     * Loads the list; with `params` (the address's page, size, search and sort, decision 0611) a paged
     * list moves there first: a page past the end comes back to the last page once the count is known.
     */
    entityListRequested(state, action: ModulePayload<{ mode?: ListMode; params?: ListParams }>) {
      const m = moduleState(state, action.payload.module);
      m.mode = action.payload.mode ?? m.mode;
      const params = action.payload.params;
      if (params) {
        m.query = params.q;
        m.queryKey = null;
        m.sort = params.sort;
        m.filters = params.filters ?? {};
        m.pagination = { ...m.pagination, page: params.page, pageSize: normalisePageSize(params.pageSize) };
      }
      m.listStatus = 'loading';
      m.requestId += 1;
      m.reloadNeeded = false;
      m.error = null;
    },
    entityListLoaded(
      state,
      action: ModulePayload<{ requestId: number; rows: EntityRecord[]; total: number; estimated?: boolean }>,
    ) {
      const m = moduleState(state, action.payload.module);
      if (action.payload.requestId !== m.requestId) return;
      m.rows = action.payload.rows;
      m.listStatus = 'loaded';
      // Spec §4: a page past the end after a recount steps back one page (and, paged, reloads).
      const recount = recountPages(
        m.pagination,
        m.mode === 'whole' ? filteredRows(m).length : action.payload.total,
        m.mode === 'paged' && action.payload.estimated === true,
      );
      m.pagination = withoutReload(recount);
      m.reloadNeeded = m.mode === 'paged' && recount.reload;
    },
    entityListFailed(state, action: ModulePayload<{ requestId: number; message: string }>) {
      const m = moduleState(state, action.payload.module);
      if (action.payload.requestId !== m.requestId) return;
      m.listStatus = 'failed';
      m.error = action.payload.message;
    },
    /** Spec §5 list filter; a new filter starts at page 1. */
    entityFilterChanged(state, action: ModulePayload<{ query: string; key?: string }>) {
      const m = moduleState(state, action.payload.module);
      m.query = action.payload.query;
      m.queryKey = action.payload.key ?? null;
      const total = m.mode === 'whole' ? filteredRows(m).length : m.pagination.total;
      m.pagination = createPagination({ total, pageSize: m.pagination.pageSize });
      m.reloadNeeded = m.mode === 'paged';
    },
    entityPageChanged(state, action: ModulePayload<{ change: PageChange }>) {
      const m = moduleState(state, action.payload.module);
      const next = movePage(m.pagination, action.payload.change);
      if (action.payload.change.to === 'size' && next !== m.pagination) state.pageSize = next.pageSize;
      m.reloadNeeded = m.mode === 'paged' && next !== m.pagination;
      m.pagination = next;
    },
    entityRecordRequested(state, action: ModulePayload<{ id: number }>) {
      const m = moduleState(state, action.payload.module);
      m.recordStatus = 'loading';
      m.saveStatus = 'idle';
      m.fieldErrors = {};
    },
    entityRecordLoaded(state, action: ModulePayload<{ record: EntityRecord }>) {
      const m = moduleState(state, action.payload.module);
      m.record = action.payload.record;
      m.recordStatus = 'loaded';
    },
    entityRecordFailed(state, action: ModulePayload<{ message: string; missing?: boolean }>) {
      const m = moduleState(state, action.payload.module);
      m.recordStatus = action.payload.missing ? 'missing' : 'failed';
      m.error = action.payload.message;
    },
    /** The form opens for a new record. */
    entityRecordCleared(state, action: ModulePayload) {
      const m = moduleState(state, action.payload.module);
      m.record = null;
      m.recordStatus = 'idle';
      m.saveStatus = 'idle';
      m.fieldErrors = {};
    },
    /**
     * Saves a new record (no id) or updates one (with its id and version); with `files` (the chosen files
     * of its file fields) as the multipart save or update (spec §7).
     */
    entitySaveRequested(state, action: ModulePayload<{ record: EntityRecord; files?: readonly File[] }>) {
      const m = moduleState(state, action.payload.module);
      m.saveStatus = 'saving';
      m.fieldErrors = {};
    },
    entitySaved(state, action: ModulePayload<{ record: EntityRecord }>) {
      const m = moduleState(state, action.payload.module);
      m.saveStatus = 'saved';
      m.record = action.payload.record;
    },
    entitySaveFailed(
      state,
      action: ModulePayload<{ message: string; fieldErrors?: Readonly<Record<string, string>> }>,
    ) {
      const m = moduleState(state, action.payload.module);
      m.saveStatus = 'failed';
      m.error = action.payload.message;
      m.fieldErrors = action.payload.fieldErrors ?? {};
    },
    /** Asks for a delete: the app shows the confirmation dialog for `pendingDelete`. */
    entityDeleteRequested(state, action: ModulePayload<{ record: EntityRecord }>) {
      moduleState(state, action.payload.module).pendingDelete = action.payload.record;
    },
    /** Spec §2: the dialog's result: OK true, Cancel false, the X no result. Only true deletes. */
    entityDeleteConfirmed(state, action: ModulePayload<{ confirmed: boolean | undefined }>) {
      const m = moduleState(state, action.payload.module);
      if (action.payload.confirmed === true && m.pendingDelete) m.deleting = true;
      else m.pendingDelete = null;
    },
    entityDeleted(state, action: ModulePayload<{ id: number }>) {
      const m = moduleState(state, action.payload.module);
      m.pendingDelete = null;
      m.deleting = false;
    },
    entityDeleteFailed(state, action: ModulePayload<{ message: string }>) {
      const m = moduleState(state, action.payload.module);
      m.pendingDelete = null;
      m.deleting = false;
      m.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // Logout clears the stored pageSize too (spec §2), so the default size comes back.
    builder.addMatcher(isSessionOver, () => initialEntitiesState);
  },
});

export const {
  entityListRequested,
  entityListLoaded,
  entityListFailed,
  entityFilterChanged,
  entityPageChanged,
  entityRecordRequested,
  entityRecordLoaded,
  entityRecordFailed,
  entityRecordCleared,
  entitySaveRequested,
  entitySaved,
  entitySaveFailed,
  entityDeleteRequested,
  entityDeleteConfirmed,
  entityDeleted,
  entityDeleteFailed,
} = entitiesSlice.actions;

const NO_ROWS: EntityRecord[] = [];

/** Selectors over the root state's `entities`; each takes the module key. */
const selectModule = (state: { entities: EntitiesState }, module: string): EntityModuleState | undefined =>
  state.entities.modules[module];

export const selectEntityModule = selectModule;

/** The rows the list shows now: whole lists filtered and cut to the page, paged lists as served. */
export const selectEntityRows = createSelector([selectModule], (m): EntityRecord[] => {
  if (!m) return NO_ROWS;
  if (m.mode === 'paged') return m.rows;
  const { page, pageSize } = m.pagination;
  return filteredRows(m).slice((page - 1) * pageSize, page * pageSize);
});

export interface PaginationView extends PaginationState {
  totalPages: number;
  jumpDisabled: boolean;
  /** The total of a list filtered and paged on the server, which its rows alone do not tell. */
  servedTotal: number | undefined;
}

/** What the pagination bar shows (spec §2): total count, page, page size, 'of N', jump box state. */
export const selectEntityPagination = createSelector(
  [selectModule, (state: { entities: EntitiesState }) => state.entities.pageSize],
  (m, pageSize): PaginationView => {
    const pagination = m?.pagination ?? createPagination({ total: 0, pageSize });
    const paged = m?.mode === 'paged';
    return {
      ...pagination,
      totalPages: totalPages(pagination),
      jumpDisabled: isJumpDisabled(pagination),
      servedTotal: paged ? pagination.total : undefined,
    };
  },
);
