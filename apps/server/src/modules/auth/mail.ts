import type { Db } from '../../db/client.ts';
import { iotMailRecord } from '../../db/schema/auth.ts';
import { writeOutbox } from './outbox.ts';

export type MailType = 'Register' | 'RetrievePassword' | 'AppDeregister' | 'WebDeregister';

export interface Mail {
  userId: number | null;
  email: string;
  title: string;
  content: string;
  mailType: MailType;
  createBy: string;
}

/** Writes the mail to the outbox (no SMTP yet) and records the send, failed or not, in the mail records. */
export async function sendMail(db: Db, outboxDir: string, mail: Mail): Promise<void> {
  let status = '0';
  try {
    await writeOutbox(outboxDir, `mail-${mail.mailType}`, mail.email, `To: ${mail.email}\nSubject: ${mail.title}\nDate: ${new Date().toUTCString()}\nContent-Type: text/plain; charset=utf-8\n\n${mail.content}\n`);
  } catch {
    status = '1';
  }
  await db.insert(iotMailRecord).values({
    userId: mail.userId,
    email: mail.email,
    mailTitle: mail.title,
    content: mail.content,
    mailType: mail.mailType,
    status,
    createBy: mail.createBy,
  });
}
