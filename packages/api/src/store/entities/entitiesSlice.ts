import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  createPagination,
  filterRows,
  firstPage,
  isJumpDisabled,
  jumpToPage,
  lastPage,
  moduleByKey,
  nextPage,
  normalisePageSize,
  previousPage,
  recountPages,
  setPageSize,
  totalPages,
  type EntityRecord,
  type ListParams,
  type PaginationState,
} from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';

/** whole: the list is loaded at once and filtered and paged in the browser; paged: by the server. */
export type ListMode = 'whole' | 'paged';
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
/** missing: the server has no such record for the caller's organisation (404, decision 0511). */
export type RecordStatus = LoadStatus | 'missing';
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** The pagination bar's moves (spec §2): First, Pre, Next, Last, the jump box and 'Show rows'. */
export type PageChange =
  | { to: 'first' | 'previous' | 'next' | 'last' }
  | { to: 'jump'; page: number }
  | { to: 'size'; size: number };

/** The screens of one catalogue module: its list, the record open in the form, a delete awaiting its confirmation. */
export interface EntityModuleState {
  mode: ListMode;
  /** whole: every record; paged: the current page. */
  rows: EntityRecord[];
  /** The list filter (spec §5): text, and the key it searches (null: the whole record). */
  query: string;
  queryKey: string | null;
  /** paged: the server's order, a field name with '-' in front for descending; null: the list's own order. */
  sort: string | null;
  /** The domain's pagination machine; its total is the filtered count (whole) or the server's count (paged). */
  pagination: PaginationState;
  listStatus: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  /** paged: the page moved, the filter changed or a recount stepped back, so the page must be fetched. */
  reloadNeeded: boolean;
  record: EntityRecord | null;
  recordStatus: RecordStatus;
  saveStatus: SaveStatus;
  /** Where the server's refusal of the last save shows on the form: messages by field key (or child path). */
  fieldErrors: Readonly<Record<string, string>>;
  /** The record whose delete waits for the confirmation dialog's result. */
  pendingDelete: EntityRecord | null;
  deleting: boolean;
  error: string | null;
}

export interface EntitiesState {
  /** Spec §9: the page size new lists start with: 10, or the value stored under pageSize. */
  pageSize: number;
  modules: Record<string, EntityModuleState>;
}

export const initialEntitiesState: EntitiesState = { pageSize: normalisePageSize(undefined), modules: {} };

/** A catalogue module's list starts paged on the server when the catalogue marks it large. */
export function defaultListMode(module: string): ListMode {
  return moduleByKey(module)?.largeList ? 'paged' : 'whole';
}

function newModuleState(module: string, pageSize: number): EntityModuleState {
  return {
    mode: defaultListMode(module),
    rows: [],
    query: '',
    queryKey: null,
    sort: null,
    pagination: createPagination({ total: 0, pageSize }),
    listStatus: 'idle',
    requestId: 0,
    reloadNeeded: false,
    record: null,
    recordStatus: 'idle',
    saveStatus: 'idle',
    fieldErrors: {},
    pendingDelete: null,
    deleting: false,
    error: null,
  };
}

function moduleState(state: EntitiesState, module: string): EntityModuleState {
  state.modules[module] ??= newModuleState(module, state.pageSize);
  return state.modules[module];
}

const filteredRows = (m: Pick<EntityModuleState, 'rows' | 'query' | 'queryKey'>): EntityRecord[] =>
  filterRows(m.rows, m.query, m.queryKey ?? undefined);

const withoutReload = ({ page, pageSize, total, estimated }: PaginationState): PaginationState => ({
  page,
  pageSize,
  total,
  estimated,
});

function movePage(s: PaginationState, change: PageChange): PaginationState {
  switch (change.to) {
    case 'first':
      return firstPage(s);
    case 'previous':
      return previousPage(s);
    case 'next':
      return nextPage(s);
    case 'last':
      return lastPage(s);
    case 'jump':
      return jumpToPage(s, change.page);
    case 'size':
      return setPageSize(s, change.size);
  }
}

type ModulePayload<T = object> = PayloadAction<{ module: string } & T>;

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
