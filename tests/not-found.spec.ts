import { expect, test, type Page } from '@playwright/test';
import { logIn, logOut, open } from './support/erp.ts';
import { findByApi } from './support/masters.ts';

// Issue 14 (decision 0511): a record that does not exist opens a not-found page with a way back.

async function seeNotFound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Record not found' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Unit of Measure' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

test('an address naming no record opens the not-found page, and its link goes back to the list', async ({
  page,
}) => {
  await logIn(page);
  await open(page, '/module/uom/addUpdate/999999');
  await seeNotFound(page);
  await expect(page.getByText('This Unit of Measure does not exist, or it was deleted.')).toBeVisible();
  // The page says it: no toast that would follow the user elsewhere.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the Unit of Measure list' }).click();
  await expect(page).toHaveURL(/#\/module\/uom$/);
  await expect(page.getByRole('table', { name: 'Unit of Measure' })).toBeVisible();
});

test("another organisation's record is not found either", async ({ page }) => {
  await logIn(page, 'orgb.admin');
  const theirs = await findByApi(page, 'uom', 'name', 'KG');
  await logOut(page, 'Org B Administrator');
  await logIn(page);
  await open(page, `/module/uom/addUpdate/${theirs.id}`);
  await seeNotFound(page);
});

test('a path typed without the hash opens the router’s not-found page, not the start page', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/module/items');
  await expect(page).toHaveURL(/\/#\/module\/items$/);
  await expect(page.getByRole('heading', { name: 'Module not found' })).toBeVisible();
  await expect(page.getByText('/module/items')).toBeVisible();

  // Under a partner's keyword the brand stays, and a path that is no screen of the ERP is not found.
  await page.goto('/vindhya/orders/7');
  await expect(page).toHaveURL(/\/vindhya\/#\/orders\/7$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/vindhya\/#\/dashboard\/classic$/);
  await expect(page).toHaveTitle('Dashboard | Vindhya Woven Sacks');
});
