import { expect, type Locator, type Page } from '@playwright/test';

/** The password `playwright.config.ts` gives the admin; the demo users share it. */
export const PASSWORD = 'e2e-Admin-Pass1';

export const USERS = {
  admin: { username: 'admin', name: 'System Administrator' },
  storekeeper: { username: 'storekeeper', name: 'Ramesh Patel' },
  // The demo's floor roles (issue 58, decision 2362): a packer packs parcels, a dispatch clerk loads them.
  packer: { username: 'packer', name: 'Sunita Parmar' },
  dispatchClerk: { username: 'dispatchclerk', name: 'Imran Shaikh' },
  loomOperator: { username: 'loomoperator', name: 'Ravi Thakor' },
} as const;

/** Logs in through the login form and waits for the landing route (spec §2 /dashboard/classic). */
export async function logIn(
  page: Page,
  username: string = USERS.admin.username,
  password = PASSWORD,
): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  // The password's hash is worked out on the server: slow on a busy machine, so the landing is given time. A
  // floor role's phone lands on the floor's home (decision 2286).
  await expect(page).toHaveURL(/#\/(dashboard\/classic|module\/floor)$/, { timeout: 15_000 });
}

/** The top bar's user menu, opened: User Profile, Org Profile, Setting, Logout. */
export async function openUserMenu(page: Page, name: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name }).click();
  return page.getByRole('menu');
}

export async function logOut(page: Page, name: string = USERS.admin.name): Promise<void> {
  await (await openUserMenu(page, name)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
}

/** Everything the app keeps in the browser's local storage. */
export function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens a screen by its address, as a user typing it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

/** A toast of the notification area, by its title. */
export const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: true });

/**
 * Sets a system configuration key through the System Configuration screen (adding the key when it is
 * missing), as an admin would. `value` '' clears it.
 */
export async function setSysConfig(page: Page, key: string, value: string): Promise<void> {
  await open(page, '/module/sysConfig');
  await page.getByRole('searchbox', { name: 'Filter System Configuration' }).fill(key);
  const edit = page.getByRole('button', { name: `Edit ${key}`, exact: true });
  // The list is read: the key's row, or none.
  await expect(edit.or(page.getByText('No records found'))).toBeVisible();
  const exists = await edit.isVisible();
  if (exists) await edit.click();
  else await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('form', { name: 'System Configuration' });
  if (!exists) await form.getByLabel('Key').fill(key);
  // Issue 42: the value is named by what the key changes ("Value" for a key an admin added), so it is
  // found by the field it fills. Decision 0516: a switch's value is a checkbox (YES when checked), any
  // other a text box.
  const field = form.locator('input[name="value"]');
  if ((await field.getAttribute('type')) === 'checkbox') await field.setChecked(value === 'YES');
  else await field.fill(value);
  await form.getByRole('button', { name: exists ? 'Update' : 'Save' }).click();
  await expect(page).toHaveURL(/#\/module\/sysConfig$/);
}

/** Deletes a system configuration key through its list, confirming with OK. */
export async function deleteSysConfig(page: Page, key: string): Promise<void> {
  await open(page, '/module/sysConfig');
  await page.getByRole('searchbox', { name: 'Filter System Configuration' }).fill(key);
  await page.getByRole('button', { name: `Delete ${key}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: `Delete ${key}`, exact: true })).toBeHidden();
}

/**
 * The form's Print (decision 1720): its dialog opens with the document's kept choices (copies, remarks);
 * `choices` changes them, then the dialog's Print downloads the PDF.
 */
export async function printFromDialog(
  page: Page,
  form: Locator,
  choices: { copies?: string; extraRemarks?: string; remember?: boolean } = {},
): Promise<void> {
  await form.getByRole('button', { name: 'Print' }).click();
  const dialog = page.getByRole('dialog', { name: /^Print / });
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeEnabled();
  if (choices.copies !== undefined)
    await dialog.getByRole('textbox', { name: /^Copies/ }).fill(choices.copies);
  if (choices.extraRemarks !== undefined)
    await dialog.getByRole('textbox', { name: 'Extra Remarks' }).fill(choices.extraRemarks);
  if (choices.remember !== undefined)
    await dialog.getByRole('checkbox', { name: 'Remember for reprint' }).setChecked(choices.remember);
  await dialog.getByRole('button', { name: 'Print' }).click();
  // The PDF is made on the server while the dialog counts the seconds: slow on a busy machine.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}
