import { defineConfig } from '@playwright/test';

// The server is the built one, on a throw-away data folder. `npm test` may run the suite as shards at once,
// each with a free port and a folder of its own, so a spec file makes the data it needs itself (decision 1950).
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // One retry on CI (decision 0002): a test that passes only on its retry is named in `npm test`'s summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // The factory's users are in India: the browser's calendar is the server's business day (decision 1827).
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // No GPU here: Playwright's default rasterises through SwiftShader, a GL emulated on the CPU; Chromium's
      // own software rasteriser draws the same pages for less of the two cores (decision 2371).
      args: ['--disable-gpu'],
    },
    // A failure keeps its trace (actions, DOM snapshots, network, console) without the screencast: filming every
    // test in software cost more CPU than the browser's drawing for the test (decision 2371).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Every test's browser is new: a service worker would install in each and fetch the whole build (170 files)
    // beside the test. Only the specs of the worker itself let it in (decision 2371).
    serviceWorkers: 'block',
    // For a user who asks, the app's loading bar stands still and its transitions take 1 ms (GlobalStyle): a
    // page rendered in software then draws fewer frames that no test reads (decision 2371).
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'node ../apps/server/dist/main.mjs',
    url: `${baseURL}/api/v1/version`,
    reuseExistingServer: false,
    // A first start migrates and seeds the demo: 19 s on a quiet machine, past 60 s at a load of 19.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
      ERP_ADMIN_PASSWORD: 'e2e-Admin-Pass1',
      ERP_DEMO: '1',
    },
  },
});
