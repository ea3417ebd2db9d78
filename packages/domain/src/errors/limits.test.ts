import { describe, expect, it } from 'vitest';
import { SAVE_ALL_LIMIT } from '../constants.ts';
import { MAX_OPENING_STOCK_ROWS } from '../stock/openingStock.ts';
import { readTooLongMessage, sheetTooLargeMessage, tooManyRecordsMessage } from './limits.ts';

describe('write limits (decision 0217): a refusal names the limit', () => {
  it.each([
    [40_000, undefined, 'At most 50 records can be saved at once; 40,000 were sent.'],
    [51, undefined, 'At most 50 records can be saved at once; 51 were sent.'],
    [2_40_000, 1_000, 'At most 1,000 records can be saved at once; 2,40,000 were sent.'],
  ])('%d records (limit %s): %j', (sent, limit, message) => {
    expect(tooManyRecordsMessage(sent, limit)).toBe(message);
  });

  it('saveOrUpdateAll takes at most 50 records (decision 2382)', () => {
    expect(SAVE_ALL_LIMIT).toBe(50);
  });

  it.each([
    [
      2_001,
      undefined,
      'The sheet has 2,001 rows; at most 2,000 can be posted at once. Split it into smaller sheets.',
    ],
    [
      1_20_000,
      10,
      'The sheet has 1,20,000 rows; at most 10 can be posted at once. Split it into smaller sheets.',
    ],
  ])('an opening stock sheet of %d rows (limit %s): %j', (rows, limit, message) => {
    expect(sheetTooLargeMessage(rows, limit)).toBe(message);
    expect(MAX_OPENING_STOCK_ROWS).toBe(2_000);
  });
});

describe('the read limit (decision 1901): a stopped read names the limit', () => {
  it.each([
    [undefined, '15 seconds'],
    [1_000, '1 second'],
    [300, '300 ms'],
    [1_500, '1,500 ms'],
  ])('a limit of %s ms says %s', (limitMs, limit) => {
    expect(readTooLongMessage(limitMs)).toBe(
      `This took longer than ${limit} to read and was stopped. Narrow its dates or filters and run it again.`,
    );
  });
});
