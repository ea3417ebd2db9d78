// How big a bench runs (issue 57, decisions 2273 and 2351): full when measuring, short in `npm test`, which runs
// every bench once with BENCH_SHORT=1 (`npm run bench -- --short`): the smallest seed that reaches each case, one
// run, no warm-up, figures printed and judged by no one, so that a broken bench fails the suite rather than the
// next person who measures. Light, so that a bench's second process can read it too.

/** Whether this is the short run of `npm test`. */
export const SHORT = process.env.BENCH_SHORT === '1';

/** A size or count: `full` when measuring, `short` in the short run. */
export const sized = <T>(full: T, short: T): T => (SHORT ? short : full);
