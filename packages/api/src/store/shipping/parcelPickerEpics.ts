import { catchError, defer, filter, map, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import type { AppEpic } from '../types.ts';
import { parcelPickerFailed, parcelPickerLoaded, parcelPickerRequested } from './parcelPickerSlice.ts';

/** Reads the picker's page of packed parcels (`getPackedParcels`); a newer ask cancels the older read. */
export const loadParcelPickerEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(parcelPickerRequested.match),
    switchMap(({ payload: { query } }) =>
      defer(() => api.shipping.packedParcels(query)).pipe(
        map(({ rows, totalCount }) => parcelPickerLoaded({ query, rows, total: totalCount })),
        catchError((error: unknown) => of(parcelPickerFailed({ message: errorMessageOf(error) }))),
      ),
    ),
  );
