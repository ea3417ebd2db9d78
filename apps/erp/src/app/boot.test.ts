import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@erp/api';
import { testServices } from '../testing/services.ts';
import { createServicesHandle } from './boot.ts';

describe('createServicesHandle (decision 0502)', () => {
  it('fetches the services chunk on the first load only, and tells who listens', async () => {
    const { services } = testServices();
    const storage = createMemoryStorage({ token: 't' });
    const create = vi.fn(() => services);
    const fetchChunk = vi.fn(() => Promise.resolve(create));
    const handle = createServicesHandle(storage, fetchChunk);
    const listener = vi.fn();
    handle.subscribe(listener);
    expect(handle.current()).toBeNull();
    expect(fetchChunk).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([handle.load(), handle.load()]);
    expect(first).toBe(services);
    expect(second).toBe(services);
    expect(handle.current()).toBe(services);
    expect(fetchChunk).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(storage);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
