/**
 * The part of the browser's `Storage` the ERP uses. `window.localStorage` satisfies it; tests and Node
 * pass `createMemoryStorage()`.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** A storage kept in memory, for tests and for Node. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}

/** A stored JSON value, or null when it is missing or unreadable. */
export function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

/** Each user's display choices, by username (decision 0522): `{ "admin": { "language": "hi" } }`. */
export const USER_PREFERENCES_KEY = 'userPreferences';

type UserPreferences = Record<string, Record<string, string>>;

/** A display choice the user made on this browser (language, theme), or null. */
export function readUserPreference(storage: KeyValueStorage, username: string, name: string): string | null {
  return readJson<UserPreferences>(storage, USER_PREFERENCES_KEY)?.[username]?.[name] ?? null;
}

export function writeUserPreference(
  storage: KeyValueStorage,
  username: string,
  name: string,
  value: string,
): void {
  const preferences = readJson<UserPreferences>(storage, USER_PREFERENCES_KEY) ?? {};
  writeJson(storage, USER_PREFERENCES_KEY, {
    ...preferences,
    [username]: { ...preferences[username], [name]: value },
  });
}

/** Spec §2 "Logout clears all browser storage": all of it but the users' display choices (decision 0522). */
export function clearKeepingPreferences(storage: KeyValueStorage): void {
  const preferences = storage.getItem(USER_PREFERENCES_KEY);
  storage.clear();
  if (preferences !== null) storage.setItem(USER_PREFERENCES_KEY, preferences);
}
