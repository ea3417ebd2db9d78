import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/erp.ts';
import { findByApi, openFromMenu, saveByApi, tokenOf } from './support/masters.ts';
import { indiaDay } from './support/dates.ts';

const PO = 'chemical/purchaseOrder';

/** Posts to a purchase order call as the logged-in user; returns the envelope's data. */
async function post(page: Page, call: string, body: unknown): Promise<Record<string, unknown>> {
  const reply = await page.request.post(`/api/v1/${PO}/${call}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: body,
  });
  const envelope = (await reply.json()) as { responseCode: number; responseMessage: string; data: never };
  expect(envelope.responseCode, envelope.responseMessage).toBe(200);
  return envelope.data;
}

/** How many purchase orders the server lists with this status, through the API. */
async function countByApi(page: Page, status: number): Promise<number> {
  const reply = await page.request.get(`/api/v1/${PO}/getAllByPartner?page=1&size=1&status=${status}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  return ((await reply.json()) as { totalCount: number }).totalCount;
}

test('issue 16: a submitted purchase order is listed under Open, found by its number, beside the Draft count', async ({
  page,
}) => {
  await logIn(page);
  const supplier = await findByApi(page, 'party', 'companyName', 'Shree Ganesh Polymers');
  const branch = await findByApi(page, 'erp/branch', 'name', 'Head Office');
  const item = await findByApi(page, 'chemical/item', 'code', 'RM-PP-001');
  const order = {
    partyId: supplier.id,
    date: indiaDay(),
    branchId: branch.id,
    placeOfSupply: '24',
    lines: [{ itemId: item.id, quantity: 1000, rate: 104.5 }],
  };
  const draft = await saveByApi(page, PO, order);
  const submitted = await post(page, 'submit', { id: draft.id, version: draft.version });
  const number = String(submitted.number);
  expect(number).toMatch(/^PO\/\d{4}-\d{2}\/\d{5}$/);
  // A draft left as it is, for the Draft tab.
  await saveByApi(page, PO, order);
  const drafts = await countByApi(page, 0);

  await openFromMenu(page, 'Supply Chain', 'Purchase Order');
  await expect(page.getByRole('heading', { name: 'Purchase Order', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Status' });
  await expect(tabs.getByRole('tab', { name: /^Draft/ })).toHaveText(new RegExp(`^Draft\\s*${drafts}$`));

  await tabs.getByRole('tab', { name: /^Open/ }).click();
  await expect(page).toHaveURL(/status=10/);
  await expect(tabs.getByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Purchase Order' });
  const row = table.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Shree Ganesh Polymers');
  await expect(row).toContainText('Open');
  // The grand total in Indian grouping (1,23,310.00 at 18%).
  const total = Number(submitted.grandTotal).toLocaleString('en-IN', { minimumFractionDigits: 2 });
  await expect(row).toContainText(total);

  await page.getByRole('searchbox', { name: 'Filter Purchase Order' }).fill(number);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(number)}`));
  await expect(table.getByRole('row').filter({ hasText: 'PO/' })).toHaveCount(1);
  await expect(row).toBeVisible();
  // The counts follow the search: the order is the one Open, and no draft has its number.
  await expect(tabs.getByRole('tab', { name: /^Open/ })).toHaveText(/^Open\s*1$/);
  await expect(tabs.getByRole('tab', { name: /^Draft/ })).toHaveText(/^Draft\s*0$/);

  // Reload keeps the tab and the search (decision 0611).
  await page.reload();
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Filter Purchase Order' })).toHaveValue(number);
});
