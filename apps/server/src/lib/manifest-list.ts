import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ordersOf, permsOf, type Manifest } from '@cniot/contract/manifest/define';
import { fieldsWith, queryOf } from '@cniot/contract/manifest/derive';
import { pageQuery, type PageQuery } from '@cniot/contract/paging';
import { rowsOf } from '../db/client.ts';
import { BusinessType, manifestOperTitle } from '../plugins/oper-log.ts';
import { listTotal } from './list-total.ts';
import { exportTitleOf, manifestExportColumns } from './manifest-export.ts';
import { orderOf, paged, where } from './paging.ts';
import { table } from './reply.ts';
import { EXPORT_LIMIT, sendXlsx, type ExportColumn } from './xlsx.ts';

type Query = Record<string, unknown> & PageQuery;

export interface ManifestListOptions {
  /**
   * The rows before search, sort and paging: a select whose columns are named
   * like the manifest's fields (`as "stationName"`), already limited to what
   * the caller may see. It receives the query for the filters only it can
   * apply (those listed in `ownFilters`).
   */
  source: (q: Query, req: FastifyRequest) => SQL | Promise<SQL>;
  /** Search fields the source filters itself. */
  ownFilters?: string[];
  /** A list read with another permission than the manifest's own `list` (e.g. a picker). */
  permission?: string;
  /** Export columns with a format of their own (e.g. a text in the caller's language), by key. */
  exportFormats?: Record<string, NonNullable<ExportColumn['format']>>;
}

/**
 * `GET <api>/list` and `POST <api>/export` of a manifest whose rows are not
 * one table (aggregates, joins, a computed list): the query, the search
 * operators, the sort whitelist, the default order and the export columns
 * still derive from the declaration, as with manifestCrud. Sorting and
 * filtering name the source's columns, never text from the request.
 */
export function manifestList(app: FastifyInstance, m: Manifest, o: ManifestListOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const field = (name: string) => sql`r.${sql.identifier(name)}`;
  const whitelist = Object.fromEntries(fieldsWith(m, 'sort').map((name) => [name, field(name)]));
  const fallback = ordersOf(m).map(([name, dir]) => (dir === 'asc' ? asc : desc)(field(name)));
  const search = Object.entries(m.fields).filter(([name, f]) => f.search && !o.ownFilters?.includes(name));
  const permission = o.permission ?? permsOf(m).list;
  const query = queryOf(m);

  const filtered = async (q: Query, req: FastifyRequest) => {
    const conditions = search.flatMap(([name, f]) => {
      const col = field(name) as never;
      if (f.search === 'range') return where.range(col, q as { beginTime?: string; endTime?: string });
      return [f.search === 'like' ? where.like(col, q[name] as string) : where.eq(col, q[name])];
    });
    const active = conditions.filter((c): c is SQL => !!c);
    return sql`(select * from (${await o.source(q, req)}) r ${active.length ? sql`where ${sql.join(active, sql` and `)}` : sql``}) r`;
  };

  api.get(m.api + '/list', { schema: { querystring: query.extend(pageQuery.shape) }, config: { permission } }, async (req) => {
    const q = req.query as Query;
    const from = await filtered(q, req);
    const order = sql.join(orderOf(q, whitelist, fallback), sql`, `);
    const page = await paged(
      q,
      (limit, offset) => rowsOf<Record<string, unknown>>(app.db, sql`select * from ${from} order by ${order} limit ${limit} offset ${offset}`),
      () => listTotal(app.db, () => sql`select 1 from ${from}`),
    );
    return table(req, page);
  });

  if (!m.actions.includes('export')) return;
  const exportBody = query.partial().extend({ orderByColumn: pageQuery.shape.orderByColumn, isAsc: pageQuery.shape.isAsc }).optional();
  const columns = manifestExportColumns(m, o.exportFormats);
  api.post(
    m.api + '/export',
    { schema: { body: exportBody }, config: { answer: 'file', permission: permsOf(m).export, operLog: { title: manifestOperTitle(m), businessType: BusinessType.EXPORT }, repeatSubmit: false } },
    async (req, reply) => {
      const q = (req.body ?? {}) as Query;
      const order = sql.join(orderOf(q, whitelist, fallback), sql`, `);
      const rows = await rowsOf<Record<string, unknown>>(app.db, sql`select * from ${await filtered(q, req)} order by ${order} limit ${EXPORT_LIMIT + 1}`);
      return sendXlsx(req, reply, exportTitleOf(m), columns, rows);
    },
  );
}
