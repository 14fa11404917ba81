import { asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryManifest, type StateNode } from '@cniot/contract/system/geo';
import { dataGlobalCountry, dataGlobalState } from '../../../db/schema/geo.ts';
import { notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { buildTree } from '../../../lib/tree.ts';
import { AUTHENTICATED } from '../../../plugins/auth.ts';

const c = dataGlobalCountry;
/** Either ISO code finds the country. */
const byCode = (code: unknown) => (typeof code === 'string' && code ? or(eq(c.countryCode, code.toUpperCase()), eq(c.alpha3, code.toUpperCase())) : undefined);
/** Countries (`/iot/dataGlobalCountry`) and their region trees (`/iot/dataGlobalState/stateTree/{country}`). */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;

  // The country is named by its ISO code (alpha-2 or alpha-3), its id or its name, whichever the caller holds.
  api.get('/iot/dataGlobalState/stateTree/:country', { schema: { params: z.object({ country: z.string().trim().min(1).max(100) }) }, config: { permission: AUTHENTICATED } }, async (req) => {
    const key = req.params.country;
    const [country] = await db()
      .select({ code: c.countryCode })
      .from(c)
      .where(/^\d+$/.test(key) ? eq(c.id, Number(key)) : or(eq(c.countryCode, key.toUpperCase()), eq(c.alpha3, key.toUpperCase()), sql`lower(${c.name}) = ${key.toLowerCase()}`))
      .limit(1);
    if (!country) throw notFound('geo.countryMissing', { country: key.slice(0, 100) });
    const s = dataGlobalState;
    const rows = await db().select().from(s).where(eq(s.countryCode, country.code)).orderBy(asc(s.parentId), asc(s.sort), asc(s.name));
    const tree = buildTree<(typeof rows)[number], StateNode>(rows, { id: (r) => r.id, parent: (r) => r.parentId }, (r) => ({ id: r.id, label: r.name, code: r.code }));
    return ok(req, tree);
  });

  // Every screen with an address loads the list (pageSize 1000), so any signed-in user may read it.
  manifestCrud(app, countryManifest, { table: c, ownFilters: ['countryCode'], filters: (q) => [byCode(q.countryCode)], permissions: { list: AUTHENTICATED } });
};
