import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/erp.ts';
import { choose, findByApi, openFromMenu, runTag, saveByApi, search, submitted } from './support/masters.ts';
import { item } from './support/plant.ts';
import { fill, receive, typeNewLot } from './support/stock.ts';
import { day } from './support/dates.ts';

// Issue 19's Make Batch from Plan as the planner (decisions 1352, 1353, 1505–1507): an open plan's line opens
// the batch of the screen its item names (Made On), filled with the item, what is left to produce and the
// plan; saved and submitted, the plan's line shows what was produced and what is left, and the plan list
// its progress.

const CUSTOMER = 'Ambuja Cement Works Ltd';

/** Sodium silicate made on the production batch by its BOM (100 kg of silica sand per 100 kg); the sand in stock. */
async function masters(page: Page, tag: string): Promise<{ sand: string; silicate: string }> {
  const sand = await item(
    page,
    { code: `E2E-SS-${tag}`, name: `Silica Sand ${tag}`, hsnCode: '2505', purchasePrice: 4, salePrice: 5 },
    'KG',
    'Raw Material',
  );
  const silicate = await item(
    page,
    {
      code: `E2E-SL-${tag}`,
      name: `Sodium Silicate ${tag}`,
      hsnCode: '2839',
      purchasePrice: 18,
      salePrice: 22,
      madeOn: 'BOM',
    },
    'KG',
    'Chemicals',
  );
  const kg = await findByApi(page, 'uom', 'name', 'KG');
  await saveByApi(page, 'chemical/bom', {
    name: `Silicate ${tag}`,
    code: `BOM-SL-${tag}`,
    outputItemId: silicate.id,
    outputQuantity: 100,
    uomId: kg.id,
    isDefault: true,
    active: true,
    lines: [{ inputItemId: sand.id, quantity: 100, uomId: kg.id }],
  });
  await receive(page, sand.id, 100, `SAND-${tag}`);
  return { sand: String(sand.code), silicate: String(silicate.code) };
}

test('issue 19: Make Batch from an open plan fills the batch; submitted, the plan shows produced, left and progress', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = runTag();
  await logIn(page);
  const { silicate } = await masters(page, tag);

  await openFromMenu(page, 'Supply Chain', 'Sales Order');
  await page.getByRole('button', { name: 'Add New' }).click();
  const sale = page.getByRole('form', { name: 'Sales Order' });
  await choose(sale, 'Customer', 'ambuja', CUSTOMER);
  await choose(sale, 'Dispatch From (Branch)', 'head', 'Head Office');
  await choose(sale, 'Item, line 1', silicate, new RegExp(silicate));
  await fill(sale, 'Quantity, line 1', '50');
  const order = await submitted(page, sale, 'Sales Order', 'SO', 'Open');

  await openFromMenu(page, 'Production & Dispatch', 'Planning');
  await page.getByRole('button', { name: 'Add New' }).click();
  const plan = page.getByRole('form', { name: 'Plan' });
  await fill(plan, 'Plan Name', `Silicate ${tag}`);
  await fill(plan, 'Date', day(0));
  await choose(plan, 'Sales Order, line 1', order.slice(-5), order);
  await choose(plan, 'Item, line 1', silicate, new RegExp(silicate));
  await fill(plan, 'Planned Quantity, line 1', '50');
  await fill(plan, 'By Date, line 1', day(3));
  const number = await submitted(page, plan, 'Plan', 'PLN', 'Open');

  // The one line left is chosen already, what is left in its unit's decimals (KG: three).
  await plan.getByRole('button', { name: 'Make Batch' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: 'Plan Line' })).toContainText(
    `Line 1: Sodium Silicate ${tag}, 50.000 KG left`,
  );
  await dialog.getByRole('button', { name: 'Make Batch' }).click();

  // The item is made on the production batch by its BOM: sand in, silicate out, 50 kg, the plan named.
  const batch = page.getByRole('form', { name: 'Production Batch' });
  await expect(page).toHaveURL(/\/module\/production-batch\/addUpdate$/);
  await expect(batch.getByRole('combobox', { name: 'Plan', exact: true })).toHaveValue(new RegExp(number));
  await expect(batch.getByRole('combobox', { name: 'Item, line 2', exact: true })).toHaveValue(
    new RegExp(`Sodium Silicate ${tag}`),
  );
  await expect(batch.getByRole('textbox', { name: 'Quantity, line 2', exact: true })).toHaveValue(
    /^50(\.0+)?$/,
  );
  // 20 kg made today of the 50.
  await fill(batch, 'Date', day(0));
  await choose(batch, 'Stock Area, line 1', 'raw', 'Raw Material Store');
  await fill(batch, 'Quantity, line 1', '20');
  await choose(batch, 'Stock Area, line 2', 'finish', 'Finished Goods Store');
  await typeNewLot(batch, 'Lot / Batch Number, line 2', `SL-${tag}`);
  await fill(batch, 'Quantity, line 2', '20');
  await submitted(page, batch, 'Production Batch', 'PB', 'Completed');

  await openFromMenu(page, 'Production & Dispatch', 'Planning');
  const row = await search(page, 'Plan', `Silicate ${tag}`);
  // Progress %: 20 of 50.
  await expect(row.getByRole('cell', { name: '40', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `View ${number}` }).click();
  const opened = page.getByRole('form', { name: 'Plan' });
  await expect(opened.getByRole('textbox', { name: 'Produced Quantity, line 1', exact: true })).toHaveValue(
    /^20(\.0+)?$/,
  );
  await expect(opened.getByRole('status', { name: 'Left to Produce, line 1', exact: true })).toHaveText(
    /^30(\.0+)?$/,
  );
  await expect(opened.getByRole('textbox', { name: 'Progress %', exact: true })).toHaveValue('40');
});
