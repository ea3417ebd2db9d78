import { expect, test } from '@playwright/test';

test('the login page shows the login form', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Username')).toBeVisible();
  await expect(form.getByLabel('Password')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Log in' })).toBeVisible();
});
