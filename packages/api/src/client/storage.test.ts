import { describe, expect, it } from 'vitest';
import { createMemoryStorage, readJson, writeJson } from './storage.ts';

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
