import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, logIn, logOut, open } from './support/erp.ts';
import {
  choose,
  confirmAction,
  findByApi,
  runTag,
  saveByApi,
  seeToast,
  switchOffApproval,
} from './support/masters.ts';

// Issue 16 as users: purchase orders over ₹1,00,000 need the Administrator's approval. A buyer's order
// is requested, rejected with remarks, resubmitted, and approved by the other user.

/** A buyer: a role that may write purchase orders, and a user of it (set up through the API). */
async function buyer(page: Page, tag: string): Promise<{ username: string; name: string }> {
  const role = await saveByApi(page, 'role', { name: `Buyer ${tag}`, active: true });
  for (const moduleAPI of ['dashboard', 'chemical/purchaseOrder'])
    await saveByApi(page, 'acl', { roleId: role.id, moduleAPI, view: 1, mode: 1 });
  const username = `buyer.${tag.toLowerCase()}`;
  await saveByApi(page, 'staff', {
    firstname: 'Kiran',
    lastname: tag,
    username,
    password: PASSWORD,
    roleId: role.id,
    active: true,
  });
  return { username, name: `Kiran ${tag}` };
}

test('issue 16: an order over ₹1,00,000 waits for approval: rejected with remarks, resubmitted, approved by another user', async ({
  page,
}) => {
  const tag = runTag();
  await logIn(page);
  const { username, name } = await buyer(page, tag);

  // The Administrator configures the approval on its screen.
  await open(page, '/module/approval-configuration/addUpdate');
  const config = page.getByRole('form', { name: 'Approval Configuration' });
  await config.getByRole('combobox', { name: 'Module' }).selectOption({ label: 'Purchase Order' });
  await config.getByRole('textbox', { name: 'Level' }).fill('1');
  await config.getByRole('textbox', { name: 'Grand Total From' }).fill('100000');
  const addRole = config.getByRole('button', { name: /Add line to Approving Roles/ });
  if (await addRole.isVisible()) await addRole.click();
  await choose(config, 'Role, line 1', 'admin', 'Administrator');
  await config.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Approval Configuration Saved Successfully');
  const saved = await findByApi(page, 'approvalConfiguration', 'moduleName', 'purchaseOrder');

  try {
    await logOut(page);
    // The buyer's order: 1,000 kg at 104.50 with 18%, over ₹1,00,000.
    await logIn(page, username);
    await open(page, '/module/purchase-order/addUpdate');
    const form = page.getByRole('form', { name: 'Purchase Order' });
    await choose(form, 'Supplier', 'shree', 'Shree Ganesh Polymers');
    await choose(form, 'Deliver To (Branch)', 'head', 'Head Office');
    await choose(form, 'Item, line 1', 'RM-PP-001', /RM-PP-001/);
    await form.getByRole('textbox', { name: 'Quantity, line 1', exact: true }).fill('1000');
    await confirmAction(page, form, 'Submit');
    const waiting = form.getByRole('heading', { name: /^PO\/\d{4}-\d{2}\/\d{5} · Pending Approval$/ });
    await expect(waiting).toBeVisible();
    const number = ((await waiting.textContent()) ?? '').split(' · ')[0] ?? '';
    const address = page.url();
    // The buyer may not approve an own order.
    await expect(form.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await logOut(page, name);

    // The Administrator rejects it from the pending list, with remarks.
    await logIn(page);
    await open(page, '/module/approval-generic/approvalList');
    const row = page
      .getByRole('table', { name: 'Pending Approval' })
      .getByRole('row')
      .filter({ hasText: number });
    await expect(row).toContainText(name);
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this document?' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Remarks are required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Rate above the contract: ask for 102');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(row).toHaveCount(0);
    await logOut(page);

    // The buyer finds it back in Draft with its number, the remarks in the approval log; edits, resubmits.
    await logIn(page, username);
    await page.goto(address);
    await expect(form.getByRole('heading', { name: `${number} · Draft` })).toBeVisible();
    await form.getByRole('button', { name: 'Approval Log' }).click();
    const log = page.getByRole('dialog', { name: `Approval log of ${number}` });
    await expect(log).toContainText('Rejected at level 1');
    await expect(log).toContainText('Rate above the contract: ask for 102');
    await page.keyboard.press('Escape');
    const rate = form.getByRole('textbox', { name: 'Rate, line 1' });
    await rate.fill('102');
    await confirmAction(page, form, 'Submit');
    await expect(form.getByRole('heading', { name: `${number} · Pending Approval` })).toBeVisible();
    await logOut(page, name);

    // The Administrator approves it on the order itself: it opens.
    await logIn(page);
    await page.goto(address);
    await form.getByRole('button', { name: 'Approve' }).click();
    await expect(form.getByRole('heading', { name: `${number} · Open` })).toBeVisible();
  } finally {
    await switchOffApproval(page, saved.id);
  }
});
