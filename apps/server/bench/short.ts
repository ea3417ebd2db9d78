// How big a bench runs (issue 57, decision 2273): full when measuring, short in `npm test`, which runs every
// bench once with BENCH_SHORT=1 (`npm run bench -- --short`): small seeds, a run or two, figures printed and
// judged by no one, so that a broken bench fails the suite rather than the next person who measures. Light,
// so that a bench's second process can read it too.

/** Whether this is the short run of `npm test`. */
export const SHORT = process.env.BENCH_SHORT === '1';

/** A size or count: `full` when measuring, `short` in the short run. */
export const sized = <T>(full: T, short: T): T => (SHORT ? short : full);
