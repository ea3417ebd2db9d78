import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu, openUserMenu, USERS } from './support/erp.ts';
import { openFromMenu } from './support/masters.ts';

// Issue 14 (decision 0510): leaving a changed form asks first, in the confirm dialog.

const TYPED = 'HALF-TYPED';

/** Opens the Unit of Measure add form from the menu and types a name into it, as a user would. */
async function typeIntoNewUom(page: Page) {
  await openFromMenu(page, 'Masters', 'Unit of Measure');
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('form', { name: 'Unit of Measure' });
  await form.getByLabel('Name').click();
  await form.getByLabel('Name').fill(TYPED);
  return form;
}

const question = (page: Page) => page.getByRole('dialog', { name: 'Leave this page?' });

async function cancelStays(page: Page): Promise<void> {
  await expect(question(page)).toContainText('Your changes are not saved.');
  await question(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/module\/uom\/addUpdate$/);
  await expect(page.getByRole('form', { name: 'Unit of Measure' }).getByLabel('Name')).toHaveValue(TYPED);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('a menu entry asks: Cancel stays with the text intact, Leave goes', async ({ page }) => {
  await typeIntoNewUom(page);
  const item = mainMenu(page).getByRole('link', { name: 'Item', exact: true });
  await item.click();
  await cancelStays(page);
  await item.click();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/#\/module\/product$/);
  await expect(question(page)).toBeHidden();
});

test("the browser's back asks", async ({ page }) => {
  await typeIntoNewUom(page);
  await page.goBack();
  await cancelStays(page);
  await page.goBack();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/#\/module\/uom$/);
});

test('Ctrl+Q asks even in a field; Shift+Q types a Q in a field and asks outside one', async ({ page }) => {
  const form = await typeIntoNewUom(page);
  await page.keyboard.press('Control+q');
  await cancelStays(page);
  const name = form.getByLabel('Name');
  await name.press('End');
  await name.press('Shift+Q');
  await expect(name).toHaveValue(`${TYPED}Q`);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Shift+Q');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/#\/module\/quotation$/);
});

test('logout asks; Leave logs out', async ({ page }) => {
  await typeIntoNewUom(page);
  await (await openUserMenu(page, USERS.admin.name)).getByRole('menuitem', { name: 'Logout' }).click();
  await cancelStays(page);
  await (await openUserMenu(page, USERS.admin.name)).getByRole('menuitem', { name: 'Logout' }).click();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
});

test("closing the tab with changes gets the browser's own question", async ({ page }) => {
  await typeIntoNewUom(page);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test("the form's Cancel, and a form typed back to what it was, leave without a question", async ({
  page,
}) => {
  const form = await typeIntoNewUom(page);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/module\/uom$/);
  await page.getByRole('button', { name: 'Add New' }).click();
  await form.getByLabel('Name').fill(TYPED);
  await form.getByLabel('Name').fill('');
  await mainMenu(page).getByRole('link', { name: 'Item', exact: true }).click();
  await expect(page).toHaveURL(/#\/module\/product$/);
  await expect(question(page)).toHaveCount(0);
});
