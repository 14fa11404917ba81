import { done } from '@cniot/contract/answer';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUserCheck, appUserResetPassword, appUserRestore, appUserStatus, type AppUserCheckAnswer } from '@cniot/contract/people/app-user';
import { idList } from '@cniot/contract/paging';
import { PeoplePerm } from '@cniot/contract/people/people-permissions';
import type { Db } from '../../../db/client.ts';
import { hashPassword } from '../../../db/bootstrap.ts';
import { appUser } from '../../../db/schema/people.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { appUserScope, assertIdentityFree, takenIdentity } from './app-user-rules.ts';

const perm = PeoplePerm.appUser;
const log = (businessType: number) => ({ title: 'operTitle.appUsers', businessType });

/** The app users among `ids` the caller sees (else 404, as if absent). */
async function appUsersInScope(db: Db, req: FastifyRequest, ids: number[]) {
  const rows = await db
    .select()
    .from(appUser)
    .where(and(inArray(appUser.id, ids), appUserScope(currentUser(req))));
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/** Deletion (a mark, restorable), restore, password reset, status and the creation check of §7. */
export const appUserActionRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const touched = (req: FastifyRequest) => ({ updateBy: currentUser(req).userName, updateTime: new Date() });

  api.delete('/biz/user/:ids', { schema: { response: { 200: done }, params: z.object({ ids: idList }) }, config: { permission: perm.remove, operLog: log(BusinessType.DELETE) } }, async (req) => {
    const rows = await appUsersInScope(app.db, req, req.params.ids);
    if (rows.some((r) => r.delFlag !== '0')) throw notFound();
    await app.db
      .update(appUser)
      .set({ delFlag: '2', ...touched(req) })
      .where(inArray(appUser.id, req.params.ids));
    return ok(req);
  });

  /** Back only while nobody else signs in with its phone, mailbox or WeChat account. */
  api.post('/biz/user/restore', { schema: { response: { 200: done }, body: appUserRestore }, config: { permission: perm.recover, operLog: log(BusinessType.UPDATE) } }, async (req) => {
    const [row] = await appUsersInScope(app.db, req, [req.body.id]);
    if (row.delFlag !== '2') throw badRequest('appUser.notDeleted');
    await app.db.transaction(async (tx) => {
      await assertIdentityFree(tx, row, row.id);
      await tx
        .update(appUser)
        .set({ delFlag: '0', ...touched(req) })
        .where(eq(appUser.id, row.id));
    });
    return ok(req);
  });

  api.post('/biz/user/resetPassword', { schema: { response: { 200: done }, body: appUserResetPassword }, config: { permission: perm.resetPwd, operLog: log(BusinessType.UPDATE) } }, async (req) => {
    const [row] = await appUsersInScope(app.db, req, [req.body.id]);
    if (row.delFlag !== '0') throw badRequest('appUser.deleted');
    await app.db
      .update(appUser)
      .set({ password: await hashPassword(req.body.password), ...touched(req) })
      .where(eq(appUser.id, row.id));
    return ok(req);
  });

  api.put('/biz/user/changeStatus', { schema: { response: { 200: done }, body: appUserStatus }, config: { permission: perm.edit, operLog: log(BusinessType.UPDATE) } }, async (req) => {
    const [row] = await appUsersInScope(app.db, req, [req.body.id]);
    if (row.delFlag !== '0') throw badRequest('appUser.deleted');
    await app.db
      .update(appUser)
      .set({ status: req.body.status, ...touched(req) })
      .where(eq(appUser.id, row.id));
    return ok(req);
  });

  /** Whether an app user with these could be created: free across all organizations, since each signs in one user only. */
  api.post('/biz/user/checkCreateUser', { schema: { body: appUserCheck }, config: { permission: perm.add, repeatSubmit: false } }, async (req) => {
    const taken = await takenIdentity(app.db, req.body);
    const answer: AppUserCheckAnswer = taken ? { available: false, taken } : { available: true };
    const message = { phone: 'appUser.phoneExists', mailbox: 'appUser.mailboxExists', openid: 'appUser.openidExists' } as const;
    return { code: 200, msg: req.t(taken ? message[taken] : 'appUser.available', req.body), data: answer };
  });
};
