import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { feedbackReplyBody, ReplyStatus, type FeedbackReplyBody } from '@cniot/contract/people/feedback';
import { MessageSource, RecipientType } from '@cniot/contract/people/message';
import { appFeedback, appMessage } from '../../../db/schema/content.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { sanitizeRichText } from '../../../lib/rich-text.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { writeRecipients } from '../messages/deliver.ts';

/** A notice of the message type "notice" (iot_message_type). */
const NOTICE = '1';
/** Feedback from the owners' app is answered in the customer app, from the dealers' app in the dealer app. */
const appOf = (feedbackSource: string) => (feedbackSource === '1' ? MessageSource.dealerApp : MessageSource.customerApp);

/**
 * Stores the (sanitized) reply and marks the feedback replied; the app user who
 * wrote it gets the reply as an internal message. Replying again corrects the
 * reply and sends the corrected one.
 */
export async function replyToFeedback(app: FastifyInstance, req: FastifyRequest, body: FeedbackReplyBody): Promise<void> {
  const user = currentUser(req);
  const content = sanitizeRichText(body.replyContent);
  // What was only script is no reply.
  if (!feedbackReplyBody.shape.replyContent.safeParse(content).success) throw badRequest('validation.feedbackReply');
  await app.db.transaction(async (tx) => {
    const scope = dataScopeCondition(user, { dept: appFeedback.deptId });
    const [row] = await tx
      .select()
      .from(appFeedback)
      .where(and(eq(appFeedback.feedbackId, body.feedbackId), scope))
      .for('update');
    if (!row) throw notFound();
    const now = new Date();
    await tx
      .update(appFeedback)
      .set({ replyStatus: ReplyStatus.replied, replyContent: content, replyTime: now, replyUserId: user.userId, replyUserName: user.userName, updateBy: user.userName, updateTime: now })
      .where(eq(appFeedback.feedbackId, row.feedbackId));
    if (row.userId === null) return;
    const [message] = await tx
      .insert(appMessage)
      .values({
        messageSource: appOf(row.feedbackSource),
        messageType: NOTICE,
        messageTitle: req.t('feedback.replyTitle'),
        messageContent: content,
        recipientType: RecipientType.users,
        deptId: user.deptId,
        userId: user.userId,
        feedbackId: row.feedbackId,
        createBy: user.userName,
      })
      .returning({ id: appMessage.messageId });
    await writeRecipients(tx, message.id, { recipientType: RecipientType.users, deptIds: [], userIds: [row.userId] });
  });
}
