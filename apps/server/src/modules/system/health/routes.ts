import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC } from '../../../plugins/auth.ts';

/**
 * `GET /health` for load balancers and orchestrators: 200 while this node can
 * reach its database, the errors plugin's 503 when it cannot. Public and
 * cheap (no session, no row written), so it can be polled every few seconds.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { config: { permission: PUBLIC }, schema: { hide: true } }, async (req) => {
    await app.db.execute(sql`select 1`);
    return { code: 200, msg: req.t('ok') };
  });
};
