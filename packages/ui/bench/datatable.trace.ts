// Where a scroll frame of the DataTable bench goes (not a benchmark: `tsx packages/ui/bench/datatable.trace.ts
// [datatable|virtual|plain]`). Renders the bench page, records a Chromium trace of the same scroll (240 frames, four
// rows a frame) and prints the CPU time per frame of each renderer and compositor thread, and of the main
// thread by step (style, layout, paint, layerisation, script …). CPU times, unlike frame times, hardly
// depend on what else the machine runs.
import { openBenchPage, percentile, renderedPage, traceScroll } from './page-server.ts';
import type { BenchKind } from './page/main.tsx';

const kind: BenchKind =
  process.argv[2] === 'plain' || process.argv[2] === 'virtual' ? process.argv[2] : 'datatable';
const bench = await openBenchPage('ui-datatable-trace');
const { browser } = bench;

try {
  const { page } = await renderedPage(bench, kind);
  const { frames, threads } = await traceScroll(browser, page, kind, [
    'toplevel',
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'blink',
    'cc',
    'viz',
  ]);

  const at = (p: number) => percentile(frames, p).toFixed(1);
  console.log(`${kind}: frame p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`);

  const perFrame = (us: number) => (us / 1000 / frames.length).toFixed(2);
  const cpuByThread = new Map<string, number>();
  let mainSteps = new Map<string, number>();
  for (const [threadName, list] of threads) {
    const name = threadName.replace(
      /^(CompositorTileWorker|ThreadPoolForegroundWorker).*/,
      'raster/other worker',
    );
    if (!/CrRendererMain|^Compositor$|worker|VizCompositorThread/.test(name)) continue;
    // Self CPU time of each event: its thread time less that of the events nested in it.
    const self = new Map<string, number>();
    const stack: typeof list = [];
    for (const e of list) {
      while (stack.length > 0 && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (e.tdur ?? 0));
      else cpuByThread.set(name, (cpuByThread.get(name) ?? 0) + (e.tdur ?? 0));
      self.set(e.name, (self.get(e.name) ?? 0) + (e.tdur ?? 0));
      stack.push(e);
    }
    if (name === 'CrRendererMain') mainSteps = self;
  }
  console.log('CPU ms per frame by thread:');
  for (const [name, us] of [...cpuByThread].sort((a, b) => b[1] - a[1]))
    console.log(`  ${perFrame(us).padStart(6)}  ${name}`);
  console.log('Main thread, CPU ms per frame by step (self time):');
  for (const [name, us] of [...mainSteps].sort((a, b) => b[1] - a[1]).slice(0, 16))
    console.log(`  ${perFrame(us).padStart(6)}  ${name}`);
} finally {
  await bench.close();
}
