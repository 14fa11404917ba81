import { and, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { HookContext } from '../../../lib/crud.ts';
import { sysDept, sysUser } from '../../../db/schema/system.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { badRequest, conflict, forbidden, warning } from '../../../lib/errors.ts';
import { deptScope, findDept } from './dept-scope.ts';

type Row = Record<string, unknown>;

/** RuoYi's ancestors path of a child of `parentId`: '0' at the top, else the parent's path plus the parent. */
async function ancestorsUnder(db: Db, req: FastifyRequest, parentId: number, mode: 'create' | 'update'): Promise<string> {
  const user = currentUser(req);
  if (parentId === 0) {
    if (deptScope(user)) throw forbidden('dept.topLevel');
    return '0';
  }
  const parent = await findDept(db, parentId, deptScope(user));
  if (!parent) throw badRequest('dept.outOfScope');
  if (parent.status !== '0' && mode === 'create') throw badRequest('dept.parentDisabled', { name: parent.deptName });
  return `${parent.ancestors},${parentId}`;
}

/**
 * The path of an organization that stays under its parent: an edit that does
 * not move it needs no say over the parent, which for a dealer's own
 * organization lies outside the dealer's scope. Top-level ones stay with
 * those who see everything (ancestorsUnder).
 */
async function unmovedAncestors(db: Db, deptId: number, parentId: number): Promise<string | undefined> {
  if (!deptId || parentId === 0) return undefined;
  const [current] = await db.select({ parentId: sysDept.parentId, ancestors: sysDept.ancestors }).from(sysDept).where(eq(sysDept.deptId, deptId));
  return current?.parentId === parentId ? current.ancestors : undefined;
}

/** Name unique among siblings, a parent the caller can see, never below itself; fills ancestors. */
export function deptRules() {
  return {
    async beforeWrite(data: Row, { req, tx, mode }: HookContext) {
      const id = mode === 'update' ? Number(data.deptId) : 0;
      const parentId = Number(data.parentId);
      if (mode === 'update') {
        if (parentId === id) throw badRequest('dept.parentSelf');
        const [below] = await tx
          .select({ n: count() })
          .from(sysDept)
          .where(and(eq(sysDept.deptId, parentId), sql`${String(id)} = any(string_to_array(${sysDept.ancestors}, ','))`));
        if (below.n > 0) throw badRequest('dept.parentSelf');
        if (data.status === '1') {
          const [live] = await tx
            .select({ n: count() })
            .from(sysDept)
            .where(and(eq(sysDept.parentId, id), eq(sysDept.status, '0'), eq(sysDept.delFlag, '0')));
          if (live.n > 0) throw badRequest('dept.hasEnabledChildren');
        }
      }
      const ancestors = (await unmovedAncestors(tx, id, parentId)) ?? (await ancestorsUnder(tx, req, parentId, mode));
      const [twin] = await tx
        .select({ n: count() })
        .from(sysDept)
        .where(and(eq(sysDept.parentId, parentId), eq(sysDept.deptName, String(data.deptName)), eq(sysDept.delFlag, '0'), ne(sysDept.deptId, id)));
      if (twin.n > 0) throw conflict('dept.nameExists', { name: data.deptName });
      return { ...data, ancestors };
    },

    /** A moved organization takes its whole subtree along: every descendant's path is rewritten. */
    async afterWrite(id: number, { tx, mode }: HookContext) {
      if (mode === 'create') return;
      const [self] = await tx.select({ ancestors: sysDept.ancestors }).from(sysDept).where(eq(sysDept.deptId, id));
      await tx
        .update(sysDept)
        .set({ ancestors: sql`regexp_replace(${sysDept.ancestors}, ${`^(.*,)?${id}(,|$)`}, ${`${self.ancestors},${id}`} || '\\2')` })
        .where(sql`${String(id)} = any(string_to_array(${sysDept.ancestors}, ','))`);
    },

    async beforeDelete(ids: number[], { tx }: Pick<HookContext, 'tx'>) {
      const [children] = await tx
        .select({ n: count() })
        .from(sysDept)
        .where(and(inArray(sysDept.parentId, ids), notInArray(sysDept.deptId, ids), eq(sysDept.delFlag, '0')));
      if (children.n > 0) throw warning('dept.hasChildren');
      const [users] = await tx
        .select({ n: count() })
        .from(sysUser)
        .where(and(inArray(sysUser.deptId, ids), eq(sysUser.delFlag, '0')));
      if (users.n > 0) throw warning('dept.hasUsers');
    },
  };
}
