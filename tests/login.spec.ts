import { expect, test } from '@playwright/test';
import { PASSWORD, logIn, storageKeys } from './support/erp.ts';

test('the login page shows the login form', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Username')).toBeVisible();
  await expect(form.getByLabel('Password')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('wrong credentials get one clear message that names neither field, and no session', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Log in' });
  for (const [username, password] of [
    ['admin', 'not-the-password'],
    ['nobody-here', PASSWORD],
  ] as const) {
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid username or password.');
  }
  await expect(form).toBeVisible();
  expect(await storageKeys(page)).not.toContain('token');
});

test('spec §2: without a stored token every screen sends the user to the login', async ({ page }) => {
  await page.goto('/#/module/user');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
});

test('spec §2: the root with a session goes to /dashboard/classic', async ({ page }) => {
  await logIn(page);
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/dashboard\/classic$/);
});
