import { afterEach, describe, expect, it, vi } from 'vitest';
import { userToday } from './today.ts';

// Decision 1980: a form's default date is the day the server judges it by, India's, whatever the browser's zone.
describe('userToday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['2026-11-26T18:29:00Z', '2026-11-26'],
    ['2026-11-26T20:00:00Z', '2026-11-27'],
    ['2027-03-31T19:00:00Z', '2027-04-01'],
  ])('at %s it is %s', (moment, day) => {
    vi.useFakeTimers({ now: new Date(moment), toFake: ['Date'] });
    expect(userToday()).toBe(day);
  });
});
