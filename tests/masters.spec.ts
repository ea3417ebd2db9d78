import { expect, test, type Page } from '@playwright/test';
import { logIn, open } from './support/erp.ts';
import {
  choose,
  deleteRow,
  openFromMenu,
  runTag,
  saveForm,
  search,
  searchCode,
  seeToast,
} from './support/masters.ts';

// Issue 8: the full add, search, edit and delete cycle of a representative set of masters, as a user.

const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAAK0lEQVR42mOQy1tAU8QwasEIsODDh2c0RaMWjAQLRjPaqAWjZdGoBYPAAgAuyutMx5EkugAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

const addNew = (page: Page) => page.getByRole('button', { name: 'Add New' }).click();

test('Unit of Measure: add, search, edit; a duplicate name and a UOM in use are refused; delete', async ({
  page,
}) => {
  const name = `E2E-BOX-${runTag()}`;
  await openFromMenu(page, 'Masters', 'Unit of Measure');
  await expect(page).toHaveURL(/#\/module\/uom$/);
  await addNew(page);
  const form = page.getByRole('form', { name: 'Unit of Measure' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('GST Unit Code (UQC)').selectOption({ label: 'BOX - Box' });
  await saveForm(page, form, 'Save', 'Unit of Measure Saved Successfully', /#\/module\/uom$/);

  await (
    await search(page, 'Unit of Measure', name.toLowerCase(), name)
  )
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await form.getByLabel('Description').fill('Corrugated boxes');
  await saveForm(page, form, 'Update', 'Unit of Measure Updated Successfully', /#\/module\/uom$/);
  await expect(
    (await search(page, 'Unit of Measure', name)).getByRole('cell', { name: 'Corrugated boxes' }),
  ).toBeVisible();

  // Spec §8 4404032 on the Name field; the form stays open with what was typed.
  await addNew(page);
  await form.getByLabel('Name').fill(name.toLowerCase());
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A unit of measure with this name already exists.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/#\/module\/uom\/addUpdate$/);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // A unit of measure the items use cannot be deleted: a clear message, nothing lost.
  await searchCode(page, 'Unit of Measure', 'KG');
  await page.getByRole('button', { name: 'Delete KG', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await seeToast(page, /^This Unit of Measure is used by an? .+ record and cannot be deleted\.$/);
  await expect(page.getByRole('button', { name: 'Delete KG', exact: true })).toBeVisible();

  await deleteRow(page, 'Unit of Measure', name, 'Unit of Measure Deleted Successfully');
});

test('Item: add with a picture, search on the server, edit; spec §8 errors on their fields; delete', async ({
  page,
}) => {
  const tag = runTag();
  const code = `E2E-IT-${tag}`;
  await openFromMenu(page, 'Masters', 'Item');
  await expect(page).toHaveURL(/#\/module\/product$/);
  await addNew(page);
  const form = page.getByRole('form', { name: 'Item' });
  const fill = async (itemCode: string, salePrice: string) => {
    await form.getByLabel('Item Code').fill(itemCode);
    await form.getByLabel('Item Name').fill(`E2E Woven Sack ${tag}`);
    await choose(form, 'Category', 'finished', 'Finished Goods');
    await choose(form, 'Unit of Measure', 'bag', 'BAG');
    await form.getByLabel('Purchase GST Rate').selectOption({ label: '5%' });
    await form.getByLabel('Sale GST Rate').selectOption({ label: '5%' });
    await form.getByLabel('Purchase Price').fill('11.5');
    await form.getByLabel('Sale Price').fill(salePrice);
    await form.getByLabel('Reorder Level').fill('5000');
  };

  // Spec §8 4404017, checked in the browser with the server's rule: shown on the field, nothing sent.
  await fill(code.toLowerCase(), '0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Sale Price must be greater than zero')).toBeVisible();
  await form.getByLabel('Sale Price').fill('14.75');
  await form
    .getByLabel('Picture')
    .setInputFiles({ name: 'sack.png', mimeType: 'image/png', buffer: PICTURE });
  await saveForm(page, form, 'Save', 'Item Saved Successfully', /#\/module\/product$/);

  // The list is searched on the server, with the domain's normalisation (hyphens and case ignored).
  const row = await search(page, 'Item', `e2eit${tag}`.toLowerCase(), code);
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  await expect(form.getByRole('img', { name: 'Picture' })).toBeVisible();
  await expect
    .poll(() =>
      form.getByRole('img', { name: 'Picture' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(32);
  await form.getByLabel('Colour').fill('White');
  await saveForm(page, form, 'Update', 'Item Updated Successfully', /#\/module\/product$/);

  // Spec §8 4404012 on the Item Code field.
  await addNew(page);
  await fill(code, '14.75');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('An item with this item code already exists.')).toBeVisible();
  await expect(form.getByLabel('Item Code')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Item Code').fill(`${code}-B`);
  await expect(form.getByText('An item with this item code already exists.')).toBeHidden();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await deleteRow(page, 'Item', code, 'Item Deleted Successfully');
});

test('Business Partner: add with a contact, search on the server, edit, delete', async ({ page }) => {
  const company = `E2E Polymers ${runTag()} Pvt. Ltd.`;
  await openFromMenu(page, 'Masters', 'Business Partner');
  await expect(page).toHaveURL(/#\/module\/party\/partyList$/);
  await addNew(page);
  const form = page.getByRole('form', { name: 'Business Partner' });
  await form.getByLabel('Company Name').fill(company);
  await choose(form, 'Party Type', 'cust', 'Customer');
  await form.getByRole('checkbox', { name: 'Customer' }).check();
  await form.getByRole('button', { name: 'Add line to Contacts' }).click();
  await form.getByLabel('Name, line 1').fill('Meena Shah');
  await form.getByLabel('Contact Category, line 1').selectOption({ label: 'Purchase' });
  await saveForm(page, form, 'Save', 'Business Partner Saved Successfully', /#\/module\/party$/);

  const row = await search(page, 'Business Partner', company.replace(/[ .]/g, '').toLowerCase(), company);
  await row.getByRole('button', { name: `Edit ${company}` }).click();
  await expect(form.getByLabel('Name, line 1')).toHaveValue('Meena Shah');
  await form.getByLabel('Phone', { exact: true }).fill('9825012345');
  await saveForm(page, form, 'Update', 'Business Partner Updated Successfully', /#\/module\/party$/);
  await expect(
    (await search(page, 'Business Partner', company)).getByRole('cell', { name: '9825012345' }),
  ).toBeVisible();

  await deleteRow(page, 'Business Partner', company, 'Business Partner Deleted Successfully');
});

test('Bill of Material: add with a line (items searched on the server), edit, delete', async ({ page }) => {
  const name = `E2E BOM ${runTag()}`;
  await openFromMenu(page, 'Masters', 'Bill of Material');
  await addNew(page);
  const form = page.getByRole('form', { name: 'Bill of Material' });
  await form.getByLabel('BOM Name').fill(name);
  await choose(form, 'Output Item', 'fg-sk-050', /FG-SK-050/);
  await form.getByLabel('Output Quantity').fill('1000');
  await choose(form, 'Unit of Measure', 'bag', 'BAG');
  await form.getByRole('button', { name: 'Add line to BOM Lines' }).click();
  await choose(form, 'Input Item, line 1', 'rm pp 001', /RM-PP-001/);
  await form.getByLabel('Quantity, line 1').fill('78');
  await choose(form, 'Unit of Measure, line 1', 'kg', 'KG');
  await saveForm(page, form, 'Save', 'Bill of Material Saved Successfully', /#\/module\/bom$/);

  const row = await search(page, 'Bill of Material', name);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(form.getByRole('combobox', { name: 'Input Item, line 1' })).toHaveValue(/PP Granules/);
  await form.getByLabel('Output Quantity').fill('900');
  await saveForm(page, form, 'Update', 'Bill of Material Updated Successfully', /#\/module\/bom$/);
  await expect(
    (await search(page, 'Bill of Material', name)).getByRole('cell', { name: '900' }),
  ).toBeVisible();

  await deleteRow(page, 'Bill of Material', name, 'Bill of Material Deleted Successfully');
});

test('Machine: add a loom, search, edit, delete', async ({ page }) => {
  const tag = runTag();
  const code = `E2E-LOOM-${tag}`;
  await openFromMenu(page, 'Masters', 'Machine');
  await addNew(page);
  const form = page.getByRole('form', { name: 'Machine' });
  await form.getByLabel('Machine Name').fill(`E2E Circular Loom ${tag}`);
  await form.getByLabel('Machine Code').fill(code);
  await choose(form, 'Machine Type', 'Loom', 'Loom');
  await choose(form, 'Department', 'weav', 'Weaving');
  await form.getByRole('checkbox', { name: 'Is Loom' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  // A loom needs its shuttle count and width (the catalogue's rules), shown before anything is sent.
  await expect(form.getByText('Shuttle Count is required for a loom')).toBeVisible();
  await form.getByLabel('Shuttle Count').fill('6');
  await form.getByLabel('Loom Width (inch)').fill('24');
  await saveForm(page, form, 'Save', 'Machine Saved Successfully', /#\/module\/machine$/);

  const row = await search(page, 'Machine', code);
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  await form.getByLabel('Manufacturer').fill('Lohia Corp');
  await saveForm(page, form, 'Update', 'Machine Updated Successfully', /#\/module\/machine$/);

  await deleteRow(page, 'Machine', code, 'Machine Deleted Successfully');
});

test('Rack: add in a location and stock area, search, edit, delete', async ({ page }) => {
  const name = `E2E Rack ${runTag()}`;
  await openFromMenu(page, 'Masters', 'Rack');
  await expect(page).toHaveURL(/#\/module\/rack\/rack$/);
  await addNew(page);
  const form = page.getByRole('form', { name: 'Rack' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Code').fill('R-01');
  await choose(form, 'Location', 'sanand', 'Sanand Plant');
  await choose(form, 'Stock Area', 'raw', 'Raw Material Store');
  await saveForm(page, form, 'Save', 'Rack Saved Successfully', /#\/module\/rack$/);

  const row = await search(page, 'Rack', name);
  await expect(row.getByRole('cell', { name: 'Sanand Plant' })).toBeVisible();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await form.getByLabel('Capacity').fill('40');
  await saveForm(page, form, 'Update', 'Rack Updated Successfully', /#\/module\/rack$/);

  await deleteRow(page, 'Rack', name, 'Rack Deleted Successfully');
});

test('Custom Field: add a choice field, search, edit, delete', async ({ page }) => {
  const tag = runTag();
  const label = `E2E Bag Colour ${tag}`;
  await openFromMenu(page, 'Masters', 'Custom Field');
  await addNew(page);
  const form = page.getByRole('form', { name: 'Custom Field' });
  await form.getByLabel('Label').fill(label);
  await form.getByLabel('Field Key').fill(`bagColour${tag}`);
  await form.getByLabel('Field Type').selectOption({ label: 'Choice' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Choices (comma separated) is required for a choice field')).toBeVisible();
  await form.getByLabel('Choices (comma separated)').fill('White, Natural, Printed');
  await saveForm(page, form, 'Save', 'Custom Field Saved Successfully', /#\/module\/custom-field$/);

  const row = await search(page, 'Custom Field', label);
  await row.getByRole('button', { name: `Edit ${label}` }).click();
  await form.getByRole('checkbox', { name: 'Required' }).check();
  await saveForm(page, form, 'Update', 'Custom Field Updated Successfully', /#\/module\/custom-field$/);

  await deleteRow(page, 'Custom Field', label, 'Custom Field Deleted Successfully');
});

test('Module Param Config: a hidden field leaves the item form and stops being required', async ({
  page,
}) => {
  const visibility = async (visible: boolean) => {
    await open(page, '/module/moduleFieldConfig');
    await page.getByRole('searchbox', { name: 'Filter Module Param Config' }).fill('item');
    await page.getByRole('button', { name: 'Edit Item', exact: true }).click();
    const config = page.getByRole('form', { name: 'Module Param Config' });
    await expect(config.getByRole('textbox', { name: 'Field Key, line 1', exact: true })).toHaveValue('code');
    const keys = await config
      .getByRole('textbox', { name: /^Field Key, line \d+$/ })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const line = keys.indexOf('reorderLevel') + 1;
    expect(line).toBeGreaterThan(0);
    await config.getByRole('checkbox', { name: `Visible, line ${line}`, exact: true }).setChecked(visible);
    await config.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/#\/module\/moduleFieldConfig$/);
    await page.reload();
  };
  const code = `E2E-HID-${runTag()}`;
  try {
    await visibility(false);
    await open(page, '/module/product/addUpdate');
    const form = page.getByRole('form', { name: 'Item' });
    await expect(form.getByLabel('Item Code')).toBeVisible();
    await expect(form.getByLabel('Reorder Level')).toHaveCount(0);
    await form.getByLabel('Item Code').fill(code);
    await form.getByLabel('Item Name').fill('Item without a reorder level');
    await choose(form, 'Category', 'raw', 'Raw Material');
    await choose(form, 'Unit of Measure', 'kg', 'KG');
    await form.getByLabel('Purchase GST Rate').selectOption({ label: '18%' });
    await form.getByLabel('Sale GST Rate').selectOption({ label: '18%' });
    await form.getByLabel('Purchase Price').fill('90');
    await form.getByLabel('Sale Price').fill('95');
    await saveForm(page, form, 'Save', 'Item Saved Successfully', /#\/module\/product$/);
    await deleteRow(page, 'Item', code, 'Item Deleted Successfully');
  } finally {
    await visibility(true);
  }
});
