import { isAnyOf } from '@reduxjs/toolkit';
import type { Action } from 'redux';
import {
  EMPTY,
  catchError,
  defer,
  filter,
  groupBy,
  ignoreElements,
  map,
  mergeMap,
  of,
  switchMap,
  tap,
  type Observable,
} from 'rxjs';
import { PHRASES, STORAGE_KEYS, fieldErrorsFor, recordName, say } from '@erp/domain';
import { ApiError, errorMessageOf } from '../../client/envelope.ts';
import { catalogueModule, type ListQuery } from '../../entity/entity.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  entityDeleteConfirmed,
  entityDeleteFailed,
  entityDeleted,
  entityFilterChanged,
  entityListFailed,
  entityListLoaded,
  entityListRequested,
  entityPageChanged,
  entityRecordFailed,
  entityRecordLoaded,
  entityRecordRequested,
  entitySaveFailed,
  entitySaveRequested,
  entitySaved,
  type EntityModuleState,
} from './entitiesSlice.ts';

/** The toasts of the generic screens (decision 0404), naming one record of the master (decision 2240). */
export const entityMessages = {
  saved: (label: string) => say(PHRASES.saved, { label }),
  updated: (label: string) => say(PHRASES.updated, { label }),
  deleted: (label: string) => say(PHRASES.deleted, { label }),
};

/** Runs one load per module at a time: a newer request for the same module cancels the older one. */
export const latestPerModule =
  <A extends { payload: { module: string } }>(load: (action: A) => Observable<Action>) =>
  (source: Observable<A>): Observable<Action> =>
    source.pipe(
      groupBy((action) => action.payload.module),
      mergeMap((sameModule$) => sameModule$.pipe(switchMap(load))),
    );

const FILTER_PREFIX = 'filter.';

/** The address's list filters as the call sends them: `filter.<field>` the lookups', `from` and `to` the dates'. */
function filtersQuery(filters: Readonly<Record<string, string>>): ListQuery {
  const entries = Object.entries(filters);
  const filter = entries
    .filter(([key]) => key.startsWith(FILTER_PREFIX))
    .map(([key, value]) => [key.slice(FILTER_PREFIX.length), value] as const);
  return {
    ...(filter.length > 0 ? { filter: Object.fromEntries(filter) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

function listQuery(m: EntityModuleState): ListQuery {
  if (m.mode === 'whole') return {};
  const { page, pageSize } = m.pagination;
  return {
    page,
    size: pageSize,
    ...(m.query ? { q: m.query } : {}),
    ...(m.sort ? { sort: m.sort } : {}),
    ...filtersQuery(m.filters),
  };
}

/** Loads a module's list, whole or one page; a superseded load is cancelled, its reply never shown. */
export const loadEntityListEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(entityListRequested.match),
    latestPerModule(({ payload: { module } }) => {
      const m = state$.value.entities.modules[module];
      const requestId = m?.requestId ?? 0;
      return defer(() =>
        api.entity.getAllByPartner(catalogueModule(module).apiPath, m ? listQuery(m) : {}),
      ).pipe(
        map(({ rows, totalCount, estimated }) =>
          entityListLoaded({ module, requestId, rows, total: totalCount, estimated }),
        ),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          return of(entityListFailed({ module, requestId, message }), toast.error(message));
        }),
      );
    }),
  );

/** A paged list fetches again when its page, filter or recount says so (spec §4). */
export const reloadEntityListEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(isAnyOf(entityPageChanged, entityFilterChanged, entityListLoaded)),
    filter(({ payload: { module } }) => state$.value.entities.modules[module]?.reloadNeeded === true),
    map(({ payload: { module } }) => entityListRequested({ module })),
  );

/** Spec §9: the chosen page size is remembered under pageSize. */
export const rememberPageSizeEpic: AppEpic = (action$, _state$, { storage }) =>
  action$.pipe(
    filter(entityPageChanged.match),
    map(({ payload: { change } }) => change),
    filter((change) => change.to === 'size'),
    tap((change) => storage.setItem(STORAGE_KEYS.PAGE_SIZE, String(change.size))),
    ignoreElements(),
  );

export const loadEntityRecordEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(entityRecordRequested.match),
    latestPerModule(({ payload: { module, id } }) =>
      defer(() => api.entity.getById(catalogueModule(module).apiPath, id)).pipe(
        map((record) => entityRecordLoaded({ module, record })),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          // A record that is not there (or another organisation's) is the form's not-found page, no toast.
          return error instanceof ApiError && error.status === 404
            ? of(entityRecordFailed({ module, message, missing: true }))
            : of(entityRecordFailed({ module, message }), toast.error(message));
        }),
      ),
    ),
  );

/** Where a refused save's problems show on the form (issue 8: spec §8 codes on their field). */
function fieldErrorsOf(module: string, error: unknown): Readonly<Record<string, string>> {
  if (!(error instanceof ApiError)) return {};
  const { code, userMessage: message, issues } = error;
  return fieldErrorsFor(catalogueModule(module), { code, message, issues });
}

/**
 * Save (no id) or update (with id), as the multipart form when files were chosen; both toast, success or
 * error, and a refusal also says which fields it is about.
 */
export const saveEntityEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(entitySaveRequested.match),
    mergeMap(({ payload: { module, record, files = [] } }) =>
      defer(() => {
        const definition = catalogueModule(module);
        const { apiPath } = definition;
        const label = recordName(definition);
        const isUpdate = typeof record.id === 'number';
        const call =
          files.length === 0
            ? isUpdate
              ? api.entity.update(apiPath, record)
              : api.entity.save(apiPath, record)
            : isUpdate
              ? api.entity.updateWithFiles(apiPath, record, files)
              : api.entity.saveWithFiles(apiPath, record, files);
        return call.pipe(
          mergeMap((saved) => [
            entitySaved({ module, record: saved }),
            toast.success((isUpdate ? entityMessages.updated : entityMessages.saved)(label)),
          ]),
        );
      }).pipe(
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          const fieldErrors = fieldErrorsOf(module, error);
          return of(entitySaveFailed({ module, message, fieldErrors }), toast.error(message));
        }),
      ),
    ),
  );

/** Deletes the record awaiting confirmation once the dialog said OK, then reloads the list. */
export const deleteEntityEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(entityDeleteConfirmed.match),
    filter(({ payload }) => payload.confirmed === true),
    mergeMap(({ payload: { module } }) => {
      const record = state$.value.entities.modules[module]?.pendingDelete;
      if (!record) return EMPTY;
      return defer(() => {
        const definition = catalogueModule(module);
        const { apiPath } = definition;
        const label = recordName(definition);
        return api.entity
          .delete(apiPath, record)
          .pipe(
            mergeMap(() => [
              entityDeleted({ module, id: Number(record.id) }),
              toast.success(entityMessages.deleted(label)),
              entityListRequested({ module }),
            ]),
          );
      }).pipe(
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          return of(entityDeleteFailed({ module, message }), toast.error(message));
        }),
      );
    }),
  );
