import { expect, test, type Page } from '@playwright/test';
import { setSysConfig, USERS } from './support/erp.ts';
import { findByApi, runTag, saveByApi, seeToast, tokenOf } from './support/masters.ts';
import { receive, submitByApi } from './support/stock.ts';
import { indiaDay } from './support/dates.ts';
import { api, choose, floorForm, labelText, lotBalance, lotDocuments, ready, scan } from './support/floor.ts';

// Issue 58's "morning on the floor": an inward received and labelled at the desk, then its lot scanned, moved,
// counted, issued, packed into a parcel and the parcel loaded onto a dispatch, each from a 390 px phone by the
// demo's floor role whose work it is (the store keeper, the packer, the dispatch clerk), each checked where it
// landed.

test.use({ viewport: { width: 390, height: 844 } });

/** What the desk made before the morning, through the API as the admin. */
interface Desk {
  itemId: number;
  lot: string;
  label: string;
  sheetId: number;
  orderNumber: string;
  dispatchId: number;
}

/**
 * 40 KG of a new raw material received under a new lot into the Raw Material Store and its label printed, an
 * open count sheet of the Weaving WIP, and a customer's sales order with a draft dispatch against it.
 */
async function deskMorning(page: Page): Promise<Desk> {
  await ready(page, USERS.admin.username, USERS.admin.name);
  await setSysConfig(page, 'LABEL_SUPPORT', 'YES');
  const tag = runTag();
  const lot = `MRN-${tag}`;
  const uom = await findByApi(page, 'uom', 'name', 'KG');
  const category = await findByApi(page, 'partyTypeCategory', 'name', 'Raw Material');
  const item = await saveByApi(page, 'chemical/item', {
    code: `E2E-MRN-${tag}`,
    name: `Tape Granules MRN-${tag}`,
    categoryId: category.id,
    uomId: uom.id,
    salePrice: 150,
    hsnCode: '3902',
    purchaseGstRate: 18,
    saleGstRate: 18,
    purchasePrice: 120,
  });
  const inward = await receive(page, item.id, 40, lot);
  const pdf = await page.request.get(`/api/v1/chemical/label/inward/${String(inward.id)}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const finished = await findByApi(page, 'chemical/stockArea', 'name', 'Finished Goods Store');
  const weaving = await findByApi(page, 'chemical/stockArea', 'name', 'Weaving WIP');
  const sheet = await saveByApi(page, 'chemical/storeManagement/reconcile', {
    date: indiaDay(),
    stockAreaId: weaving.id,
    countedBy: 'Ramesh Patel',
    lines: [],
  });
  const customer = await findByApi(page, 'party', 'companyName', 'Ambuja Cement Works Ltd');
  const branch = await findByApi(page, 'erp/branch', 'name', 'Head Office');
  const order = await submitByApi(
    page,
    'chemical/salesOrder',
    await saveByApi(page, 'chemical/salesOrder', {
      partyId: customer.id,
      date: indiaDay(),
      branchId: branch.id,
      placeOfSupply: '24',
      paymentTerms: '30 days',
      lines: [{ itemId: item.id, quantity: 40, rate: 250 }],
    }),
  );
  const dispatch = await saveByApi(page, 'chemical/dispatch', {
    partyId: customer.id,
    salesOrderId: order.id,
    date: indiaDay(),
    vehicleNumber: 'gj01ab1234',
    driverName: 'Suresh',
    lrNumber: `LR-${tag}`,
    // A dispatch is saved with a line: 1 KG loose, before the parcel is loaded beside it.
    lines: [
      {
        salesOrderLineId: (order.lines as { id: number }[])[0]?.id,
        itemId: item.id,
        stockAreaId: finished.id,
        quantity: 1,
      },
    ],
  });
  return {
    itemId: item.id,
    lot,
    label: await labelText(page, 'inward', Number(inward.id)),
    sheetId: sheet.id,
    orderNumber: String(order.number),
    dispatchId: dispatch.id,
  };
}

/** Scans the lot's label and waits for its page, where it lies now. */
async function scanLot(page: Page, desk: Desk, area: string): Promise<void> {
  await scan(page, desk.label);
  await expect(page).toHaveURL(new RegExp(`#/module/floor/lot/${desk.itemId}\\?lotNumber=${desk.lot}$`));
  await expect(page.getByRole('list', { name: 'Where it is' })).toContainText(area);
}

test('a morning on the floor: received, scanned, moved, counted, issued, packed and loaded', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const desk = await deskMorning(admin);
  const lotName = `Lot ${desk.lot}`;

  // Moved by the store keeper: the whole lot to the looms' stock area (a transfer between departments,
  // decision 2342).
  await ready(page, USERS.storekeeper.username, USERS.storekeeper.name);
  await scanLot(page, desk, 'Raw Material Store');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const move = floorForm(page, /^Move/);
  await choose(move, 'To Stock Area', 'Weaving WIP');
  await move.getByRole('button', { name: 'Send' }).click();
  await seeToast(page, `${lotName} moved to Weaving WIP.`);
  expect(await lotBalance(admin, desk.itemId, desk.lot)).toEqual({ 'Weaving WIP': 40 });
  expect(await lotDocuments(admin, desk.itemId, desk.lot, 'departmentTransfer')).toHaveLength(1);

  // Counted: 39 on the Weaving WIP's open count sheet, one bag short.
  await expect(page.getByRole('list', { name: 'Where it is' })).toContainText('Weaving WIP');
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  const count = floorForm(page, /^Count/);
  await count.getByLabel('Counted Quantity').fill('39');
  await count.getByLabel('Reason').fill('One bag short');
  await count.getByRole('button', { name: 'Send' }).click();
  await seeToast(page, `${lotName} counted as 39.000 KG on its open count sheet.`);
  const sheet = await api<{ lines: Record<string, unknown>[] }>(
    admin,
    'GET',
    `chemical/storeManagement/reconcile/${desk.sheetId}`,
  );
  expect(sheet.data.lines.filter((line) => line.itemId === desk.itemId)).toEqual([
    expect.objectContaining({ lotNumber: desk.lot, countedQuantity: 39, reason: 'One bag short' }),
  ]);

  // Issued: 5 KG to Weaving.
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  const issue = floorForm(page, /^Issue/);
  await choose(issue, 'Department', 'Weaving');
  await issue.getByLabel('Quantity').fill('5');
  await issue.getByRole('button', { name: 'Send' }).click();
  await seeToast(page, `5.000 KG of ${lotName} issued to Weaving.`);
  expect(await lotBalance(admin, desk.itemId, desk.lot)).toEqual({ 'Weaving WIP': 35 });
  expect(await lotDocuments(admin, desk.itemId, desk.lot, 'stockIssue')).toHaveLength(1);

  // Packed by the packer: the lot's bags scanned into a parcel, from the floor's home.
  const packer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // A floor role: the packer's phone opens on the floor's home (decision 2286).
  await ready(packer, USERS.packer.username, USERS.packer.name, { floor: true });
  await packer.getByRole('button', { name: 'Pack', exact: true }).click();
  const pack = floorForm(packer, 'Pack');
  await choose(pack, 'Packed Into (Stock Area)', 'Finished Goods Store');
  await choose(pack, 'Sales Order', desk.orderNumber);
  await pack.getByLabel('Rolls or bags').fill(desk.label);
  await pack.getByLabel('Rolls or bags').press('Enter');
  await expect(pack.getByRole('list', { name: 'Codes in the list' }).getByRole('listitem')).toHaveCount(1);
  await pack.getByRole('button', { name: 'Send' }).click();
  const packed = packer
    .getByRole('region', { name: 'Notifications' })
    .getByText(/^Parcel (\S+) packed with 1 scanned\.$/);
  await expect(packed).toBeVisible();
  const parcel = /^Parcel (\S+) packed/.exec((await packed.textContent()) ?? '')?.[1] ?? '';
  const contents = await api<{ lotNumber: string; quantity: number; stockAreaName: string }>(
    admin,
    'GET',
    `chemical/dispatch/getParcel?code=${encodeURIComponent(parcel)}`,
  );
  expect(contents.dataList).toEqual([
    expect.objectContaining({ lotNumber: desk.lot, quantity: 35, stockAreaName: 'Finished Goods Store' }),
  ]);

  // Loaded by the dispatch clerk: the parcel scanned onto the draft dispatch.
  const clerk = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await ready(clerk, USERS.dispatchClerk.username, USERS.dispatchClerk.name, { floor: true });
  await clerk.getByRole('button', { name: 'Load', exact: true }).click();
  const load = floorForm(clerk, 'Load');
  // A draft dispatch has no number yet: the picker names it by its customer and day (decision 2362).
  const [year, month, day] = indiaDay().split('-');
  await choose(load, 'Dispatch', `Draft of Ambuja Cement Works Ltd, ${day}-${month}-${year}`);
  await load.getByLabel('Parcels').fill(parcel);
  await load.getByLabel('Parcels').press('Enter');
  await load.getByRole('button', { name: 'Send' }).click();
  await seeToast(clerk, 'Parcels loaded onto the dispatch: 1.');
  const dispatch = await api<{ lines: Record<string, unknown>[] }>(
    admin,
    'GET',
    `chemical/dispatch/${desk.dispatchId}`,
  );
  expect(dispatch.data.lines).toHaveLength(2);
  expect(dispatch.data.lines).toContainEqual(
    expect.objectContaining({ parcelNumber: parcel, itemId: desk.itemId, lotNumber: desk.lot, quantity: 35 }),
  );
});
