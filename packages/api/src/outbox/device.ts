import { fromEvent, map, merge, of, startWith, type Observable } from 'rxjs';
import { indexedDbStorage, memoryFloorStorage, type FloorStorage } from './outboxStorage.ts';

/** What the phone gives the outbox besides the server: its network's state and its own storage. */
export interface Device {
  /** Whether the browser has a network: now, then at each change. */
  online$: Observable<boolean>;
  storage: FloorStorage;
}

/**
 * The browser's: its `online`/`offline` events and IndexedDB. The browser is asked to keep the storage
 * (`navigator.storage.persist`), so that it is not cleared to make room while entries wait.
 */
export function browserDevice(window: Window): Device {
  void window.navigator.storage?.persist?.().catch(() => false);
  return {
    online$: merge(
      fromEvent(window, 'online').pipe(map(() => true)),
      fromEvent(window, 'offline').pipe(map(() => false)),
    ).pipe(startWith(window.navigator.onLine)),
    storage: 'indexedDB' in window ? indexedDbStorage() : memoryFloorStorage(),
  };
}

/** Always online, kept in memory: for Node and tests. */
export function memoryDevice(online$: Observable<boolean> = of(true)): Device {
  return { online$, storage: memoryFloorStorage() };
}
