import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { pageQuery } from '@cniot/contract/paging';
import { KINDS } from '../../../db/device-kinds.ts';
import { notFound } from '../../../lib/errors.ts';
import { paged, where } from '../../../lib/paging.ts';
import { table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { visibleDevices } from './kinds.ts';

type Query = z.ZodObject<z.ZodRawShape>;

export interface DataRoute<Q extends Query> {
  path: string;
  perm: string;
  type: DeviceType;
  query: Q;
  codeOf: (q: z.infer<Q>) => string;
  table: PgTable;
  device: AnyPgColumn;
  ts: AnyPgColumn;
  columns: Record<string, AnyPgColumn | SQL>;
}

/**
 * Raw telemetry of one device, newest first, for a time range. Scope is the
 * device's: whoever sees the device now sees its whole history, also the
 * rows stored while it belonged to another organization.
 */
export function deviceDataRoute<Q extends Query>(app: FastifyInstance, r: DataRoute<Q>): void {
  app.withTypeProvider<ZodTypeProvider>().get(r.path, { schema: { querystring: r.query.extend(pageQuery.shape) }, config: { permission: r.perm } }, async (req) => {
    const q = req.query as z.infer<Q> & z.infer<typeof pageQuery> & { beginTime?: string; endTime?: string };
    const code = r.codeOf(q);
    if (!(await visibleDevices(app.db, currentUser(req), KINDS[r.type], { codes: [code] })).size) throw notFound('device.unknown');
    const w = and(eq(r.device, code), ...where.range(r.ts, q));
    const page = await paged(
      q,
      (limit, offset) => app.db.select(r.columns).from(r.table).where(w).orderBy(desc(r.ts)).limit(limit).offset(offset),
      async () => (await app.db.select({ n: count() }).from(r.table).where(w))[0].n,
    );
    return table(req, page);
  });
}
