// The time by which a screen's read must be answered (decision 1901), carried with the request's work so
// that the database's end can refuse a statement that would start after it.
import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/** The deadline (a `Date.now()` time) of the read under way, if the work is one. */
export const readDeadline = (): number | undefined => deadlines.getStore();

/** Runs `work` as a read to be answered by `deadline`. */
export const withReadDeadline = <T>(deadline: number, work: () => Promise<T>): Promise<T> =>
  deadlines.run(deadline, work);

/** Runs `work` as no read's: work a request starts for later (an analysis) is not bound by its deadline. */
export const outsideRead = <T>(work: () => T): T => deadlines.exit(work);
