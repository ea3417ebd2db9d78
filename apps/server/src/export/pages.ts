import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ListResult, Row } from '../stores/types.ts';

/** Rows an export reads at a time: one query each, never the whole list in memory (decision 0840). */
export const EXPORT_PAGE_ROWS = 500;

/**
 * Reads page `page` (1-based) of the filtered list; `counted` is the first page's count, not taken again;
 * `after` is the last row of the page before (decision 1710): a reader that can, answers the rows after it
 * in the list's order (by key) rather than skipping (page − 1) × size, which reads every row skipped again.
 */
export type PageReader = (
  page: number,
  size: number,
  counted?: Pick<ListResult, 'total' | 'estimated'>,
  after?: Row,
) => Promise<ListResult>;

/** The first page's rows, then each following page's, read only when the writer asks for them. */
export async function* pagesAfter(first: ListResult, read: PageReader): AsyncGenerator<Row[]> {
  yield first.rows;
  const pages = Math.ceil(first.total / EXPORT_PAGE_ROWS);
  let last = first.rows.at(-1);
  for (let page = 2; page <= pages && last; page += 1) {
    const { rows } = await read(page, EXPORT_PAGE_ROWS, first, last);
    if (rows.length === 0) return;
    yield rows;
    last = rows.at(-1);
  }
}

/**
 * Waits while the reply's buffer is full (a slow download): the next page is read only when the reader
 * has taken the last. Waits on the writable side's 'drain', which leaves the stream's flow alone (a 'data'
 * listener would start it before the reply is piped). False once the stream is gone (a cancelled download).
 */
export async function roomIn(stream: Writable): Promise<boolean> {
  // What was written reaches the reply's buffer on later ticks (pipes flow asynchronously): let it.
  await new Promise((resolve) => setImmediate(resolve));
  while (!stream.destroyed && stream.writableNeedDrain) {
    const stop = new AbortController();
    try {
      await Promise.race([
        once(stream, 'drain', { signal: stop.signal }),
        once(stream, 'close', { signal: stop.signal }),
      ]);
    } finally {
      stop.abort();
    }
  }
  return !stream.destroyed;
}

/**
 * The reader telling how far it is after each page (a background job's progress, decision 2040), and
 * stopping before the next page once `signal` is aborted.
 */
export const trackedReader =
  (read: PageReader, progress: (done: number, total: number) => void, signal: AbortSignal): PageReader =>
  async (page, size, counted, after) => {
    signal.throwIfAborted();
    const result = await read(page, size, counted, after);
    progress(Math.min(result.total, (page - 1) * size + result.rows.length), result.total);
    return result;
  };
