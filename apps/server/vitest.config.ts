import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/pin-today.ts'],
    // A worker runs its files one after another in one module graph (decision 0005).
    isolate: false,
    // Two workers at least: Vitest's default, one fewer than the cores, is one on CI's two, where a file's
    // thread and its database's thread take turns and keep about one core busy between them (decision 1930).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
