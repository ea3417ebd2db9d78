import { rootCertificates } from 'node:tls';
import { RESPONSE_CODES } from '@erp/domain';
import nodemailer from 'nodemailer';
import { AppError } from '../core/errors.ts';

/** The organisation's mail server (system config SMTP_HOST, SMTP_PORT, SMTP_SECURE) and the user's account on it. */
export interface SmtpAccount {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /**
   * Certificates (PEM) trusted for the mail server's TLS beside Node's own authorities (a test's self-signed
   * server, decision 1812); none: Node's, with NODE_EXTRA_CA_CERTS added when the server was started with it.
   */
  trusted?: readonly string[];
}

/** One e-mail: from the account's address, with its attachments. */
export interface MailMessage {
  to: readonly string[];
  cc: readonly string[];
  subject: string;
  text: string;
  attachments: readonly { fileName: string; content: Buffer; contentType: string }[];
}

/** How long a mail server may take to answer before the send is given up (ms). */
const SMTP_TIMEOUT_MS = 15_000;

/** What the user is told for each way the mail server failed (decision 1642), by nodemailer's error code. */
const REFUSALS: Readonly<Record<string, string>> = {
  EAUTH:
    'The mail server refused your sign-in. Check the e-mail address and password in your mail profile, and that the mail server allows them.',
  ECONNECTION:
    'The mail server could not be reached. Check SMTP_HOST and SMTP_PORT in system config, or try again later.',
  ESOCKET:
    'The mail server could not be reached. Check SMTP_HOST and SMTP_PORT in system config, or try again later.',
  EDNS: 'The mail server named in SMTP_HOST was not found. Check system config.',
  ETIMEDOUT: 'The mail server did not answer in time. Try again later.',
  ETLS: 'A secure connection to the mail server failed. Check SMTP_SECURE and SMTP_PORT in system config.',
  EENVELOPE: 'The mail server refused a recipient or the sender address.',
};

/** The TLS handshake failed at the certificate: none trusted, expired, or for another host (decision 1812). */
const CERTIFICATE_CODES = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/;

const untrusted = (reason: string) =>
  `The mail server's certificate is not trusted (${reason}), so no secure connection was made and nothing was sent. Its administrator gives it a certificate of a trusted authority, or one for the name in SMTP_HOST.`;

/** The TLS handshake failed before a certificate: the port does not speak TLS as SMTP_SECURE says it does. */
const NO_TLS =
  'The mail server did not start a secure (TLS) connection, and nothing was sent. Check SMTP_SECURE and SMTP_PORT in system config: YES is for a port that speaks TLS from the start (465), NO for one that upgrades with STARTTLS (587).';

/** A text property of an error (nodemailer's `code`, node's kept as `originalCode`), or ''. */
const stringAt = (error: unknown, key: 'code' | 'originalCode'): string => {
  const value = error instanceof Error ? (error as Error & Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * What the user is told of a failed send: nodemailer's code says where it failed; a socket failure during the
 * TLS handshake keeps node's own code (`originalCode`), which says whether the certificate or the handshake
 * itself failed (decision 1812).
 */
function refusalOf(error: unknown, code: string): string {
  const original = stringAt(error, 'originalCode');
  if (CERTIFICATE_CODES.test(original)) return untrusted(error instanceof Error ? error.message : original);
  if (original.startsWith('ERR_SSL_')) return NO_TLS;
  return REFUSALS[code] ?? 'The mail server did not take the message, and nothing was sent.';
}

/**
 * Sends one e-mail over SMTP with nodemailer (issue 21). A failure of the mail server is a 422 in the user's
 * words (`MAIL_REFUSED`), never a 500: the request was fine, the server outside refused or was not there.
 */
export async function sendMail(account: SmtpAccount, message: MailMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    host: account.host,
    port: account.port,
    secure: account.secure,
    auth: { user: account.user, pass: account.password },
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    ...(account.trusted?.length ? { tls: { ca: [...rootCertificates, ...account.trusted] } } : {}),
  });
  try {
    await transport.sendMail({
      from: account.user,
      to: [...message.to],
      cc: [...message.cc],
      subject: message.subject,
      text: message.text,
      attachments: message.attachments.map((file) => ({
        filename: file.fileName,
        content: file.content,
        contentType: file.contentType,
      })),
    });
  } catch (error) {
    // nodemailer names every failure of the server or the connection; anything else is our own bug.
    const code = stringAt(error, 'code');
    if (code === '') throw error;
    throw new AppError(RESPONSE_CODES.MAIL_REFUSED, refusalOf(error, code));
  } finally {
    transport.close();
  }
}
