import { z } from 'zod';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { createOf, updateOf } from '../manifest/derive.ts';
import { requiredRichText } from '../rich-text.ts';

/** Values of iot_message_source: the app a message is shown in. */
export const MessageSource = { dealerApp: '0', customerApp: '1' } as const;
/** Values of iot_message_recipient: everyone using the app, the users of some organizations, or named users. */
export const RecipientType = { all: '0', organizations: '1', users: '2' } as const;

const ids = z.array(z.coerce.number().int().positive()).max(1000).default([]);

/**
 * Internal messages to the app users (`/biz/message`). Spec §5: app type,
 * message type, title and content cannot be empty, at least one recipient,
 * and an update that changes nothing is refused.
 */
export const messageManifest = defineManifest({
  name: 'message',
  api: '/biz/message',
  perm: 'biz:message',
  actions: CRUD_ACTIONS,
  menu: { parent: 'serviceContent', order: 1, icon: 'message' },
  id: 'messageId',
  label: 'messageTitle',
  order: ['createTime', 'desc'],
  // The sender's organization and account: a sender placed in a dealer sees what its organization sent.
  scope: 'dept',
  fields: {
    messageId: { list: { width: 80 }, sort: true, export: 10 },
    messageSource: {
      schema: z.enum(['0', '1'], { message: 'validation.messageSource' }),
      dict: 'iot_message_source',
      list: true,
      search: 'eq',
      form: { widget: 'radio' },
      export: 16,
      detail: true,
    },
    messageType: {
      schema: z.enum(['0', '1', '2'], { message: 'validation.messageType' }),
      dict: 'iot_message_type',
      list: true,
      search: 'eq',
      form: { widget: 'radio' },
      export: 12,
      detail: true,
    },
    messageTitle: {
      schema: z.string({ message: 'validation.messageTitle' }).trim().min(1, 'validation.messageTitle').max(200),
      list: { ellipsis: true },
      search: 'like',
      form: { wide: true },
      sort: true,
      export: 40,
      detail: true,
    },
    messageContent: {
      schema: requiredRichText('validation.messageContent'),
      form: { widget: 'editor', wide: true },
    },
    recipientType: { schema: z.enum(['0', '1', '2']).default('0'), dict: 'iot_message_recipient', list: true, search: 'eq', form: { widget: 'radio', wide: true }, export: 16, detail: true },
    deptIds: { schema: ids, form: { wide: true } },
    userIds: { schema: ids, form: { wide: true } },
    feedbackId: { list: { hidden: true }, detail: true },
    createBy: { list: true, export: 16, detail: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20, detail: true },
  },
  grants: { sysUser: '*' },
});

/** Spec §5: everyone, or at least one organization or user. */
type Recipients = { recipientType: string; deptIds: number[]; userIds: number[] };
const hasRecipient = (m: Recipients) =>
  m.recipientType === RecipientType.all || (m.recipientType === RecipientType.organizations && m.deptIds.length > 0) || (m.recipientType === RecipientType.users && m.userIds.length > 0);
const recipientRule = { message: 'validation.messageRecipients', path: ['recipientType'] };

export const messageCreate = createOf(messageManifest).refine(hasRecipient, recipientRule);
// updateOf's type names only the id; the body has every form field.
export const messageUpdate = (updateOf(messageManifest) as unknown as z.ZodType<Recipients>).refine(hasRecipient, recipientRule);
