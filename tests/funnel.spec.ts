import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/erp.ts';
import { openBoard } from './support/crm.ts';
import { choose, findByApi, runTag, saveByApi, seeToast } from './support/masters.ts';

// Issue 21 (decisions 1660–1662): the funnel's board as a sales user uses it: a card dragged with the mouse
// to the next stage, a card moved by keyboard to Negotiation, then to Lost with its reason, and an entry
// converted to a customer.

async function entry(page: Page, companyName: string): Promise<{ id: number }> {
  const stage = await findByApi(page, 'crm/funnelStage', 'name', 'New');
  return saveByApi(page, 'crm/funnel', {
    companyName,
    contactPerson: 'Ramesh Yadav',
    phone: '9876501234',
    address: 'Plot 21, Butibori MIDC',
    city: 'Nagpur',
    state: '27',
    expectedValue: 250000,
    entryDate: '2026-11-20',
    expectedClosingDate: '2026-11-26',
    stageId: stage.id,
  });
}

test('issue 21: a card is dragged with the mouse to the next stage, and stays there', async ({ page }) => {
  await logIn(page);
  const company = `Board Drag ${runTag()}`;
  await entry(page, company);
  const board = await openBoard(page, company);
  const card = board.getByRole('listitem').filter({ has: page.getByRole('button', { name: company }) });
  const contacted = board.getByRole('region', { name: 'Contacted', exact: true });
  const from = await card.boundingBox();
  const to = await contacted.boundingBox();
  if (!from || !to) throw new Error('the card or the column is not on the screen');
  // Pressed on the card, past the 6 px that tell a drag from a click, over the next column, let go.
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(
    board.getByRole('list', { name: 'Contacted', exact: true }).getByRole('button', { name: company }),
  ).toBeVisible();
  const stage = await findByApi(page, 'crm/funnelStage', 'name', 'Contacted');
  await expect
    .poll(async () => (await findByApi(page, 'crm/funnel', 'companyName', company))['stageId'])
    .toBe(stage.id);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Funnel board' })
      .getByRole('list', { name: 'Contacted', exact: true })
      .getByRole('button', { name: company }),
  ).toBeVisible();
});

test('issue 21: a card moves by keyboard to Negotiation, then to Lost with its reason', async ({ page }) => {
  await logIn(page);
  const company = `Board Keys ${runTag()}`;
  await entry(page, company);
  const board = await openBoard(page, company);
  const inColumn = (column: string) =>
    board.getByRole('list', { name: column, exact: true }).getByRole('button', { name: company });
  await expect(inColumn('New')).toBeVisible();
  for (const next of ['Contacted', 'Sample Sent', 'Negotiation']) {
    await board.getByRole('button', { name: company }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(inColumn(next)).toBeVisible();
  }
  await expect(inColumn('Negotiation')).toBeFocused();
  await board.getByRole('combobox', { name: `Move ${company} to` }).selectOption('Lost');
  const dialog = page.getByRole('dialog', { name: 'Why was it lost?' });
  await dialog.getByRole('combobox', { name: /Lost Reason/ }).selectOption('Price too high');
  await dialog.getByRole('button', { name: 'Move to Lost' }).click();
  await expect(inColumn('Lost')).toBeVisible();
  await inColumn('Lost').click();
  await expect(page.getByRole('combobox', { name: /Lost Reason/ })).toHaveValue('PRICE');
});

test('issue 21: an entry becomes a customer in one step', async ({ page }) => {
  await logIn(page);
  const company = `Board Convert ${runTag()}`;
  await entry(page, company);
  const board = await openBoard(page, company);
  await board.getByRole('button', { name: company }).click();
  await page.getByRole('button', { name: 'Convert to Customer' }).click();
  await seeToast(page, 'Converted to a customer');
  await expect(page.getByRole('button', { name: 'Convert to Customer' })).toBeHidden();
  const party = await findByApi(page, 'party', 'companyName', company);
  expect(party).toMatchObject({ isCustomer: true });
});

test('decision 1645: a Lost stage chosen on the form asks for the reason before it saves', async ({
  page,
}) => {
  await logIn(page);
  const company = `Form Lost ${runTag()}`;
  const made = await entry(page, company);
  await page.goto(`/#/module/funnel/addUpdate/${made.id}`);
  const form = page.getByRole('form', { name: 'Lead' });
  const reason = form.getByRole('combobox', { name: /Lost Reason/ });
  const remarks = form.getByRole('textbox', { name: /Lost Remarks/ });
  await expect(reason).toBeDisabled();
  await choose(form, 'Stage', 'Lost', 'Lost');
  await expect(reason).toBeEnabled();
  await expect(remarks).toBeEnabled();
  await form.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(form.getByText('Lost Reason is required to move to a lost stage').first()).toBeVisible();
  await reason.selectOption('Other');
  await form.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(form.getByText('Lost Remarks are required when the reason is Other').first()).toBeVisible();
  await remarks.fill('Went to jute bags');
  await form.getByRole('button', { name: 'Update', exact: true }).click();
  await seeToast(page, /Updated Successfully/);
  const saved = await findByApi(page, 'crm/funnel', 'companyName', company);
  expect(saved).toMatchObject({ lostReason: 'OTHER', lostRemarks: 'Went to jute bags' });
});
