import nodemailer from 'nodemailer';
import { MailTypeCode, SendStatus, type MailType } from '@cniot/contract/people/mail-record';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { iotMailRecord } from '../../../db/schema/auth.ts';
import { outboxDir, writeOutbox } from './outbox.ts';

export type { MailType };
/** What decides where mail goes: the SMTP server of SMTP_URL, else the outbox folder in DATA_DIR. */
export type MailConfig = Pick<Config, 'dataDir' | 'smtpUrl'>;

export interface Mail {
  userId: number | null;
  email: string;
  title: string;
  content: string;
  mailType: MailType;
  /** The app (iot_app_type value) the mail is about; empty for the console's own. */
  appType?: string;
  createBy: string;
  /** Files sent along (a report); the mail record keeps the text only. */
  attachments?: { filename: string; content: Buffer }[];
}

type Letter = Pick<Mail, 'email' | 'title' | 'content' | 'attachments'> & { kind: string };

// A mail server that does not answer must not hold a sign-up request for minutes (nodemailer waits 2 minutes by default).
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The sender: `?from=` of SMTP_URL, else the account when it is an address, else no-reply at the server. */
function smtpOf(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  const from = url.searchParams.get('from') ?? (user.includes('@') ? user : `no-reply@${url.hostname}`);
  url.searchParams.delete('from');
  return { url: url.toString(), from };
}

/** Hands one mail to the SMTP server, or writes it to the outbox when there is none; rejects when it could not. */
export async function deliverMail(config: MailConfig, letter: Letter): Promise<void> {
  if (!config.smtpUrl) {
    const files = (letter.attachments ?? []).map((a) => `Attachment: ${a.filename} (${a.content.length} bytes)\n`).join('');
    const text = `To: ${letter.email}\nSubject: ${letter.title}\nDate: ${new Date().toUTCString()}\nContent-Type: text/plain; charset=utf-8\n${files}\n${letter.content}\n`;
    return writeOutbox(outboxDir(config), `mail-${letter.kind}`, letter.email, text);
  }
  const { url, from } = smtpOf(config.smtpUrl);
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  try {
    await transport.sendMail({ from, to: letter.email, subject: letter.title, text: letter.content, attachments: letter.attachments });
  } finally {
    transport.close();
  }
}

/** Sends the mail and records the send, failed or not, in the mail records; answers whether it went out. */
export async function sendMail(db: Db, config: MailConfig, mail: Mail): Promise<boolean> {
  let status: string = SendStatus.success;
  try {
    await deliverMail(config, { email: mail.email, title: mail.title, content: mail.content, attachments: mail.attachments, kind: mail.mailType });
  } catch {
    status = SendStatus.fail;
  }
  await db.insert(iotMailRecord).values({
    userId: mail.userId,
    email: mail.email,
    mailTitle: mail.title,
    content: mail.content,
    mailType: MailTypeCode[mail.mailType],
    appType: mail.appType ?? '',
    status,
    createBy: mail.createBy,
  });
  return status === SendStatus.success;
}
