import { expect, test, type Page } from '@playwright/test';
import { open, setSysConfig, USERS } from './support/erp.ts';
import { findByApi, runTag, saveByApi, tokenOf } from './support/masters.ts';
import { receive } from './support/stock.ts';
import { choose, connection, floorForm, lotBalance, lotDocuments, ready } from './support/floor.ts';

// Issue 58 item 6 on a 390 px phone: a move made offline survives a reload and is sent once when the network
// returns; a lost reply is sent again under its key and done once; a move refused on arrival (the lot moved
// meanwhile) waits in Needs attention with its reason in words, and Discard drops it.

// The service worker is what these specs test: let in here, blocked elsewhere (playwright.config.ts).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

/** A new item with 10 KG received under a new lot into the Raw Material Store, through the API. */
async function newLot(page: Page): Promise<{ itemId: number; lot: string }> {
  const tag = runTag();
  const uom = await findByApi(page, 'uom', 'name', 'KG');
  const category = await findByApi(page, 'partyTypeCategory', 'name', 'Raw Material');
  const item = await saveByApi(page, 'chemical/item', {
    code: `E2E-OFF-${tag}`,
    name: `Tape Granules OFF-${tag}`,
    categoryId: category.id,
    uomId: uom.id,
    hsnCode: '3902',
    purchaseGstRate: 18,
    saleGstRate: 18,
  });
  await receive(page, item.id, 10, `OFF-${tag}`);
  return { itemId: item.id, lot: `OFF-${tag}` };
}

/** The admin on the phone, its worker in charge of the page (so that a reload opens offline), and a new lot. */
async function phoneWithLot(page: Page) {
  await ready(page, USERS.admin.username, USERS.admin.name);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return newLot(page);
}

/** The lot's page and its Move form, its stock areas read while online; answers the form. */
async function moveForm(page: Page, lot: { itemId: number; lot: string }) {
  await open(page, `/module/floor/lot/${lot.itemId}?lotNumber=${lot.lot}`);
  await expect(page.getByRole('list', { name: 'Where it is' })).toContainText('Raw Material Store');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const form = floorForm(page, `Move: Lot ${lot.lot}`);
  await form.getByRole('combobox', { name: 'To Stock Area' }).click();
  await expect(form.getByRole('option', { name: 'Weaving WIP', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  return form;
}

test('a move made offline survives a reload and is sent once when the network returns', async ({
  page,
  context,
}) => {
  const lot = await phoneWithLot(page);
  const form = await moveForm(page, lot);
  await context.setOffline(true);
  await choose(form, 'To Stock Area', 'Weaving WIP');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Kept: will send when the network is back')).toBeVisible();
  await expect(connection(page)).toContainText('Offline');
  await expect(connection(page)).toContainText('1 waiting to send');

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: USERS.admin.name })).toBeVisible();
  await expect(connection(page)).toContainText('1 waiting to send');

  await context.setOffline(false);
  await expect(connection(page)).toHaveCount(0, { timeout: 15_000 });
  expect(await lotDocuments(page, lot.itemId, lot.lot, 'departmentTransfer')).toHaveLength(1);
  expect(await lotBalance(page, lot.itemId, lot.lot)).toEqual({ 'Weaving WIP': 10 });
});

test('a lost reply is sent again under the same key and done once, with no error on the phone', async ({
  page,
}) => {
  const lot = await phoneWithLot(page);
  const keys: string[] = [];
  // The first move reaches the server, which does it; its answer is lost on the way back.
  await page.route('**/floor/move', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  const form = await moveForm(page, lot);
  await choose(form, 'To Stock Area', 'Weaving WIP');
  await form.getByRole('button', { name: 'Send' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText(`Lot ${lot.lot} moved to Weaving WIP.`)).toBeVisible({
    timeout: 15_000,
  });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).not.toBe('');
  await expect(connection(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await lotDocuments(page, lot.itemId, lot.lot, 'departmentTransfer')).toHaveLength(1);
  expect(await lotBalance(page, lot.itemId, lot.lot)).toEqual({ 'Weaving WIP': 10 });
});

test('a move of a lot moved meanwhile is refused on arrival, waits in Needs attention and is discarded', async ({
  page,
  context,
  playwright,
}) => {
  const lot = await phoneWithLot(page);
  const form = await moveForm(page, lot);
  await context.setOffline(true);
  await choose(form, 'To Stock Area', 'Weaving WIP');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(connection(page)).toContainText('1 waiting to send');

  // Meanwhile, at the desk, the lot goes to the Chemical Store.
  const desk = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const chemicals = await desk.get('/api/v1/chemical/stockArea/getAllByPartner');
  const { dataList } = (await chemicals.json()) as { dataList: { id: number; name: string }[] };
  const moved = await desk.post('/api/v1/floor/move', {
    data: {
      itemId: lot.itemId,
      lotNumber: lot.lot,
      toStockAreaId: dataList.find((area) => area.name === 'Chemical Store')?.id,
    },
  });
  expect(moved.status()).toBe(200);
  await desk.dispose();

  await context.setOffline(false);
  const attention = connection(page).getByRole('button', { name: 'Needs attention (1)' });
  await expect(attention).toBeVisible({ timeout: 15_000 });
  await open(page, '/module/floor/attention');
  const entry = page.getByRole('list', { name: 'Needs attention' }).getByRole('listitem', {
    name: `Move: Lot ${lot.lot}`,
  });
  await expect(entry).toContainText(
    `Lot ${lot.lot} has no stock where it was seen: it was moved or used meanwhile.`,
  );
  await entry.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(
    page.getByText('Nothing needs attention: every entry of this phone was sent or waits to send.'),
  ).toBeVisible();
  await expect(connection(page)).toHaveCount(0);
  expect(await lotDocuments(page, lot.itemId, lot.lot, 'departmentTransfer')).toHaveLength(1);
  expect(await lotBalance(page, lot.itemId, lot.lot)).toEqual({ 'Chemical Store': 10 });
});

test("offline, a move's rack picker offers the racks the floor's home synced for the area chosen, no other area's", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const lot = await phoneWithLot(page);
  const tag = runTag();
  const rackIn = async (area: string) => {
    const stockArea = await findByApi(page, 'chemical/stockArea', 'name', area);
    const name = `OFF-${area.slice(0, 1)}-${tag}`;
    await saveByApi(page, 'erp/rack', {
      name,
      code: `RK-${name}`,
      locationId: stockArea.locationId,
      stockAreaId: stockArea.id,
    });
    return { name };
  };
  const weaving = await rackIn('Weaving WIP');
  const chemicals = await rackIn('Chemical Store');
  await setSysConfig(page, 'RACK_SUPPORT', 'YES');
  try {
    await page.reload();
    // The floor's home syncs the racks (all of them, once), though no one chose an area on this phone yet.
    const synced = page.waitForResponse(
      (reply) => reply.url().includes('rack/getAllByPartner') && !reply.url().includes('filter.stockAreaId'),
    );
    await open(page, '/module/floor');
    await synced;
    await expect(page.getByRole('status', { name: 'On this phone' })).toContainText('Lists synced');

    // Online, the Chemical Store is chosen first: its racks are read and kept, and must not stand for another's.
    const form = await moveForm(page, lot);
    await choose(form, 'To Stock Area', 'Chemical Store');
    await form.getByRole('combobox', { name: 'To Rack' }).click();
    await expect(form.getByRole('option', { name: chemicals.name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await context.setOffline(true);
    await choose(form, 'To Stock Area', 'Weaving WIP');
    await expect(form.getByText(/^Choices as of .+, the last sync$/)).toBeVisible();
    await form.getByRole('combobox', { name: 'To Rack' }).click();
    await expect(form.getByRole('option', { name: weaving.name, exact: true })).toBeVisible();
    await expect(form.getByRole('option', { name: chemicals.name, exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await choose(form, 'To Stock Area', 'Chemical Store');
    await form.getByRole('combobox', { name: 'To Rack' }).click();
    await expect(form.getByRole('option', { name: chemicals.name, exact: true })).toBeVisible();
    await expect(form.getByRole('option', { name: weaving.name, exact: true })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    await setSysConfig(page, 'RACK_SUPPORT', 'NO');
  }
});
