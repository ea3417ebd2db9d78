import {
  loginRequested,
  selectIsLoading,
  selectIsLoggedIn,
  selectLoggedInUser,
  selectSessionError,
  selectSessionStatus,
  selectSysConfig,
  selectToasts,
  toastDismissed,
  type RootState,
} from '@erp/api';

const SELECTORS = {
  isLoading: selectIsLoading,
  isLoggedIn: selectIsLoggedIn,
  loggedInUser: selectLoggedInUser,
  sessionError: selectSessionError,
  sessionStatus: selectSessionStatus,
  sysConfig: selectSysConfig,
  toasts: selectToasts,
};

export type StoreViewName = keyof typeof SELECTORS;
export type StoreViewValue<K extends StoreViewName> = ReturnType<(typeof SELECTORS)[K]>;

/**
 * What the screens shown before the store (the root, the login: decisions 0502, 0751) read of it and
 * dispatch to it, by name: the selectors and action creators come with the services' chunk, so that the
 * first screen's JavaScript holds no Redux Toolkit.
 */
export interface StoreViews {
  select: { [K in StoreViewName]: (state: RootState) => StoreViewValue<K> };
  actions: { loginRequested: typeof loginRequested; toastDismissed: typeof toastDismissed };
}

export const STORE_VIEWS: StoreViews = {
  select: SELECTORS,
  actions: { loginRequested, toastDismissed },
};
