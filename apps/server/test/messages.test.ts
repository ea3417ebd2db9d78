import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { formatAmount, RESPONSE_CODES } from '@erp/domain';
import { simpleParser, type ParsedMail } from 'mailparser';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { queryRows } from '../src/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';
import { selfSignedCertificate, type SelfSigned } from './self-signed.ts';

// Issue 21's "send by e-mail from the user's mail account … through a real SMTP client, tested against a
// local SMTP server started by the test, with the PDF attached; the message comes from a message template",
// and the SMS through a provider (decisions 1640–1644); a quotation's e-mail and SMTP_SECURE YES over TLS
// (decision 1812).

const PO = 'chemical/purchaseOrder';
const TEMPLATES = 'chemical/smsTemplate';
const USER = 'buyer@example.in';
const PASSWORD = 'Mail-Secret-1';

let suite: Suite;
let smtp: SMTPServer;
let smtpPort = 0;
const received: { from: string; to: string[]; secure: boolean; mail: ParsedMail }[] = [];
const po = { id: 0, number: '', grandTotal: 0 };
const templates = { email: 0, sms: 0, salesOnly: 0 };
/** The TLS mail server's certificate, which the ERP is started trusting (a test's own authority). */
const trusted = selfSignedCertificate('trusted');

/**
 * A local mail server that takes the profile's sign-in and keeps what it receives: plain (STARTTLS off), or
 * TLS from the first byte with `tls`'s certificate.
 */
const startSmtp = (tls?: SelfSigned) =>
  new Promise<{ server: SMTPServer; port: number }>((resolve) => {
    const server = new SMTPServer({
      ...(tls ? { secure: true, key: tls.key, cert: tls.cert } : { disabledCommands: ['STARTTLS'] }),
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, done) {
        if (auth.username === USER && auth.password === PASSWORD) done(null, { user: auth.username });
        else done(new Error('Invalid username or password'));
      },
      onData(stream, session, done) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              secure: session.secure,
              mail,
            });
            done();
          })
          .catch(done);
      },
    });
    // A client's failed handshake is an error event of the server; the ERP's answer is what is judged.
    server.on('error', () => undefined);
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port }),
    );
  });
const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

const setConfig = (key: string, value: string) =>
  suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value)
        SELECT org_id, ${key}, ${value} FROM staff WHERE username = 'admin'
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );

const saveTemplate = async (record: Record<string, unknown>, token = suite.admin) =>
  suite.call<{ id: number }>('POST', `${TEMPLATES}/save`, token, { active: true, ...record });

const email = (body: Record<string, unknown>, id = po.id, token = suite.admin) =>
  suite.call<Record<string, unknown>>('POST', `${PO}/email/${id}`, token, body);

const sentCount = async () => {
  const [row] = await queryRows<{ n: number }>(
    suite.server.database.db,
    sql`SELECT count(*)::int AS n FROM document_message`,
  );
  return row?.n;
};

/** The file name the print call gives a document's PDF: the attachment sent is that file. */
const printedFileName = async (path: string, id: number) => {
  const printed = await suite.raw({
    method: 'GET',
    url: `/api/v1/${path}/print/${id}`,
    headers: { authorization: `Bearer ${suite.admin}` },
  });
  return /filename="([^"]+)"/.exec(String(printed.headers['content-disposition']))?.[1];
};

/** The actions of a document's audit trail. */
const trailActions = async (document: string, id: number) =>
  (await suite.call<{ action: string }>('GET', `audit/${document}/${id}`, suite.admin)).body.dataList?.map(
    (row) => row.action,
  );

beforeAll(async () => {
  suite = await createSuite({ mailTrust: [trusted.cert] });
  ({ server: smtp, port: smtpPort } = await startSmtp());
  const supplier = await findIn<{ id: number }>(
    suite,
    'party',
    'companyName',
    'Reliance Polymer Distributors Pvt Ltd',
  );
  const branch = await findIn<{ id: number }>(suite, 'erp/branch', 'name', 'Head Office');
  const item = await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'RM-PP-001');
  const saved = await suite.call<{ id: number; version: number }>('POST', `${PO}/save`, suite.admin, {
    partyId: supplier.id,
    date: '2026-11-20',
    expectedDate: '2026-12-05',
    branchId: branch.id,
    lines: [{ itemId: item.id, quantity: 1000, rate: 104.5 }],
  });
  const submitted = await suite.call<{ id: number; number: string; grandTotal: number }>(
    'POST',
    `${PO}/submit`,
    suite.admin,
    { id: saved.body.data?.id, version: saved.body.data?.version },
  );
  Object.assign(po, submitted.body.data);
  await setConfig('SMTP_HOST', '127.0.0.1');
  await setConfig('SMTP_PORT', String(smtpPort));
  await setConfig('SMTP_SECURE', 'NO');
});
afterAll(async () => {
  await stopSmtp(smtp);
  await suite.server.close();
});

describe('message templates (issue 21: placeholders checked against the document type)', () => {
  it('saves templates whose placeholders the document type knows', async () => {
    const mail = await saveTemplate({
      name: 'PO to supplier',
      channel: 'EMAIL',
      documentType: 'purchaseOrder',
      subject: 'Purchase order {documentNumber}',
      body: 'Dear {partyName},\nplease supply against {documentNumber} of {date}, worth ₹{amount}, by {dueDate}.',
    });
    expect(mail.status).toBe(200);
    templates.email = mail.body.data?.id ?? 0;
    const text = await saveTemplate({
      name: 'PO SMS',
      channel: 'SMS',
      documentType: 'any',
      body: 'PO {documentNumber} for ₹{amount} sent to {partyName}',
    });
    expect(text.status).toBe(200);
    templates.sms = text.body.data?.id ?? 0;
    const sales = await saveTemplate({
      name: 'SO confirmation',
      channel: 'EMAIL',
      documentType: 'salesOrder',
      subject: 'Order {documentNumber} ({customerReference})',
      body: 'Thank you, {partyName}.',
    });
    templates.salesOnly = sales.body.data?.id ?? 0;
  });

  it('refuses an unknown placeholder naming it, and saves nothing', async () => {
    const reply = await saveTemplate({
      name: 'Broken',
      channel: 'EMAIL',
      documentType: 'purchaseOrder',
      subject: 'PO {documentNumber}',
      body: 'Due on {dueDat}; ref {customerReference}',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain(
      '{dueDat}, {customerReference} are not placeholders of Purchase Order',
    );
    const list = await suite.call('GET', `${TEMPLATES}/getAllByPartner?q=Broken`, suite.admin);
    expect(list.body.totalCount).toBe(0);
  });

  it("lists a document's templates of a channel, its own type's and any, paged and searched", async () => {
    const reply = await suite.call<{ name: string }>(
      'GET',
      `${PO}/messageTemplates?channel=EMAIL&page=1&size=10`,
      suite.admin,
    );
    expect(reply.body.dataList?.map((row) => row.name)).toEqual([
      'PO to supplier',
      'Purchase order (e-mail)',
    ]);
    const sms = await suite.call<{ name: string }>('GET', `${PO}/messageTemplates?channel=SMS`, suite.admin);
    expect(sms.body.dataList?.map((row) => row.name)).toEqual(['PO SMS']);
    const none = await suite.call('GET', `${PO}/messageTemplates?channel=EMAIL&q=zzz`, suite.admin);
    expect(none.body.totalCount).toBe(0);
  });

  it("previews the template filled for the document, with the party's address", async () => {
    const reply = await suite.call<Record<string, string>>(
      'GET',
      `${PO}/messagePreview/${po.id}?channel=EMAIL&templateId=${templates.email}`,
      suite.admin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data?.subject).toBe(`Purchase order ${po.number}`);
    expect(reply.body.data?.body).toContain(`worth ₹${formatAmount(po.grandTotal)}, by 05-12-2026.`);
    expect(reply.body.data).toHaveProperty('email');
  });
});

describe('e-mailing a purchase order (issue 21)', () => {
  it('without a mail profile: 422 telling the user to set it up, nothing sent or recorded', async () => {
    const reply = await email({ to: ['sales@reliance.example'], templateId: templates.email });
    expect(reply.status).toBe(422);
    expect(reply.body.responseMessage).toMatch(/set up your mail/i);
    expect(received).toHaveLength(0);
    expect(await sentCount()).toBe(0);
  });

  it('a mail server refusing the sign-in: 422 in words, nothing recorded', async () => {
    const saved = await suite.call('POST', 'chemical/emailUserConfig/save', suite.admin, {
      email: USER,
      password: 'wrong-password',
    });
    expect(saved.status).toBe(200);
    const reply = await email({ to: ['sales@reliance.example'], templateId: templates.email });
    expect(reply.status).toBe(422);
    expect(reply.body.responseMessage).toMatch(/mail server refused your sign-in/i);
    expect(await sentCount()).toBe(0);
  });

  it("sends from the user's address with the template rendered and the PDF attached; recorded and audited", async () => {
    const profile = await suite.call<{ id: number }>(
      'GET',
      'chemical/emailUserConfig/getEmailConfByLoggedInUser',
      suite.admin,
    );
    await suite.call('POST', 'chemical/emailUserConfig/update', suite.admin, {
      id: profile.body.data?.id,
      email: USER,
      password: PASSWORD,
    });
    const reply = await email({
      to: ['sales@reliance.example'],
      cc: ['accounts@example.in'],
      templateId: templates.email,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.responseMessage).toBe('E-mail sent');
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got?.from).toBe(USER);
    expect(got?.to).toEqual(['sales@reliance.example', 'accounts@example.in']);
    expect(got?.mail.subject).toBe(`Purchase order ${po.number}`);
    expect(got?.mail.text).toContain('Dear Reliance Polymer Distributors Pvt Ltd,');
    expect(got?.mail.text).toContain(`worth ₹${formatAmount(po.grandTotal)}, by 05-12-2026.`);
    const [pdf] = got?.mail.attachments ?? [];
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf?.filename).toBe(await printedFileName(PO, po.id));
    expect(await sentCount()).toBe(1);
    expect(await trailActions('purchaseOrder', po.id)).toContain('email');
  });

  it("the subject and message the sender wrote replace the template's", async () => {
    const reply = await email({
      to: ['sales@reliance.example'],
      templateId: templates.email,
      subject: 'Revised schedule',
      message: 'Please see the attached order.',
    });
    expect(reply.status).toBe(200);
    expect(received.at(-1)?.mail.subject).toBe('Revised schedule');
    expect(received.at(-1)?.mail.text?.trim()).toBe('Please see the attached order.');
  });

  it.each([
    [{ to: [], templateId: 1 }, 'Give at least one address to send to'],
    [{ to: ['not-mail'], templateId: 1 }, 'To must be an e-mail address, like name@example.com'],
    [{ to: ['a@example.in'] }, 'Choose a message template'],
  ])('refuses %j: 400 %j', async (body, message) => {
    const reply = await email(body);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(message);
  });

  it('a template of another document type or channel: 422 naming it, nothing sent', async () => {
    const before = received.length;
    const other = await email({ to: ['a@example.in'], templateId: templates.salesOnly });
    expect(other.status).toBe(422);
    expect(other.body.responseMessage).toBe('The template "SO confirmation" is not for a Purchase Order.');
    const sms = await email({ to: ['a@example.in'], templateId: templates.sms });
    expect(sms.body.responseMessage).toBe('The template "PO SMS" is not for e-mail.');
    expect(received.length).toBe(before);
  });

  it("another organisation's document is not found, and its template list does not show ours", async () => {
    const reply = await email({ to: ['a@example.in'], templateId: templates.email }, po.id, suite.orgB);
    expect(reply.status).toBe(404);
    const list = await suite.call('GET', `${PO}/messageTemplates?channel=EMAIL`, suite.orgB);
    expect(list.body.totalCount).toBe(0);
  });

  it('a mail server that is not there: 422 in words, nothing recorded', async () => {
    const count = await sentCount();
    await setConfig('SMTP_PORT', '1');
    const reply = await email({ to: ['a@example.in'], templateId: templates.email });
    await setConfig('SMTP_PORT', String(smtpPort));
    expect(reply.status).toBe(422);
    expect(reply.body.responseMessage).toMatch(/could not be reached/);
    expect(await sentCount()).toBe(count);
  });
});

describe('an SMS of a purchase order through the file provider (issue 21)', () => {
  it('writes the rendered message as a JSON line and records it', async () => {
    const reply = await suite.call('POST', `${PO}/sms/${po.id}`, suite.admin, {
      to: '+919876543210',
      templateId: templates.sms,
    });
    expect(reply.status).toBe(200);
    const lines = readFileSync(join(suite.server.filesDir, 'sms', 'outbox.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines.map((line) => JSON.parse(line) as Record<string, string>)).toEqual([
      expect.objectContaining({
        to: '+919876543210',
        text: `PO ${po.number} for ₹${formatAmount(po.grandTotal)} sent to Reliance Polymer Distributors Pvt Ltd`,
      }),
    ]);
    expect(await trailActions('purchaseOrder', po.id)).toContain('sms');
  });

  it('refuses a phone that is not one, and an e-mail template', async () => {
    const bad = await suite.call('POST', `${PO}/sms/${po.id}`, suite.admin, { to: '12ab', templateId: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe('Phone must be a mobile number of 10 to 15 digits');
    const mail = await suite.call('POST', `${PO}/sms/${po.id}`, suite.admin, {
      to: '9876543210',
      templateId: templates.email,
    });
    expect(mail.status).toBe(422);
    expect(mail.body.responseMessage).toBe('The template "PO to supplier" is not for SMS.');
  });
});

describe('e-mailing a quotation (issue 21: "print as PDF … and send by e-mail … from a message template")', () => {
  const QT = 'crm/quotation';
  const quotation = { id: 0, number: '', grandTotal: 0 };

  beforeAll(async () => {
    const customer = await findIn<{ id: number }>(suite, 'party', 'companyName', 'Ambuja Cement Works Ltd');
    const stage = await findIn<{ id: number }>(suite, 'crm/funnelStage', 'name', 'New');
    const branch = await findIn<{ id: number }>(suite, 'erp/branch', 'name', 'Head Office');
    const item = await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'SF-TP-800');
    const entry = await suite.call<{ id: number }>('POST', 'crm/funnel/save', suite.admin, {
      companyName: 'Ambuja Cement Works Ltd',
      contactPerson: 'Rohit Sharma',
      entryDate: '2026-11-20',
      stageId: stage.id,
      partyId: customer.id,
    });
    const saved = await suite.call<{ id: number; version: number }>('POST', `${QT}/save`, suite.admin, {
      funnelId: entry.body.data?.id,
      date: '2026-11-24',
      validUntil: '2026-12-15',
      branchId: branch.id,
      lines: [{ itemId: item.id, quantity: 5000, rate: 14 }],
    });
    expect(saved.status).toBe(200);
    const sent = await suite.call<{ id: number; number: string; grandTotal: number }>(
      'POST',
      `${QT}/submit`,
      suite.admin,
      { id: saved.body.data?.id, version: saved.body.data?.version },
    );
    expect(sent.status).toBe(200);
    Object.assign(quotation, sent.body.data);
  });

  it("sends the quotation's PDF with its template's placeholders filled: party, number, date, amount, validity", async () => {
    const template = await saveTemplate({
      name: 'Quotation to customer',
      channel: 'EMAIL',
      documentType: 'quotation',
      subject: 'Quotation {documentNumber} for {partyName}',
      body: 'Dear {partyName},\nour quotation {documentNumber} of {date} for ₹{amount} is valid until {dueDate}.',
    });
    expect(template.status).toBe(200);
    const count = await sentCount();
    const reply = await suite.call('POST', `${QT}/email/${quotation.id}`, suite.admin, {
      to: ['sharma@example.in'],
      templateId: template.body.data?.id,
    });
    expect(reply.status).toBe(200);
    const got = received.at(-1);
    expect(got?.to).toEqual(['sharma@example.in']);
    expect(got?.mail.subject).toBe(`Quotation ${quotation.number} for Ambuja Cement Works Ltd`);
    expect(got?.mail.text?.trim()).toBe(
      `Dear Ambuja Cement Works Ltd,\nour quotation ${quotation.number} of 24-11-2026 for ₹${formatAmount(quotation.grandTotal)} is valid until 15-12-2026.`,
    );
    const [pdf] = got?.mail.attachments ?? [];
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(await printedFileName(QT, quotation.id));
    const text = pdfPages(pdf?.content ?? Buffer.alloc(0))
      .flat()
      .join('\n');
    expect(text).toContain(quotation.number);
    expect(text).toContain('Ambuja Cement Works Ltd');
    expect(await sentCount()).toBe((count ?? 0) + 1);
    expect(await trailActions('quotation', quotation.id)).toContain('email');
  });
});

describe('SMTP_SECURE YES: TLS from the first byte (decision 1812)', () => {
  let secure: { server: SMTPServer; port: number };
  let stranger: { server: SMTPServer; port: number };

  beforeAll(async () => {
    secure = await startSmtp(trusted);
    // Another self-signed server: its certificate is nobody's the ERP trusts.
    stranger = await startSmtp(selfSignedCertificate('stranger'));
    await setConfig('SMTP_SECURE', 'YES');
  });
  afterAll(async () => {
    await setConfig('SMTP_SECURE', 'NO');
    await setConfig('SMTP_PORT', String(smtpPort));
    await stopSmtp(secure.server);
    await stopSmtp(stranger.server);
  });

  it('the mail reaches a TLS mail server whose certificate is trusted, over TLS', async () => {
    await setConfig('SMTP_PORT', String(secure.port));
    const before = received.length;
    const reply = await email({ to: ['sales@reliance.example'], templateId: templates.email });
    expect(reply.status).toBe(200);
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)).toMatchObject({ from: USER, secure: true });
    expect(received.at(-1)?.mail.subject).toBe(`Purchase order ${po.number}`);
  });

  it.each([
    [
      'a port that speaks no TLS',
      () => smtpPort,
      'The mail server did not start a secure (TLS) connection, and nothing was sent. Check SMTP_SECURE and SMTP_PORT in system config: YES is for a port that speaks TLS from the start (465), NO for one that upgrades with STARTTLS (587).',
    ],
    [
      'a certificate nobody trusts',
      () => stranger.port,
      "The mail server's certificate is not trusted (self-signed certificate), so no secure connection was made and nothing was sent. Its administrator gives it a certificate of a trusted authority, or one for the name in SMTP_HOST.",
    ],
  ])(
    'the TLS handshake failing on %s: 422 in words, nothing sent or recorded',
    async (_case, port, message) => {
      await setConfig('SMTP_PORT', String(port()));
      const before = received.length;
      const count = await sentCount();
      const reply = await email({ to: ['sales@reliance.example'], templateId: templates.email });
      expect(reply.status).toBe(422);
      expect(reply.body.responseCode).toBe(RESPONSE_CODES.MAIL_REFUSED);
      expect(reply.body.responseMessage).toBe(message);
      expect(received).toHaveLength(before);
      expect(await sentCount()).toBe(count);
    },
  );
});
