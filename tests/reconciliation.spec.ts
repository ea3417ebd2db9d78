import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, logIn, logOut, open } from './support/erp.ts';
import {
  approvalLevel,
  choose,
  confirmAction,
  findByApi,
  runTag,
  saveByApi,
  seeToast,
  switchOffApproval,
} from './support/masters.ts';
import { stockedItem } from './support/stock.ts';

// Issue 18's reconciliation as a counter and an approver (decision 1010): a count sheet of a stock area,
// downloaded as Excel and its counts uploaded back with one difference, waits for approval, is approved by
// another user, posts the difference as an adjustment, and Inventory Stock shows the adjusted quantity.

/** A new item with `quantity` KG received into a new stock area of the Raw Material Store's location. */
async function stockedArea(
  page: Page,
  tag: string,
  quantity: number,
): Promise<{ code: string; area: string }> {
  const store = await findByApi(page, 'chemical/stockArea', 'name', 'Raw Material Store');
  const area = `Count Bay ${tag}`;
  await saveByApi(page, 'chemical/stockArea', { name: area, code: `CB${tag}`, locationId: store.locationId });
  const code = await stockedItem(page, quantity, `RC-${tag}`, { prefix: 'RC', area, tag });
  return { code, area };
}

/** A counter: a role that may write count sheets, and a user of it (set up through the API). */
async function counter(page: Page, tag: string): Promise<{ username: string; name: string }> {
  const role = await saveByApi(page, 'role', { name: `Counter ${tag}`, active: true });
  for (const moduleAPI of ['dashboard', 'chemical/storeManagement/reconcile'])
    await saveByApi(page, 'acl', { roleId: role.id, moduleAPI, view: 1, mode: 1 });
  const username = `counter.${tag.toLowerCase()}`;
  await saveByApi(page, 'staff', {
    firstname: 'Suresh',
    lastname: tag,
    username,
    password: PASSWORD,
    roleId: role.id,
    active: true,
  });
  return { username, name: `Suresh ${tag}` };
}

test('issue 18: a count sheet with one difference is approved by another user and posted as an adjustment', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const tag = runTag();
  await logIn(page);
  const { code, area } = await stockedArea(page, tag, 40);
  const { username, name } = await counter(page, tag);
  const admin = await findByApi(page, 'role', 'name', 'Administrator');
  const approval = await approvalLevel(page, {
    moduleName: 'stockCount',
    level: 1,
    minAmount: null,
    departmentId: null,
    partyTypeId: null,
    roles: [{ roleId: admin.id }],
    active: true,
  });
  try {
    await logOut(page);
    // The counter freezes the sheet of the bay: the book quantity comes from the stock.
    await logIn(page, username);
    await open(page, '/module/reconciliation/addUpdate');
    const form = page.getByRole('form', { name: 'Stock Reconciliation' });
    await choose(form, 'Stock Area', tag, area);
    await form.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, /Stock Reconciliation Saved Successfully/);
    const book = form.getByRole('textbox', { name: 'Book Quantity, line 1', exact: true });
    await expect(book).toHaveValue(/40/);
    await expect(book).toBeDisabled();
    // The sheet downloads as Excel; filled in (here as CSV), its counts are uploaded back.
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Excel Sheet' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Count Sheet Draft \d+\.xlsx$/);
    const filled = `Line,Item Code,Lot Number,Counted Quantity,Reason\r\n1,${code},RC-${tag},38,Two bags torn at the bay\r\n`;
    await page
      .locator('input[type="file"][aria-label="Upload Counts"]')
      .setInputFiles({ name: 'counts.csv', mimeType: 'text/csv', buffer: Buffer.from(filled) });
    await seeToast(page, 'Counts saved');
    await expect(form.getByRole('textbox', { name: 'Counted Quantity, line 1', exact: true })).toHaveValue(
      /38/,
    );
    await expect(form.getByRole('textbox', { name: 'Reason, line 1', exact: true })).toHaveValue(
      'Two bags torn at the bay',
    );
    await confirmAction(page, form, 'Submit');
    const waiting = form.getByRole('heading', { name: /^SR\/\d{4}-\d{2}\/\d{5} · Pending Approval$/ });
    await expect(waiting).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Difference, line 1', exact: true })).toHaveValue(/-2/);
    const address = page.url();
    await logOut(page, name);

    // The Administrator approves it on the sheet: the difference posts.
    await logIn(page);
    await page.goto(address);
    await form.getByRole('button', { name: 'Approve' }).click();
    await expect(form.getByRole('heading', { name: /^SR\/\d{4}-\d{2}\/\d{5} · Completed$/ })).toBeVisible();

    await open(page, '/module/inward-stock');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(code);
    await expect(page.getByRole('row', { name: new RegExp(code) }).filter({ hasText: area })).toContainText(
      '38.000',
    );
  } finally {
    await switchOffApproval(page, approval.id);
  }
});
