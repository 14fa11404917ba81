import { SendStatus } from '@cniot/contract/people/mail-record';
import type { Db } from '../../../db/client.ts';
import { iotSmsRecord } from '../../../db/schema/auth.ts';
import { writeOutbox } from './outbox.ts';

export interface SmsMessage {
  phone: string;
  content: string;
}

/** The edge to an SMS gateway; `send` rejects (with the gateway's reason) when the gateway refuses the message. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, outboxDir: string): Promise<void>;
}

/** The recording adapter, used until a gateway adapter is installed: nothing leaves the machine, the text goes to the outbox folder. */
export const outboxSms: SmsProvider = {
  name: 'outbox',
  send: (m, dir) => writeOutbox(dir, 'sms', m.phone, `To: ${m.phone}\n\n${m.content}\n`),
};

let provider: SmsProvider = outboxSms;
/** The adapter texts go through. */
export const smsProvider = (): SmsProvider => provider;
/** A deployment with an SMS gateway installs its adapter once at start. */
export function installSmsProvider(adapter: SmsProvider): void {
  provider = adapter;
}

export interface SmsSend extends SmsMessage {
  /** What the record keeps of the text (a verification code masked). */
  recorded: string;
  userId: number | null;
  appType?: string;
  appSource: string;
  sendType: string;
}

/** Sends through the installed adapter and records the send in the SMS records; answers the gateway's refusal, empty when sent. */
export async function sendSms(db: Db, outboxDir: string, sms: SmsSend): Promise<string> {
  let failureReason = '';
  try {
    await provider.send({ phone: sms.phone, content: sms.content }, outboxDir);
  } catch (err) {
    failureReason = String((err as Error)?.message ?? err).slice(0, 500) || 'unknown';
  }
  await db.insert(iotSmsRecord).values({
    userId: sms.userId,
    phone: sms.phone,
    content: sms.recorded,
    appType: sms.appType ?? '',
    appSource: sms.appSource,
    status: failureReason ? SendStatus.fail : SendStatus.success,
    failureReason,
    sendType: sms.sendType,
  });
  return failureReason;
}
