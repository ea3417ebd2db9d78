import { catchError, defer, exhaustMap, filter, map, of } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  leadColumnsRead,
  leadColumnsRequested,
  leadImportFailed,
  leadImportRequested,
  leadsImported,
} from './leadImportSlice.ts';

const failed = (error: unknown) => {
  const message = errorMessageOf(error);
  return of(leadImportFailed({ message }), toast.error(message));
};

/** Reads a chosen file's columns (a second file while one is read is ignored). */
export const readLeadColumnsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(leadColumnsRequested.match),
    exhaustMap(({ payload: { file } }) =>
      defer(() => api.leads.leadColumns(file)).pipe(
        map((columns) => leadColumnsRead({ columns })),
        catchError(failed),
      ),
    ),
  );

/** Imports the file with the mapping chosen (a second click while one is on its way is ignored). */
export const importLeadsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(leadImportRequested.match),
    exhaustMap(({ payload: { platformId, file, mapping } }) =>
      defer(() => api.leads.importLeads(platformId, file, mapping)).pipe(
        map((result) => leadsImported({ result })),
        catchError(failed),
      ),
    ),
  );
