import { expect, test } from '@playwright/test';
import { logIn, printFromDialog, setSysConfig } from './support/erp.ts';
import { choose, confirmAction, submitted } from './support/masters.ts';

// Issue 21 as a sales user: a quotation for a customer (DIRECT_QUOTATION YES), sent, printed, accepted into
// a draft sales order that carries its line.

test('issue 21: a quotation for a customer is submitted, printed and accepted into a sales order', async ({
  page,
}) => {
  // A print alone is given 30 s on a busy machine (printFromDialog): the walk around it needs its own time.
  test.setTimeout(90_000);
  await logIn(page);
  await setSysConfig(page, 'DIRECT_QUOTATION', 'YES');
  await page.keyboard.press('Control+q');
  await expect(page).toHaveURL(/#\/module\/quotation\/addUpdate$/);
  const form = page.getByRole('form', { name: 'Quotation' });
  await choose(form, 'Customer', 'Ambuja', 'Ambuja Cement Works Ltd');
  await choose(form, 'Quoted From (Branch)', 'head', 'Head Office');
  await choose(form, 'Item, line 1', 'RM-PP-001', /RM-PP-001/);
  const quantity = form.getByRole('textbox', { name: 'Quantity, line 1', exact: true });
  await quantity.fill('40');
  await quantity.press('Enter');
  const number = await submitted(page, form, 'Quotation', 'QT', 'Open');

  const download = page.waitForEvent('download');
  await printFromDialog(page, form);
  expect((await download).suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);

  await confirmAction(page, form, 'Accept');
  await expect(form.getByRole('heading', { name: `${number} · Accepted` })).toBeVisible();
  // Issue 42: the sales order it made is named by its quotation, and opened from the toast (decision 2054).
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(
    notifications.getByText(`Sales Order made from ${number}, as a draft to check and submit.`),
  ).toBeVisible();
  await notifications.getByRole('link', { name: 'Open Sales Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Sales Order' })).toBeVisible();
  const orderForm = page.getByRole('form', { name: 'Sales Order' });
  await expect(orderForm.getByRole('combobox', { name: 'Item, line 1' })).toHaveValue(/PP Granules/);
  await expect(orderForm.getByRole('textbox', { name: 'Quantity, line 1', exact: true })).toHaveValue(/^40/);
});
