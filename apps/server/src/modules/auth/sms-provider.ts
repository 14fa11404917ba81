import { writeOutbox } from './outbox.ts';

export interface SmsMessage {
  phone: string;
  content: string;
}

/** The edge to an SMS gateway; `send` rejects when the gateway refuses the message. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, outboxDir: string): Promise<void>;
}

/** Built in and used until a gateway adapter exists: nothing leaves the machine, the text goes to the outbox folder. */
export const outboxSms: SmsProvider = {
  name: 'outbox',
  send: (m, dir) => writeOutbox(dir, 'sms', m.phone, `To: ${m.phone}\n\n${m.content}\n`),
};
