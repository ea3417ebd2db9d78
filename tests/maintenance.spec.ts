import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/erp.ts';
import { choose, findByApi, openFromMenu, runTag, saveByApi, submitted } from './support/masters.ts';
import { fill, stockedItem } from './support/stock.ts';
import { indiaDay } from './support/dates.ts';

// Issue 22 "Maintenance Activity" as a maintenance head (decisions 1783–1786): "schedule and record a
// maintenance and see it leave the overdue list". An oil change of a loom's type, last done two months ago,
// is overdue; it is recorded from its row with a spare issued from stock, and leaves the list.

const ago = (days: number) => indiaDay(-days);

/** Maintenance Activity from the menu, showing the machine's overdue activities. */
async function overdueOf(page: Page, machine: string) {
  await openFromMenu(page, 'Machine Asset', 'Maintenance Activity');
  await expect(
    page.getByRole('heading', { name: 'Maintenance Activity', exact: true, level: 2 }),
  ).toBeVisible();
  const filters = page.getByRole('search', { name: 'Report filters' });
  await filters.getByLabel('Status').selectOption({ label: 'Overdue' });
  await choose(filters, 'Machine', machine, machine);
  await expect(page).toHaveURL(/status=OVERDUE/);
  return page.getByRole('table', { name: 'Maintenance Activity' });
}

test('issue 22: an overdue activity recorded from its row, with a spare from stock, leaves the overdue list', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page);
  const tag = runTag();
  const type = await saveByApi(page, 'chemical/machineType', {
    name: `E2E Loom Type ${tag}`,
    kind: 'CIRCULAR_LOOM',
  });
  const activity = `E2E Oil change ${tag}`;
  const oil = await saveByApi(page, 'chemical/machineActivity', {
    name: activity,
    machineTypeId: type.id,
    frequencyKind: 'DAYS',
    frequency: 30,
  });
  const department = await findByApi(page, 'chemical/department', 'name', 'Weaving');
  const machine = `E2E Loom ${tag}`;
  const loom = await saveByApi(page, 'chemical/machine', {
    name: machine,
    code: `EL-${tag}`,
    machineTypeId: type.id,
    departmentId: department.id,
    active: true,
  });
  await saveByApi(page, 'chemical/machineActivityLog', {
    machineId: loom.id,
    machineActivityId: oil.id,
    doneOn: ago(60),
  });
  const spare = await stockedItem(page, 10, `SP-${tag}`, { prefix: 'SP', tag });

  const schedule = await overdueOf(page, machine);
  const row = schedule.getByRole('row').filter({ hasText: activity });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Overdue');
  await row.getByRole('button', { name: `Record Maintenance: ${machine} ${activity} Overdue` }).click();

  const form = page.getByRole('form', { name: 'Maintenance' });
  await expect(form.getByRole('combobox', { name: 'Machine', exact: true })).toHaveValue(machine);
  await expect(form.getByRole('combobox', { name: 'Activity', exact: true })).toHaveValue(activity);
  await form.getByRole('textbox', { name: 'Findings', exact: true }).fill(`Oil black, filter clogged ${tag}`);
  await form.getByRole('textbox', { name: 'Downtime (minutes)', exact: true }).fill('40');
  await choose(form, 'Item, line 1', spare, new RegExp(spare));
  await choose(form, 'Stock Area, line 1', 'raw', 'Raw Material Store');
  await fill(form, 'Quantity, line 1', '2');
  await submitted(page, form, 'Maintenance', 'MNT', 'Completed');

  const after = await overdueOf(page, machine);
  await expect(after.getByText('No records found')).toBeVisible();
  await expect(after.getByRole('row').filter({ hasText: activity })).toHaveCount(0);

  // The spare left the store: 10 received, 2 issued.
  await openFromMenu(page, 'Inventory', 'Inventory Stock');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(spare);
  const stock = page.getByRole('row', { name: new RegExp(spare) }).filter({ hasText: 'Raw Material Store' });
  await expect(stock).toContainText('8.000');
});
