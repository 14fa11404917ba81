import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { loginLogRoutes } from './login-log/routes.ts';
import { monitorOnlineRoutes } from './monitor-online/routes.ts';

/** Every API module, registered under /cniotapi in this order. */
export const apiModules: FastifyPluginAsync[] = [authRoutes, monitorOnlineRoutes, loginLogRoutes];
