import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { messageCreate, messageManifest, messageUpdate } from '@cniot/contract/people/message';
import { appMessage } from '../../../db/schema/content.ts';
import { warning } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { normalized, readRecipients, writeRecipients, type Recipients } from './deliver.ts';
import { checkRecipients } from './recipients.ts';

const COMPARED = ['messageSource', 'messageType', 'messageTitle', 'messageContent'] as const;

/** Internal messages (`/biz/message`): recipients in their own table, checked against the sender's scope; spec §5's rules. */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, messageManifest, {
    table: appMessage,
    create: messageCreate,
    update: messageUpdate,
    async beforeWrite(data, { req, tx, mode }) {
      const user = currentUser(req);
      const recipients = normalized(data as unknown as Recipients);
      await checkRecipients(tx, user, recipients);
      if (mode === 'create') return { ...data, deptId: user.deptId, userId: user.userId };
      const id = Number(data.messageId);
      const [old] = await tx.select().from(appMessage).where(eq(appMessage.messageId, id));
      const before = { recipientType: old.recipientType, ...(await readRecipients(tx, id)) };
      const same = COMPARED.every((k) => old[k] === data[k]) && JSON.stringify(normalized(before)) === JSON.stringify(recipients);
      if (same) throw warning('message.noChanges');
    },
    async afterWrite(id, { req, tx }) {
      await writeRecipients(tx, id, req.body as Recipients);
    },
    detail: async (row) => ({ ...row, ...(await readRecipients(app.db, Number(row.messageId))) }),
  });
};
