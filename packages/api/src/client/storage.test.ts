import { describe, expect, it } from 'vitest';
import {
  clearKeepingPreferences,
  createMemoryStorage,
  readJson,
  readUserPreference,
  USER_PREFERENCES_KEY,
  writeJson,
  writeUserPreference,
} from './storage.ts';

describe('createMemoryStorage', () => {
  it('behaves as browser local storage: strings in, strings out, null when absent', () => {
    const storage = createMemoryStorage({ token: 't' });
    expect(storage.getItem('token')).toBe('t');
    storage.setItem('pageSize', '20');
    expect(storage.getItem('pageSize')).toBe('20');
    storage.removeItem('token');
    expect(storage.getItem('token')).toBeNull();
    storage.clear();
    expect(storage.getItem('pageSize')).toBeNull();
  });
});

describe('readJson and writeJson', () => {
  it('round-trip a value', () => {
    const storage = createMemoryStorage();
    writeJson(storage, 'aclData', [{ moduleAPI: 'uom', view: 1 }]);
    expect(readJson(storage, 'aclData')).toEqual([{ moduleAPI: 'uom', view: 1 }]);
  });
  it('a missing or unreadable value is null', () => {
    const storage = createMemoryStorage({ aclData: '{not json' });
    expect(readJson(storage, 'aclData')).toBeNull();
    expect(readJson(storage, 'sys_config')).toBeNull();
  });
});

describe('user preferences (decision 0522)', () => {
  it("are kept per user: one user's choice is not another's", () => {
    const storage = createMemoryStorage();
    expect(readUserPreference(storage, 'asha', 'language')).toBeNull();
    writeUserPreference(storage, 'asha', 'language', 'hi');
    writeUserPreference(storage, 'asha', 'theme', 'dark');
    writeUserPreference(storage, 'ravi', 'language', 'en');
    expect(readUserPreference(storage, 'asha', 'language')).toBe('hi');
    expect(readUserPreference(storage, 'asha', 'theme')).toBe('dark');
    expect(readUserPreference(storage, 'ravi', 'language')).toBe('en');
  });

  it('outlive clearKeepingPreferences, which removes everything else', () => {
    const storage = createMemoryStorage({ token: 't', aclData: '[]' });
    clearKeepingPreferences(storage);
    expect(storage.getItem(USER_PREFERENCES_KEY)).toBeNull();
    writeUserPreference(storage, 'asha', 'language', 'hi');
    storage.setItem('token', 't');
    clearKeepingPreferences(storage);
    expect([storage.getItem('token'), readUserPreference(storage, 'asha', 'language')]).toEqual([null, 'hi']);
  });
});
