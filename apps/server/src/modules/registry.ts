import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { configRoutes } from './config/routes.ts';
import { dictRoutes } from './dict/routes.ts';
import { filesRoutes } from './files/routes.ts';
import { geoRoutes } from './geo/routes.ts';
import { jobRoutes } from './jobs/routes.ts';
import { loginLogRoutes } from './login-log/routes.ts';
import { monitorOnlineRoutes } from './monitor-online/routes.ts';
import { operLogRoutes } from './oper-log/routes.ts';
import { routersRoutes } from './routers/routes.ts';
import { systemDeptRoutes } from './system-dept/routes.ts';
import { systemMenuRoutes } from './system-menu/routes.ts';
import { systemRoleRoutes } from './system-role/routes.ts';
import { systemUserRoutes } from './system-user/routes.ts';

/** Every API module, registered under /cniotapi in this order. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  monitorOnlineRoutes,
  loginLogRoutes,
  systemUserRoutes,
  systemRoleRoutes,
  systemMenuRoutes,
  systemDeptRoutes,
  routersRoutes,
  dictRoutes,
  configRoutes,
  filesRoutes,
  operLogRoutes,
  jobRoutes,
  geoRoutes,
];
