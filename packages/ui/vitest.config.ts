import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Screenshot baselines of every story under the screenshot themes, in real Chromium.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui-screenshots',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { allowedMismatchedPixelRatio: 0 },
        },
      },
    },
  },
});
