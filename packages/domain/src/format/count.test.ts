import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';

describe('formatCount (a count of records; an estimate "labelled as such", decision 0610)', () => {
  it.each([
    [0, false, '0'],
    [95, false, '95'],
    [123456, false, '1,23,456'],
    [100000, false, '1,00,000'],
    [238517, true, 'about 2,40,000'],
    [240000, true, 'about 2,40,000'],
    [1234567, true, 'about 12,00,000'],
    [0, true, '0'],
    [Number.NaN, false, ''],
  ])('%d (estimated %s) shows as %j', (count, estimated, shown) => {
    expect(formatCount(count, estimated)).toBe(shown);
  });
});
