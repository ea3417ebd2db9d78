import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { labelAddress } from '../packages/domain/src/index.ts';
import { logIn, setSysConfig } from './support/erp.ts';
import { findByApi, runTag, saveByApi, tokenOf } from './support/masters.ts';
import { receive, submitByApi } from './support/stock.ts';
import { indiaDay } from './support/dates.ts';
import { writeQrVideo } from './support/y4m.ts';

// Issue 58 item 3: "End to end on a 390 px phone in Chromium with its fake camera shown a label's QR: make the
// camera's video from the label's own QR text in the test …, and scan a lot, a parcel, a machine and a rack;
// another site's code is refused." Desktop Chromium on Linux has no BarcodeDetector: the app's own ZXing
// WebAssembly reads the picture (decision 2330).

const PHONE = { width: 390, height: 844 };
const videos = mkdtempSync(join(tmpdir(), 'scan-camera-'));

/** The first label's text of `type`'s record `id`, as the server gives it (`chemical/qrCode/{type}/{id}`). */
async function labelText(page: Page, type: string, id: number): Promise<string> {
  const reply = await page.request.get(`/api/v1/chemical/qrCode/${type}/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const body = (await reply.json()) as { responseMessage: string; dataList?: { content: string }[] };
  expect(reply.status(), body.responseMessage).toBe(200);
  return body.dataList?.[0]?.content ?? '';
}

/**
 * 5 of the item's lot packed into a new parcel for Ambuja Cement's sales order, through the API: the
 * packaging's id and the parcel's number.
 */
async function packedParcel(page: Page, itemId: number, lotNumber: string) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const customer = await findByApi(page, 'party', 'companyName', 'Ambuja Cement Works Ltd');
  const branch = await findByApi(page, 'erp/branch', 'name', 'Head Office');
  const store = await findByApi(page, 'chemical/stockArea', 'name', 'Raw Material Store');
  const finished = await findByApi(page, 'chemical/stockArea', 'name', 'Finished Goods Store');
  const order = await submitByApi(
    page,
    'chemical/salesOrder',
    await saveByApi(page, 'chemical/salesOrder', {
      partyId: customer.id,
      date: indiaDay(),
      branchId: branch.id,
      placeOfSupply: '24',
      paymentTerms: '30 days',
      lines: [{ itemId, quantity: 5, rate: 250 }],
    }),
  );
  const reply = await page.request.get('/api/v1/chemical/packingProcess/getUniqueParcelNumber', { headers });
  const number = ((await reply.json()) as { data: { parcelNumber: string } }).data.parcelNumber;
  const packing = await submitByApi(
    page,
    'chemical/packingProcess',
    await saveByApi(page, 'chemical/packingProcess', {
      date: indiaDay(),
      salesOrderId: order.id,
      lines: [
        {
          itemId,
          stockAreaId: store.id,
          lotNumber,
          toStockAreaId: finished.id,
          parcelNumber: number,
          quantity: 5,
          grossWeight: 6,
          netWeight: 5,
        },
      ],
    }),
  );
  return { packagingId: packing.id as number, number };
}

/** The labels scanned: each one's text from the server, and the floor's address it opens. */
/** Each label, the page it opens, and that page's heading where the test knows it (a machine's, a parcel's). */
const labels: { name: string; text: string; opens: RegExp; heading?: string }[] = [];
/** The admin's session, signed in once and handed to each phone. */
let session: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await logIn(page);
  await setSysConfig(page, 'LABEL_SUPPORT', 'YES');
  const tag = runTag();
  const machine = await findByApi(page, 'chemical/machine', 'code', 'LOOM-01');
  const branch = await findByApi(page, 'erp/branch', 'name', 'Head Office');
  const yard = await saveByApi(page, 'erp/location', {
    name: `Scan Yard ${tag}`,
    code: `SY-${tag}`,
    branchId: branch.id,
  });
  const rack = await saveByApi(page, 'erp/rack', {
    name: `R-${tag}`,
    code: `RK-${tag}`,
    locationId: yard.id,
  });
  const granules = await findByApi(page, 'chemical/item', 'code', 'RM-PP-001');
  const inward = await receive(page, granules.id, 25, `L-${tag}`);
  const parcel = await packedParcel(page, granules.id, `L-${tag}`);
  labels.push(
    {
      name: 'a lot',
      text: await labelText(page, 'inward', inward.id as number),
      opens: new RegExp(`#/module/floor/lot/${granules.id}\\?lotNumber=L-${tag}$`),
    },
    {
      name: 'a parcel',
      text: await labelText(page, 'packaging', parcel.packagingId),
      opens: new RegExp(`#/module/floor/parcel\\?parcelNumber=${encodeURIComponent(parcel.number)}$`),
      heading: `Parcel: ${parcel.number}`,
    },
    {
      name: 'a machine',
      text: await labelText(page, 'machine', machine.id),
      opens: new RegExp(`#/module/floor/machine/${machine.id}$`),
      heading: `Machine: ${String(machine.name)}`,
    },
    {
      name: 'a rack',
      text: await labelText(page, 'rack', rack.id),
      opens: new RegExp(`#/module/floor/rack/${rack.id}$`),
    },
  );
  session = await page.context().storageState();
  await page.close();
});

/** A phone whose rear camera shows `text`'s QR, signed in as the admin, on the dashboard. */
async function phoneShowing(text: string, baseURL: string) {
  const video = join(videos, `${labels.length}-${Math.random().toString(36).slice(2)}.y4m`);
  writeQrVideo(video, text);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    storageState: session,
    permissions: ['camera'],
    // As in playwright.config.ts: no service worker fetching the whole build beside the test, no motion drawn.
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  // Decision 2330: the decoder's WebAssembly is ours; nothing is asked of another host (a CDN).
  const outside: string[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(baseURL)) outside.push(request.url());
  });
  const page = await context.newPage();
  await page.goto('/#/dashboard/classic');
  return { browser, page, outside };
}

const scanButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Scan', exact: true });

for (const name of ['a lot', 'a parcel', 'a machine', 'a rack']) {
  test(`Scan in the top bar reads ${name}'s label through the camera and opens its page of the floor`, async ({
    baseURL,
  }) => {
    const label = labels.find((one) => one.name === name);
    if (!label) throw new Error(`no label of ${name}`);
    const { browser, page, outside } = await phoneShowing(label.text, baseURL ?? '');
    try {
      await scanButton(page).click();
      const scanner = page.getByRole('dialog', { name: 'Scan a label' });
      await expect(scanner).toBeVisible();
      await expect(page).toHaveURL(label.opens, { timeout: 15_000 });
      if (label.heading) await expect(page.getByRole('heading', { name: label.heading })).toBeVisible();
      expect(outside).toEqual([]);
    } finally {
      await browser.close();
    }
  });
}

test("another site's label is refused in words and opens nothing", async ({ baseURL }) => {
  const other = labelAddress('https://erp.other-mill.in/', { kind: 'rack', id: 7 }, 1);
  const { browser, page } = await phoneShowing(other, baseURL ?? '');
  try {
    await scanButton(page).click();
    const scanner = page.getByRole('dialog', { name: 'Scan a label' });
    await expect(scanner.getByRole('alert')).toHaveText(
      'This label is of another site (erp.other-mill.in): it opens nothing here.',
      { timeout: 15_000 },
    );
    await expect(page).toHaveURL(/#\/dashboard\/classic$/);
    await scanner.getByRole('button', { name: 'Cancel' }).click();
    await expect(scanner).toBeHidden();
  } finally {
    await browser.close();
  }
});

test("the decoder's WebAssembly is served by our server and kept by the service worker for offline scans", async ({
  request,
}) => {
  const worker = await (await request.get('/sw.js')).text();
  const wasm = /assets\/zxing_reader-[\w-]+\.wasm/.exec(worker)?.[0];
  expect(wasm, 'the precache names the reader').toBeDefined();
  const served = await request.get(`/${wasm}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/wasm');
});
