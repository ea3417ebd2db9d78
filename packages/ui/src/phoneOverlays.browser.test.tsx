import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { DEFAULT_THEME, GlobalStyle, loadShippedFonts } from './theme/index.ts';

/**
 * Issue 56: "Dialogs and toasts fit a phone". Every story is drawn on a 390 × 844 phone: a dialog it shows, each
 * of its controls and each of its figures lie within the screen's width, and no field or cell cuts what it holds
 * (the Choose Parcels dialog cut the quantity and put Add off the screen; Dispatches left to bill hid its
 * figures); its toasts lie within the screen's width and take at most a fifth of its height (three covered a
 * quarter of it).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PHONE = { width: 390, height: 844 };

/** What a story may say about its drawing on a phone (`parameters.phone`). */
export interface PhoneParameters {
  /** Not drawn on a phone: the 100,000-row table, whose point is a desk's speed (a phone's cards are not virtualised). */
  skip?: boolean;
}

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const DIALOGS = '[role="dialog"], [role="alertdialog"]';
/** What a user reads or presses in a dialog. */
const PARTS = 'button, input, select, textarea, a, td, th, dd, dt, label, h2, p, li';

/** The stacks of toasts: wholly within the screen's width, and at most a fifth of its height. */
function crowding(): string[] {
  return [...document.querySelectorAll('[aria-label="Notifications"]')].flatMap((stack) => {
    const toasts = [...stack.querySelectorAll('[role="status"], [role="alert"]')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    if (toasts.length === 0) return [];
    const top = Math.min(...toasts.map((box) => box.top));
    const bottom = Math.max(...toasts.map((box) => box.bottom));
    return [
      ...toasts
        .filter((box) => box.left < -0.5 || box.right > PHONE.width + 0.5)
        .map((box) => `a toast at x ${Math.round(box.left)}–${Math.round(box.right)}`),
      ...(bottom - top > PHONE.height / 5
        ? [`${toasts.length} toasts ${Math.round(bottom - top)} px high`]
        : []),
    ];
  });
}

/** The parts of the dialogs beyond the screen's sides or cutting what they hold, named. */
function misfits(): string[] {
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
  return [...document.querySelectorAll(DIALOGS)].flatMap((dialog) =>
    [dialog, ...dialog.querySelectorAll(PARTS)].flatMap((element) => {
      const box = element.getBoundingClientRect();
      // Not drawn, drawn for screen readers only, or a control's hidden part (a date field's own picker).
      if (box.width <= 2 || box.height <= 2 || element.closest('[aria-hidden="true"]')) return [];
      if (box.left < -0.5 || box.right > PHONE.width + 0.5)
        return [`${name(element)} at x ${Math.round(box.left)}–${Math.round(box.right)}`];
      const cut =
        (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio') ||
        element.matches('td, th, dd')
          ? element.scrollWidth > element.clientWidth + 1
          : false;
      return cut ? [`${name(element)} cut (${element.scrollWidth} px in ${element.clientWidth})`] : [];
    }),
  );
}

let root: Root | undefined;
beforeAll(async () => {
  await loadShippedFonts();
  await page.viewport(PHONE.width, PHONE.height);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

for (const [file, module] of Object.entries(modules)) {
  const component = file.replace(/^\.\//, '').replace(/\/[^/]+\.stories\.tsx$/, '');
  const stories = (
    Object.entries(composeStories(module)) as [
      string,
      ComponentType & { parameters?: { phone?: PhoneParameters } },
    ][]
  ).filter(([, Story]) => !Story.parameters?.phone?.skip);
  if (stories.length === 0) continue;
  describe(component, () => {
    it.each(stories)('%s: a dialog or a toast it shows fits a 390 px phone', async (_, Story) => {
      const host = document.createElement('div');
      document.body.append(host);
      root = createRoot(host);
      await act(async () => {
        root?.render(
          <ThemeProvider theme={DEFAULT_THEME}>
            <GlobalStyle />
            <Story />
          </ThemeProvider>,
        );
      });
      await document.fonts.ready;
      expect([...misfits(), ...crowding()]).toEqual([]);
    });
  });
}
