import type { FastifyPluginAsync } from 'fastify';
import { roleCreate, roleManifest, roleUpdate } from '@cniot/contract/system/system-role';
import { sysRole } from '../../../db/schema/system.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { authUserRoutes } from './auth-user.ts';
import { roleActionRoutes } from './role-actions.ts';
import { roleRules } from './role-rules.ts';
import { roleScope } from '../access/role-scope.ts';

/** Roles (RuoYi /system/role): CRUD and export derive from the manifest; data scope and user assignment follow. */
export const systemRoleRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, roleManifest, { table: sysRole, create: roleCreate, update: roleUpdate, scope: roleScope, hidden: ['delFlag'], ...roleRules() });

  await app.register(roleActionRoutes);
  await app.register(authUserRoutes);
};
