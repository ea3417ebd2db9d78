import { expect, test } from '@playwright/test';
import { deleteSysConfig, logIn, open, setSysConfig } from './support/erp.ts';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('System Configuration: add, switch (on only when exactly YES), edit and delete a key', async ({
  page,
}) => {
  const key = `E2E_FLAG_${Date.now().toString(36).toUpperCase()}`;
  await setSysConfig(page, key, 'NO');
  await page.getByRole('searchbox', { name: 'Filter System Configuration' }).fill(key);
  const flag = page.getByRole('switch', { name: key });
  await expect(flag).not.toBeChecked();
  await flag.click();
  await expect(page.getByText('System Configuration Updated Successfully').first()).toBeVisible();
  await expect(flag).toBeChecked();
  await expect(page.getByRole('row', { name: key })).toContainText('YES');

  await setSysConfig(page, key, 'yes');
  await page.getByRole('searchbox', { name: 'Filter System Configuration' }).fill(key);
  await expect(flag).not.toBeChecked();
  await setSysConfig(page, key, 'Blue');
  await page.getByRole('searchbox', { name: 'Filter System Configuration' }).fill(key);
  await expect(page.getByRole('cell', { name: 'Blue', exact: true })).toBeVisible();
  await expect(flag).toHaveCount(0);

  await deleteSysConfig(page, key);
});

test('Label configuration: an edited label names the screen', async ({ page }) => {
  const relabel = async (label: string) => {
    await open(page, '/module/labelConfig');
    await page.getByRole('searchbox', { name: 'Filter Label Configuration' }).fill('role');
    await page.getByRole('button', { name: 'Edit role', exact: true }).click();
    const form = page.getByRole('form', { name: 'Label Configuration' });
    await form.getByLabel('Label').fill(label);
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/#\/module\/labelConfig$/);
  };
  try {
    await relabel('User Roles');
    // No reload: the edited label applies at once.
    await open(page, '/module/role');
    await expect(page.getByRole('heading', { name: 'User Roles', level: 2 })).toBeVisible();
  } finally {
    await relabel('Role');
  }
});

test('Module Param Config: a field made invisible leaves the form', async ({ page }) => {
  const visibility = async (visible: boolean) => {
    await open(page, '/module/moduleFieldConfig');
    await page.getByRole('searchbox', { name: 'Filter Module Param Config' }).fill('role');
    await page.getByRole('button', { name: 'Edit Role', exact: true }).click();
    const form = page.getByRole('form', { name: 'Module Param Config' });
    await expect(form.getByRole('textbox', { name: 'Field Key, line 2' })).toHaveValue('description');
    await form.getByRole('checkbox', { name: 'Visible, line 2' }).setChecked(visible);
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/#\/module\/moduleFieldConfig$/);
  };
  try {
    await open(page, '/module/role/addUpdate');
    await expect(page.getByRole('form', { name: 'Role' }).getByLabel('Description')).toBeVisible();
    await visibility(false);
    await open(page, '/module/role/addUpdate');
    await expect(page.getByRole('form', { name: 'Role' }).getByLabel('Name')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Role' }).getByLabel('Description')).toHaveCount(0);
  } finally {
    await visibility(true);
  }
});

test('Org Profile: view and edit the organisation', async ({ page }) => {
  await open(page, '/module/org-profile');
  await expect(page.getByRole('definition').first()).toHaveText('Sabarmati Polysacks Pvt. Ltd.');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/#\/module\/org-profile\/addUpdate\/\d+$/);
  const form = page.getByRole('form', { name: 'Organisation' });
  await form.getByLabel('City').fill('Vapi');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/#\/module\/org-profile\/$/);
  await expect(page.getByRole('definition').filter({ hasText: 'Vapi' })).toBeVisible();
});

test('spec §9: the page size chosen in Show rows is remembered under pageSize', async ({ page }) => {
  await open(page, '/module/sysConfig');
  const rows = page.getByRole('table', { name: 'System Configuration' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  await page.getByLabel('Show rows').selectOption('20');
  await expect(rows).toHaveCount(21);
  expect(await page.evaluate(() => window.localStorage.getItem('pageSize'))).toBe('20');
  await page.reload();
  await expect(page.getByLabel('Show rows')).toHaveValue('20');
  await expect(rows).toHaveCount(21);
  await page.getByLabel('Show rows').selectOption('10');
});
