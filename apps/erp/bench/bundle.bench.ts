// `npm run bench`: the JavaScript each first screen needs (gzip, from the built app's module graph) and the
// time from navigation start to a usable login form in Chromium, against a blank page of the same server.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { bench, buildStale, freePort, median, root, startServer } from './support.ts';

const dist = join(root, 'apps/erp/dist');
const RUNS = 7;
const LOGIN_GOAL_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

const gzipKb = (files: Iterable<string>): number =>
  [...files].reduce((total, file) => total + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;

function bundleSizes(): void {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const needs = (...sources: string[]) =>
    sources.reduce((files, source) => closure(manifest, source, files), closure(manifest, entry));
  const login = needs('src/features/login/index.ts');
  bench('login screen JS (gzip)', gzipKb(login), 'KB', { goal: `< ${LOGIN_GOAL_KB} KB` });
  bench(
    'login screen + session services JS (gzip)',
    gzipKb(needs('src/features/login/index.ts', 'src/app/services.ts')),
    'KB',
  );
  bench(
    'first screen after login JS (gzip)',
    gzipKb(needs('src/app/services.ts', 'src/layouts/FullLayout.tsx', 'src/features/dashboard/index.ts')),
    'KB',
  );
}

declare global {
  interface Window {
    loginUsableAt?: number;
  }
}

/** Milliseconds from navigation start to `ready` in a fresh (cold cache) browser context. */
async function timeTo(browser: Browser, url: string, ready: 'load' | 'login'): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (ready === 'login') {
    // Usable: the login form is in the page with its submit button enabled.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const button = document.querySelector<HTMLButtonElement>(
          'form[aria-label="Log in"] button[type="submit"]',
        );
        if (button && !button.disabled && window.loginUsableAt === undefined) {
          window.loginUsableAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
  }
  await page.goto(url, { waitUntil: 'load' });
  const ms =
    ready === 'login'
      ? await page
          .waitForFunction(() => window.loginUsableAt)
          .then((handle) => handle.jsonValue() as Promise<number>)
      : await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          return navigation ? navigation.loadEventStart : NaN;
        });
  await context.close();
  return ms;
}

async function loginTiming(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'erp-bench-'));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const base = `http://127.0.0.1:${port}`;
    // Warm the server's own caches once; each measured run still starts with a cold browser cache.
    await timeTo(browser, `${base}/`, 'login');
    const blank: number[] = [];
    const login: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // The baseline: the smallest document the same server serves (the static version file).
      blank.push(await timeTo(browser, `${base}/version.json`, 'load'));
      login.push(await timeTo(browser, `${base}/`, 'login'));
    }
    bench('navigation start to login form usable (median)', median(login), 'ms', { baseline: median(blank) });
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildStale();
bundleSizes();
await loginTiming();
