import { done } from '@cniot/contract/answer';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verify } from '@node-rs/argon2';
import { IMAGE_TYPES } from '@cniot/contract/constants';
import { roleName } from '@cniot/contract/dict-labels';
import { profileUpdate, profileUpdatePwd } from '@cniot/contract/system/system-user';
import { hashPassword } from '../../../db/bootstrap.ts';
import { sysRole, sysSession, sysUser, sysUserRole } from '../../../db/schema/system.ts';
import { badRequest } from '../../../lib/errors.ts';
import { ok } from '../../../lib/reply.ts';
import { saveUpload } from '../../../lib/upload.ts';
import { declareUploadColumns } from '../../../lib/upload-references.ts';
import { AUTHENTICATED, currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { assertUnique, blankNulls } from './user-rules.ts';
import { userSelection } from '../access/user-selection.ts';

const operLog = { title: 'operTitle.profile', businessType: BusinessType.UPDATE };

async function passwordMatches(hashed: string, plain: string) {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** The signed-in user's own account (personal center): any signed-in user, no permission needed. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  declareUploadColumns(sysUser.avatar);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/system/user/profile', { config: { permission: AUTHENTICATED } }, async (req) => {
    const { userId } = currentUser(req);
    const [user] = await app.db.select(userSelection).from(sysUser).where(eq(sysUser.userId, userId));
    const roles = await app.db
      .select({ roleName: sysRole.roleName, roleKey: sysRole.roleKey })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
      .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')));
    return { ...ok(req, user), roleGroup: roles.map((r) => roleName(req.lang, r.roleKey, r.roleName)).join(','), postGroup: '' };
  });

  api.put('/system/user/profile', { schema: { response: { 200: done }, body: profileUpdate }, config: { permission: AUTHENTICATED, operLog } }, async (req) => {
    const caller = currentUser(req);
    const data = blankNulls(req.body, ['email', 'phonenumber']);
    await assertUnique(app.db, data, caller.userId);
    await app.db
      .update(sysUser)
      .set({ ...data, updateBy: caller.userName, updateTime: new Date() })
      .where(eq(sysUser.userId, caller.userId));
    return ok(req);
  });

  /** Other sessions end with the old password; this one stays signed in. */
  api.put('/system/user/profile/updatePwd', { schema: { body: profileUpdatePwd }, config: { permission: AUTHENTICATED, operLog } }, async (req) => {
    const caller = currentUser(req);
    const { oldPassword, newPassword } = req.body;
    const [row] = await app.db.select({ password: sysUser.password }).from(sysUser).where(eq(sysUser.userId, caller.userId));
    if (!(await passwordMatches(row.password, oldPassword))) throw badRequest('user.oldPasswordWrong');
    if (oldPassword === newPassword) throw badRequest('user.samePassword');
    await app.db
      .update(sysUser)
      .set({ password: await hashPassword(newPassword), pwdUpdateDate: new Date(), updateBy: caller.userName, updateTime: new Date() })
      .where(eq(sysUser.userId, caller.userId));
    await app.db.delete(sysSession).where(and(eq(sysSession.userId, caller.userId), ne(sysSession.tokenHash, caller.tokenHash)));
    return ok(req);
  });

  /** Multipart field `file`, checked like every upload: an image type by extension and by content. */
  app.post('/system/user/profile/avatar', { config: { permission: AUTHENTICATED, operLog } }, async (req) => {
    const caller = currentUser(req);
    const { fileName } = await saveUpload(req, app.config.uploadDir, { types: IMAGE_TYPES, folder: 'avatar', field: 'avatarfile' });
    await app.db.update(sysUser).set({ avatar: fileName, updateBy: caller.userName, updateTime: new Date() }).where(eq(sysUser.userId, caller.userId));
    return { ...ok(req), imgUrl: fileName };
  });
};
