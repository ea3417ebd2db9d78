import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (vite) => {
    const previous = vite.build?.rolldownOptions ?? {};
    return {
      ...vite,
      build: {
        ...vite.build,
        // Storybook's own preview runtime (about 1.3 MB) and axe (0.7 MB) are single chunks by design;
        // a designer loads them once, from the local server.
        chunkSizeWarningLimit: 1600,
        rolldownOptions: {
          ...previous,
          // Rolldown's timing report is a hint for plugin authors, not a problem of this build.
          checks: { ...previous.checks, pluginTimings: false },
          onLog(level, log, handler) {
            // Radix marks its modules "use client" for React Server Components; a browser bundle drops it.
            if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
            handler(level, log);
          },
        },
      },
    };
  },
};
export default config;
