import { catchError, defer, filter, map, of } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { latestPerModule } from '../entities/entitiesEpics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import { customFieldsFailed, customFieldsLoaded, customFieldsRequested } from './customFieldsSlice.ts';

/** Reads a module's custom fields (spec §7 moduleCustomField/getCustomFields). */
export const loadCustomFieldsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(customFieldsRequested.match),
    latestPerModule(({ payload: { module } }) =>
      defer(() => api.items.getCustomFields({ moduleName: module })).pipe(
        map((rows) => customFieldsLoaded({ module, rows })),
        catchError((error: unknown) =>
          of(customFieldsFailed({ module }), toast.error(errorMessageOf(error))),
        ),
      ),
    ),
  );
