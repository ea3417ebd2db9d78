import { isAnyOf } from '@reduxjs/toolkit';
import type { Action } from 'redux';
import {
  EMPTY,
  catchError,
  concat,
  filter,
  ignoreElements,
  map,
  mergeMap,
  of,
  switchMap,
  tap,
  type Observable,
} from 'rxjs';
import { RESPONSE_CODES, STORAGE_KEYS, TOAST_TITLES, messageFor, sysConfigMap } from '@erp/domain';
import type { Api } from '../../api.ts';
import { ApiError, errorMessageOf } from '../../client/envelope.ts';
import { clearKeepingPreferences, writeJson, type KeyValueStorage } from '../../client/storage.ts';
import { aclLoaded } from '../acl/aclSlice.ts';
import {
  formConfigLoaded,
  labelsLoaded,
  organisationLoaded,
  sysConfigLoaded,
} from '../config/configSlice.ts';
import { latestPerModule } from '../entities/entitiesEpics.ts';
import { entityDeleted, entitySaved } from '../entities/entitiesSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { networkChanged, outboxPasswordAsked, selectOutboxWaiting } from '../outbox/outboxSlice.ts';
import type { AppEpic } from '../types.ts';
import { profileLoaded } from '../userProfile/userProfileSlice.ts';
import {
  isSessionOver,
  loggedInUserLoaded,
  loginFailed,
  loginRequested,
  loginSucceeded,
  sessionEnded,
  sessionReady,
  sessionResumed,
  sessionStartFailed,
  sessionStartPostponed,
} from './sessionSlice.ts';

/** No reply at all: the network or the server is gone, which says nothing of the session. */
const noReply = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/** Spec §7: POST authenticate; the token is kept in local storage under key token. */
export const loginEpic: AppEpic = (action$, _state$, { api, storage }) =>
  action$.pipe(
    filter(loginRequested.match),
    switchMap(({ payload }) =>
      api.session.login(payload).pipe(
        tap(({ token }) => {
          storage.setItem(STORAGE_KEYS.TOKEN, token);
          storage.setItem(STORAGE_KEYS.ACTIVE_USER, payload.username);
        }),
        map(loginSucceeded),
        catchError((error: unknown) => of(loginFailed({ message: errorMessageOf(error) }))),
      ),
    ),
  );

/** Spec §6: the role's access data, cached as aclData. */
const loadAcl = (api: Api, storage: KeyValueStorage, roleId: number) =>
  api.session.getAclByRoleId(roleId).pipe(
    tap((entries) => writeJson(storage, STORAGE_KEYS.ACL_DATA, entries)),
    map(aclLoaded),
    catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
  );

/** Spec §7/§8: cached as sys_config on OK with a non-empty list; any other code is an ERROR toast. */
const loadSysConfig = (api: Api, storage: KeyValueStorage) =>
  api.config.getSysConfig().pipe(
    tap((entries) => {
      if (entries.length > 0) writeJson(storage, STORAGE_KEYS.SYS_CONFIG, sysConfigMap(entries));
    }),
    map((entries) => sysConfigLoaded(sysConfigMap(entries))),
    catchError((error: unknown) => of(toast.error(errorMessageOf(error), TOAST_TITLES.SYS_CONFIG_ERROR))),
  );

/**
 * Spec §7: labels, "cached under label_config if absent"; without them the defaults show (decision 0401).
 * After the user edits a label the cache is replaced (`replace`).
 */
const loadLabels = (api: Api, storage: KeyValueStorage, replace = false) =>
  api.config.getLabelConfig().pipe(
    tap((labels) => {
      if (replace || storage.getItem(STORAGE_KEYS.LABEL_CONFIG) === null)
        writeJson(storage, STORAGE_KEYS.LABEL_CONFIG, labels);
    }),
    map(labelsLoaded),
    catchError(() => EMPTY),
  );

/** Spec §8: "Organisation fetch and module-config fetch failures do nothing visible." */
const quietly = <T>(source: Observable<T>) => source.pipe(catchError(() => EMPTY));
const loadFormConfig = (api: Api) => quietly(api.config.getFormConfig().pipe(map(formConfigLoaded)));
const loadOrganisation = (api: Api) => quietly(api.config.getOrganisation().pipe(map(organisationLoaded)));

/**
 * Spec §7, after login, in order: the logged-in user (stored without its password), the ACL by role
 * id, system config, labels, module field config, the organisation, the mail profile. Only a failure
 * to read the user stops the start-up.
 */
export const sessionStartEpic: AppEpic = (action$, _state$, { api, storage }) =>
  action$.pipe(
    filter(isAnyOf(loginSucceeded, sessionResumed)),
    switchMap(() =>
      api.session.getLoggedInUser().pipe(
        tap((user) => writeJson(storage, STORAGE_KEYS.LOGGED_IN_USER, user)),
        mergeMap((user) =>
          concat(
            of(loggedInUserLoaded(user)),
            loadAcl(api, storage, user.role.roleid),
            loadSysConfig(api, storage),
            loadLabels(api, storage),
            loadFormConfig(api),
            loadOrganisation(api),
            quietly(api.config.getMailProfile().pipe(map(profileLoaded))),
            of(sessionReady()),
          ),
        ),
        catchError((error: unknown) =>
          of(
            noReply(error) ? sessionStartPostponed() : sessionStartFailed({ message: errorMessageOf(error) }),
          ),
        ),
      ),
    ),
  );

/** A session opened offline runs its start-up reads when the network returns. */
export const resumeWhenOnlineEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(networkChanged.match),
    filter(({ payload }) => payload.online && state$.value.session.status === 'offline'),
    map(() => sessionResumed()),
  );

/**
 * The session's configuration, read again after the user changes it on a settings screen (system
 * config, labels, module field config, the organisation, access data), so that the change shows at
 * once rather than on the next page load. Access data is read for the user's own role.
 */
export const configRefreshEpic: AppEpic = (action$, state$, { api, storage }) => {
  const reload: Readonly<Record<string, () => Observable<Action>>> = {
    sysConfig: () => loadSysConfig(api, storage),
    labelConfig: () => loadLabels(api, storage, true),
    moduleFieldConfig: () => loadFormConfig(api),
    organization: () => loadOrganisation(api),
    acl: () => {
      const user = state$.value.session.user;
      return user ? loadAcl(api, storage, user.role.roleid) : EMPTY;
    },
  };
  return action$.pipe(
    filter(isAnyOf(entitySaved, entityDeleted)),
    filter(({ payload: { module } }) => Object.hasOwn(reload, module)),
    // A newer change of the same configuration supersedes the read of an older one.
    latestPerModule(({ payload: { module } }) => reload[module]?.() ?? EMPTY),
  );
};

/**
 * Spec §2: "Logout clears all browser storage" but the users' display choices (decision 0522); the slices
 * drop their cached data on the same action. A logout also ends the token on the server (POST logout,
 * decision 0214), sent with the token read before the storage is cleared; whether that call succeeds
 * changes nothing here: the session is over in the browser either way.
 */
export const clearStorageEpic: AppEpic = (action$, _state$, { api, storage }) =>
  action$.pipe(
    filter(isSessionOver),
    mergeMap((action) => {
      const token = storage.getItem(STORAGE_KEYS.TOKEN);
      clearKeepingPreferences(storage);
      const logout = sessionEnded.match(action) && action.payload.reason === 'logout';
      return token !== null && logout
        ? api.session.logout(token).pipe(
            ignoreElements(),
            catchError(() => EMPTY),
          )
        : EMPTY;
    }),
  );

export const SESSION_EXPIRED_TITLE = 'Session Expired';

/**
 * A 401 on a request that carried the token ends the session, once; while floor entries wait to be sent, it
 * asks for the password in place instead, so that they go once it is given (decision 2302).
 */
export const unauthorisedEpic: AppEpic = (_action$, state$, { api }) =>
  api.unauthorised$.pipe(
    filter(() => state$.value.session.token !== null),
    mergeMap(() => {
      if (selectOutboxWaiting(state$.value).count === 0) {
        return [
          sessionEnded({ reason: 'unauthorised' }),
          toast.warning(messageFor(RESPONSE_CODES.SESSION_EXPIRED), SESSION_EXPIRED_TITLE),
        ];
      }
      return state$.value.outbox.passwordAsked ? [] : [outboxPasswordAsked()];
    }),
  );
