import { expect, type Locator, type Page } from '@playwright/test';
import { mainMenu } from './erp.ts';

/** A short tag that makes this run's records unique (the e2e data folder may be reused). */
export const runTag = (): string => Date.now().toString(36).slice(-5).toUpperCase();

/** Opens a master from the sidebar: its group, then its entry. */
export async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const menu = mainMenu(page);
  const link = menu.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: group, exact: true }).click();
  await link.click();
}

/** The list screen of a master, by its title: its filter box and table. */
export function listScreen(page: Page, title: string) {
  return {
    filter: page.getByRole('searchbox', { name: `Filter ${title}` }),
    table: page.getByRole('table', { name: title }),
    row: (text: string) =>
      page.getByRole('table', { name: title }).getByRole('row').filter({ hasText: text }),
  };
}

/** Filters the list by `text` and waits for the row holding it. */
export async function search(page: Page, title: string, text: string, shown = text): Promise<Locator> {
  const list = listScreen(page, title);
  await list.filter.fill(text);
  const row = list.row(shown);
  await expect(row).toHaveCount(1);
  return row;
}

/**
 * Filters the list by a record's `code` and waits for the one row with a cell that is exactly it: a code as
 * short as KG can be part of another record's name (a run's tag is random letters and digits).
 */
export async function searchCode(page: Page, title: string, code: string): Promise<Locator> {
  const list = listScreen(page, title);
  await list.filter.fill(code);
  const row = list.table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** Chooses in a searchable select: types `text` and clicks the option whose name starts with `option`. */
export async function choose(
  form: Locator,
  label: string,
  text: string,
  option: string | RegExp,
): Promise<void> {
  const box = form.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(text);
  const name =
    typeof option === 'string' ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : option;
  await form.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name }).first().click();
  await expect(box).not.toHaveValue('');
}

/** Waits for a toast with this message, then closes every toast (they sit over the page header's buttons). */
export async function seeToast(page: Page, message: string | RegExp): Promise<void> {
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText(message).first()).toBeVisible();
  const dismiss = notifications.getByRole('button', { name: 'Dismiss' });
  // A toast may close itself between the count and the click: it then needs no dismissing.
  while ((await dismiss.count()) > 0)
    await dismiss
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
}

/**
 * Takes a document action that asks first (issue 42: Submit and Issue say what they will do) and confirms
 * it in its dialog.
 */
export async function confirmAction(
  page: Page,
  form: Locator,
  action: 'Submit' | 'Issue' | 'Accept',
): Promise<void> {
  await form.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action} .+\\?$`) });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const YEAR = '(?:\\d{2})?\\d{2}-\\d{2}';

/**
 * The heading a submitted document's form shows: `<number> · <status>`; answers the number (its year
 * `2026-27`, or `26-27` in a GST series).
 */
export async function submitted(page: Page, form: Locator, title: string, series: string, status: string) {
  // The submit's reply first: on a busy machine it may take longer than a toast is looked for.
  const reply = page.waitForResponse((response) => response.url().endsWith('/submit'));
  await confirmAction(page, form, 'Submit');
  await reply;
  await seeToast(page, new RegExp(`${title} ${series}/${YEAR}/\\d{5} Submitted Successfully`));
  const heading = form.getByRole('heading', {
    name: new RegExp(`^${series}/${YEAR}/\\d{5} · ${status}$`),
  });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').split(' · ')[0] ?? '';
}

/** Saves the form and waits for the success toast and the list. */
export async function saveForm(
  page: Page,
  form: Locator,
  button: 'Save' | 'Update',
  message: string,
  list: RegExp,
) {
  await form.getByRole('button', { name: button, exact: true }).click();
  await seeToast(page, message);
  await expect(page).toHaveURL(list);
}

/** Deletes the row named `rowName` (its first column) after the confirmation, and waits for it to go. */
export async function deleteRow(page: Page, title: string, rowName: string, message: string): Promise<void> {
  await search(page, title, rowName);
  await page.getByRole('button', { name: `Delete ${rowName}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await seeToast(page, message);
  await expect(listScreen(page, title).row(rowName)).toHaveCount(0);
}

/** The bearer token of the logged-in user, for setting up data through the API where the UI is not tested. */
export function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => window.localStorage.getItem('token') ?? '');
}

/** Saves a record of a module (by its API path) through the API as the logged-in user; returns it. */
export async function saveByApi(
  page: Page,
  apiPath: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: number }> {
  const reply = await page.request.post(`/api/v1/${apiPath}/save`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: body,
  });
  const envelope = (await reply.json()) as {
    responseCode: number;
    responseMessage: string;
    data: { id: number };
  };
  expect(envelope.responseCode, envelope.responseMessage).toBe(200);
  return envelope.data;
}

/** The first record of a list whose `key` equals `value`, through the API. */
export async function findByApi(
  page: Page,
  path: string,
  key: string,
  value: unknown,
): Promise<Record<string, unknown> & { id: number }> {
  const reply = await page.request.get(`/api/v1/${path}/getAllByPartner`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const { dataList = [] } = (await reply.json()) as {
    dataList?: (Record<string, unknown> & { id: number })[];
  };
  const found = dataList.find((row) => row[key] === value);
  if (!found) throw new Error(`no ${path} with ${key} ${String(value)}`);
  return found;
}

/**
 * An approval level as `body` says (its module and level): saved, or updated where an earlier spec or run
 * left one (a module's level is unique).
 */
export async function approvalLevel(page: Page, body: Record<string, unknown>): Promise<{ id: number }> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const list = await page.request.get(
    `/api/v1/approvalConfiguration/getAllByPartner?q=${String(body.moduleName)}`,
    {
      headers,
    },
  );
  const { dataList = [] } = (await list.json()) as { dataList?: Record<string, unknown>[] };
  const earlier = dataList.find((row) => row.moduleName === body.moduleName && row.level === body.level);
  if (!earlier) return saveByApi(page, 'approvalConfiguration', body);
  const reply = await page.request.post('/api/v1/approvalConfiguration/update', {
    headers,
    data: { ...earlier, ...body },
  });
  const envelope = (await reply.json()) as { responseCode: number; responseMessage: string };
  expect(envelope.responseCode, envelope.responseMessage).toBe(200);
  return { id: Number(earlier.id) };
}

/** Switches an approval configuration off again, so that later documents of its module open without approval. */
export async function switchOffApproval(page: Page, id: number): Promise<void> {
  const config = await page.request.get(`/api/v1/approvalConfiguration/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const { data } = (await config.json()) as { data: Record<string, unknown> };
  const reply = await page.request.post('/api/v1/approvalConfiguration/update', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { ...data, active: false },
  });
  const envelope = (await reply.json()) as { responseCode: number; responseMessage: string };
  expect(envelope.responseCode, envelope.responseMessage).toBe(200);
}
