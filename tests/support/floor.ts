import { expect, type Locator, type Page } from '@playwright/test';
import { logIn } from './erp.ts';
import { tokenOf } from './masters.ts';

// What the floor's specs share (issue 58): a keyboard scanner's scan, a label's text, the floor's forms and
// the API reads that check where a floor entry landed.

/**
 * `text` typed as a keyboard scanner types it, then Enter, with no field focused: the keys are sent within the
 * page, a scanner's few ms apart, since a machine this busy can space Playwright's own keys past a person's.
 */
export async function scan(page: Page, text: string): Promise<void> {
  await page.evaluate((typed) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...typed, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * Logs in and waits until the organisation is read: until then a scan does nothing (decision 2312), and the
 * welcome may show before it is. A floor role's user on a phone lands on the floor's home (decision 2286).
 */
export async function ready(
  page: Page,
  username: string,
  name: string,
  { floor = false }: { floor?: boolean } = {},
): Promise<void> {
  const organisation = page.waitForResponse((reply) => reply.url().endsWith('/organization/getOrgByPartner'));
  await logIn(page, username);
  await organisation;
  if (floor) {
    await expect(page).toHaveURL(/#\/module\/floor$/);
    await expect(
      page.getByRole('region', { name: 'Floor' }).getByRole('button', { name: /^Scan/ }),
    ).toBeVisible();
  } else await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
}

/** An API call as the page's user; answers the envelope once its code is 200. */
export async function api<T = Record<string, unknown>>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<{ data: T; dataList: T[] }> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const reply =
    method === 'GET'
      ? await page.request.get(`/api/v1/${path}`, { headers })
      : await page.request.post(`/api/v1/${path}`, { headers, data });
  const envelope = (await reply.json()) as { responseCode: number; responseMessage: string };
  expect(envelope.responseCode, envelope.responseMessage).toBe(200);
  return envelope as unknown as { data: T; dataList: T[] };
}

/** The first label's text of `type`'s record `id`, as the server gives it (`chemical/qrCode/{type}/{id}`). */
export async function labelText(page: Page, type: string, id: number): Promise<string> {
  const { dataList } = await api<{ content: string }>(page, 'GET', `chemical/qrCode/${type}/${id}`);
  return dataList[0]?.content ?? '';
}

/** The lot's quantity at each stock area (held or not), from the ledger's balances: `{ area: quantity }`. */
export async function lotBalance(
  page: Page,
  itemId: number,
  lotNumber: string,
): Promise<Record<string, number>> {
  const { dataList } = await api<{ stockAreaName: string; quantity: number }>(
    page,
    'POST',
    'chemical/itemStock/getStock/v2',
    { itemId, lotNumber, page: 1, size: 50 },
  );
  const balance: Record<string, number> = {};
  for (const row of dataList)
    balance[row.stockAreaName] = (balance[row.stockAreaName] ?? 0) + Number(row.quantity);
  return balance;
}

/** The documents of `type` that moved the lot on the ledger (its stock card), by their ids. */
export async function lotDocuments(page: Page, itemId: number, lotNumber: string, type: string) {
  const { dataList } = await api<{ documentType: string; documentId: number }>(
    page,
    'POST',
    'chemical/itemStock/stockCard',
    { itemId, lotNumber, page: 1, size: 100 },
  );
  return [...new Set(dataList.filter((row) => row.documentType === type).map((row) => row.documentId))];
}

/** The floor action's form on the phone, by its title ("Move: Lot L-104", "Pack"). */
export const floorForm = (page: Page, title: string | RegExp) => page.getByRole('form', { name: title });

/** Chooses `option` in a floor form's picker `label`: its list opened, the option pressed (decision 2363). */
export async function choose(form: Locator, label: string, option: string): Promise<void> {
  await form.getByRole('combobox', { name: label }).click();
  await form.getByRole('option', { name: option, exact: true }).click();
}

/** The top bar's sign of the network and of what waits on the phone. */
export const connection = (page: Page) =>
  page.getByRole('banner').getByRole('status', { name: 'Connection' });
