import { NEVER, of } from 'rxjs';
import { createApi, createMemoryStorage, createStore, type ApiClient, type KeyValueStorage } from '@erp/api';
import type { ServicesHandle } from '../app/boot.ts';
import { createTranslator } from '../app/i18n.ts';
import type { Services } from '../app/services.ts';
import { STORE_VIEWS } from '../app/storeViews.ts';
import en from '../../public/assets/i18n/en.json';
import hi from '../../public/assets/i18n/hi.json';

/** A server that never answers: the store's epics start their calls and wait. */
const silentClient: ApiClient = {
  request: () => NEVER,
  download: () => NEVER,
  asset: () => NEVER,
  inFlight$: of(0),
  unauthorised$: NEVER,
};

/**
 * The app texts a test showed that the shown bundle lacks; `setup.ts` fails the test that showed one
 * (decision 0521).
 */
export const missingTexts: string[] = [];

/**
 * A tester's services: the real store and epics on memory storage, over a silent server, and the real
 * translations (en.json, hi.json) watching for a missing text.
 */
export function testServices(stored: Readonly<Record<string, string>> = {}): {
  handle: ServicesHandle;
  services: Services;
  storage: KeyValueStorage;
} {
  const storage = createMemoryStorage(stored);
  const api = createApi({ client: silentClient, saveFile: () => undefined });
  const services: Services = {
    api,
    store: createStore({ api, storage }),
    translator: createTranslator(api, {
      bundles: { en, hi },
      onMissing: (key, language) => missingTexts.push(`${language}: ${key}`),
    }),
    views: STORE_VIEWS,
  };
  const handle: ServicesHandle = {
    storage,
    load: () => Promise.resolve(services),
    current: () => services,
    subscribe: () => () => undefined,
  };
  return { handle, services, storage };
}
