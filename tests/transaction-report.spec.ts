import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/erp.ts';
import { findByApi, openFromMenu, saveByApi } from './support/masters.ts';
import { submitByApi } from './support/stock.ts';
import { day, indiaDay } from './support/dates.ts';

// Issue 22's transaction report and activity log (decision 1770): a sales order made today is in today's
// transaction report, which downloads as Excel, and the activity log shows that the admin saved it.

const today = indiaDay();
const typed = day();

/** Runs a report for today: From and To typed as dd-MM-yyyy. */
async function forToday(page: Page) {
  const filters = page.getByRole('search', { name: 'Report filters' });
  await filters.getByRole('textbox', { name: 'From' }).fill(typed);
  await filters.getByRole('textbox', { name: 'To' }).fill(typed);
  await filters.getByRole('textbox', { name: 'To' }).blur();
  return filters;
}

test('issue 22: the transaction report of today shows an order made now and downloads as Excel; the activity log shows its save', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  const customer = await findByApi(page, 'party', 'companyName', 'Ambuja Cement Works Ltd');
  const branch = await findByApi(page, 'erp/branch', 'name', 'Head Office');
  const item = await findByApi(page, 'chemical/item', 'code', 'SF-TP-800');
  const saved = await saveByApi(page, 'chemical/salesOrder', {
    partyId: customer.id,
    date: today,
    branchId: branch.id,
    placeOfSupply: '24',
    lines: [{ itemId: item.id, quantity: 3, rate: 100 }],
  });
  const order = await submitByApi(page, 'chemical/salesOrder', saved);
  const number = String(order.number);

  await page.goto('/#/module/transaction-report');
  await expect(
    page.getByRole('heading', { name: 'Transaction Report', exact: true, level: 2 }),
  ).toBeVisible();
  const filters = await forToday(page);
  await filters.getByLabel('Document Type').selectOption({ label: 'Sales Order' });
  const table = page.getByRole('table', { name: 'Transaction Report' });
  const row = table.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ambuja Cement Works Ltd');
  await expect(row).toContainText('Open');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Excel' }).click();
  expect((await download).suggestedFilename()).toBe('Transaction Report.xlsx');

  await openFromMenu(page, 'Report', 'Report');
  await page.getByRole('link', { name: 'Activity Log', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Activity Log', exact: true, level: 2 })).toBeVisible();
  const logFilters = await forToday(page);
  await logFilters.getByLabel('Module').selectOption({ label: 'Sales Order' });
  await expect(page).toHaveURL(/module=salesOrder/);
  const log = page.getByRole('table', { name: 'Activity Log' });
  await expect(
    log.getByRole('row', { name: new RegExp(`admin Sales Order create #${saved.id}$`) }),
  ).toHaveCount(1);
  await expect(log.getByRole('row', { name: new RegExp(`admin Sales Order submit ${number}$`) })).toHaveCount(
    1,
  );
});
