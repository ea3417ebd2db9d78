import { expect, test, type Page } from '@playwright/test';
import { logIn, logOut, openUserMenu, USERS } from './support/erp.ts';

// Issue 14 dark mode (decision 0518): the user's choice in the user menu, remembered per user.

/** The page's theme as the browser computes it: its colour scheme (light or dark) and its background. */
const pageTheme = (page: Page) =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return { scheme: body.colorScheme, background: body.backgroundColor };
  });
const scheme = async (page: Page) => (await pageTheme(page)).scheme;

test.use({ colorScheme: 'light' });

test('choosing Dark darkens the page; a reload keeps it; another user follows the system', async ({
  page,
}) => {
  await logIn(page);
  await expect.poll(() => scheme(page)).toBe('light');
  const light = await pageTheme(page);
  const menu = await openUserMenu(page, USERS.admin.name);
  await expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeChecked();
  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => scheme(page)).toBe('dark');
  const dark = await pageTheme(page);
  expect(dark.background).not.toBe(light.background);

  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => pageTheme(page)).toEqual(dark);

  await logOut(page);
  await logIn(page, USERS.storekeeper.username);
  await expect.poll(() => pageTheme(page)).toEqual(light);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => pageTheme(page)).toEqual(dark);
  await page.emulateMedia({ colorScheme: 'light' });
  await logOut(page, USERS.storekeeper.name);

  await logIn(page);
  await expect.poll(() => pageTheme(page)).toEqual(dark);
  await (await openUserMenu(page, USERS.admin.name)).getByRole('menuitemradio', { name: 'System' }).click();
  await expect.poll(() => pageTheme(page)).toEqual(light);
});
