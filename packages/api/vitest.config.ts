import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The client's tests against the real server start it from one seeded database dump.
    globalSetup: ['test/global-setup.ts'],
    // A worker runs its files one after another in one module graph (decision 0005).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
