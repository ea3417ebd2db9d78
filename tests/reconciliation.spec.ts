import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, logIn, logOut, open } from './support/erp.ts';
import {
  choose,
  findByApi,
  runTag,
  saveByApi,
  seeToast,
  switchOffApproval,
  tokenOf,
} from './support/masters.ts';

// Issue 18's reconciliation as a counter and an approver (decision 1010): a count sheet of a stock area,
// downloaded as Excel and its counts uploaded back with one difference, waits for approval, is approved by
// another user, posts the difference as an adjustment, and Inventory Stock shows the adjusted quantity.

/** Submits a saved document through the API (the set-up the screens are not tested on here). */
async function submitByApi(page: Page, apiPath: string, doc: { id: number; version?: unknown }) {
  const reply = await page.request.post(`/api/v1/${apiPath}/submit`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { id: doc.id, version: doc.version },
  });
  const envelope = (await reply.json()) as {
    responseCode: number;
    responseMessage: string;
    data: Record<string, unknown>;
  };
  expect(envelope.responseCode, envelope.responseMessage).toBe(200);
  return envelope.data;
}

/** A new item with `quantity` KG received into a new stock area of the Raw Material Store's location. */
async function stockedArea(
  page: Page,
  tag: string,
  quantity: number,
): Promise<{ code: string; area: string }> {
  const code = `E2E-RC-${tag}`;
  const uom = await findByApi(page, 'uom', 'name', 'KG');
  const category = await findByApi(page, 'partyTypeCategory', 'name', 'Raw Material');
  const item = await saveByApi(page, 'chemical/item', {
    code,
    name: `Count Granules ${code}`,
    categoryId: category.id,
    uomId: uom.id,
    reorderLevel: 10,
    salePrice: 150,
    hsnCode: '3902',
    purchaseGstRate: 18,
    saleGstRate: 18,
    purchasePrice: 120,
  });
  const store = await findByApi(page, 'chemical/stockArea', 'name', 'Raw Material Store');
  const area = `Count Bay ${tag}`;
  const bay = await saveByApi(page, 'chemical/stockArea', {
    name: area,
    code: `CB${tag}`,
    locationId: store.locationId,
  });
  const supplier = await findByApi(page, 'party', 'companyName', 'Shree Ganesh Polymers');
  const branch = await findByApi(page, 'erp/branch', 'name', 'Head Office');
  const today = new Date().toISOString().slice(0, 10);
  const order = await submitByApi(
    page,
    'chemical/purchaseOrder',
    await saveByApi(page, 'chemical/purchaseOrder', {
      partyId: supplier.id,
      date: today,
      branchId: branch.id,
      lines: [{ itemId: item.id, quantity, rate: 120 }],
    }),
  );
  const orderLines = order.lines as { id: number }[];
  await submitByApi(
    page,
    'chemical/inward',
    await saveByApi(page, 'chemical/inward', {
      partyId: supplier.id,
      date: today,
      branchId: branch.id,
      purchaseOrderId: order.id,
      lines: [
        {
          purchaseOrderLineId: orderLines[0]?.id,
          itemId: item.id,
          quantity,
          acceptedQuantity: quantity,
          stockAreaId: bay.id,
          lotNumber: `RC-${tag}`,
        },
      ],
    }),
  );
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
  const approval = await saveByApi(page, 'approvalConfiguration', {
    moduleName: 'stockCount',
    level: 1,
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
    await form.getByRole('button', { name: 'Submit' }).click();
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
