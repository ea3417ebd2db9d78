import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { GlobalStyle, loadShippedFonts, SCREENSHOT_THEMES, type Theme } from './theme/index.ts';

// React only flushes effects inside act() when it is told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What a story may say about its screenshot (`parameters.screenshot`). */
export interface ScreenshotParameters {
  /** Skip this story (e.g. the 100,000-row table: its point is speed, not pixels). */
  skip?: boolean;
  /**
   * Width of the host in px, for components that fill their container (top bar, tables); one wider than
   * the viewport widens it for its shot (a document's line grid), up to the browser's 1280 px.
   */
  width?: number;
  /** Height of the host in px, for components that fill their container (spinner, sidebar). */
  height?: number;
  /** Screenshot the element with this role instead of the host (a dialog rendered in a portal). */
  role?: 'dialog' | 'menu';
}

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** The viewport of the screenshots (the config's); a story wider than it widens it for its own shot. */
const VIEWPORT = { width: 1024, height: 768 };

let root: Root | undefined;

async function show(Story: ComponentType, theme: Theme, shot: ScreenshotParameters) {
  if (shot.width && shot.width + 32 > VIEWPORT.width) await page.viewport(shot.width + 32, VIEWPORT.height);
  const host = document.createElement('div');
  host.dataset.testid = 'shot';
  // Absolutely placed and sized to its content, so nothing is cut at the right edge.
  host.style.cssText = [
    'position:absolute',
    'top:0',
    'left:0',
    'padding:16px',
    shot.width ? `width:${shot.width + 32}px` : 'width:max-content',
    shot.height ? `height:${shot.height + 32}px` : '',
    `background:${theme.color.background}`,
    'box-sizing:border-box',
  ].join(';');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Story />
      </ThemeProvider>,
    );
  });
  await document.fonts.ready;
  expect(document.fonts.status).toBe('loaded');
}

/**
 * The stories' own accessibility check (Storybook's a11y addon) runs in the default light theme. The
 * rules that depend on colour run again here in each screenshot theme, so that a partner or dark
 * theme cannot bring a contrast the default passes below the bar.
 */
async function colourViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, {
    runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
  });
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.failureSummary ?? ''} (${node.html})`),
  );
}

/**
 * Screenshots of every story under each screenshot theme, for the stories' files whose place in name order
 * is `part` modulo `parts`: each part is a test file of its own, so that the parts run in pages side by side
 * (decision 2386). A part's baselines are kept in the one folder of them all (`vitest.config.ts`).
 */
export function screenshotSuite(part: number, parts: number): void {
  // Screenshots freeze time: no animation, no transition, no blinking caret.
  const still = document.createElement('style');
  still.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;
  document.head.append(still);

  // Shots are drawn in the fonts the app ships (decision 2085), every face loaded before the first: a page
  // fetches a face only once it shows a character of its range, and a shot taken meanwhile would hold a
  // fallback font of the machine.
  beforeAll(loadShippedFonts);

  afterEach(async () => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    await page.viewport(VIEWPORT.width, VIEWPORT.height);
  });

  for (const [index, [file, module]] of Object.entries(modules).entries()) {
    if (index % parts !== part) continue;
    const component = file.replace(/^\.\//, '').replace(/\/[^/]+\.stories\.tsx$/, '');
    const stories = Object.entries(composeStories(module)) as [
      string,
      ComponentType & { parameters?: { screenshot?: ScreenshotParameters } },
    ][];
    const shots = stories.filter(([, Story]) => !Story.parameters?.screenshot?.skip);
    if (shots.length === 0) continue;
    describe(component, () => {
      for (const { name: themeName, theme } of SCREENSHOT_THEMES) {
        for (const [storyName, Story] of shots) {
          it(`${storyName} looks as approved, with readable colours, in ${themeName}`, async () => {
            const shot = Story.parameters?.screenshot ?? {};
            await show(Story, theme, shot);
            const target = shot.role ? page.getByRole(shot.role) : page.getByTestId('shot');
            await expect.element(target).toMatchScreenshot(`${component}-${storyName}-${themeName}`);
            expect(await colourViolations()).toEqual([]);
          });
        }
      }
    });
  }
}
