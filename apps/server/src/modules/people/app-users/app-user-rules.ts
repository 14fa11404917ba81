import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { hashPassword } from '../../../db/bootstrap.ts';
import { appUser } from '../../../db/schema/people.ts';
import type { HookContext } from '../../../lib/crud.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { assertDeptUsable } from '../../system/system-dept/dept-scope.ts';

type Row = Record<string, unknown>;
type Identity = { phone?: unknown; mailbox?: unknown; openid?: unknown };

/** App users of the organizations the caller sees (an app user without one: only callers who see everything). */
export const appUserScope = (user: LoginUser): SQL | undefined => dataScopeCondition(user, { dept: appUser.deptId });

// app_user spelled out: drizzle leaves select-list columns unqualified.
export const appUserColumns = { companyName: sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = app_user.dept_id)` };

/** The first of phone, mailbox and openid a live app user other than `exceptId` already signs in with. */
export async function takenIdentity(db: Db, who: Identity, exceptId = 0): Promise<'phone' | 'mailbox' | 'openid' | undefined> {
  const checks: ['phone' | 'mailbox' | 'openid', SQL | undefined][] = [
    ['phone', who.phone ? eq(appUser.phone, String(who.phone)) : undefined],
    ['mailbox', who.mailbox ? sql`lower(${appUser.mailbox}) = lower(${String(who.mailbox)})` : undefined],
    ['openid', who.openid ? eq(appUser.openid, String(who.openid)) : undefined],
  ];
  for (const [field, cond] of checks) {
    if (!cond) continue;
    const [hit] = await db
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(cond, eq(appUser.delFlag, '0'), ne(appUser.id, exceptId)))
      .limit(1);
    if (hit) return field;
  }
  return undefined;
}

/** Phone, mailbox and openid each sign in one live app user: a clear 409 naming the value. */
export async function assertIdentityFree(db: Db, who: Identity, exceptId = 0) {
  const taken = await takenIdentity(db, who, exceptId);
  if (taken === 'phone') throw conflict('appUser.phoneExists', { phone: who.phone });
  if (taken === 'mailbox') throw conflict('appUser.mailboxExists', { mailbox: who.mailbox });
  if (taken === 'openid') throw conflict('appUser.openidExists');
}

/**
 * An app user signs in with a phone or a mailbox, each its own; it sits in an
 * organization the caller sees (default: the caller's); a deleted one is
 * restored before it is edited; the password is stored as an argon2 hash.
 */
export async function appUserBeforeWrite(body: Row, { req, tx, mode }: HookContext): Promise<Row> {
  const caller = currentUser(req);
  const data: Row = { ...body };
  for (const f of ['phone', 'mailbox'] as const) if (data[f] === null) data[f] = '';
  const id = mode === 'update' ? Number(data.id) : 0;
  const [current] = id ? await tx.select().from(appUser).where(eq(appUser.id, id)) : [];
  if (current?.delFlag === '2') throw badRequest('appUser.deleted');
  const merged = { ...current, ...data };
  if (!merged.phone && !merged.mailbox) throw badRequest('appUser.contactRequired');
  await assertIdentityFree(tx, data, id);
  if (mode === 'create') {
    data.deptId ??= caller.deptId;
    data.password = await hashPassword(String(data.password));
  }
  if (data.deptId !== undefined) await assertDeptUsable(tx, caller, data.deptId as number | null);
  return data;
}
