import { expect, test } from '@playwright/test';
import { USERS, logIn, logOut, mainMenu, open, openUserMenu, storageKeys } from './support/erp.ts';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('admin: the name in the top bar, every menu group opens, logout leaves storage empty', async ({
  page,
}) => {
  await expect(page.getByRole('banner').getByRole('button', { name: USERS.admin.name })).toBeVisible();
  const groups: [string, string][] = [
    ['Masters', 'Business Partner'],
    ['CRM', 'Funnel'],
    ['Supply Chain', 'Purchase Order'],
    ['Inventory', 'Inventory Stock'],
    ['Production & Dispatch', 'Lab Test'],
    ['Machine Asset', 'M/c Types and Activity'],
    ['Settings', 'System Configuration'],
  ];
  const menu = mainMenu(page);
  for (const [group, first] of groups) {
    const button = menu.getByRole('button', { name: group, exact: true });
    await expect(menu.getByRole('link', { name: first, exact: true })).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: first, exact: true })).toBeVisible();
  }
  expect(await storageKeys(page)).toEqual(
    expect.arrayContaining(['token', 'aclData', 'loggedInUser', 'sys_config']),
  );
  await logOut(page);
  expect(await storageKeys(page)).toEqual([]);
});

test('spec §2: breadcrumb and page title follow the deepest route; the active entry is highlighted', async ({
  page,
}) => {
  await mainMenu(page).getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveURL(/#\/module\/user$/);
  await expect(page).toHaveTitle('Staff | Udyog ERP');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(trail.getByText('Staff', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(mainMenu(page).getByRole('link', { name: 'Staff', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page).toHaveTitle('Add Staff | Udyog ERP');
  await expect(trail.getByRole('link', { name: 'Staff' })).toBeVisible();
  await trail.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/#\/module$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${USERS.admin.name}` })).toBeVisible();
});

test('spec §8: a screen that is not there gives the module-not-found screen', async ({ page }) => {
  for (const path of ['/module/no-such-screen', '/module/funnel/no-such-view']) {
    await open(page, path);
    await expect(page.getByRole('heading', { name: 'Module not found' })).toBeVisible();
    await expect(page.getByText(path)).toBeVisible();
  }
});

test('spec §2: Ctrl+Q opens the quotation add/update route and Shift+Q the quotation list', async ({
  page,
}) => {
  await page.keyboard.press('Control+q');
  await expect(page).toHaveURL(/#\/module\/quotation\/addUpdate$/);
  // Issue 21: the quotation's form, a document of the engine.
  await expect(page.getByRole('heading', { name: 'Add Quotation', level: 1 })).toBeVisible();
  await page.keyboard.press('Shift+Q');
  await expect(page).toHaveURL(/#\/module\/quotation$/);
  // Shift+Q in a field types a capital Q.
  const search = page.getByRole('searchbox', { name: 'Search menu' });
  await search.click();
  await page.keyboard.press('Shift+Q');
  await expect(search).toHaveValue('Q');
  await expect(page).toHaveURL(/#\/module\/quotation$/);
});

test('spec §2: the menu search filters the entries', async ({ page }) => {
  const menu = mainMenu(page);
  await page.getByRole('searchbox', { name: 'Search menu' }).fill('rack');
  await expect(menu.getByRole('link', { name: 'Rack', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toBeHidden();
});

test('the user menu: Org Profile opens the organisation, Setting the label configuration', async ({
  page,
}) => {
  await (await openUserMenu(page, USERS.admin.name)).getByRole('menuitem', { name: 'Org Profile' }).click();
  await expect(page).toHaveURL(/#\/module\/org-profile\/addUpdate\/\d+$/);
  await expect(page.getByRole('form', { name: 'Organisation' })).toBeVisible();
  await (await openUserMenu(page, USERS.admin.name)).getByRole('menuitem', { name: 'Setting' }).click();
  await expect(page).toHaveURL(/#\/module\/labelConfig$/);
  await expect(page.getByRole('table', { name: 'Label Configuration' })).toBeVisible();
});
