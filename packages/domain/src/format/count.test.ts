import { describe, expect, it } from 'vitest';
import { LIST_CAPS } from '../constants.ts';
import { formatCount } from './count.ts';

describe('formatCount (a count of records; "more than" past the server\'s cap, decision 0202)', () => {
  it.each([
    [0, undefined, '0'],
    [95, undefined, '95'],
    [123456, undefined, '1,23,456'],
    [1000, LIST_CAPS.PAGE_COUNT, '1,000'],
    [1001, LIST_CAPS.PAGE_COUNT, '1,000+'],
    [10001, LIST_CAPS.WHOLE_LIST, '10,000+'],
    [5000, LIST_CAPS.WHOLE_LIST, '5,000'],
    [Number.NaN, undefined, ''],
  ])('%d (cap %s) shows as %j', (count, cap, shown) => {
    expect(formatCount(count, cap)).toBe(shown);
  });
});
