import { expect, test, type Page } from '@playwright/test';
import { logOut, toast, USERS } from './support/erp.ts';
import { findByApi, runTag, saveByApi } from './support/masters.ts';
import { stockedItem } from './support/stock.ts';
import { ready, scan } from './support/floor.ts';

// Issue 58 (decision 2313): a keyboard scanner typing a label's text with no field focused lands on its page
// of the floor, on a 390 px phone; another site's code is refused in words.

test.use({ viewport: { width: 390, height: 844 } });

/** The label's address as this site prints it: the app's own address and the page of the floor. */
const labelOf = (page: Page, path: string) => `${new URL(page.url()).origin}/#${path}`;

test("a lot's label opens the lot: its item, place and quantity", async ({ page }) => {
  await ready(page, USERS.admin.username, USERS.admin.name);
  const lot = `FL-${runTag()}`;
  const code = await stockedItem(page, 25, lot, { prefix: 'FL' });
  const item = await findByApi(page, 'chemical/item', 'code', code);
  await scan(page, labelOf(page, `/module/floor/lot/${item.id}?lotNumber=${lot}`));
  await expect(page).toHaveURL(new RegExp(`#/module/floor/lot/${item.id}\\?lotNumber=${lot}$`));
  await expect(page.getByRole('heading', { name: `${code} · Tape Granules ${code}` })).toBeVisible();
  const place = page.getByRole('list', { name: 'Where it is' });
  await expect(place).toContainText('Raw Material Store');
  await expect(place).toContainText('25.000 KG');
  await expect(page.getByRole('list', { name: 'Last movements' })).toContainText('Inward');
});

test("a rack's label opens the stock on the rack", async ({ page }) => {
  await ready(page, USERS.admin.username, USERS.admin.name);
  const location = await findByApi(page, 'erp/location', 'name', 'Sanand Plant');
  const name = `FL-${runTag()}`;
  const rack = await saveByApi(page, 'erp/rack', { name, code: `RK-${name}`, locationId: location.id });
  await scan(page, labelOf(page, `/module/floor/rack/${rack.id}`));
  await expect(page).toHaveURL(new RegExp(`#/module/floor/rack/${rack.id}$`));
  await expect(page.getByText(`RK-${name}`)).toBeVisible();
  await expect(page.getByText('No stock here.')).toBeVisible();
});

test("the store keeper, who moves stock but may not read the stock area master, scans an area's label and sees its stock", async ({
  page,
}) => {
  // Decision 2374: the page reads the place as the store keeper's transfer pickers read it.
  await ready(page, USERS.admin.username, USERS.admin.name);
  const lot = `FLS-${runTag()}`;
  const code = await stockedItem(page, 12, lot, { prefix: 'FLS' });
  const area = await findByApi(page, 'chemical/stockArea', 'name', 'Raw Material Store');
  await logOut(page);
  await ready(page, USERS.storekeeper.username, USERS.storekeeper.name);
  await scan(page, labelOf(page, `/module/floor/stock-area/${area.id}`));
  await expect(page).toHaveURL(new RegExp(`#/module/floor/stock-area/${area.id}$`));
  await expect(page.getByRole('heading', { name: 'Stock Area: Raw Material Store' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the stock here' }).fill(lot);
  const here = page.getByRole('list', { name: 'Stock here' });
  await expect(here.getByRole('link', { name: `${code} · Tape Granules ${code}` })).toBeVisible();
  await expect(here).toContainText('12.000 KG');
  await expect(page.getByText('You are not allow to access this module')).toHaveCount(0);
});

test("another site's code is refused in words and opens nothing", async ({ page }) => {
  await ready(page, USERS.admin.username, USERS.admin.name);
  const before = page.url();
  await scan(page, 'https://erp.other-mill.in/#/module/floor/rack/1');
  await expect(
    toast(page, 'This label is of another site (erp.other-mill.in): it opens nothing here.'),
  ).toBeVisible();
  expect(page.url()).toBe(before);
});

test("a machine's label opens the machine, stopped since its open breakdown, with Restarted", async ({
  page,
}) => {
  await ready(page, USERS.admin.username, USERS.admin.name);
  const tag = runTag();
  const loom = await findByApi(page, 'chemical/machine', 'code', 'LOOM-01');
  const machine = await saveByApi(page, 'chemical/machine', {
    name: `Floor Loom ${tag}`,
    code: `FLM-${tag}`,
    machineTypeId: loom.machineTypeId,
    departmentId: loom.departmentId,
    active: true,
  });
  await saveByApi(page, 'chemical/machineBreakdown', {
    machineId: machine.id,
    stoppedOn: '2026-11-20',
    stoppedAt: '06:15',
    reason: `Warp beam cracked ${tag}`,
  });
  await scan(page, labelOf(page, `/module/floor/machine/${machine.id}`));
  await expect(page).toHaveURL(new RegExp(`#/module/floor/machine/${machine.id}$`));
  await expect(page.getByRole('heading', { name: `Machine: Floor Loom ${tag}` })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `Stopped since 20-11-2026 06:15 · Warp beam cracked ${tag}`,
  );
  await expect(page.getByRole('button', { name: 'Restarted', exact: true })).toBeVisible();
});

test("a loom operator's phone opens on the floor, and a loom's label opens the loom with its roll entry", async ({
  page,
}) => {
  // A floor role (decision 2286): Roll Entry, Breakdown and Restarted are its actions, each at a loom.
  await ready(page, USERS.loomOperator.username, USERS.loomOperator.name, { floor: true });
  const home = page.getByRole('region', { name: 'Floor' });
  for (const action of ['Roll Entry', 'Breakdown', 'Restarted'])
    await expect(home.getByRole('button', { name: new RegExp(`^${action}`) })).toBeVisible();
  const loom = await findByApi(page, 'chemical/machine', 'code', 'LOOM-01');
  await scan(page, labelOf(page, `/module/floor/machine/${loom.id}`));
  await expect(page).toHaveURL(new RegExp(`#/module/floor/machine/${loom.id}$`));
  await expect(page.getByRole('heading', { name: /^Machine: / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Roll Entry', exact: true })).toBeVisible();
});
