import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackManifest, feedbackReplyBody } from '@cniot/contract/people/feedback';
import { permsOf } from '@cniot/contract/manifest/define';
import { appFeedback } from '../../../db/schema/content.ts';
import { appUser } from '../../../db/schema/people.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { declareUploadColumns } from '../../../lib/upload-references.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { replyToFeedback } from './reply.ts';

const perms = permsOf(feedbackManifest);

/** User feedback (`/biz/feedback`): the apps write it; the console lists, replies and removes, within the organization's scope. */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  // The apps' pictures (a comma list) and the reply's rich text.
  declareUploadColumns(appFeedback.images, appFeedback.replyContent);
  manifestCrud(app, feedbackManifest, {
    table: appFeedback,
    // userId names an app user, not an account: only the organization decides who sees a row.
    scope: (user) => dataScopeCondition(user, { dept: appFeedback.deptId }),
    columns: { nickname: sql<string | null>`(select ${appUser.nickname} from ${appUser} where ${appUser.id} = ${appFeedback.userId})` },
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .put('/biz/feedback/reply', { schema: { body: feedbackReplyBody }, config: { permission: perms.reply, operLog: { title: 'menus.feedback', businessType: BusinessType.UPDATE } } }, async (req) => {
      await replyToFeedback(app, req, req.body);
      return ok(req);
    });
};
