import { catchError, concat, defer, exhaustMap, filter, map, of } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  generateTokenRequested,
  intakeTokenFailed,
  intakeTokenLoaded,
  intakeTokenRequested,
  revokeTokenRequested,
  tokenGenerated,
} from './intakeTokenSlice.ts';

const failed = (error: unknown) => {
  const message = errorMessageOf(error);
  return of(intakeTokenFailed({ message }), toast.error(message));
};

/** Whether the platform has an active token. */
export const loadIntakeTokenEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(intakeTokenRequested.match),
    exhaustMap(({ payload: { platformId } }) =>
      defer(() => api.leads.intakeToken(platformId)).pipe(
        map((status) => intakeTokenLoaded({ platformId, status })),
        catchError(failed),
      ),
    ),
  );

/** Makes a new token (shown once), then reads the platform's status again. */
export const generateTokenEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(generateTokenRequested.match),
    exhaustMap(({ payload: { platformId } }) =>
      defer(() => api.leads.generateToken(platformId)).pipe(
        map(({ token }) => tokenGenerated({ platformId, token })),
        (generated$) => concat(generated$, of(intakeTokenRequested({ platformId }))),
        catchError(failed),
      ),
    ),
  );

/** Revokes the token, then reads the platform's status again. */
export const revokeTokenEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(revokeTokenRequested.match),
    exhaustMap(({ payload: { platformId } }) =>
      defer(() => api.leads.revokeToken(platformId)).pipe(
        map(() => intakeTokenRequested({ platformId })),
        catchError(failed),
      ),
    ),
  );
