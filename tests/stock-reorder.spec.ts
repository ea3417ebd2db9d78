import { expect, test } from '@playwright/test';
import { logIn } from './support/erp.ts';
import { choose, findByApi, openFromMenu, runTag, saveByApi, seeToast } from './support/masters.ts';

// Issue 17 "Reorder" as a buyer: an item with no stock under its reorder level is on the reorder list with
// its shortfall; chosen with a supplier, it becomes a draft purchase order in one step.

test('issue 17: an item under its reorder level becomes a draft purchase order from the reorder list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  const code = `E2E-RO-${runTag()}`;
  const uom = await findByApi(page, 'uom', 'name', 'KG');
  const category = await findByApi(page, 'partyTypeCategory', 'name', 'Raw Material');
  await saveByApi(page, 'chemical/item', {
    code,
    name: `Reorder Resin ${code}`,
    categoryId: category.id,
    uomId: uom.id,
    reorderLevel: 750.5,
    hsnCode: '3902',
    purchaseGstRate: 18,
    saleGstRate: 18,
    salePrice: 150,
    purchasePrice: 120,
  });

  await openFromMenu(page, 'Inventory', 'Inventory Stock');
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/#\/module\/inward-stock\/reorder$/);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(code);
  const list = page.getByRole('table', { name: 'Reorder list' });
  const row = list.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('textbox', { name: new RegExp(`Quantity to order of ${code}`) })).toHaveValue(
    '750.500',
  );
  // Never ordered: no supplier yet, so the row cannot be chosen until one is picked.
  const pick = row.getByRole('checkbox', { name: new RegExp(`Choose ${code}`) });
  await expect(pick).toBeDisabled();
  await choose(row, `Supplier of ${code} · Reorder Resin ${code}`, 'Shree Gan', 'Shree Ganesh Polymers');
  await pick.check();
  await page.getByRole('button', { name: 'Make draft purchase orders' }).click();
  await seeToast(page, '1 draft purchase order made: Shree Ganesh Polymers');

  await page
    .getByLabel('Draft purchase orders made')
    .getByRole('link', { name: 'Shree Ganesh Polymers' })
    .click();
  const form = page.getByRole('form', { name: 'Purchase Order' });
  await expect(form.getByRole('combobox', { name: 'Supplier', exact: true })).toHaveValue(
    'Shree Ganesh Polymers',
  );
  await expect(form.getByRole('combobox', { name: 'Item, line 1', exact: true })).toHaveValue(
    new RegExp(code),
  );
  await expect(form.getByRole('textbox', { name: 'Quantity, line 1', exact: true })).toHaveValue('750.500');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
});
