import { expect, test } from '@playwright/test';
import { USERS, logIn, mainMenu, openUserMenu, toast } from './support/erp.ts';

test('spec §2/§5 User Profile: errors only after a submit, nothing sent while invalid, Save then Update', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/emailUserConfig\/(save|update)$/.test(request.url())) calls.push(request.url());
  });
  await logIn(page);
  await (await openUserMenu(page, USERS.admin.name)).getByRole('menuitem', { name: 'User Profile' }).click();
  await expect(page).toHaveURL(/#\/module\/user-profile$/);
  const form = page.getByRole('form', { name: 'User Profile' });
  const email = form.getByRole('textbox', { name: 'E-Mail' });
  const password = form.getByRole('textbox', { name: 'Password' });
  await expect(email).toHaveAttribute('placeholder', 'Enter E-Mail Address');
  await expect(password).toHaveAttribute('placeholder', 'Enter Password');
  await expect(form.getByText('This field is required')).toHaveCount(0);

  // Empty: both errors, no call.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(2);

  // A bad e-mail is refused, no call.
  await email.fill('stores-at-example');
  await password.fill('Mail-Pass-1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('E-Mail must be a valid e-mail address')).toBeVisible();
  expect(calls).toEqual([]);

  // The eye shows the password.
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await email.fill('stores@example.in');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(page.getByText('Profile Saved Successfully')).toBeVisible();
  expect(calls).toHaveLength(1);
  await expect(form.getByRole('button', { name: 'Update' })).toBeVisible();

  await page.reload();
  await expect(form.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(email).toHaveValue('stores@example.in');
});

test('spec §6: User Profile is in the user menu only with the profile permission', async ({ page }) => {
  await logIn(page, USERS.storekeeper.username);
  // Once the role's access data is there (its menu shows), the flag is known.
  await expect(mainMenu(page).getByRole('button', { name: 'Inventory' })).toBeVisible();
  const menu = await openUserMenu(page, USERS.storekeeper.name);
  await expect(menu.getByRole('menuitem', { name: 'Org Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'User Profile' })).toHaveCount(0);
});
