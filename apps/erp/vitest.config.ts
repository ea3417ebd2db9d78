import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'app',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // A worker runs its files one after another in one module graph and one document (decision 0005).
    isolate: false,
    // Two workers at least: Vitest's default is one on CI's two cores, where a file's tests mostly wait on the
    // page's timers and leave a core idle (decision 1950).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
