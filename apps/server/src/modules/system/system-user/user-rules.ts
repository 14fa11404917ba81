import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { HookContext } from '../../../lib/crud.ts';
import { sysUser } from '../../../db/schema/system.ts';
import { hashPassword } from '../../../db/bootstrap.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '@cniot/contract/constants';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { assertDeptUsable } from '../system-dept/dept-scope.ts';
import { configValue } from '../config/config-value.ts';
import { assignRoles, userInReach, usersInReach } from '../access/user-access.ts';

type Row = Record<string, unknown>;

/** Account, phone and e-mail each belong to one live user (case-insensitive for names and addresses). */
export async function assertUnique(db: Db, data: { userName?: unknown; phonenumber?: unknown; email?: unknown }, exceptUserId = 0) {
  const taken = async (cond: ReturnType<typeof eq>) => {
    const [r] = await db
      .select({ n: count() })
      .from(sysUser)
      .where(and(cond, eq(sysUser.delFlag, '0'), ne(sysUser.userId, exceptUserId)));
    return r.n > 0;
  };
  if (typeof data.userName === 'string' && (await taken(sql`lower(${sysUser.userName}) = lower(${data.userName})`))) throw conflict('user.nameExists', { name: data.userName });
  if (data.phonenumber && (await taken(eq(sysUser.phonenumber, String(data.phonenumber))))) throw conflict('user.phoneExists', { phone: data.phonenumber });
  if (data.email && (await taken(sql`lower(${sysUser.email}) = lower(${String(data.email)})`))) throw conflict('user.emailExists', { email: data.email });
}

/** Not-null text columns take '' for a cleared field. */
export function blankNulls(data: Row, fields: string[]): Row {
  const out = { ...data };
  for (const f of fields) if (out[f] === null) out[f] = '';
  return out;
}

export function userRules() {
  return {
    async beforeWrite(body: Row, { req, tx, mode }: HookContext) {
      const caller = currentUser(req);
      const { roleIds: _roles, ...data } = blankNulls(body, ['email', 'phonenumber']);
      if (mode === 'update') await userInReach(tx, req, Number(data.userId));
      if (mode === 'create' || data.deptId !== undefined) await assertDeptUsable(tx, caller, data.deptId as number | null | undefined);
      await assertUnique(tx, data, mode === 'update' ? Number(data.userId) : 0);
      if (mode === 'create') {
        const password = (data.password as string | undefined) ?? (await configValue(tx, 'sys.user.initPassword'));
        if (!password || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) throw badRequest('user.passwordRequired');
        data.password = await hashPassword(password);
        data.pwdUpdateDate = new Date();
      }
      return data;
    },

    /** Roles in the same transaction: a refused grant undoes the whole save. */
    async afterWrite(id: number, { req, tx, mode }: HookContext) {
      const requested = (req.body as { roleIds?: number[] }).roleIds;
      if (requested !== undefined) await assignRoles(tx, currentUser(req), id, requested, mode === 'create');
    },

    async beforeDelete(ids: number[], { req, tx }: Omit<HookContext, 'mode'>) {
      if (ids.includes(currentUser(req).userId)) throw badRequest('user.deleteSelf');
      const rows = await usersInReach(tx, req, ids);
      if (rows.some((r) => r.isAdmin)) throw badRequest('user.deleteAdmin');
    },
  };
}
