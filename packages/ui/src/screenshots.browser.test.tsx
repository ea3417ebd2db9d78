import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { SCREENSHOT_THEMES } from './theme/index.ts';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function show(Story: ComponentType, theme: (typeof SCREENSHOT_THEMES)[number]['theme']) {
  const host = document.createElement('div');
  host.dataset.testid = 'shot';
  host.style.cssText = `display:inline-block;padding:16px;background:${theme.color.background}`;
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <ThemeProvider theme={theme}>
        <Story />
      </ThemeProvider>,
    );
  });
}

for (const [file, module] of Object.entries(modules)) {
  const stories = Object.entries(composeStories(module));
  const component = file.replace(/^\.\//, '').replace(/\.stories\.tsx$/, '');
  describe(component, () => {
    for (const { name: themeName, theme } of SCREENSHOT_THEMES) {
      for (const [storyName, Story] of stories) {
        it(`${storyName} looks as approved in ${themeName}`, async () => {
          await show(Story, theme);
          await expect.element(page.getByTestId('shot')).toMatchScreenshot(`${storyName}-${themeName}`);
        });
      }
    }
  });
}
