import { MAX_DOCUMENT_LINES, READ_LIMIT_MS, SAVE_ALL_LIMIT } from '../constants.ts';
import { formatCount } from '../format/count.ts';
import { MAX_OPENING_STOCK_ROWS } from '../stock/openingStock.ts';
import { PHRASES, say } from './phrases.ts';

/** Why a saveOrUpdateAll of `sent` records is refused (HTTP 413, decision 0217), in the user's words. */
export function tooManyRecordsMessage(sent: number, limit: number = SAVE_ALL_LIMIT): string {
  return say(PHRASES.tooManyRecords, { limit: formatCount(limit), sent: formatCount(sent) });
}

/** Why an opening stock sheet of `rows` rows is refused (HTTP 413, decision 0601), in the user's words. */
export function sheetTooLargeMessage(rows: number, limit: number = MAX_OPENING_STOCK_ROWS): string {
  return say(PHRASES.sheetTooLarge, { rows: formatCount(rows), limit: formatCount(limit) });
}

/** Why a document of `sent` lines is refused (HTTP 413, decision 1856), in the user's words. */
export function tooManyLinesMessage(label: string, sent: number, limit: number = MAX_DOCUMENT_LINES): string {
  return say(PHRASES.tooManyLines, { label, limit: formatCount(limit), sent: formatCount(sent) });
}

/** Why a screen's read was stopped after `limitMs` (HTTP 503, decision 1901), in the user's words. */
export function readTooLongMessage(limitMs: number = READ_LIMIT_MS): string {
  const seconds = limitMs / 1000;
  const limit = Number.isInteger(seconds)
    ? `${formatCount(seconds)} ${seconds === 1 ? 'second' : 'seconds'}`
    : `${formatCount(limitMs)} ms`;
  return say(PHRASES.readTooLong, { limit });
}
