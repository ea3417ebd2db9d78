import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A worker runs its files one after another in one module graph (decision 0005).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
