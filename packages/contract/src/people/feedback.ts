import { z } from 'zod';
import { defineManifest } from '../manifest/define.ts';
import { requiredRichText } from '../rich-text.ts';

/** Values of iot_feedback_reply_status: waiting for reply, then replied. */
export const ReplyStatus = { waiting: '0', replied: '1' } as const;

/**
 * What the app users (owners, dealer staff) report from the apps (`/biz/feedback`).
 * The apps write the rows; the console reads, replies and removes. A dealer
 * sees the feedback of the users of its own organization and below.
 */
export const feedbackManifest = defineManifest({
  name: 'feedback',
  api: '/biz/feedback',
  perm: 'biz:feedback',
  actions: ['list', 'query', 'reply', 'remove', 'export'],
  menu: { parent: 'serviceContent', order: 2, icon: 'edit' },
  id: 'feedbackId',
  label: 'feedbackId',
  // Rows belong to the organization of their author; the server scopes by it alone (userId names an app user, not an account).
  scope: 'dept',
  order: [
    ['replyStatus', 'asc'],
    ['createTime', 'desc'],
  ],
  fields: {
    feedbackId: { list: { width: 80 }, sort: true, export: 10 },
    userId: { list: { width: 90, hidden: true }, search: 'eq', searchSchema: z.coerce.number().int().positive(), searchHidden: true, export: 10, detail: true },
    nickname: { list: true, export: 20, detail: true },
    feedbackSource: { dict: 'iot_feedback_source', list: true, search: 'eq', export: 14, detail: true },
    feedbackType: { dict: 'iot_feedback_type', list: true, search: 'eq', export: 22, detail: true },
    problemList: { dict: 'iot_feedback_problem', list: true, export: 30, detail: true },
    describes: { list: { ellipsis: true }, search: 'like', export: 50, detail: true },
    images: { list: { type: 'image', width: 100 }, detail: true },
    replyStatus: { dict: 'iot_feedback_reply_status', list: true, search: 'eq', sort: true, export: 16, detail: true },
    replyContent: { list: { hidden: true, ellipsis: true }, detail: true },
    replyTime: { list: { type: 'datetime', hidden: true }, sort: true, export: 20, detail: true },
    replyUserName: { list: { hidden: true }, export: 16, detail: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20, detail: true },
  },
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'reply', 'export'] },
});

/** The reply: rich text, sanitized by the server; what remains must show something (spec §5). */
export const feedbackReplyBody = z.object({
  feedbackId: z.coerce.number().int().positive(),
  replyContent: requiredRichText('validation.feedbackReply'),
});
export type FeedbackReplyBody = z.infer<typeof feedbackReplyBody>;
