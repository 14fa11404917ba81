import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MailTypeCode, mailRecordManifest, SendStatus, type MailType } from '@cniot/contract/people/mail-record';
import { permsOf } from '@cniot/contract/manifest/define';
import { iotMailRecord } from '../../../db/schema/auth.ts';
import { notFound, warning } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { deliverMail } from '../../system/auth/mail.ts';
import { sentToScope } from './sent-scope.ts';

const perms = permsOf(mailRecordManifest);
const nameOf = (code: string) => (Object.keys(MailTypeCode) as MailType[]).find((name) => MailTypeCode[name] === code) ?? 'Mail';

/** Mail records (`/biz/mailRecord`): what was sent and whether it arrived at the mail server; a resend counts. */
export const mailRecordRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, mailRecordManifest, {
    table: iotMailRecord,
    scope: (user) => sentToScope(user, iotMailRecord.userId),
    without: ['remove'],
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/biz/mailRecord/resend/:id',
    {
      schema: { params: z.object({ id: z.coerce.number().int().positive() }) },
      config: { permission: perms.resend, operLog: { title: 'menus.mailRecord', businessType: BusinessType.OTHER } },
    },
    async (req) => {
      const where = and(eq(iotMailRecord.id, req.params.id), sentToScope(currentUser(req), iotMailRecord.userId));
      const [mail] = await app.db.select().from(iotMailRecord).where(where);
      if (!mail) throw notFound();
      let status: string = SendStatus.success;
      try {
        await deliverMail(app.config, { email: mail.email, title: mail.mailTitle, content: mail.content, kind: nameOf(mail.mailType) });
      } catch (err) {
        req.log.warn({ mailRecord: mail.id, reason: (err as Error).message }, 'mail resend failed');
        status = SendStatus.fail;
      }
      await app.db
        .update(iotMailRecord)
        .set({ status, resendTime: new Date(), resendCount: sql`${iotMailRecord.resendCount} + 1`, updateBy: currentUser(req).userName, updateTime: new Date() })
        .where(eq(iotMailRecord.id, mail.id));
      if (status === SendStatus.fail) throw warning('mail.resendFailed');
      return ok(req);
    },
  );
};
