// `npm run bench`: the DataTable with 100,000 rows in Chromium. Its baseline, measured in the same run,
// is the same rows written by hand without React (the browser's floor for rows entering the view); a
// plain table of the 50 rows in view, which renders nothing while it scrolls, shows the machine's own
// long frames. Reports time to first paint, scroll frame times, and the main thread's CPU time per
// frame from a Chromium trace.
import {
  FRAMES,
  ROWS_PER_FRAME,
  SHORT,
  mainThreadCpuPerFrame,
  openBenchPage,
  percentile,
  renderedPage,
  traceScroll,
  type BenchPage,
} from './page-server.ts';
import type { BenchKind as Kind } from './page/main.tsx';

const RUNS = SHORT ? 1 : 5;
const FRAME_BUDGET_MS = 16;

/** Times `kind`'s first paint and scroll frames in fresh pages; `traced` adds one run's CPU per frame. */
async function measure(bench: BenchPage, kind: Kind, traced: boolean) {
  const paints: number[] = [];
  const frames: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, paint } = await renderedPage(bench, kind);
    paints.push(paint);
    frames.push(
      ...(await page.evaluate(([k, n, r]) => window.bench.scroll(k, n, r), [
        kind,
        FRAMES,
        ROWS_PER_FRAME,
      ] as const)),
    );
    await page.close();
  }
  let cpu: number[] = [];
  if (traced) {
    // A run of its own: tracing costs time, so its frames are not among the timed ones.
    const { page } = await renderedPage(bench, kind);
    cpu = mainThreadCpuPerFrame(await traceScroll(bench.browser, page, kind, ['toplevel', 'cc']));
    await page.close();
  }
  return {
    paint: percentile(paints, 50),
    max: Math.max(...frames),
    p95: percentile(frames, 95),
    over: frames.filter((duration) => duration > FRAME_BUDGET_MS).length,
    cpuP95: percentile(cpu, 95),
    cpuMax: Math.max(...cpu),
  };
}

const bench = await openBenchPage('ui-datatable');
try {
  const plain = await measure(bench, 'plain', false);
  const floor = await measure(bench, 'virtual', true);
  const table = await measure(bench, 'datatable', true);
  const line = (name: string, value: number, baseline: number | undefined, goal: string, unit = 'ms') =>
    console.log(
      `BENCH ${JSON.stringify({
        name,
        value: Number(value.toFixed(2)),
        unit,
        baseline: baseline === undefined ? undefined : Number(baseline.toFixed(2)),
        goal,
      })}`,
    );
  const goal = `no frame > ${FRAME_BUDGET_MS} ms`;
  line(
    'DataTable 100,000 rows: time to first paint (median of 5)',
    table.paint,
    floor.paint,
    'first paint < 200 ms',
  );
  line('DataTable 100,000 rows: scroll frame p95', table.p95, floor.p95, goal);
  line('DataTable 100,000 rows: scroll frame max', table.max, floor.max, goal);
  line(
    `DataTable 100,000 rows: scroll frames over 16 ms (of ${RUNS * FRAMES})`,
    table.over,
    floor.over,
    goal,
    'frames',
  );
  line('DataTable 100,000 rows: main-thread CPU per frame p95 (traced)', table.cpuP95, floor.cpuP95, goal);
  line('DataTable 100,000 rows: main-thread CPU per frame max (traced)', table.cpuMax, floor.cpuMax, goal);
  line(
    `Plain 50-row table, nothing rendered while scrolling: frames over 16 ms (of ${RUNS * FRAMES})`,
    plain.over,
    undefined,
    'the machine’s own long frames',
    'frames',
  );
} finally {
  await bench.close();
}
