import { expect, test } from '@playwright/test';
import { logIn, setSysConfig } from './support/erp.ts';
import { choose, confirmAction, seeToast, submitted } from './support/masters.ts';

// Issue 21 as a sales user (decisions 1623–1625): a sent quotation is revised to /R1, the earlier revision
// is listed under the form and opens read-only; sent again, it goes by SMS with the demo's SMS template.

test('issue 21: a sent quotation is revised as /R1, its earlier revision read-only, then sent by SMS', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await setSysConfig(page, 'DIRECT_QUOTATION', 'YES');
  await page.goto('/#/module/quotation/addUpdate');
  const form = page.getByRole('form', { name: 'Quotation' });
  await choose(form, 'Customer', 'Ambuja', 'Ambuja Cement Works Ltd');
  await choose(form, 'Quoted From (Branch)', 'head', 'Head Office');
  await choose(form, 'Item, line 1', 'RM-PP-001', /RM-PP-001/);
  const quantity = form.getByRole('textbox', { name: 'Quantity, line 1', exact: true });
  await quantity.fill('25');
  await quantity.press('Enter');
  const number = await submitted(page, form, 'Quotation', 'QT', 'Open');

  // Revise, not Amend: the quotation becomes a draft numbered …/R1.
  const actions = form.getByRole('group', { name: 'Document actions' });
  await expect(actions.getByRole('button', { name: 'Amend' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Revise' }).click();
  await expect(form.getByRole('heading', { name: `${number}/R1 · Draft` })).toBeVisible();

  // The earlier revision is listed, and opens read-only with its number, lines and totals.
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByRole('row', { name: new RegExp(number.replaceAll('/', '\\/')) })).toBeVisible();
  await revisions.getByRole('button', { name: `Open ${number}` }).click();
  const earlier = page.getByRole('dialog', { name: `Revision ${number}` });
  await expect(earlier.getByRole('heading', { name: `${number} · Open` })).toBeVisible();
  await expect(earlier.getByRole('textbox', { name: 'Quantity, line 1', exact: true })).toHaveValue(/^25/);
  await expect(earlier.getByRole('textbox', { name: 'Quantity, line 1', exact: true })).toBeDisabled();
  await expect(earlier.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(earlier.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(earlier).toBeHidden();

  // The revision is sent again, then by SMS with the demo's template, previewed before Send.
  const resubmitted = page.waitForResponse((response) => response.url().endsWith('/submit'));
  await confirmAction(page, actions, 'Submit');
  await resubmitted;
  await expect(form.getByRole('heading', { name: `${number}/R1 · Open` })).toBeVisible();
  await actions.getByRole('button', { name: 'SMS' }).click();
  const sms = page.getByRole('dialog', { name: `SMS ${number}/R1` });
  await sms.getByRole('textbox', { name: /^Mobile Number/ }).fill('9876543210');
  await choose(sms, 'Template', 'Quotation', 'Quotation (SMS)');
  await expect(sms.getByRole('textbox', { name: 'Preview' })).toHaveValue(
    new RegExp(`^Dear Ambuja Cement Works Ltd, our quotation ${number.replaceAll('/', '\\/')}\\/R1 for Rs `),
  );
  await sms.getByRole('button', { name: 'Send' }).click();
  await seeToast(page, `${number}/R1: SMS sent`);
  await expect(sms).toBeHidden();
});
