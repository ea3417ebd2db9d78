import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfPages } from '../apps/server/test/pdf-text.ts';
import { logIn } from './support/erp.ts';
import { choose, findByApi, openFromMenu, runTag, saveByApi, submitted, tokenOf } from './support/masters.ts';
import { day, fill, receive, submitByApi } from './support/stock.ts';

// Issue 20 as the billing clerk (decisions 1404, 1460): two sales orders of one customer packed and
// dispatched (set up through the API), billed on one sales invoice chosen From Dispatches, submitted into
// the INV series, printed as the tax invoice, its e-way bill file downloaded, and a credit note against it.

const CUSTOMER = 'Ambuja Cement Works Ltd';

/** A parcel number for a packaging line (`getUniqueParcelNumber`). */
async function parcelNumber(page: Page): Promise<string> {
  const reply = await page.request.get('/api/v1/chemical/packingProcess/getUniqueParcelNumber', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  return ((await reply.json()) as { data: { parcelNumber: string } }).data.parcelNumber;
}

/**
 * A finished sack in stock, and two of the customer's orders for it each packed into a parcel and
 * dispatched, through the API: the dispatch numbers and the sack's name.
 */
async function twoDispatches(page: Page, tag: string): Promise<{ numbers: string[]; itemName: string }> {
  const [customer, branch, bags, category, store, finished] = await Promise.all([
    findByApi(page, 'party', 'companyName', CUSTOMER),
    findByApi(page, 'erp/branch', 'name', 'Head Office'),
    findByApi(page, 'uom', 'name', 'BAG'),
    findByApi(page, 'partyTypeCategory', 'name', 'Finished Goods'),
    findByApi(page, 'chemical/stockArea', 'name', 'Raw Material Store'),
    findByApi(page, 'chemical/stockArea', 'name', 'Finished Goods Store'),
  ]);
  const itemName = `PP Woven Sack 50 kg INV ${tag}`;
  const item = await saveByApi(page, 'chemical/item', {
    code: `E2E-INV-${tag}`,
    name: itemName,
    categoryId: category.id,
    uomId: bags.id,
    reorderLevel: 10,
    salePrice: 150,
    purchasePrice: 120,
    hsnCode: '6305',
    saleGstRate: 5,
    purchaseGstRate: 5,
  });
  const lot = `INV-${tag}`;
  await receive(page, item.id, 1000, lot);
  const today = new Date().toISOString().slice(0, 10);
  const numbers: string[] = [];
  for (const quantity of [300, 200]) {
    const order = await submitByApi(
      page,
      'chemical/salesOrder',
      await saveByApi(page, 'chemical/salesOrder', {
        partyId: customer.id,
        date: today,
        branchId: branch.id,
        placeOfSupply: '08',
        lines: [{ itemId: item.id, quantity, rate: 150, hsnCode: '6305', gstRate: 5 }],
      }),
    );
    const orderLine = (order.lines as { id: number }[])[0]?.id;
    const parcel = await parcelNumber(page);
    const packed = { parcelNumber: parcel, itemId: item.id, quantity };
    await submitByApi(
      page,
      'chemical/packingProcess',
      await saveByApi(page, 'chemical/packingProcess', {
        date: today,
        salesOrderId: order.id,
        lines: [
          {
            ...packed,
            stockAreaId: store.id,
            lotNumber: lot,
            toStockAreaId: finished.id,
            grossWeight: 20,
            netWeight: 19,
          },
        ],
      }),
    );
    const dispatched = await submitByApi(
      page,
      'chemical/dispatch',
      await saveByApi(page, 'chemical/dispatch', {
        partyId: customer.id,
        salesOrderId: order.id,
        date: today,
        vehicleNumber: 'RJ14GB2201',
        driverName: 'Ravi Yadav',
        lrNumber: `LR-${tag}`,
        freight: 750,
        lines: [{ ...packed, salesOrderLineId: orderLine, stockAreaId: finished.id }],
      }),
    );
    numbers.push(String(dispatched.number));
  }
  return { numbers, itemName };
}

test('a sales invoice bills two dispatches chosen From Dispatches, is numbered, printed, sent for its e-way bill and credited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = runTag();
  await logIn(page);
  const { numbers, itemName } = await twoDispatches(page, tag);

  await openFromMenu(page, 'Billing', 'Sales Invoice');
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('form', { name: 'Sales Invoice' });
  const fromDispatches = page.getByRole('button', { name: 'From Dispatches' });
  await expect(fromDispatches).toBeDisabled();
  await choose(form, 'Customer', 'ambuja', CUSTOMER);
  await choose(form, 'Bill From (Branch)', 'head', 'Head Office');
  await fill(form, 'Date', day(0));

  await fromDispatches.click();
  const picker = page.getByRole('dialog', { name: 'Dispatches left to bill' });
  await picker.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const rows = picker.getByRole('table', { name: 'Dispatch lines to bill' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  for (const number of numbers)
    await picker.getByRole('checkbox', { name: `Bill ${number}: ${itemName}` }).check();
  await expect(picker).toContainText('Dispatches chosen: 2');
  await picker.getByRole('button', { name: 'Bill Chosen' }).click();
  await expect(picker).toBeHidden();

  for (const line of [1, 2])
    await expect(form.getByRole('combobox', { name: `Item, line ${line}`, exact: true })).toHaveValue(
      new RegExp(itemName),
    );
  await expect(form.getByRole('textbox', { name: 'LR Number', exact: true })).toHaveValue(`LR-${tag}`);
  await fill(form, 'Distance (km)', '640');
  const invoice = await submitted(page, form, 'Sales Invoice', 'INV', 'Completed');
  expect(invoice).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);

  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Print' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${invoice.replaceAll('/', '-')}.pdf`);
  const text = pdfPages(await readFile(await pdf.path()))
    .flat()
    .join('\n');
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(invoice);

  // The e-way bill's bulk file (the invoice is over ₹50,000): the invoice as the document, the dispatches' lorry.
  const eway = page.waitForEvent('download');
  const answer = page.waitForResponse((response) => response.url().endsWith('/ewayBill'));
  await page.getByRole('button', { name: 'Download e-way bill JSON' }).click();
  const replied = await answer;
  expect(replied.status(), await replied.text()).toBe(200);
  const file = await eway;
  expect(file.suggestedFilename()).toBe(`EWB-${invoice.replaceAll('/', '-')}.json`);
  const bulk = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    billLists: { docNo: string; vehicleNo: string; transDistance: number }[];
  };
  expect(bulk.billLists).toEqual([
    expect.objectContaining({ docNo: invoice, vehicleNo: 'RJ14GB2201', transDistance: 640 }),
  ]);

  // A price correction credited against the invoice: its lines come From Invoice, lowered to what is credited.
  await openFromMenu(page, 'Billing', 'Credit Note');
  await page.getByRole('button', { name: 'Add New' }).click();
  const note = page.getByRole('form', { name: 'Credit Note' });
  await choose(note, 'Customer', 'ambuja', CUSTOMER);
  await choose(note, 'Branch', 'head', 'Head Office');
  await fill(note, 'Date', day(0));
  await choose(note, 'Against Invoice', invoice.slice(-5), invoice);
  await note
    .getByRole('combobox', { name: 'Reason', exact: true })
    .selectOption({ label: 'Price Correction' });
  await expect(note.getByRole('combobox', { name: 'Item, line 2', exact: true })).toHaveValue(
    new RegExp(itemName),
  );
  await fill(note, 'Quantity, line 1', '10');
  await fill(note, 'Quantity, line 2', '5');
  await submitted(page, note, 'Credit Note', 'CN', 'Completed');
});
