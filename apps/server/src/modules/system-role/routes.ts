import { asc, desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { roleCreate, roleQuery, roleUpdate } from '@cniot/contract/system-role';
import { sysRole } from '../../db/schema/system.ts';
import { crud } from '../../lib/crud.ts';
import { where } from '../../lib/paging.ts';
import { authUserRoutes } from './auth-user.ts';
import { roleActionRoutes } from './role-actions.ts';
import { roleRules } from './role-rules.ts';
import { roleScope } from '../access/role-scope.ts';

/** Roles (RuoYi /system/role): CRUD and export are a declaration; data scope and user assignment follow. */
export const systemRoleRoutes: FastifyPluginAsync = async (app) => {
  crud(app, {
    path: '/system/role',
    perm: 'system:role',
    title: 'Role',
    table: sysRole,
    id: sysRole.roleId,
    query: roleQuery,
    filters: (q) => [
      where.like(sysRole.roleName, q.roleName),
      where.like(sysRole.roleKey, q.roleKey),
      where.eq(sysRole.status, q.status),
      ...where.range(sysRole.createTime, q),
    ],
    sort: { roleId: sysRole.roleId, roleName: sysRole.roleName, roleKey: sysRole.roleKey, roleSort: sysRole.roleSort, status: sysRole.status, createTime: sysRole.createTime },
    defaultOrder: [asc(sysRole.roleSort), desc(sysRole.roleId)],
    create: roleCreate,
    update: roleUpdate,
    scope: roleScope,
    softDelete: 'delFlag',
    hidden: ['delFlag'],
    exportName: 'roles',
    exportColumns: [
      { key: 'roleId', width: 10 },
      { key: 'roleName' },
      { key: 'roleKey' },
      { key: 'roleSort', width: 10 },
      { key: 'dataScope', width: 28, dict: 'sys_data_scope' },
      { key: 'status', dict: 'sys_normal_disable' },
      { key: 'createTime', width: 22 },
    ],
    ...roleRules(),
  });

  await app.register(roleActionRoutes);
  await app.register(authUserRoutes);
};
