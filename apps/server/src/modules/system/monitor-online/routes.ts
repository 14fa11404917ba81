import { done } from '@cniot/contract/answer';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onlineManifest } from '@cniot/contract/system/auth';
import { Perm } from '@cniot/contract/system/permissions';
import { sysSession } from '../../../db/schema/system.ts';
import { notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { endSession, SESSION_MAX_AGE_MS, type LoginUser } from '../../../lib/session.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { byUserIdInScope } from '../access/log-scope.ts';

/** A session counts as online until it has been idle longer than its own limit, or reaches the age every session ends at. */
const live = and(sql`${sysSession.lastAccessTime} + ${sysSession.idleMs} * interval '1 millisecond' > now()`, sql`${sysSession.loginTime} > now() - ${SESSION_MAX_AGE_MS} * interval '1 millisecond'`);

/**
 * Online users from sys_session. A session is named by its token hash
 * (tokenId): the raw token never leaves the browser that holds it.
 */
export const monitorOnlineRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const scope = (user: LoginUser) => byUserIdInScope(user, sysSession.userId);

  // Sessions are not records: no detail, and a force logout names a token hash, not numeric ids.
  manifestCrud(app, onlineManifest, {
    table: sysSession,
    columns: { tokenId: sysSession.tokenHash },
    hidden: ['tokenHash', 'userId', 'idleMs'],
    filters: () => [live],
    scope,
    without: ['get', 'remove'],
  });

  api.delete(
    '/monitor/online/:tokenId',
    {
      schema: { response: { 200: done }, params: z.object({ tokenId: z.string().regex(/^[0-9a-f]{64}$/, 'validation.invalidFormat') }) },
      config: { permission: Perm.online.forceLogout, operLog: { title: 'operTitle.onlineUsers', businessType: BusinessType.FORCE } },
    },
    async (req) => {
      const [found] = await app.db
        .select({ t: sysSession.tokenHash })
        .from(sysSession)
        .where(and(eq(sysSession.tokenHash, req.params.tokenId), scope(currentUser(req))));
      if (!found) throw notFound();
      await endSession(app.db, req.params.tokenId);
      return ok(req);
    },
  );
};
