import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@erp/domain';
import { readUserPreference, USER_PREFERENCES_KEY } from '@erp/api';
import { themeForBrand } from '@erp/ui';
import { renderApp, settle, storedSession } from '../testing/render.tsx';

const user = (username: string, firstname: string) => ({
  id: 1,
  username,
  firstname,
  lastname: 'Rao',
  role: { roleid: 1 },
});
const session = (username = 'asha', firstname = 'Asha') =>
  storedSession(
    [
      { moduleAPI: 'dashboard', view: 1 },
      { moduleAPI: 'uom', view: 1 },
    ],
    user(username, firstname),
  );

const LIGHT = themeForBrand(DEFAULT_BRAND, 'light').color.background;
const DARK = themeForBrand(DEFAULT_BRAND, 'dark').color.background;

/** Whether `element` matches `selector`; a selector jsdom cannot parse (`::file-selector-button`) does not. */
function matchesSafely(element: Element | null | undefined, selector: string): boolean {
  try {
    return element?.matches(selector) === true;
  } catch {
    return false;
  }
}

/**
 * The background of the page's frame (the element holding the top bar), by the last style rule that
 * matches it: jsdom does not cascade style sheets into computed styles. The page holds the style rules of
 * every component the test files before it drew (they share a document, decision 0005).
 */
function pageBackground(): string | undefined {
  const frame = document.querySelector('header')?.parentElement;
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  return rules
    .filter(
      (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && matchesSafely(frame, rule.selectorText),
    )
    .map((rule) => rule.style.getPropertyValue('background'))
    .filter((value) => value !== '')
    .at(-1);
}

/** A system whose colour scheme is dark or light, and can change while the page is open. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  // Any other question (a phone's width) is answered as a desk's: no match, never changing.
  const other = { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined };
  window.matchMedia = ((text: string) =>
    text === '(prefers-color-scheme: dark)' ? query : other) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

/** The uom list in the full layout for `stored`, once its lazy chunks are there. */
async function openPage(stored: Readonly<Record<string, string>>) {
  const app = await renderApp('/module/uom', stored);
  for (let tries = 0; tries < 40 && !document.querySelector('header'); tries += 1) await settle();
  return app;
}

/** Opens the user menu and picks an appearance. */
async function chooseAppearance(host: HTMLElement, name: string): Promise<void> {
  const trigger = [...host.querySelectorAll('header button')].find((button) =>
    button.textContent?.includes('Asha Rao'),
  );
  await act(async () => {
    trigger?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await settle();
  const item = [...document.querySelectorAll('[role="menuitemradio"]')].find(
    (radio) => radio.textContent === name,
  ) as HTMLElement | undefined;
  expect(item, `${name} in the user menu`).toBeDefined();
  await act(async () => item?.click());
  await settle();
}

// The first test loads the app's lazy chunks: it takes longer than the default 5 s on a busy machine.
describe('dark mode, remembered per user (issue 14; decision 0518)', { timeout: 20_000 }, () => {
  it('the tokens differ: a dark page is not a light one', () => {
    expect(DARK).not.toBe(LIGHT);
  });

  it('choosing Dark in the user menu darkens the page at once and is remembered for that user', async () => {
    const app = await openPage(session());
    expect(pageBackground()).toBe(LIGHT);
    await chooseAppearance(app.host, 'Dark');
    expect(pageBackground()).toBe(DARK);
    expect(readUserPreference(app.storage, 'asha', 'appearance')).toBe('dark');
    await chooseAppearance(app.host, 'Light');
    expect(pageBackground()).toBe(LIGHT);
  });

  it('a reload keeps the user’s Dark; another user on the same browser follows the system', async () => {
    const chosen = { [USER_PREFERENCES_KEY]: JSON.stringify({ asha: { appearance: 'dark' } }) };
    const asha = await openPage({ ...session(), ...chosen });
    expect(pageBackground()).toBe(DARK);
    act(() => asha.root.unmount());
    asha.host.remove();

    await openPage({ ...session('ravi', 'Ravi'), ...chosen });
    expect(pageBackground()).toBe(LIGHT);
  });

  it('System follows the device’s colour scheme, live', async () => {
    const scheme = systemScheme(true);
    const app = await openPage(session());
    expect(pageBackground()).toBe(DARK);
    scheme.change(false);
    expect(pageBackground()).toBe(LIGHT);
    await chooseAppearance(app.host, 'Dark');
    scheme.change(false);
    expect(pageBackground()).toBe(DARK);
  });
});
