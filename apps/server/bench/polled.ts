/**
 * How long a bench waits on a job before it stops and says so: well past the longest job of a whole run (the
 * opening import of 20,000 unpaid invoices took 604 s on PGlite on 2026-11-29), so that a job that never ends
 * fails its bench rather than holding the whole run until CI stops it.
 */
export const JOB_LIMIT_MS = 30 * 60_000;

/**
 * `read()` every `everyMs` until `ended` says its value has ended, answering that value; past JOB_LIMIT_MS, an
 * error naming `what` and the last value read.
 */
export async function polled<T>(
  what: string,
  read: () => Promise<T>,
  ended: (value: T) => boolean,
  everyMs: number,
): Promise<T> {
  const deadline = Date.now() + JOB_LIMIT_MS;
  for (;;) {
    const value = await read();
    if (ended(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `${what} had not ended after ${JOB_LIMIT_MS / 60_000} minutes: ${JSON.stringify(value).slice(0, 200)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
