// `npm run bench`: the JavaScript each first screen needs (gzip, from the built app's module graph) and the
// time from navigation start to a usable login form in Chromium, against a blank page of the same server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { LOGIN_JS_BUDGET_KB, LOGIN_SOURCE, neededKb } from './chunks.ts';
import { openBenchDatabase } from '../../server/bench/bench-database.ts';
import { SHORT, sized } from '../../server/bench/short.ts';
import { bench, buildStale, freePort, median, root, startServer } from './support.ts';

const dist = join(root, 'apps/erp/dist');
const RUNS = sized(7, 1);
const USABLE_GOAL = '<= 250 ms';

function bundleSizes(): void {
  bench('login screen JS (gzip)', neededKb(dist, [LOGIN_SOURCE]), 'KB', {
    goal: `<= ${LOGIN_JS_BUDGET_KB} KB (tests/login-js.spec.ts)`,
  });
  bench(
    'login screen + session services JS (gzip)',
    neededKb(dist, [LOGIN_SOURCE, 'src/app/services.ts']),
    'KB',
  );
  bench(
    'first screen after login JS (gzip)',
    neededKb(dist, ['src/app/services.ts', 'src/layouts/FullLayout.tsx', 'src/features/dashboard/index.ts']),
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
  // The short run's server starts on the prepared copy rather than migrating an empty folder.
  if (SHORT) await (await openBenchDatabase(join(dataDir, 'pgdata'))).database.close();
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const base = `http://127.0.0.1:${port}`;
    // Warm the server's own caches once (not in the short run); each measured run still starts with a cold
    // browser cache.
    if (!SHORT) await timeTo(browser, `${base}/`, 'login');
    const blank: number[] = [];
    const login: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // The baseline: the smallest document the same server serves (the static version file).
      blank.push(await timeTo(browser, `${base}/version.json`, 'load'));
      login.push(await timeTo(browser, `${base}/`, 'login'));
    }
    bench('navigation start to login form usable (median)', median(login), 'ms', {
      baseline: median(blank),
      goal: USABLE_GOAL,
    });
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildStale();
bundleSizes();
await loginTiming();
