import { expect, test } from '@playwright/test';
import { logIn } from './support/erp.ts';
import { choose, confirmAction, openFromMenu, runTag, seeToast } from './support/masters.ts';
import { fill, stockedItem } from './support/stock.ts';

// Issue 18's job work as a store keeper (decisions 1030–1032): granules sent to a job worker on a challan,
// the processed goods received back against it with wastage, and the list of what is still out.

test('issue 18: material sent to a job worker comes back processed with wastage; the rest shows as still out', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page);
  const lot = `JW-${runTag()}`;
  const code = await stockedItem(page, 50, lot, { prefix: 'JW' });

  await openFromMenu(page, 'Production & Dispatch', 'Job Work');
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('form', { name: 'Job Work Challan' });
  await choose(form, 'Job Worker', 'ganesh', 'Shree Ganesh Polymers');
  await choose(form, 'Sent From (Branch)', 'head', 'Head Office');
  await choose(form, 'Process', 'lam', 'Lamination');
  await choose(form, 'Item, line 1', code, new RegExp(code));
  await choose(form, 'From Stock Area, line 1', 'raw', 'Raw Material Store');
  await fill(form, 'Lot Number, line 1', lot);
  await fill(form, 'Sent Quantity, line 1', '40');
  await confirmAction(page, form, 'Submit');
  await seeToast(page, /Job Work Challan JWC\/\d{2}-\d{2}\/\d{5} Submitted Successfully/);
  const heading = form.getByRole('heading', { name: /^JWC\/\d{2}-\d{2}\/\d{5} · Open$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').split(' · ')[0] ?? '';

  await openFromMenu(page, 'Production & Dispatch', 'Job Work');
  await page.getByRole('button', { name: 'Still Out' }).click();
  const list = page.getByRole('table', { name: 'Job Work Still Out' });
  await page.getByRole('searchbox', { name: 'Filter Job Work Still Out' }).fill(code);
  await expect(list.getByRole('row').filter({ hasText: number })).toContainText('40.000');

  await page.getByRole('button', { name: 'Add New' }).click();
  const receipt = page.getByRole('form', { name: 'Job Work Receipt' });
  await choose(receipt, 'Challan', number.slice(-5), number);
  await expect(receipt.getByRole('textbox', { name: 'Quantity Processed, line 1', exact: true })).toHaveValue(
    /40/,
  );
  await fill(receipt, 'Quantity Processed, line 1', '30');
  await fill(receipt, 'Wastage, line 1', '2');
  await choose(receipt, 'Processed Item, line 1', 'SF-TP', /SF-TP-800/);
  await fill(receipt, 'Received Quantity, line 1', '29');
  await choose(receipt, 'Received Into (Stock Area), line 1', 'weav', 'Weaving WIP');
  await confirmAction(page, receipt, 'Submit');
  await seeToast(page, /Job Work Receipt JWR\/\d{4}-\d{2}\/\d{5} Submitted Successfully/);

  await openFromMenu(page, 'Production & Dispatch', 'Job Work');
  await page.getByRole('button', { name: 'Still Out' }).click();
  await page.getByRole('searchbox', { name: 'Filter Job Work Still Out' }).fill(code);
  const row = list.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Shree Ganesh Polymers');
  await expect(row).toContainText('30.000');
  await expect(row).toContainText('2.000');
  await expect(row).toContainText('8.000');
});
