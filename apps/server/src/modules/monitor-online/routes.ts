import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onlineQuery } from '@cniot/contract/auth';
import { pageQuery } from '@cniot/contract/paging';
import { Perm } from '@cniot/contract/permissions';
import { sysSession } from '../../db/schema/system.ts';
import { notFound } from '../../lib/errors.ts';
import { orderOf, paged, where } from '../../lib/paging.ts';
import { ok, table } from '../../lib/reply.ts';
import { endSession } from '../../lib/session.ts';
import { BusinessType } from '../../plugins/oper-log.ts';

/** A session counts as online until it has been idle longer than its own limit. */
const live = sql`${sysSession.lastAccessTime} + ${sysSession.idleMs} * interval '1 millisecond' > now()`;

const columns = {
  tokenId: sysSession.tokenHash,
  userName: sysSession.userName,
  deptName: sysSession.deptName,
  ipaddr: sysSession.ipaddr,
  loginLocation: sysSession.loginLocation,
  browser: sysSession.browser,
  os: sysSession.os,
  loginTime: sysSession.loginTime,
  lastAccessTime: sysSession.lastAccessTime,
};
const sortable = { userName: sysSession.userName, ipaddr: sysSession.ipaddr, loginTime: sysSession.loginTime, lastAccessTime: sysSession.lastAccessTime };

/**
 * Online users from sys_session. A session is named by its token hash
 * (tokenId): the raw token never leaves the browser that holds it.
 */
export const monitorOnlineRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/monitor/online/list', { schema: { querystring: onlineQuery.extend(pageQuery.shape) }, config: { permission: Perm.online.list } }, async (req) => {
    const q = req.query;
    const w = and(live, where.like(sysSession.ipaddr, q.ipaddr), where.like(sysSession.userName, q.userName));
    const page = await paged(
      q,
      (limit, offset) => app.db.select(columns).from(sysSession).where(w).orderBy(...orderOf(q, sortable, [desc(sysSession.loginTime)])).limit(limit).offset(offset),
      async () => (await app.db.select({ n: count() }).from(sysSession).where(w))[0].n,
    );
    return table(req, page);
  });

  api.delete(
    '/monitor/online/:tokenId',
    {
      schema: { params: z.object({ tokenId: z.string().regex(/^[0-9a-f]{64}$/, 'validation.invalidFormat') }) },
      config: { permission: Perm.online.forceLogout, operLog: { title: 'Online users', businessType: BusinessType.FORCE } },
    },
    async (req) => {
      const [found] = await app.db.select({ t: sysSession.tokenHash }).from(sysSession).where(eq(sysSession.tokenHash, req.params.tokenId));
      if (!found) throw notFound();
      await endSession(app.db, req.params.tokenId);
      return ok(req);
    },
  );
};
