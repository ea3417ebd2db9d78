// formatAmount against a bare Intl.NumberFormat in the same run: the cost of our rules on top of Intl.
import { formatAmount } from '../src/index.ts';

/** `BENCH_SHORT=1` (`npm test`'s run of every bench, decision 2273): a few values, no warm-up. */
const SHORT = process.env.BENCH_SHORT === '1';
const values = Array.from({ length: SHORT ? 1_000 : 200_000 }, (_, i) => (i * 7919.37) % 10_000_000);

function time(fn: (v: number) => string): number {
  const t0 = performance.now();
  for (const v of values) fn(v);
  return ((performance.now() - t0) * 1e6) / values.length;
}

const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
if (!SHORT) time((v) => intl.format(v));
const baseline = time((v) => intl.format(v));
const value = time((v) => formatAmount(v));
console.log(`BENCH ${JSON.stringify({ name: 'formatAmount per value', value, unit: 'ns', baseline })}`);
