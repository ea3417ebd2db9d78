import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

export const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Every story runs as a test in real Chromium: render, play function, then the accessibility check.
export default defineConfig({
  plugins: [react(), storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromium } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
