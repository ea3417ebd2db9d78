import { map } from 'rxjs';
import type { AppEpic } from '../types.ts';
import { requestsInFlightChanged } from './loadingSlice.ts';

/** The client's count of requests in flight, into the store for the loading bar. */
export const loadingEpic: AppEpic = (_action$, _state$, { api }) =>
  api.inFlight$.pipe(map(requestsInFlightChanged));
