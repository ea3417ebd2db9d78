import { expect, test, type Page } from '@playwright/test';
import { logIn, open, USERS } from './support/erp.ts';

// Issue 58, items 1 and 2 (decision 2303): installable per brand, opening with the network off after a first
// visit, and the top bar saying so, on a 390 px phone.

// The service worker is what these specs test: let in here, blocked elsewhere (playwright.config.ts).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const connection = (page: Page) => page.getByRole('banner').getByRole('status', { name: 'Connection' });

test("the worker and each brand's manifest are served as what they are", async ({ page, request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  await page.goto('/?partner=narmada');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('assets/brands/narmada/manifest.webmanifest');
  const manifest = await request.get(`/${href}`);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { name: string; display: string; icons: { src: string }[] };
  expect(body).toMatchObject({ name: 'Narmada Polysacks', display: 'standalone' });
  for (const icon of body.icons) {
    const file = await request.get(`/assets/brands/narmada/${icon.src}`);
    expect(file.headers()['content-type']).toBe('image/png');
  }
});

test('after a first visit the app opens with the network off and the top bar says Offline', async ({
  page,
  context,
}) => {
  await logIn(page);
  // The first visit installs the worker, which keeps every file of this version and takes the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(connection(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(connection(page)).toHaveText('Offline');
  await page.reload();
  // Not the browser's error page: the app, its top bar and its user, still saying Offline.
  await expect(page.getByRole('banner').getByRole('button', { name: USERS.admin.name })).toBeVisible();
  await expect(connection(page)).toHaveText('Offline');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Another screen, whose code is a chunk not yet loaded: the worker kept it with the rest of the version.
  await open(page, '/module/uom/addUpdate');
  await expect(page.getByRole('form', { name: 'Unit of Measure' })).toBeVisible();
  await expect(connection(page)).toHaveText('Offline');

  // The network back, nothing waiting: the sign is gone.
  await context.setOffline(false);
  await expect(connection(page)).toHaveCount(0);
});

test('the login screen says when there is no network, and stops saying so when it is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form).toBeVisible();
  await context.setOffline(true);
  await expect(form.getByRole('status')).toHaveText('Offline: logging in needs the network');
  await context.setOffline(false);
  await expect(form.getByRole('status')).toHaveCount(0);
});
