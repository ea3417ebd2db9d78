// `npm run bench`: the DataTable with 100,000 rows in Chromium, against a plain HTML table of the same 50
// visible rows in the same run. Reports time to first paint and scroll frame times (max and p95).
import { FRAMES, STEP, openBenchPage } from './page-server.ts';

const RUNS = 5;
const FRAME_BUDGET_MS = 16;
const { url, browser, close } = await openBenchPage('ui-datatable');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function measure(kind: 'datatable' | 'plain') {
  const paints: number[] = [];
  const frames: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh page each run: nothing warmed up by the previous one.
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(url);
    await page.waitForFunction(() => 'bench' in window);
    paints.push(await page.evaluate((k) => window.bench.paint(k), kind));
    frames.push(
      ...(await page.evaluate(([k, n, s]) => window.bench.scroll(k, n, s), [kind, FRAMES, STEP] as const)),
    );
    await page.close();
  }
  return {
    paint: median(paints),
    max: Math.max(...frames),
    p95: percentile(frames, 95),
    // Frames the machine itself makes long (the plain table's) show how many of the table's are its own.
    over: frames.filter((duration) => duration > FRAME_BUDGET_MS).length,
  };
}

try {
  const plain = await measure('plain');
  const table = await measure('datatable');
  const line = (name: string, value: number, baseline: number, goal: string, unit = 'ms') =>
    console.log(
      `BENCH ${JSON.stringify({ name, value: Number(value.toFixed(2)), unit, baseline: Number(baseline.toFixed(2)), goal })}`,
    );
  line(
    'DataTable 100,000 rows: time to first paint (median of 5)',
    table.paint,
    plain.paint,
    'first paint < 200 ms',
  );
  line('DataTable 100,000 rows: scroll frame p95', table.p95, plain.p95, 'no frame > 16 ms');
  line('DataTable 100,000 rows: scroll frame max', table.max, plain.max, 'no frame > 16 ms');
  line(
    `DataTable 100,000 rows: scroll frames over 16 ms (of ${RUNS * FRAMES})`,
    table.over,
    plain.over,
    'no frame > 16 ms',
    'frames',
  );
} finally {
  await close();
}
