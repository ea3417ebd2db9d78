// The DataTable bench page (page/), built and served on loopback, and Chromium launched to measure it:
// shared by the benchmark and the trace.
import react from '@vitejs/plugin-react';
import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { build } from 'vite';
import type { BenchKind } from './page/main.tsx';

// Node reads no theme here: the theme brings the shipped fonts' stylesheets, which only the page's build
// can read ("Unknown file extension .css" under Node, issue 57). The page sizes its rows itself.

/** Rows scrolled per frame: four, a brisk wheel scroll. */
export const ROWS_PER_FRAME = 4;
/** `BENCH_SHORT=1` (`npm test`'s run of every bench, decision 2273): a few frames, one run, no figure judged. */
export const SHORT = process.env.BENCH_SHORT === '1';
/** Frames scrolled per run. */
export const FRAMES = SHORT ? 10 : 240;

/** The value below which `p` % of `values` lie (the nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/** A fresh page (nothing warmed up by another) with `kind` rendered and settled; returns its first paint. */
export async function renderedPage({ url, browser }: Pick<BenchPage, 'url' | 'browser'>, kind: BenchKind) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  const paint = await page.evaluate((k) => window.bench.paint(k), kind);
  // The short run waits for no idle moment: its frames are judged by no one.
  if (!SHORT) await page.evaluate(() => window.bench.settle());
  return { page, paint };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

interface ScrollTrace {
  /** Each frame's duration, as the page measured it. */
  frames: number[];
  /** The complete ('X') events that have a CPU time, by thread name. */
  threads: Map<string, TraceEvent[]>;
}

/**
 * Records a Chromium trace of `page` while it scrolls `kind` (already painted and settled). TRACE_FILE=…
 * keeps the trace, to open in Chromium's DevTools or Perfetto.
 */
export async function traceScroll(
  browser: Browser,
  page: Page,
  kind: BenchKind,
  categories: string[],
): Promise<ScrollTrace> {
  await browser.startTracing(page, { categories });
  const frames = await page.evaluate(([k, n, r]) => window.bench.scroll(k, n, r), [
    kind,
    FRAMES,
    ROWS_PER_FRAME,
  ] as const);
  const trace = await browser.stopTracing();
  if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, trace);
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const threads = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || e.tdur === undefined) continue;
    const name = names.get(`${e.pid}:${e.tid}`) ?? '';
    const list = threads.get(name);
    if (list) list.push(e);
    else threads.set(name, [e]);
  }
  for (const list of threads.values()) list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  return { frames, threads };
}

/**
 * The renderer main thread's CPU time in each frame, in ms: every task it ran from the one that starts a
 * frame (holding `ProxyMain::BeginMainFrame`) to the next. CPU time, unlike a frame's duration, does not
 * grow when the machine's other threads take the core.
 */
export function mainThreadCpuPerFrame(trace: ScrollTrace): number[] {
  // Top-level tasks (nested events are inside their task's time), and where each frame's task starts.
  const tasks: TraceEvent[] = [];
  const starts: number[] = [];
  for (const e of trace.threads.get('CrRendererMain') ?? []) {
    const task = tasks.at(-1);
    if (!task || e.ts >= task.ts + (task.dur ?? 0)) tasks.push(e);
    if (e.name === 'ProxyMain::BeginMainFrame') starts.push(tasks.at(-1)?.ts ?? e.ts);
  }
  const cpu = starts.slice(1).map(() => 0);
  let frame = -1;
  for (const task of tasks) {
    while (frame + 1 < starts.length && task.ts >= (starts[frame + 1] ?? Infinity)) frame++;
    if (frame >= 0 && frame < cpu.length) cpu[frame] = (cpu[frame] ?? 0) + (task.tdur ?? 0) / 1000;
  }
  return cpu;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export interface BenchPage {
  url: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** Builds the page into `.bench/<folder>`, serves it and launches Chromium without vsync and frame-rate cap. */
export async function openBenchPage(folder: string): Promise<BenchPage> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const outDir = resolve(here, '../../../.bench', folder);
  await build({
    root: join(here, 'page'),
    base: './',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  const server: Server = createServer((req, res) => {
    const path = join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    const file = path.endsWith('/') ? join(path, 'index.html') : path;
    if (!file.startsWith(outDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  // Without vsync and the frame-rate cap a frame lasts as long as its work, so frame times measure work.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    browser,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}
