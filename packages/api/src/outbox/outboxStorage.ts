import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { EntityRecord } from '@erp/domain';
import type { OutboxEntry } from '../store/outbox/outboxSlice.ts';

/** The last page of a list a floor action picks from, as the server answered it, and when. */
export interface KeptList {
  rows: EntityRecord[];
  total: number;
  /** When the server answered it (ISO). */
  at: string;
}

/**
 * What the phone keeps for the floor (issue 58), each under its owner ('org:user'): the outbox's entries
 * until the server has answered them, and the floor lists' last pages. One user never reads another's.
 */
export interface FloorStorage {
  /** The owner's entries, in the order made. */
  entries(owner: string): Promise<OutboxEntry[]>;
  putEntry(owner: string, entry: OutboxEntry): Promise<void>;
  /** The entry of this key, whoever's: keys are made on the phone, one per entry. */
  removeEntry(key: string): Promise<void>;
  keepList(owner: string, name: string, list: KeptList): Promise<void>;
  keptList(owner: string, name: string): Promise<KeptList | undefined>;
}

type StoredEntry = OutboxEntry & { owner: string };
type StoredList = KeptList & { owner: string; name: string };

interface FloorDb extends DBSchema {
  entries: { key: string; value: StoredEntry; indexes: { byOwner: [string, number] } };
  lists: { key: [string, string]; value: StoredList };
}

const withoutOwner = ({ owner: _owner, ...entry }: StoredEntry): OutboxEntry => entry;
const range = (owner: string) => IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]);

/** The phone's IndexedDB through `idb` (decision 2300), opened at the first use. */
export function indexedDbStorage(name = 'erp-floor'): FloorStorage {
  let opened: Promise<IDBPDatabase<FloorDb>> | null = null;
  const db = () =>
    (opened ??= openDB<FloorDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore('entries', { keyPath: 'key' }).createIndex('byOwner', ['owner', 'seq']);
        database.createObjectStore('lists', { keyPath: ['owner', 'name'] });
      },
    }));
  return {
    entries: async (owner) =>
      (await (await db()).getAllFromIndex('entries', 'byOwner', range(owner))).map(withoutOwner),
    putEntry: async (owner, entry) => {
      await (await db()).put('entries', { ...entry, owner });
    },
    removeEntry: async (key) => {
      await (await db()).delete('entries', key);
    },
    keepList: async (owner, name, list) => {
      await (await db()).put('lists', { ...list, owner, name });
    },
    keptList: async (owner, name) => {
      const kept = await (await db()).get('lists', [owner, name]);
      return kept && { rows: kept.rows, total: kept.total, at: kept.at };
    },
  };
}

/** A storage in memory, for tests, Node and a browser without IndexedDB (nothing survives a reload there). */
export function memoryFloorStorage(): FloorStorage {
  const entries = new Map<string, StoredEntry>();
  const lists = new Map<string, KeptList>();
  return {
    entries: async (owner) =>
      [...entries.values()]
        .filter((entry) => entry.owner === owner)
        .sort((a, b) => a.seq - b.seq)
        .map(withoutOwner),
    putEntry: async (owner, entry) => {
      entries.set(entry.key, structuredClone({ ...entry, owner }));
    },
    removeEntry: async (key) => {
      entries.delete(key);
    },
    keepList: async (owner, name, list) => {
      lists.set(JSON.stringify([owner, name]), structuredClone(list));
    },
    keptList: async (owner, name) => lists.get(JSON.stringify([owner, name])),
  };
}
