import { expect, test } from '@playwright/test';
import { logIn, printFromDialog, setSysConfig } from './support/erp.ts';
import { choose, seeToast, submitted, tokenOf } from './support/masters.ts';

// Issue 21 as a sales user: a quotation for a customer (DIRECT_QUOTATION YES), sent, printed, accepted into
// a draft sales order that carries its line.

test('issue 21: a quotation for a customer is submitted, printed and accepted into a sales order', async ({
  page,
}) => {
  await logIn(page);
  await setSysConfig(page, 'DIRECT_QUOTATION', 'YES');
  await page.keyboard.press('Control+q');
  await expect(page).toHaveURL(/#\/module\/quotation\/addUpdate$/);
  const form = page.getByRole('form', { name: 'Quotation' });
  await choose(form, 'Customer', 'Ambuja', 'Ambuja Cement Works Ltd');
  await choose(form, 'Quoted From (Branch)', 'head', 'Head Office');
  await choose(form, 'Item, line 1', 'RM-PP-001', /RM-PP-001/);
  const quantity = form.getByRole('textbox', { name: 'Quantity, line 1', exact: true });
  await quantity.fill('40');
  await quantity.press('Enter');
  const number = await submitted(page, form, 'Quotation', 'QT', 'Open');

  const download = page.waitForEvent('download');
  await printFromDialog(page, form);
  expect((await download).suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);

  await form.getByRole('button', { name: 'Accept' }).click();
  await expect(form.getByRole('heading', { name: `${number} · Accepted` })).toBeVisible();
  await seeToast(page, /is accepted: its sales order is draft \d+/);

  const reply = await page.request.get('/api/v1/chemical/salesOrder/getAllByPartner?status=0&size=50', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const { dataList = [] } = (await reply.json()) as {
    dataList?: { id: number; quotation?: { number?: string } }[];
  };
  const order = dataList.find((row) => row.quotation?.number === number);
  expect(order, `a sales order of ${number}`).toBeDefined();
  await page.goto(`/#/module/sales-order/addUpdate/${order?.id ?? 0}`);
  const orderForm = page.getByRole('form', { name: 'Sales Order' });
  await expect(orderForm.getByRole('combobox', { name: 'Item, line 1' })).toHaveValue(/PP Granules/);
  await expect(orderForm.getByRole('textbox', { name: 'Quantity, line 1', exact: true })).toHaveValue(/^40/);
});
