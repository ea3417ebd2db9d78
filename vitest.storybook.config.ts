import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

export const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Every story runs as a test in real Chromium: render, play function, then the accessibility check.
export default defineConfig({
  plugins: [react(), storybookTest({ configDir: '.storybook' })],
  // Pre-bundled up front: a dependency found mid-run makes Vite reload the page and fail a test.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'styled-components',
      'zod',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      'recharts',
    ],
  },
  test: {
    name: 'storybook',
    setupFiles: ['.storybook/vitest.setup.ts'],
    // Two pages at least, as the screenshots' (decision 2386): one page kept about 1.5 cores busy on two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromium } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
