import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll } from 'vitest';
import { page } from 'vitest/browser';
import { DEFAULT_THEME, GlobalStyle, loadShippedFonts } from '../theme/index.ts';
import { DESK } from './desk.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A browser test at the 1440 px desk (issue 56): the shipped fonts and the desk's window before its tests, and
 * a `draw` that renders a node in the theme into a host `width` px wide, removed after each test.
 */
export function atTheDesk(): (node: ReactNode, width: number) => Promise<void> {
  let root: Root | undefined;
  beforeAll(async () => {
    await loadShippedFonts();
    await page.viewport(DESK.width, DESK.height);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });
  return async (node, width) => {
    const host = document.createElement('div');
    host.style.width = `${width}px`;
    document.body.append(host);
    const drawn = createRoot(host);
    root = drawn;
    await act(async () => {
      drawn.render(
        <ThemeProvider theme={DEFAULT_THEME}>
          <GlobalStyle />
          {node}
        </ThemeProvider>,
      );
    });
  };
}
