import { NEVER, of } from 'rxjs';
import { createApi, createMemoryStorage, createStore, type ApiClient, type KeyValueStorage } from '@erp/api';
import type { ServicesHandle } from '../app/boot.ts';
import type { Services } from '../app/services.ts';

/** A server that never answers: the store's epics start their calls and wait. */
const silentClient: ApiClient = {
  request: () => NEVER,
  download: () => NEVER,
  asset: () => NEVER,
  inFlight$: of(0),
  unauthorised$: NEVER,
};

/** A tester's services: the real store and epics on memory storage, over a silent server. */
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
    translator: { translate: (key) => key, subscribe: () => () => undefined },
  };
  const handle: ServicesHandle = {
    storage,
    load: () => Promise.resolve(services),
    current: () => services,
    subscribe: () => () => undefined,
  };
  return { handle, services, storage };
}
