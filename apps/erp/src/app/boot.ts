import { STORAGE_KEYS } from '@erp/domain';
import type { KeyValueStorage } from '@erp/api';
import type { Services } from './services.ts';

/**
 * The app's services (API, store, translations) live in their own chunk, so that the login screen shows
 * without waiting for it (decision 0502). The chunk is fetched on the first `load()`: at once when a
 * session is stored, else once the login screen is up (or when the user logs in first).
 */
export interface ServicesHandle {
  readonly storage: KeyValueStorage;
  /** Fetches the services' chunk the first time; every call gives the same services. */
  load(): Promise<Services>;
  /** The services, or null until they are there. */
  current(): Services | null;
  subscribe(listener: () => void): () => void;
}

export function createServicesHandle(
  storage: KeyValueStorage,
  fetchChunk: () => Promise<(storage: KeyValueStorage) => Services>,
): ServicesHandle {
  let services: Services | null = null;
  let loading: Promise<Services> | null = null;
  const listeners = new Set<() => void>();
  return {
    storage,
    load: () => {
      loading ??= fetchChunk().then((create) => {
        services = create(storage);
        listeners.forEach((listener) => listener());
        return services;
      });
      return loading;
    },
    current: () => services,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Whether the page opens on the login (decision 0751): no session stored (spec §4) and the address is the
 * root, where the router would show the login. Any other address is the router's to answer.
 */
export function startsAtLogin(hash: string, storage: KeyValueStorage): boolean {
  return storage.getItem(STORAGE_KEYS.TOKEN) === null && ['', '#', '#/'].includes(hash);
}
