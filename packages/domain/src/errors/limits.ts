import { SAVE_ALL_LIMIT } from '../constants.ts';
import { formatCount } from '../format/count.ts';
import { MAX_OPENING_STOCK_ROWS } from '../stock/openingStock.ts';

/** Why a saveOrUpdateAll of `sent` records is refused (HTTP 413, decision 0217), in the user's words. */
export function tooManyRecordsMessage(sent: number, limit: number = SAVE_ALL_LIMIT): string {
  return `At most ${formatCount(limit)} records can be saved at once; ${formatCount(sent)} were sent.`;
}

/** Why an opening stock sheet of `rows` rows is refused (HTTP 413, decision 0601), in the user's words. */
export function sheetTooLargeMessage(rows: number, limit: number = MAX_OPENING_STOCK_ROWS): string {
  return `The sheet has ${formatCount(rows)} rows; at most ${formatCount(limit)} can be posted at once. Split it into smaller sheets.`;
}
