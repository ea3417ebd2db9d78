import { addDays, indiaDay } from '@erp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from '../src/core/today.ts';

// Decision 2350: a test file keeps the day it started on, for it and its server, across midnight in India.
describe('a test file’s day', () => {
  afterEach(() => vi.useRealTimers());

  it('holds when the clock passes midnight in India while the file runs', () => {
    const started = indiaDay(new Date());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${addDays(started, 1)}T00:00:05+05:30`));
    expect(indiaDay(new Date())).toBe(addDays(started, 1));
    expect(today()).toBe(started);
  });
});
