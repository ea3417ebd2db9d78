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

const codeOf = (error: unknown): string =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';

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
    const code = codeOf(error);
    if (code === '') throw error;
    throw new AppError(
      RESPONSE_CODES.MAIL_REFUSED,
      REFUSALS[code] ?? 'The mail server did not take the message, and nothing was sent.',
    );
  } finally {
    transport.close();
  }
}
