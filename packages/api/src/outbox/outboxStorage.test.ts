import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { floorWriteRequested, type OutboxEntry } from '../store/outbox/outboxSlice.ts';
import { indexedDbStorage, memoryFloorStorage, type FloorStorage } from './outboxStorage.ts';

const entry = (lot: string): OutboxEntry => ({
  ...floorWriteRequested({ method: 'POST', url: 'chemical/stockTransfer/save', body: { lot }, label: lot })
    .payload,
  status: 'waiting',
});

describe.each<[string, () => FloorStorage]>([
  ['IndexedDB (idb)', () => indexedDbStorage(`erp-floor-test-${Math.random()}`)],
  ['memory', memoryFloorStorage],
])('the phone’s floor storage, %s (issue 58)', (_name, open) => {
  it('keeps each user’s entries apart, in the order made, until removed', async () => {
    const storage = open();
    const [a, b, c] = [entry('L-1'), entry('L-2'), entry('L-3')];
    await storage.putEntry('7:5', b!);
    await storage.putEntry('7:5', a!);
    await storage.putEntry('7:6', c!);
    expect((await storage.entries('7:5')).map(({ body }) => body)).toEqual([{ lot: 'L-1' }, { lot: 'L-2' }]);
    expect(await storage.entries('8:5')).toEqual([]);
    await storage.putEntry('7:5', { ...a!, status: 'refused', reason: 'on hold' });
    await storage.removeEntry(b!.key);
    expect(await storage.entries('7:5')).toEqual([{ ...a, status: 'refused', reason: 'on hold' }]);
    expect(await storage.entries('7:6')).toEqual([c]);
  });

  it('keeps the last answer of each list, by user', async () => {
    const storage = open();
    const list = { rows: [{ id: 1, name: 'B-2' }], total: 1, at: '2026-11-27T04:12:00.000Z' };
    await storage.keepList('7:5', 'racks', list);
    await storage.keepList('7:5', 'racks', { ...list, total: 9 });
    expect(await storage.keptList('7:5', 'racks')).toEqual({ ...list, total: 9 });
    expect(await storage.keptList('7:6', 'racks')).toBeUndefined();
  });
});
