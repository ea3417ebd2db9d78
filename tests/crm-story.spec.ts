import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { logIn, logOut, open, printFromDialog, setSysConfig } from './support/erp.ts';
import { openBoard } from './support/crm.ts';
import { choose, confirmAction, runTag, saveByApi, seeToast, submitted, tokenOf } from './support/masters.ts';
import { fill } from './support/stock.ts';
import { day } from './support/dates.ts';

// Issue 21's "Tests and figures" as a sales user (a role with the CRM modules and the sales order, without
// the funnel's View all): a lead arrives through a platform's intake call, is found in the user's funnel,
// called (an activity with a follow-up), converted to a customer, quoted from the funnel entry, printed and
// e-mailed (to an SMTP server this test runs), accepted into a sales order with the quotation's line, and
// the funnel entry is Won.

const SALES_PASSWORD = 'Sales-Pass-1';
const MAILBOX = { user: 'sales.story@example.in', password: 'Mail-Secret-1' };
// The role's modules: the CRM group, the sales order (in its menu group), and the masters a quotation and a
// customer pick from.
const SALES_ACL = [
  'chemical/crm',
  'supplyChain',
  'crm/funnel',
  'crm/funnelStage',
  'crm/funnelReference',
  'crm/funnelType',
  'crm/funnelCustomerType',
  'crm/digitalPlatform',
  'crm/activity',
  'crm/quotation',
  'chemical/salesOrder',
  'chemical/smsTemplate',
  'emailUserConfig',
  'party',
  'chemical/item',
  'erp/branch',
  'uom',
];

interface Received {
  to: string[];
  mail: ParsedMail;
}

/** A local mail server taking the sales user's sign-in; what it receives is kept in `received`. */
function startSmtp(received: Received[]): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === MAILBOX.user && auth.password === MAILBOX.password)
        done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          done();
        })
        .catch(done);
    },
  });
  return new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve(smtp)));
}

/** An API call as the logged-in user; answers the envelope's data after checking it succeeded. */
async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const reply = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    ...(data === undefined ? {} : { data }),
  });
  const envelope = (await reply.json()) as { responseCode: number; responseMessage: string; data: T };
  expect(envelope.responseCode, `${path}: ${envelope.responseMessage}`).toBe(200);
  return envelope.data;
}

/** As the admin: the sales role and user, the platform whose leads they own, and its intake token. */
async function setUp(page: Page, tag: string, smtpPort: number) {
  const role = await saveByApi(page, 'role', { name: `Sales Story ${tag}` });
  await call(
    page,
    'POST',
    'acl/saveOrUpdateAll',
    SALES_ACL.map((moduleAPI) => ({ roleId: role.id, moduleAPI, view: 1, mode: 1 })),
  );
  const username = `sales.${tag.toLowerCase()}`;
  const user = await saveByApi(page, 'staff', {
    firstname: 'Sunita',
    lastname: `Story ${tag}`,
    username,
    password: SALES_PASSWORD,
    roleId: role.id,
  });
  const platform = await saveByApi(page, 'crm/digitalPlatform', {
    name: `Story Site ${tag}`,
    defaultOwnerId: user.id,
  });
  const { token } = await call<{ token: string }>(
    page,
    'POST',
    `crm/digitalPlatform/generateToken/${platform.id}`,
  );
  await saveByApi(page, 'chemical/smsTemplate', {
    name: `Quotation mail ${tag}`,
    channel: 'EMAIL',
    documentType: 'quotation',
    active: true,
    subject: 'Quotation {documentNumber}',
    body: 'Dear {partyName},\nplease find our quotation {documentNumber} for ₹{amount}, valid until {dueDate}.',
  });
  await setSysConfig(page, 'SMTP_HOST', '127.0.0.1');
  await setSysConfig(page, 'SMTP_PORT', String(smtpPort));
  await setSysConfig(page, 'SMTP_SECURE', 'NO');
  return { username, userName: `Sunita Story ${tag}`, platformId: platform.id, token };
}

test('issue 21 as a sales user: a lead arrives, is called, quoted, printed, e-mailed, accepted and won', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const received: Received[] = [];
  const smtp = await startSmtp(received);
  try {
    const tag = runTag();
    const company = `Story Agro Sacks ${tag}`;
    await logIn(page);
    const sales = await setUp(page, tag, (smtp.server.address() as AddressInfo).port);

    // The lead arrives: a website form posts to the platform's intake call with its token.
    const intake = await page.request.post(`/api/v1/crm/digitalPlatform/intake/${sales.platformId}`, {
      headers: { 'x-intake-token': sales.token },
      data: {
        companyName: company,
        contactPerson: 'Ramesh Yadav',
        phone: `9${String(Date.now()).slice(-9)}`,
        email: `buyer.${tag.toLowerCase()}@example.in`,
        address: 'Plot 21, Butibori MIDC',
        city: 'Nagpur',
        state: '27',
      },
    });
    expect(intake.status()).toBe(200);

    await logOut(page);
    await logIn(page, sales.username, SALES_PASSWORD);

    // Found in the sales user's own funnel, at its first stage.
    const board = await openBoard(page, company);
    const card = board.getByRole('list', { name: 'New', exact: true }).getByRole('button', { name: company });
    await expect(card).toBeVisible();

    // A call logged with a follow-up.
    await open(page, '/module/activityLog/addUpdate');
    const activity = page.getByRole('form', { name: 'Activity' });
    await choose(activity, 'Funnel Entry', company, company);
    await choose(activity, 'Activity', 'Call', 'Call');
    await fill(activity, 'Time', '11:15');
    await fill(activity, 'Outcome', 'Needs 40 kg of PP granules; send a quotation');
    await fill(activity, 'Next Follow-up', day(2));
    await activity.getByRole('button', { name: 'Save', exact: true }).click();
    await seeToast(page, 'Activity Saved Successfully');

    // The entry becomes a customer, so that its quotation can become an order.
    await openBoard(page, company);
    await board.getByRole('button', { name: company }).click();
    await page.getByRole('button', { name: 'Convert to Customer' }).click();
    await seeToast(page, 'Converted to a customer');

    // A quotation from the funnel entry: its customer is the entry's.
    await open(page, '/module/quotation/addUpdate');
    const form = page.getByRole('form', { name: 'Quotation' });
    await choose(form, 'Funnel Entry', company, company);
    await choose(form, 'Customer', company, company);
    await choose(form, 'Quoted From (Branch)', 'head', 'Head Office');
    await choose(form, 'Item, line 1', 'RM-PP-001', /RM-PP-001/);
    const quantity = form.getByRole('textbox', { name: 'Quantity, line 1', exact: true });
    await quantity.fill('40');
    await quantity.press('Enter');
    const number = await submitted(page, form, 'Quotation', 'QT', 'Open');

    const download = page.waitForEvent('download');
    await printFromDialog(page, form);
    expect((await download).suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);

    // E-mailed from the user's own mail account, with the PDF attached.
    await call(page, 'POST', 'chemical/emailUserConfig/save', {
      email: MAILBOX.user,
      password: MAILBOX.password,
    });
    await form.getByRole('button', { name: 'E-Mail' }).click();
    const dialog = page.getByRole('dialog', { name: `E-Mail ${number}` });
    await dialog.getByRole('textbox', { name: /Send To/ }).fill('purchase@story-agro.example');
    await choose(dialog, 'Template', `Quotation mail ${tag}`, `Quotation mail ${tag}`);
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Quotation ${number}`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await seeToast(page, 'E-mail sent');
    await expect.poll(() => received.length).toBe(1);
    const [mail] = received;
    expect(mail?.to).toEqual(['purchase@story-agro.example']);
    expect(mail?.mail.subject).toBe(`Quotation ${number}`);
    expect(mail?.mail.text).toContain(`Dear ${company},`);
    const attached = mail?.mail.attachments[0];
    expect(attached?.contentType).toBe('application/pdf');
    // The attachment is named as the download is (decision 1722).
    expect(attached?.filename).toBe(`${number.replaceAll('/', '-')}.pdf`);
    expect(attached?.content.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Accepted: a sales order with the quotation's line, and the funnel entry Won.
    await confirmAction(page, form, 'Accept');
    await expect(form.getByRole('heading', { name: `${number} · Accepted` })).toBeVisible();
    await seeToast(page, `Sales Order made from ${number}, as a draft to check and submit.`);
    const orders = await page.request.get('/api/v1/chemical/salesOrder/getAllByPartner?status=0&size=50', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    const { dataList = [] } = (await orders.json()) as {
      dataList?: { id: number; quotation?: { number?: string } }[];
    };
    const order = dataList.find((row) => row.quotation?.number === number);
    expect(order, `a sales order of ${number}`).toBeDefined();
    await open(page, `/module/sales-order/addUpdate/${order?.id ?? 0}`);
    const orderForm = page.getByRole('form', { name: 'Sales Order' });
    await expect(orderForm.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(company);
    await expect(orderForm.getByRole('combobox', { name: 'Item, line 1' })).toHaveValue(/PP Granules/);
    await expect(orderForm.getByRole('textbox', { name: 'Quantity, line 1', exact: true })).toHaveValue(
      /^40/,
    );

    await openBoard(page, company);
    await expect(
      board.getByRole('list', { name: 'Won', exact: true }).getByRole('button', { name: company }),
    ).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
