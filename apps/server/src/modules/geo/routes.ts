import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryCreate, countryQuery, countryUpdate, type StateNode } from '@cniot/contract/geo';
import { pageQuery } from '@cniot/contract/paging';
import { dataGlobalCountry, dataGlobalState } from '../../db/schema/geo.ts';
import { crud } from '../../lib/crud.ts';
import { notFound } from '../../lib/errors.ts';
import { orderOf, paged, where } from '../../lib/paging.ts';
import { table, ok } from '../../lib/reply.ts';
import { buildTree } from '../../lib/tree.ts';
import { AUTHENTICATED } from '../../plugins/auth.ts';

const c = dataGlobalCountry;
const SORT = { id: c.id, name: c.name, countryCode: c.countryCode, sort: c.sort };
const ORDER = [asc(c.sort), asc(c.name)];
const filters = (q: z.infer<typeof countryQuery>) => [
  where.like(c.name, q.name),
  q.countryCode ? or(eq(c.countryCode, q.countryCode.toUpperCase()), eq(c.alpha3, q.countryCode.toUpperCase())) : undefined,
  where.eq(c.status, q.status),
];

/** Countries (`/iot/dataGlobalCountry`) and their region trees (`/iot/dataGlobalState/stateTree/{country}`). */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;

  // Every screen with an address loads the list (pageSize 1000), so any signed-in user may read it.
  api.get(
    '/iot/dataGlobalCountry/list',
    { schema: { querystring: countryQuery.extend(pageQuery.shape) }, config: { permission: AUTHENTICATED } },
    async (req) => {
      const q = req.query;
      const w = and(...filters(q));
      const page = await paged(
        q,
        (limit, offset) => db().select().from(c).where(w).orderBy(...orderOf(q, SORT, ORDER)).limit(limit).offset(offset),
        async () => (await db().select({ n: count() }).from(c).where(w))[0].n,
      );
      return table(req, page);
    },
  );

  // The country is named by its ISO code (alpha-2 or alpha-3), its id or its name, whichever the caller holds.
  api.get(
    '/iot/dataGlobalState/stateTree/:country',
    { schema: { params: z.object({ country: z.string().trim().min(1).max(100) }) }, config: { permission: AUTHENTICATED } },
    async (req) => {
      const key = req.params.country;
      const [country] = await db()
        .select({ code: c.countryCode })
        .from(c)
        .where(
          /^\d+$/.test(key)
            ? eq(c.id, Number(key))
            : or(eq(c.countryCode, key.toUpperCase()), eq(c.alpha3, key.toUpperCase()), sql`lower(${c.name}) = ${key.toLowerCase()}`),
        )
        .limit(1);
      if (!country) throw notFound('geo.countryMissing', { country: key.slice(0, 100) });
      const s = dataGlobalState;
      const rows = await db().select().from(s).where(eq(s.countryCode, country.code)).orderBy(asc(s.parentId), asc(s.sort), asc(s.name));
      const tree = buildTree<(typeof rows)[number], StateNode>(rows, { id: (r) => r.id, parent: (r) => r.parentId }, (r) => ({ id: r.id, label: r.name, code: r.code }));
      return ok(req, tree);
    },
  );

  crud(app, {
    path: '/iot/dataGlobalCountry',
    perm: 'iot:country',
    title: 'Country',
    table: c,
    id: c.id,
    query: countryQuery,
    filters,
    sort: SORT,
    defaultOrder: ORDER,
    create: countryCreate,
    update: countryUpdate,
    without: ['list'],
    exportName: 'country',
    exportColumns: [
      { key: 'id', header: 'ID', width: 8 },
      { key: 'name', header: 'Name', width: 36 },
      { key: 'countryCode', header: 'Country code', width: 12 },
      { key: 'alpha3', header: 'Alpha-3', width: 10 },
      { key: 'phoneCode', header: 'Phone code', width: 12 },
      { key: 'sort', header: 'Sort', width: 8 },
      { key: 'status', header: 'Status', width: 10, dict: 'sys_normal_disable' },
    ],
  });
};
