import { expect, test, type Page } from '@playwright/test';
import { deleteSysConfig, logIn, setSysConfig } from './support/erp.ts';
import { choose, findByApi, openFromMenu, runTag, saveByApi, tokenOf } from './support/masters.ts';
import { fill, stockedItem, submitByApi } from './support/stock.ts';
import { day, indiaDay } from './support/dates.ts';

// Issue 22's report area (decision 1210) over issue 19's two reports: opened from the menu, filtered,
// their rows read, and their files downloaded under the spec's names.

/** A record found by the text a picker would type (a page of the server's matches). */
async function matchOf(page: Page, apiPath: string, text: string): Promise<{ id: number }> {
  const reply = await page.request.get(`/api/v1/${apiPath}/getAllByPartner?q=${encodeURIComponent(text)}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const [found] = ((await reply.json()) as { dataList?: { id: number }[] }).dataList ?? [];
  if (!found) throw new Error(`no ${apiPath} matches ${text}`);
  return found;
}

/** Opens a report of the Report menu by its title. */
async function openReport(page: Page, title: string) {
  await openFromMenu(page, 'Report', 'Report');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, exact: true, level: 2 })).toBeVisible();
  return {
    filters: page.getByRole('search', { name: 'Report filters' }),
    table: page.getByRole('table', { name: title }),
  };
}

/** An item of 50 in a new lot of the Raw Material Store, 20 of it issued to Stores today. */
async function issuedLot(page: Page, prefix: string) {
  const lot = `${prefix}-${runTag()}`;
  const code = await stockedItem(page, 50, lot, { prefix });
  const item = await matchOf(page, 'chemical/item', code);
  const stores = await matchOf(page, 'chemical/department', 'Stores');
  const store = await findByApi(page, 'chemical/stockArea', 'name', 'Raw Material Store');
  await submitByApi(
    page,
    'chemical/stockIssue',
    await saveByApi(page, 'chemical/stockIssue', {
      date: indiaDay(),
      departmentId: stores.id,
      purpose: 'CONSUMPTION',
      lines: [{ itemId: item.id, stockAreaId: store.id, lotNumber: lot, quantity: 20 }],
    }),
  );
  return { lot, code, item };
}

test('issue 22: lot clearance from the Report menu, filtered by an item, its lot in, out and left, as lot clearance.xlsx', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  const { lot, code, item } = await issuedLot(page, 'LC');

  const report = await openReport(page, 'Lot Clearance');
  await choose(report.filters, 'Item', code, new RegExp(code));
  await expect(page).toHaveURL(new RegExp(`/module/reports/lotClearance\\?itemId=${item.id}`));
  // Decision 1341: opened again from its address, the picker names the item chosen, read by id.
  const picker = report.filters.getByRole('combobox', { name: 'Item' });
  const named = await picker.inputValue();
  expect(named).not.toBe('');
  await page.reload();
  await expect(picker).toHaveValue(named);
  const row = report.table.getByRole('row').filter({ hasText: lot });
  await expect(row).toHaveCount(1);
  // Came in 50, to production 0, dispatched 0, other out 20 (the issue), left 30.
  await expect(row).toContainText(/50\.000.*0\.000.*0\.000.*20\.000.*30\.000/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Excel' }).click();
  expect((await download).suggestedFilename()).toBe('lot clearance.xlsx');
  await expect(page.getByRole('button', { name: 'Export as PDF' })).toHaveCount(0);
});

test('issue 22: dispatch against SO from the Report menu, filtered by an order, ordered and pending, as Dispatch Against SO.pdf', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  const code = await stockedItem(page, 10, `DS-${runTag()}`, { prefix: 'DS' });
  const item = await matchOf(page, 'chemical/item', code);
  const customer = await findByApi(page, 'party', 'companyName', 'Ambuja Cement Works Ltd');
  const branch = await findByApi(page, 'erp/branch', 'name', 'Head Office');
  const order = await submitByApi(
    page,
    'chemical/salesOrder',
    await saveByApi(page, 'chemical/salesOrder', {
      partyId: customer.id,
      date: indiaDay(),
      branchId: branch.id,
      lines: [{ itemId: item.id, quantity: 25, rate: 150 }],
    }),
  );
  const number = String(order.number);

  const report = await openReport(page, 'Dispatch Against SO');
  await choose(report.filters, 'Sales Order', number, number);
  // The switch shows what the address holds: it turns on once the address says so.
  const pending = report.filters.getByRole('checkbox', { name: 'Pending only' });
  await pending.click();
  await expect(pending).toBeChecked();
  await expect(page).toHaveURL(/pending=true/);
  const row = report.table.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  // Ordered 25, nothing dispatched yet, 25 pending; the totals say the same.
  await expect(row).toContainText(/25\.000.*0\.000.*25\.000/);
  await expect(page.getByLabel('Totals')).toContainText('Pending25.0');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as PDF' }).click();
  expect((await download).suggestedFilename()).toBe('Dispatch Against SO.pdf');
});

test('issue 22: the stock ledger of an item from the Report menu, opening, its movements and closing, as Stock Ledger.xlsx', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  const { code, item } = await issuedLot(page, 'SL');

  const report = await openReport(page, 'Stock Ledger');
  // The card needs its item: until one is chosen it says so and runs nothing.
  await expect(page.getByText('Choose to run this report: Item')).toBeVisible();
  await choose(report.filters, 'Item', code, new RegExp(code));
  await expect(page).toHaveURL(new RegExp(`/module/reports/stockLedger\\?itemId=${item.id}`));
  const rows = report.table.getByRole('row');
  await expect(rows.filter({ hasText: 'Opening' })).toContainText('0.000');
  // 50 in, then 20 out: the balance after each, and 30 at the close.
  await expect(rows.filter({ hasText: 'ISSUE' })).toContainText(/20\.000.*30\.000/);
  await expect(rows.filter({ hasText: 'Closing' })).toContainText('30.000');
  await expect(page.getByLabel('Totals')).toContainText('Out20.0');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Excel' }).click();
  expect((await download).suggestedFilename()).toBe('Stock Ledger.xlsx');
});

test('issue 22: the sales register from the Report menu, a row per invoice per rate with its GSTIN and taxes, as Sales Register.xlsx', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  // An invoice made straight from stock (decision 1403's DIRECT_INVOICE), 4 × 150 of an 18% item within Gujarat.
  await setSysConfig(page, 'DIRECT_INVOICE', 'YES');
  const code = await stockedItem(page, 10, `SR-${runTag()}`, { prefix: 'SR' });
  const item = await matchOf(page, 'chemical/item', code);
  const customer = await findByApi(page, 'party', 'companyName', 'Ambuja Cement Works Ltd');
  const branch = await findByApi(page, 'erp/branch', 'name', 'Head Office');
  const store = await findByApi(page, 'chemical/stockArea', 'name', 'Raw Material Store');
  const invoice = await submitByApi(
    page,
    'chemical/salesInvoice',
    await saveByApi(page, 'chemical/salesInvoice', {
      partyId: customer.id,
      date: indiaDay(),
      branchId: branch.id,
      placeOfSupply: '24',
      lines: [{ itemId: item.id, stockAreaId: store.id, quantity: 4, rate: 150 }],
    }),
  );
  const number = String(invoice.number);
  // The key is not the demo's: taken away again, so the other flows bill from dispatches as before.
  await deleteSysConfig(page, 'DIRECT_INVOICE');

  const report = await openReport(page, 'Sales Register');
  // A register opens on this month (decision 1960): From is its first day, and today's invoice is in it.
  const firstOfMonth = `01-${day(0).slice(3)}`;
  await expect(report.filters.getByRole('textbox', { name: 'From' })).toHaveValue(firstOfMonth);
  await expect(report.table.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  // Emptied, the dates stay empty in the address: the register reads every invoice.
  await fill(report.filters, 'From', '');
  await fill(report.filters, 'To', '');
  await expect(page).toHaveURL(/\/module\/reports\/salesRegister\?from=&to=/);
  await expect(report.filters.getByRole('textbox', { name: 'From' })).toHaveValue('');
  await fill(report.filters, 'From', day(0));
  await fill(report.filters, 'To', day(0));
  await expect(page).toHaveURL(/\/module\/reports\/salesRegister\?.*from=\d{4}-\d{2}-\d{2}/);
  const row = report.table.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  // Taxable 600 at 18%: no IGST, CGST and SGST 54 each, 708 in all.
  await expect(row).toContainText('08AACCA2468E1ZW');
  await expect(row).toContainText(/600\.00.*18.*0\.00.*54\.00.*54\.00.*708\.00/);
  // Issue 56: its place of supply says the state, its breadcrumb its own name, and its search asks the server
  // for the number typed (decision 2231): only that invoice's row is left, and the address keeps it.
  await expect(row).toContainText('24 Gujarat');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Sales Register');
  await report.filters.getByRole('searchbox', { name: 'Search' }).fill(number);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(report.table.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  await expect(report.table.getByRole('row').filter({ hasNotText: number })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Excel' }).click();
  expect((await download).suggestedFilename()).toBe('Sales Register.xlsx');
});
