import { done } from '@cniot/contract/answer';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@cniot/contract/system/permissions';
import { roleChangeStatus, roleDataScope } from '@cniot/contract/system/system-role';
import { sysDept, sysRole, sysRoleDept } from '../../../db/schema/system.ts';
import { DataScope } from '../../../lib/data-scope.ts';
import { badRequest, forbidden } from '../../../lib/errors.ts';
import { ok } from '../../../lib/reply.ts';
import { checkedKeys } from '../../../lib/tree.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { deptScope, deptTree } from '../system-dept/dept-scope.ts';
import { roleInReach, roleScope } from '../access/role-scope.ts';

const roleIdParam = { params: z.object({ roleId: z.coerce.number().int().positive() }) };

/** Status, data scope and the pickers of the role screens. */
export const roleActionRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const touched = (userName: string) => ({ updateBy: userName, updateTime: new Date() });

  api.put(
    '/system/role/changeStatus',
    { schema: { response: { 200: done }, body: roleChangeStatus }, config: { permission: Perm.role.edit, operLog: { title: 'operTitle.role', businessType: BusinessType.UPDATE } } },
    async (req) => {
      const caller = currentUser(req);
      await roleInReach(app.db, caller, req.body.roleId, true);
      await app.db
        .update(sysRole)
        .set({ status: req.body.status, ...touched(caller.userName) })
        .where(eq(sysRole.roleId, req.body.roleId));
      return ok(req);
    },
  );

  /**
   * Any data scope can reach rows the caller cannot see (scope 4 is relative to
   * the holder's organization), so only callers who see everything set one.
   */
  api.put(
    '/system/role/dataScope',
    { schema: { response: { 200: done }, body: roleDataScope }, config: { permission: Perm.role.edit, operLog: { title: 'operTitle.role', businessType: BusinessType.GRANT } } },
    async (req) => {
      const caller = currentUser(req);
      const { roleId, dataScope, deptIds = [], deptCheckStrictly } = req.body;
      await roleInReach(app.db, caller, roleId, true);
      if (deptScope(caller)) throw forbidden('role.scopeNotGrantable');
      const custom = dataScope === DataScope.CUSTOM ? [...new Set(deptIds)] : [];
      await app.db.transaction(async (tx) => {
        if (custom.length > 0) {
          const [found] = await tx
            .select({ n: count() })
            .from(sysDept)
            .where(and(inArray(sysDept.deptId, custom), eq(sysDept.delFlag, '0')));
          if (found.n !== custom.length) throw badRequest('dept.outOfScope');
        }
        await tx
          .update(sysRole)
          .set({ dataScope, deptCheckStrictly, ...touched(caller.userName) })
          .where(eq(sysRole.roleId, roleId));
        await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
        if (custom.length > 0) await tx.insert(sysRoleDept).values(custom.map((deptId) => ({ roleId, deptId })));
      });
      return ok(req);
    },
  );

  api.get('/system/role/deptTree/:roleId', { schema: roleIdParam, config: { permission: [Perm.role.query, Perm.role.edit] } }, async (req) => {
    const caller = currentUser(req);
    const role = await roleInReach(app.db, caller, req.params.roleId);
    const granted = await app.db
      .select({ id: sysDept.deptId, parentId: sysDept.parentId })
      .from(sysRoleDept)
      .innerJoin(sysDept, eq(sysDept.deptId, sysRoleDept.deptId))
      .where(eq(sysRoleDept.roleId, role.roleId));
    return { ...ok(req), checkedKeys: checkedKeys(granted, role.deptCheckStrictly), depts: await deptTree(app.db, deptScope(caller)) };
  });

  api.get('/system/role/optionselect', { config: { permission: Perm.role.query } }, async (req) => {
    const rows = await app.db
      .select({ roleId: sysRole.roleId, roleName: sysRole.roleName, roleKey: sysRole.roleKey, roleSort: sysRole.roleSort, status: sysRole.status })
      .from(sysRole)
      .where(and(eq(sysRole.delFlag, '0'), roleScope(currentUser(req))))
      .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
    return ok(req, rows);
  });
};
