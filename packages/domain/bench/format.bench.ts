// formatAmount against a bare Intl.NumberFormat in the same run: the cost of our rules on top of Intl.
import { formatAmount } from '../src/index.ts';

const values = Array.from({ length: 200_000 }, (_, i) => (i * 7919.37) % 10_000_000);

function time(fn: (v: number) => string): number {
  const t0 = performance.now();
  for (const v of values) fn(v);
  return ((performance.now() - t0) * 1e6) / values.length;
}

const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
time((v) => intl.format(v));
const baseline = time((v) => intl.format(v));
const value = time((v) => formatAmount(v));
console.log(`BENCH ${JSON.stringify({ name: 'formatAmount per value', value, unit: 'ns', baseline })}`);
