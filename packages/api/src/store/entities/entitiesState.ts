import type { PayloadAction } from '@reduxjs/toolkit';
import {
  createPagination,
  filterRows,
  firstPage,
  jumpToPage,
  lastPage,
  moduleByKey,
  nextPage,
  normalisePageSize,
  previousPage,
  setPageSize,
  type EntityRecord,
  type PaginationState,
} from '@erp/domain';

// The entities slice's state and the pure helpers its reducers and selectors share.

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
  /** paged: the list's own filters as the address holds them (`filter.stageId`, `from`, `to`: decision 1602). */
  filters: Readonly<Record<string, string>>;
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
    filters: {},
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

/** The module's state, made on its first action. */
export function moduleState(state: EntitiesState, module: string): EntityModuleState {
  state.modules[module] ??= newModuleState(module, state.pageSize);
  return state.modules[module];
}

/** A list's rows under its filter (a whole list filters in the browser). */
export const filteredRows = (m: Pick<EntityModuleState, 'rows' | 'query' | 'queryKey'>): EntityRecord[] =>
  filterRows(m.rows, m.query, m.queryKey ?? undefined);

/** The pagination without the recount's reload flag, which the state keeps as `reloadNeeded`. */
export const withoutReload = ({ page, pageSize, total, estimated }: PaginationState): PaginationState => ({
  page,
  pageSize,
  total,
  estimated,
});

/** The pagination after one of the bar's moves. */
export function movePage(s: PaginationState, change: PageChange): PaginationState {
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

/** An action's payload: the module it is for, and its own fields. */
export type ModulePayload<T = object> = PayloadAction<{ module: string } & T>;
