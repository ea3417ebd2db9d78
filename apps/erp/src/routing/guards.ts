import { redirect } from 'react-router-dom';
import {
  DEFAULT_LANDING_ROUTE,
  MODULE_HOME,
  STORAGE_KEYS,
  SWITCHED_OFF,
  landingRoute,
  routeSwitchedOn,
  switchedOffMessage,
  type RouteDef,
} from '@erp/domain';
import {
  selectAclData,
  selectGuardDecision,
  selectIsLoggedIn,
  selectLoggedInUser,
  selectSessionStatus,
  selectSysConfig,
  toast,
  type AppStore,
  type RootState,
} from '@erp/api';
import { PHONE_MEDIA } from '@erp/ui';
import type { ServicesHandle } from '../app/boot.ts';

/** Resolves once `ready` holds for the store's state. */
function whenState(store: AppStore, ready: (state: RootState) => boolean): Promise<void> {
  if (ready(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!ready(store.getState())) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The access data is known: loaded or restored, or the start-up is over without it (then the guard denies). */
const aclSettled = (state: RootState): boolean =>
  selectAclData(state) !== null || selectSessionStatus(state) !== 'starting';

/** Spec §2: the full layout sends the user to the root (login) when no token is stored. */
/** A route loader that needs nothing of the request: it redirects (a Response) or lets the route show. */
export type SessionLoader = () => Promise<Response | null> | Response | null;

export const requireSession =
  (handle: ServicesHandle): SessionLoader =>
  async () => {
    const { store } = await handle.load();
    return selectIsLoggedIn(store.getState()) ? null : redirect('/');
  };

/**
 * Spec §2's landing, /dashboard/classic: on a phone, a floor role's user goes on to the floor's home (decision
 * 2286), once the start-up has read who the user is.
 */
export const landOnFloor =
  (handle: ServicesHandle, phone: () => boolean): SessionLoader =>
  async () => {
    const { store } = await handle.load();
    await whenState(
      store,
      (state) => selectLoggedInUser(state) !== null || selectSessionStatus(state) !== 'starting',
    );
    const to = landingRoute(selectLoggedInUser(store.getState())?.role, phone());
    return to === DEFAULT_LANDING_ROUTE ? null : redirect(to);
  };

/** Whether the window is a phone's now (decision 0513). */
export const phoneWindow = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA).matches;

/**
 * Spec §2: the root with a session goes to /dashboard/classic. Spec §4: a session is a token in local
 * storage, so the login screen need not wait for the store to know.
 */
export const leaveLogin =
  (handle: ServicesHandle): SessionLoader =>
  () =>
    handle.storage.getItem(STORAGE_KEYS.TOKEN) === null ? null : redirect(DEFAULT_LANDING_ROUTE);

/**
 * Spec §6 route guard, with `guardDecision`: allow; deny with the 'Access Denied' warning and the
 * module home; or deny silently (no access data, or unreadable) to the module home. A route of a flow
 * switched off is refused with its own warning, naming its setting (decision 1233, issue 42).
 */
export const guardRoute =
  (handle: ServicesHandle, route: RouteDef): SessionLoader =>
  async () => {
    const { store } = await handle.load();
    await whenState(store, aclSettled);
    const decision = selectGuardDecision(store.getState(), route.aclNames);
    if (
      decision.outcome === 'allow' &&
      route.feature &&
      !routeSwitchedOn(route, selectSysConfig(store.getState()))
    ) {
      store.dispatch(toast.warning(switchedOffMessage(route.feature), SWITCHED_OFF.TITLE));
      return redirect(MODULE_HOME);
    }
    if (decision.outcome === 'allow') return null;
    if (decision.outcome === 'deny' && decision.message && decision.title) {
      store.dispatch(toast.warning(decision.message, decision.title));
    }
    return redirect(MODULE_HOME);
  };
