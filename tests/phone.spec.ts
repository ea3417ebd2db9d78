import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu, open, USERS } from './support/erp.ts';

// Issue 14 (decision 0513): phones, at 390 × 844.

test.use({ viewport: { width: 390, height: 844 } });

const SCREENS = [
  {
    name: 'shell',
    path: '/dashboard/classic',
    ready: (page: Page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'list',
    // A search nothing matches: the other tests' records do not change the list's height. On a phone the
    // list is cards (decision 2081), here none but the message.
    path: '/module/uom?q=no-such-unit',
    ready: (page: Page) => page.getByText(/^No records/),
  },
  {
    name: 'form',
    path: '/module/uom/addUpdate',
    ready: (page: Page) => page.getByRole('form', { name: 'Unit of Measure' }),
  },
] as const;

/** How far the page and its content scroll sideways (0: not at all). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      content: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

for (const screen of SCREENS) {
  test(`the ${screen.name} does not scroll sideways and its header is whole`, async ({ page }) => {
    await open(page, screen.path);
    await expect(screen.ready(page)).toBeVisible();
    const scroll = await sidewaysScroll(page);
    expect(scroll.page).toBeLessThanOrEqual(0);
    expect(scroll.content).toBeLessThanOrEqual(0);
    const banner = page.getByRole('banner');
    for (const part of [
      banner.getByRole('button', { name: 'Toggle sidebar' }),
      banner.getByRole('link').first(),
      banner.getByRole('button', { name: USERS.admin.name }),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    await expect(page).toHaveScreenshot(`phone-${screen.name}.png`, {
      // The figures follow the data the other specs left (the dashboard's counts, the lists' totals).
      mask: [
        page.getByRole('table'),
        page.getByText(/^Total Count/),
        page.getByRole('list', { name: 'Counts' }).getByText(/^(\d[\d,]*|–)$/),
        // …and the sales figures follow them and the month (a chart's hidden table is as wide as its figures),
        // as do what customers and suppliers are owed (decision 1836).
        page.getByText(/^₹ ?[\d,.]+$/),
        page.getByText(/^Open entries: /),
        page.getByRole('figure'),
      ],
      maxDiffPixelRatio: 0.01,
    });
  });
}

test('the menu overlays the page rather than pushing it, and goes on a link', async ({ page }) => {
  await open(page, '/module/uom');
  const main = page.getByRole('main');
  await expect(mainMenu(page)).toBeHidden();
  const before = await main.boundingBox();
  await page.getByRole('banner').getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(mainMenu(page)).toBeVisible();
  const after = await main.boundingBox();
  expect(after).toEqual(before);
  const menuBox = await mainMenu(page).boundingBox();
  expect(menuBox && after && menuBox.x < after.x + after.width && menuBox.x + menuBox.width > after.x).toBe(
    true,
  );
  expect((await sidewaysScroll(page)).page).toBeLessThanOrEqual(0);
  await mainMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/#\/module\/dashboard$/);
  await expect(mainMenu(page)).toBeHidden();
});
