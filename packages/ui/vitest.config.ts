import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** The test files of the stories' screenshots, one per part (`src/screenshotSuite.tsx`). */
const STORY_PARTS = /^screenshots-\d+\.browser\.test\.tsx$/;

// Screenshot baselines of every story under the screenshot themes, in real Chromium.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui-screenshots',
    include: ['src/**/*.test.{ts,tsx}'],
    // Two pages at least: the browser pool's default, one fewer than the cores, is one on CI's two, where one
    // page drawing its shots kept about 1.1 cores busy (decision 2386).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          // The stories' shots are taken in parts, each a test file (decision 2386), into one folder of them all.
          resolveScreenshotPath: ({
            arg,
            ext,
            browserName,
            platform,
            root,
            testFileDirectory,
            screenshotDirectory,
            testFileName,
          }) =>
            join(
              root,
              testFileDirectory,
              screenshotDirectory,
              STORY_PARTS.test(testFileName) ? 'stories' : testFileName,
              `${arg}-${browserName}-${platform}${ext}`,
            ),
        },
      },
    },
  },
});
