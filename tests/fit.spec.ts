import { expect, test, type Locator, type Page } from '@playwright/test';
import { day } from './support/dates.ts';
import { logIn, open } from './support/erp.ts';
import { choose, runTag, submitted } from './support/masters.ts';
import { fill } from './support/stock.ts';

// Issue 56 "Fit", on the demo data: at a 1440 px desk a list and a document's lines keep their key columns in
// view, scrolled or not, and a form's tools are ordinary buttons; on a 390 px phone a document's lines are cards
// and neither a form nor a party's ledger scrolls sideways.

const DESK = { width: 1440, height: 900 };
/** A screen's code comes on demand: on a busy machine its first paint is given time. */
const SHOWN = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };

/** How far the page and its content scroll sideways (0: not at all). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
  });

/** The parts of the page's content a user must swipe sideways to read: a scrolling box wider than its frame. */
const swipes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')].flatMap((element) =>
      element.scrollWidth > element.clientWidth + 1 &&
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX)
        ? [
            `${element.getAttribute('aria-label') ?? element.tagName} ${element.scrollWidth} px in ${element.clientWidth}`,
          ]
        : [],
    ),
  );

/** The width of an element on the screen. */
const widthOf = async (element: Locator) => (await element.boundingBox())?.width ?? 0;

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test.describe('at a 1440 px desk', () => {
  test.use({ viewport: DESK });

  test('Inventory Stock keeps its item, value and status in view, the item when scrolled to its last column', async ({
    page,
  }) => {
    await open(page, '/module/inward-stock');
    const table = page.getByRole('table', { name: 'Inventory Stock' });
    await expect(table.getByRole('row').nth(1)).toBeVisible(SHOWN);
    for (const name of ['Item Code', 'Value', 'Status'])
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
    await page
      .getByRole('region', { name: 'Inventory Stock table' })
      .evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
    await expect(table.getByRole('columnheader', { name: 'Packing Type' })).toBeInViewport({ ratio: 1 });
    for (const name of ['Item Code', 'Value', 'Status'])
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  });

  test("a purchase order's lines keep the item, the line's total and Remove in view", async ({ page }) => {
    await open(page, '/module/purchase-order/addUpdate');
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines).toBeVisible(SHOWN);
    for (const name of ['Item', 'Total', 'Remove'])
      await expect(lines.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  });

  test("a daily production's lines keep the machine and the item in view when scrolled to the last column", async ({
    page,
  }) => {
    await open(page, '/module/daily-production/addUpdate');
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines).toBeVisible(SHOWN);
    // The lines scroll in the table's own frame, as a user's keyboard moving to the last column would.
    await lines.evaluate((table) => table.parentElement?.scrollTo({ left: table.scrollWidth }));
    for (const name of ['Machine', 'Item', 'Wastage (kg)'])
      await expect(lines.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  });

  test("a packaging's New Parcel is an ordinary button, not a bar across the page", async ({ page }) => {
    await open(page, '/module/packaging/addUpdate');
    const button = page.getByRole('button', { name: 'New Parcel' });
    await expect(button).toBeVisible(SHOWN);
    expect(await widthOf(button)).toBeLessThan(DESK.width / 5);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test("a dispatch's lines are cards, and nothing scrolls sideways", async ({ page }) => {
    await open(page, '/module/dispatch/addUpdate');
    const lines = page.getByRole('list', { name: 'Lines' });
    await expect(lines.getByRole('listitem')).toHaveCount(1, SHOWN);
    const item = lines.getByRole('combobox', { name: 'Item, line 1' });
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeInViewport({ ratio: 1 });
    await expect(lines.getByRole('textbox', { name: 'Dispatched Quantity, line 1' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await swipes(page)).toEqual([]);
  });

  test("a party's ledger, its entries and its ageing need no sideways swipe", async ({ page }) => {
    // A receipt on account puts an entry on the demo customer's ledger, a long reference beside it.
    await open(page, '/module/receipt/addUpdate');
    const form = page.getByRole('form', { name: 'Receipt' });
    await expect(form).toBeVisible(SHOWN);
    await choose(form, 'Customer', 'Ambuja', 'Ambuja Cement Works Ltd');
    await fill(form, 'Date', day(0));
    await form.getByRole('combobox', { name: 'Mode', exact: true }).selectOption({ label: 'NEFT/RTGS' });
    await fill(form, 'Reference (Cheque / UTR)', `UTR-SBIN-${runTag()}-2026112700001234`);
    await fill(form, 'Amount', '1234567.89');
    const receipt = await submitted(page, form, 'Receipt', 'RCT', 'Completed');
    await open(page, '/module/party-ledger');
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox', { name: 'Party', exact: true })).toBeVisible(SHOWN);
    await choose(main, 'Party', 'Ambuja', 'Ambuja Cement Works Ltd');
    await expect(page.getByRole('list', { name: 'Party Ledger' })).toContainText(receipt);
    await expect(page.getByRole('heading', { name: 'Ageing' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await swipes(page)).toEqual([]);
  });
});
