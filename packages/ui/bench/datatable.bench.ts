// `npm run bench`: the DataTable with 100,000 rows in Chromium, against a plain HTML table of the same 50
// visible rows in the same run. Reports time to first paint and scroll frame times (max and p95).
import react from '@vitejs/plugin-react';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(here, '../../../.bench/ui-datatable');
const RUNS = 5;
const FRAMES = 240;
const STEP = 36 * 4; // four rows a frame: a brisk wheel scroll

await build({
  root: join(here, 'page'),
  base: './',
  logLevel: 'error',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
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
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

// Without vsync and the frame-rate cap a frame lasts as long as its work, so frame times measure work.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu-vsync', '--disable-frame-rate-limit'],
});

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
  return { paint: median(paints), max: Math.max(...frames), p95: percentile(frames, 95) };
}

try {
  const plain = await measure('plain');
  const table = await measure('datatable');
  const line = (name: string, value: number, baseline: number, goal: string) =>
    console.log(
      `BENCH ${JSON.stringify({ name, value: Number(value.toFixed(2)), unit: 'ms', baseline: Number(baseline.toFixed(2)), goal })}`,
    );
  line(
    'DataTable 100,000 rows: time to first paint (median of 5)',
    table.paint,
    plain.paint,
    'first paint < 200 ms',
  );
  line('DataTable 100,000 rows: scroll frame p95', table.p95, plain.p95, 'no frame > 16 ms');
  line('DataTable 100,000 rows: scroll frame max', table.max, plain.max, 'no frame > 16 ms');
} finally {
  await browser.close();
  server.close();
}
