import { expect, test, type Page } from '@playwright/test';
import { deleteSysConfig, logIn, mainMenu, setSysConfig } from './support/erp.ts';

/** What the sidebar shows, by the width the theme gives each type (full 248 px, iconbar 104, mini 64). */
async function shownType(page: Page): Promise<'full' | 'iconbar' | 'mini' | 'hidden'> {
  const menu = mainMenu(page);
  if (!(await menu.isVisible())) return 'hidden';
  const box = await menu.boundingBox();
  const width = box?.width ?? 0;
  if (width > 180) return 'full';
  return width > 70 ? 'iconbar' : 'mini';
}

const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Toggle sidebar' });

async function expectType(page: Page, type: Awaited<ReturnType<typeof shownType>>): Promise<void> {
  await expect.poll(() => shownType(page)).toBe(type);
}

/** Reloads the page and waits for the session's start-up reads (the system config among them). */
async function reloadSession(page: Page): Promise<void> {
  await page.reload();
  await page.waitForLoadState('networkidle');
}

async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('spec §2: the full sidebar at 1200, 1000 and 700 px, and its toggle', async ({ page }) => {
  await atWidth(page, 1200);
  await expectType(page, 'full');
  await toggle(page).click();
  await expectType(page, 'mini');
  await toggle(page).click();
  await expectType(page, 'full');

  await atWidth(page, 1000);
  await expectType(page, 'mini');
  await toggle(page).click();
  await expectType(page, 'full');

  await atWidth(page, 700);
  await expectType(page, 'mini');
  await toggle(page).click();
  await expectType(page, 'full');
});

test('spec §2: the iconbar and overlay types (system config SIDEBAR_TYPE) at 1200, 1000 and 700 px, and their toggle', async ({
  page,
}) => {
  test.slow();
  try {
    await setSysConfig(page, 'SIDEBAR_TYPE', 'iconbar');
    await reloadSession(page);
    await atWidth(page, 1200);
    await expectType(page, 'iconbar');
    await toggle(page).click();
    await expectType(page, 'mini');
    await toggle(page).click();
    await expectType(page, 'iconbar');
    await atWidth(page, 1000);
    await expectType(page, 'mini');
    await toggle(page).click();
    await expectType(page, 'iconbar');

    await setSysConfig(page, 'SIDEBAR_TYPE', 'overlay');
    await reloadSession(page);
    await atWidth(page, 1000);
    await expectType(page, 'hidden');
    await toggle(page).click();
    await expectType(page, 'full');
    await page.keyboard.press('Escape');
    await expectType(page, 'hidden');
    await atWidth(page, 700);
    await expectType(page, 'mini');
    // The mini sidebar returns to the default type: the overlay, its menu hidden until toggled.
    await toggle(page).click();
    await expectType(page, 'hidden');
    await toggle(page).click();
    await expectType(page, 'full');
  } finally {
    await page.keyboard.press('Escape');
    await atWidth(page, 1280);
    await deleteSysConfig(page, 'SIDEBAR_TYPE');
  }
});
