import { expect, test, type Page } from '@playwright/test';
import { logIn, open } from './support/erp.ts';
import { listScreen, openFromMenu, runTag, saveByApi } from './support/masters.ts';

// Issue 21 (decisions 1605, 1606, 1608): the digital platform leads as a sales team gets them: a file from
// the platform imported with a column mapped by hand and a duplicate reported, and a website form posting
// a lead with the platform's intake token.

const TITLE = 'Digital Platform Lead';

/** A mobile number of this run (ten digits starting with 9), `n` telling the leads of one run apart. */
const phoneOf = (n: number): string => `9${String(Date.now()).slice(-8)}${n}`;

async function platform(page: Page, name: string): Promise<{ id: number }> {
  return saveByApi(page, 'crm/digitalPlatform', { name, active: true });
}

async function seeLead(page: Page, company: string, platformName: string) {
  await open(page, '/module/digitalplatform');
  const list = listScreen(page, TITLE);
  await list.filter.fill(company);
  await expect(list.row(company)).toHaveCount(1);
  await expect(list.row(company)).toContainText(platformName);
}

test('issue 21: a lead file is imported with a column mapped by hand; its duplicate is reported, not created', async ({
  page,
}) => {
  await logIn(page);
  const tag = runTag();
  const portal = `E2E Portal ${tag}`;
  await platform(page, portal);
  const phone = phoneOf(1);
  const first = `Kisan Agro ${tag}`;
  const again = `Kisan Agro Again ${tag}`;
  // 'Buyer Cell' is no header the import knows: the user maps it to Phone.
  const csv = [
    'Company,Contact Person,Buyer Cell,City',
    `${first},Ramesh Yadav,${phone},Nagpur`,
    `${again},Suresh Yadav,+91 ${phone},Nagpur`,
  ].join('\r\n');

  await openFromMenu(page, 'CRM', 'Digital Platform');
  await expect(page).toHaveURL(/#\/module\/digitalplatform$/);
  await page.getByRole('button', { name: 'Import Leads' }).click();
  await expect(page).toHaveURL(/#\/module\/digitalplatform\/import$/);
  await expect(page.getByRole('heading', { name: 'Import Leads', level: 2 })).toBeVisible();

  const choice = page.getByRole('region', { name: 'Choose the file' });
  const picker = choice.getByRole('combobox', { name: /^Digital Platform/ });
  await picker.click();
  await picker.fill(portal);
  await page
    .getByRole('option', { name: new RegExp(`^${portal}`) })
    .first()
    .click();
  await choice
    .getByLabel(/^Lead file/)
    .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\r\n`) });
  await choice.getByRole('button', { name: 'Read the File' }).click();

  const mapping = page.getByRole('region', { name: 'Column mapping' });
  await expect(mapping).toContainText('leads.csv: 2 leads');
  await expect(mapping.getByRole('combobox', { name: 'Field for column Company' })).toHaveValue(
    'companyName',
  );
  const cell = mapping.getByRole('combobox', { name: 'Field for column Buyer Cell' });
  await expect(cell).toHaveValue('');
  await cell.selectOption({ label: 'Phone' });
  await mapping.getByRole('button', { name: 'Import', exact: true }).click();

  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result.getByRole('definition').nth(0)).toHaveText('2');
  await expect(result.getByRole('definition').nth(1)).toHaveText('1');
  await expect(result.getByRole('definition').nth(2)).toHaveText('1');
  const duplicates = result.getByRole('table', { name: 'Duplicates, not created' });
  await expect(duplicates.getByRole('row')).toHaveCount(2);
  await expect(duplicates.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('3');
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/#\/module\/digitalplatform$/);

  await seeLead(page, first, portal);
  const list = listScreen(page, TITLE);
  await list.filter.fill(again);
  await expect(list.table).toContainText('No records found');
});

test("issue 21: a platform's intake token, shown once, lets its website form post a lead until revoked", async ({
  page,
}) => {
  await logIn(page);
  const tag = runTag();
  const portal = `E2E Website ${tag}`;
  const { id } = await platform(page, portal);

  await open(page, `/module/digitalPlatformMaster/addUpdate/${id}`);
  const panel = page.getByRole('region', { name: 'Intake token' });
  await expect(panel.getByRole('status')).toHaveText(/^No token is active/);
  await panel.getByRole('button', { name: 'Generate Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Intake token' });
  await expect(dialog.getByRole('alert')).toContainText('it is not shown again');
  await expect(dialog.getByLabel('Intake address')).toHaveValue(
    new RegExp(`/api/v1/crm/digitalPlatform/intake/${id}$`),
  );
  const token = await dialog.getByLabel('Token', { exact: true }).inputValue();
  expect(token).toMatch(/^dpt_/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status')).toHaveText(/^A token is active since/);

  const company = `Website Enquiry ${tag}`;
  const intake = (headers: Record<string, string>) =>
    page.request.post(`/api/v1/crm/digitalPlatform/intake/${id}`, {
      headers,
      data: { companyName: company, contactPerson: 'Anita Desai', phone: phoneOf(2), city: 'Pune' },
    });
  const posted = await intake({ 'X-Intake-Token': token });
  expect(posted.status()).toBe(200);
  await seeLead(page, company, portal);

  await open(page, `/module/digitalPlatformMaster/addUpdate/${id}`);
  await panel.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the token?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(panel.getByRole('status')).toHaveText(/^No token is active/);
  expect((await intake({ 'X-Intake-Token': token })).status()).toBe(401);
});
