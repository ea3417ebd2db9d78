import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, open } from './support/erp.ts';
import { choose, openFromMenu, runTag, search, tokenOf } from './support/masters.ts';

// Issue 14: "a Chromium test types into every kind of numeric field (amount, quantity, percentage,
// integer) the way a user does (Tab, type, Tab, save, reopen) and checks the stored value"; a value with
// more decimals than the field allows is refused with a message, never rounded.

// Each test saves and reopens a record two or three times: more steps than the usual 30 s allow for.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

const addNew = (page: Page) => page.getByRole('button', { name: 'Add New' }).click();

/**
 * Tabs from `from` into `field` as a user does: the field's whole text is selected, so what is typed
 * replaces it; then Tab leaves it.
 */
async function tabInAndType(page: Page, from: Locator, field: Locator, text: string): Promise<void> {
  await from.focus();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  const { selected, length } = await field.evaluate((input: HTMLInputElement) => ({
    selected: [input.selectionStart, input.selectionEnd],
    length: input.value.length,
  }));
  expect(selected).toEqual([0, length]);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
  await page.keyboard.press('Tab');
}

/** Saves the form: the success message, then the list. */
async function saveForm(page: Page, form: Locator, button: 'Save' | 'Update', message: string, list: RegExp) {
  await form.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(message).first()).toBeVisible();
  await expect(page).toHaveURL(list);
}

/** The record as the server keeps it, read through the API with the session's token. */
async function stored(page: Page, path: string): Promise<Record<string, unknown>> {
  const reply = await page.request.get(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  return ((await reply.json()) as { data: Record<string, unknown> }).data;
}

/** The id of the record whose form is open (`…/addUpdate/12`). */
const openId = (page: Page): string => /addUpdate\/(\d+)$/.exec(page.url())?.[1] ?? '';

test('Item: amounts and a quantity typed with Tab are stored exactly; more than paise is refused', async ({
  page,
}) => {
  const code = `E2E-NUM-${runTag()}`;
  await openFromMenu(page, 'Masters', 'Item');
  await addNew(page);
  const form = page.getByRole('form', { name: 'Item' });
  const purchasePrice = form.getByLabel('Purchase Price');
  const salePrice = form.getByLabel('Sale Price');
  const reorderLevel = form.getByLabel('Reorder Level');
  await form.getByLabel('Item Code').fill(code);
  await form.getByLabel('Item Name').fill(`E2E Granules ${code}`);
  await choose(form, 'Category', 'raw', 'Raw Material');
  await choose(form, 'Unit of Measure', 'kg', 'KG');
  await form.getByLabel('Purchase GST Rate').selectOption({ label: '18%' });
  await form.getByLabel('Sale GST Rate').selectOption({ label: '18%' });
  await tabInAndType(page, form.getByLabel('Sale GST Rate'), purchasePrice, '17.50');
  await tabInAndType(page, purchasePrice, salePrice, '20');
  await tabInAndType(page, salePrice, reorderLevel, '100');
  await saveForm(page, form, 'Save', 'Item Saved Successfully', /#\/module\/product$/);

  const edit = async () => {
    await (await search(page, 'Item', code)).getByRole('button', { name: `Edit ${code}` }).click();
    await expect(purchasePrice).not.toHaveValue('');
  };
  await edit();
  const id = openId(page);
  // The issue's own case: 17.50, Tab in, 99 typed: 99, not 17.599 saved as 17.6.
  await expect(purchasePrice).toHaveValue('17.50');
  await tabInAndType(page, form.getByLabel('Sale GST Rate'), purchasePrice, '99');
  await expect(purchasePrice).toHaveValue('99.00');
  await tabInAndType(page, purchasePrice, salePrice, '1,00,000.50');
  await tabInAndType(page, salePrice, reorderLevel, '1250.125');
  await saveForm(page, form, 'Update', 'Item Updated Successfully', /#\/module\/product$/);

  await edit();
  await expect(purchasePrice).toHaveValue('99.00');
  await expect(salePrice).toHaveValue('1,00,000.50');
  // KG takes three decimals: the quantity shows with them.
  await expect(reorderLevel).toHaveValue('1,250.125');
  expect(await stored(page, `chemical/item/${id}`)).toMatchObject({
    purchasePrice: 99,
    salePrice: 100000.5,
    reorderLevel: 1250.125,
  });

  // More decimals than paise: kept as typed, refused on the field, nothing rounded or sent.
  await tabInAndType(page, form.getByLabel('Sale GST Rate'), purchasePrice, '17.599');
  await expect(purchasePrice).toHaveValue('17.599');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Purchase Price may have at most 2 decimal places')).toBeVisible();
  await expect(purchasePrice).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/addUpdate\/\d+$/);
  expect((await stored(page, `chemical/item/${id}`)).purchasePrice).toBe(99);
});

test("Unit of Measure: decimals typed with Tab are stored; a quantity takes its unit's decimals", async ({
  page,
}) => {
  const name = `E2E-PCS-${runTag()}`;
  await openFromMenu(page, 'Masters', 'Unit of Measure');
  await addNew(page);
  const uomForm = page.getByRole('form', { name: 'Unit of Measure' });
  const decimals = uomForm.getByLabel('Decimals');
  await uomForm.getByLabel('Name').fill(name);
  // A new unit starts with three decimals (decision 0607); a counted one takes none.
  await expect(decimals).toHaveValue('3');
  await tabInAndType(page, uomForm.getByLabel('GST Unit Code (UQC)'), decimals, '0');
  await saveForm(page, uomForm, 'Save', 'Unit of Measure Saved Successfully', /#\/module\/uom$/);
  await (await search(page, 'Unit of Measure', name)).getByRole('button', { name: `Edit ${name}` }).click();
  await expect(decimals).toHaveValue('0');
  expect((await stored(page, `uom/${openId(page)}`)).decimals).toBe(0);
  await uomForm.getByRole('button', { name: 'Cancel' }).click();

  // An item in that unit: a fraction of it is refused by the server, on the field.
  const code = `E2E-PCS-IT-${runTag()}`;
  await open(page, '/module/product/addUpdate');
  const form = page.getByRole('form', { name: 'Item' });
  await form.getByLabel('Item Code').fill(code);
  await form.getByLabel('Item Name').fill(`E2E Bobbins ${code}`);
  await choose(form, 'Category', 'raw', 'Raw Material');
  await choose(form, 'Unit of Measure', name.toLowerCase(), name);
  await form.getByLabel('Purchase GST Rate').selectOption({ label: '5%' });
  await form.getByLabel('Sale GST Rate').selectOption({ label: '5%' });
  await form.getByLabel('Purchase Price').fill('12');
  await form.getByLabel('Sale Price').fill('15');
  const reorderLevel = form.getByLabel('Reorder Level');
  await tabInAndType(page, form.getByLabel('Sale Price'), reorderLevel, '12.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(`Reorder Level must be a whole number in ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/#\/module\/product\/addUpdate$/);
  await tabInAndType(page, form.getByLabel('Sale Price'), reorderLevel, '12');
  await saveForm(page, form, 'Save', 'Item Saved Successfully', /#\/module\/product$/);
  await (await search(page, 'Item', code)).getByRole('button', { name: `Edit ${code}` }).click();
  await expect(reorderLevel).toHaveValue('12');
  expect((await stored(page, `chemical/item/${openId(page)}`)).reorderLevel).toBe(12);
});

test('Funnel Stage: a whole number and a percentage typed with Tab are stored exactly', async ({ page }) => {
  const name = `E2E Stage ${runTag()}`;
  await open(page, '/module/funnelStage/addUpdate');
  const form = page.getByRole('form', { name: 'Funnel Stage' });
  const nameField = form.getByLabel('Name');
  const sequence = form.getByLabel('Sequence');
  const probability = form.getByLabel('Win Probability (%)');
  await nameField.fill(name);
  await tabInAndType(page, nameField, sequence, '2.5');
  await tabInAndType(page, sequence, probability, '12.345');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Sequence must be a whole number')).toBeVisible();
  await expect(form.getByText('Win Probability (%) may have at most 2 decimal places')).toBeVisible();

  await tabInAndType(page, nameField, sequence, '7');
  await tabInAndType(page, sequence, probability, '37.5');
  await saveForm(page, form, 'Save', 'Funnel Stage Saved Successfully', /#\/module\/funnelStage$/);
  await (await search(page, 'Funnel Stage', name)).getByRole('button', { name: `Edit ${name}` }).click();
  await expect(sequence).toHaveValue('7');
  await expect(probability).toHaveValue('37.50');
  expect(await stored(page, `crm/funnelStage/${openId(page)}`)).toMatchObject({
    sequence: 7,
    probability: 37.5,
  });
});
