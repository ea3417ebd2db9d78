import {
  browserDevice,
  createApi,
  createApiClient,
  createStore,
  saveFileInBrowser,
  selectIsLoggedIn,
  sessionResumed,
  type Api,
  type AppStore,
  type KeyValueStorage,
} from '@erp/api';
import { DEFAULT_LANGUAGE } from '@erp/domain';
import { createTranslator, type Translator } from './i18n.ts';
import { STORE_VIEWS, type StoreViews } from './storeViews.ts';

/** What the app runs on once its session chunk is loaded: the API, the store its epics drive, translations. */
export interface Services {
  api: Api;
  store: AppStore;
  translator: Translator;
  /** The store's values and actions by name, for the screens shown before the store (decision 0751). */
  views: StoreViews;
}

/**
 * Builds the API client on browser storage (the token is read from it), the store restored from it, and
 * the translations. Spec §4: a stored token is a session, whose start-up reads run again on each load.
 * Every call says the language shown (decision 2090), so that what the server prints is in it.
 */
export function createServices(storage: KeyValueStorage): Services {
  // The translator is made on the API: the client reads its language as each call is sent.
  const shown: { translator?: Translator } = {};
  const client = createApiClient({
    storage,
    language: () => shown.translator?.language ?? DEFAULT_LANGUAGE,
  });
  const api = createApi({ client, saveFile: saveFileInBrowser });
  // The phone's network and IndexedDB, where the floor's entries wait (issue 58).
  const store = createStore({ api, storage, device: browserDevice(window) });
  if (selectIsLoggedIn(store.getState())) store.dispatch(sessionResumed());
  shown.translator = createTranslator(api);
  return { api, store, translator: shown.translator, views: STORE_VIEWS };
}
