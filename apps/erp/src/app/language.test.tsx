import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { readUserPreference, USER_PREFERENCES_KEY } from '@erp/api';
import { renderApp, settle, storedSession } from '../testing/render.tsx';

const asha = { id: 1, username: 'asha', firstname: 'Asha', lastname: 'Rao', role: { roleid: 1 } };
const session = (user = asha) =>
  storedSession(
    [
      { moduleAPI: 'dashboard', view: 1 },
      { moduleAPI: 'masters', view: 1 },
      { moduleAPI: 'uom', view: 1 },
    ],
    user,
  );
const hindiFor = (username: string) => JSON.stringify({ [username]: { language: 'hi' } });

const text = (host: HTMLElement, selector: string) => host.querySelector(selector)?.textContent ?? '';

/** Waits (up to 10 s: the masters' chunk loads on demand) until the page heading reads `heading`. */
async function screenShown(host: HTMLElement, heading: string): Promise<void> {
  for (let waited = 0; waited < 10_000 && text(host, 'h1') !== heading; waited += 100) await settle(100);
}

const SLOW = 30_000;

/** Opens the user menu (Radix opens it from the keyboard too) and picks a language. */
async function chooseLanguage(host: HTMLElement, name: string): Promise<void> {
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
  expect(item, `the language ${name} in the user menu`).toBeDefined();
  await act(async () => item?.click());
  await settle();
}

describe("the user's language is a setting (decision 0522)", () => {
  it(
    'choosing हिन्दी in the user menu shows the menu, a master list and its form in Hindi at once',
    async () => {
      const app = await renderApp('/module/uom', session());
      await screenShown(app.host, 'Unit of Measure');
      expect(document.documentElement.lang).toBe('en');
      expect(text(app.host, 'nav[aria-label="Main menu"]')).toContain('Unit of Measure');
      await chooseLanguage(app.host, 'हिन्दी');
      expect(document.documentElement.lang).toBe('hi');
      const menu = text(app.host, 'nav[aria-label="मुख्य मेनू"]');
      expect(menu).toContain('मास्टर');
      expect(menu).toContain('माप की इकाई');
      expect(app.host.querySelector('h1')?.textContent).toBe('माप की इकाई');
      expect(app.host.textContent).toContain('नया जोड़ें');
      expect(app.host.textContent).toContain('पंक्तियाँ दिखाएँ');
      expect(readUserPreference(app.storage, 'asha', 'language')).toBe('hi');

      await act(async () => app.router.navigate('/module/uom/addUpdate'));
      await screenShown(app.host, 'माप की इकाई जोड़ें');
      expect(app.host.querySelector('h1')?.textContent).toBe('माप की इकाई जोड़ें');
      const form = app.host.querySelector('form');
      expect(form?.getAttribute('aria-label')).toBe('माप की इकाई');
      expect(form?.textContent).toContain('नाम');
      expect(form?.textContent).toContain('सहेजें');
      expect(form?.textContent).toContain('रद्द करें');

      await chooseLanguage(app.host, 'English');
      expect(document.documentElement.lang).toBe('en');
      expect(form?.textContent).toContain('Save');
    },
    SLOW,
  );

  it(
    "a reload keeps the user's language; another user on the same browser keeps English",
    async () => {
      const app = await renderApp('/module/uom', {
        ...session(),
        [USER_PREFERENCES_KEY]: hindiFor('asha'),
      });
      await screenShown(app.host, 'माप की इकाई');
      expect(document.documentElement.lang).toBe('hi');
      expect(app.host.querySelector('h1')?.textContent).toBe('माप की इकाई');
      act(() => app.root.unmount());
      app.host.remove();

      const other = await renderApp('/module/uom', {
        ...session({ ...asha, id: 2, username: 'ravi', firstname: 'Ravi' }),
        [USER_PREFERENCES_KEY]: hindiFor('asha'),
      });
      await screenShown(other.host, 'Unit of Measure');
      expect(document.documentElement.lang).toBe('en');
      expect(other.host.querySelector('h1')?.textContent).toBe('Unit of Measure');
    },
    SLOW,
  );
});
