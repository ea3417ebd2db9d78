// The DataTable bench page (page/), built and served on loopback, and Chromium launched to measure it:
// shared by the benchmark and the trace.
import react from '@vitejs/plugin-react';
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { build } from 'vite';

/** Rows scrolled per frame, in px: four rows a frame, a brisk wheel scroll. */
export const STEP = 36 * 4;
export const FRAMES = 240;

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
