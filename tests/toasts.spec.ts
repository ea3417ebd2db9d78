import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, mainMenu } from './support/erp.ts';
import { openFromMenu, searchCode } from './support/masters.ts';

// Issue 14 (decision 0512): messages never cover work.

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A refused delete: an error toast on the Unit of Measure list (KG is used by items). */
async function refusedDelete(page: Page): Promise<Locator> {
  await openFromMenu(page, 'Masters', 'Unit of Measure');
  await searchCode(page, 'Unit of Measure', 'KG');
  // The search has settled in the address, so no later reload of the list comes between the delete and its toast.
  await expect(page).toHaveURL(/[?&]q=KG(&|$)/);
  await page.getByRole('button', { name: 'Delete KG', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const alert = notifications(page).getByRole('alert').filter({ hasText: 'cannot be deleted' });
  await expect(alert).toBeVisible();
  return alert;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('an error toast is an alert, leaves the header whole, and closes by its Dismiss button', async ({
  page,
}) => {
  const alert = await refusedDelete(page);
  const [toastBox, headerBox] = [await alert.boundingBox(), await page.getByRole('banner').boundingBox()];
  expect(toastBox, 'the toast is laid out').not.toBeNull();
  expect(headerBox, 'the header is laid out').not.toBeNull();
  if (toastBox && headerBox) expect(overlaps(toastBox, headerBox)).toBe(false);
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
});

test('a success toast is a status message', async ({ page }) => {
  await openFromMenu(page, 'Masters', 'Unit of Measure');
  const row = await searchCode(page, 'Unit of Measure', 'BAG');
  await row.getByRole('button', { name: 'Edit BAG' }).click();
  await page.getByRole('form', { name: 'Unit of Measure' }).getByRole('button', { name: 'Update' }).click();
  await expect(
    notifications(page).getByRole('status').filter({ hasText: 'Unit of Measure Updated Successfully' }),
  ).toBeVisible();
  // It came with the move back to the list, so it is shown there.
  await expect(page).toHaveURL(/#\/module\/uom$/);
});

test("a refused save's toast leaves the form's buttons in view and uncovered", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await openFromMenu(page, 'Masters', 'Unit of Measure');
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('form', { name: 'Unit of Measure' });
  await form.getByLabel('Name').fill('KG');
  await form.getByRole('button', { name: 'Save' }).click();
  const alert = notifications(page).getByRole('alert').first();
  await expect(alert).toBeVisible();
  // The refusal's message above the fields pushed the buttons down: brought back into view, they clear the toasts.
  for (const name of ['Save', 'Cancel']) {
    const button = form.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    await expect
      .poll(async () => {
        const [buttonBox, toastBox] = [await button.boundingBox(), await alert.boundingBox()];
        return buttonBox !== null && toastBox !== null && overlaps(buttonBox, toastBox);
      })
      .toBe(false);
  }
});

test('a toast on one page is gone on the next', async ({ page }) => {
  const alert = await refusedDelete(page);
  await page.waitForTimeout(1200);
  await mainMenu(page).getByRole('link', { name: 'Item', exact: true }).click();
  await expect(page).toHaveURL(/#\/module\/product$/);
  // At once, well before the toast's own 5 s would have taken it away.
  await expect(alert).toHaveCount(0, { timeout: 1000 });
});
