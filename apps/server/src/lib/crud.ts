import { and, count, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, pageQuery, type PageQuery } from '@cniot/contract/paging';
import { MAX_PAGE_SIZE } from '@cniot/contract/constants';
import type { Db } from '../db/client.ts';
import { dataScopeCondition, type ScopeColumns } from './data-scope.ts';
import { notFound } from './errors.ts';
import { orderOf, paged, type SortWhitelist } from './paging.ts';
import { ok, table } from './reply.ts';
import type { LoginUser } from './session.ts';
import { sendXlsx, type ExportColumn } from './xlsx.ts';
import { BusinessType } from '../plugins/oper-log.ts';

type Row = Record<string, unknown>;
type Obj = z.ZodObject<z.ZodRawShape>;

/**
 * A resource declared once: its table, filters, sort whitelist, schemas,
 * scope and export columns. `crud()` derives the RuoYi routes from it:
 * list, get, add, edit, remove (comma-separated ids) and export.
 */
export interface Resource<Q extends Obj, C extends z.ZodType, U extends z.ZodType> {
  /** URL under the API prefix, e.g. `/system/config`. */
  path: string;
  /** Permission prefix: `<perm>:list|query|add|edit|remove|export`. */
  perm: string;
  /** Operation log title. */
  title: string;
  table: PgTable;
  id: AnyPgColumn;
  /** Name of the id in update bodies, e.g. `configId`. */
  idField: string;
  /** Search fields (paging fields are added). */
  query: Q;
  filters: (q: z.infer<Q>, req: FastifyRequest) => (SQL | undefined)[];
  sort: SortWhitelist;
  defaultOrder: SQL[];
  /** A read-only resource (records, logs) declares neither and gets no add/edit routes. */
  create?: C;
  update?: U;
  /** Scoped columns for dataScopeCondition, or the condition itself for rows scoped another way. */
  scope?: ScopeColumns | ((user: LoginUser) => SQL | undefined);
  /** Property of the delete-flag column: rows are marked deleted ('2') instead of removed. */
  softDelete?: string;
  exportName?: string;
  exportColumns?: ExportColumn[];
  /** Columns returned by list/get; defaults to the table's columns minus `hidden`. */
  hidden?: string[];
  /** Read-only fields added to list/get/export, e.g. a name looked up in another table. */
  columns?: Record<string, SQL | AnyPgColumn>;
  /** Uniqueness and cross-field rules; may return the values to write. */
  beforeWrite?: (data: Row, req: FastifyRequest, mode: 'create' | 'update') => Promise<Row | void>;
  /**
   * Runs after the insert/update in the same transaction (joins, descendants):
   * use `tx` only, as app.db would wait for the transaction on PGlite.
   */
  afterWrite?: (tx: Db, id: number, req: FastifyRequest, mode: 'create' | 'update') => Promise<void>;
  beforeDelete?: (ids: number[], req: FastifyRequest) => Promise<void>;
  /** What `GET /x/:id` adds to the row: members, live values, fields only some callers may read. */
  detail?: (row: Row, req: FastifyRequest) => Promise<Row>;
  /** Skip routes the resource handles itself. */
  without?: ('list' | 'get' | 'create' | 'update' | 'remove' | 'export')[];
}

export function crud<Q extends Obj, C extends z.ZodType, U extends z.ZodType>(app: FastifyInstance, r: Resource<Q, C, U>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;
  const columns = getTableColumns(r.table) as Record<string, AnyPgColumn>;
  const visible = { ...Object.fromEntries(Object.entries(columns).filter(([k]) => !r.hidden?.includes(k))), ...r.columns };
  const has = (name: string) => name in columns;
  const listQuery = r.query.extend(pageQuery.shape);
  const skip = new Set(r.without ?? []);
  const alive = r.softDelete ? sql`${columns[r.softDelete]} = '0'` : undefined;

  const scopeOf = (req: FastifyRequest) => {
    if (!r.scope || !req.user) return undefined;
    return typeof r.scope === 'function' ? r.scope(req.user) : dataScopeCondition(req.user, r.scope);
  };
  const conditions = (req: FastifyRequest, q: z.infer<Q>): SQL | undefined => and(alive, scopeOf(req), ...r.filters(q, req));
  const findOne = async (req: FastifyRequest, id: number) => {
    const [row] = await db().select(visible).from(r.table).where(and(sql`${r.id} = ${id}`, alive, scopeOf(req))).limit(1);
    return row as Row | undefined;
  };
  /** The write, followed by afterWrite in one transaction when the resource has one. */
  const write = async (req: FastifyRequest, mode: 'create' | 'update', fn: (tx: Db) => Promise<number>) => {
    if (!r.afterWrite) return fn(db());
    return db().transaction(async (tx) => {
      const id = await fn(tx);
      await r.afterWrite!(tx, id, req, mode);
      return id;
    });
  };

  if (!skip.has('list'))
    api.get(r.path + '/list', { schema: { querystring: listQuery }, config: { permission: `${r.perm}:list` } }, async (req) => {
      const q = req.query as unknown as PageQuery & z.infer<Q>;
      const w = conditions(req, q);
      const page = await paged(
        q,
        (limit, offset) => db().select(visible).from(r.table).where(w).orderBy(...orderOf(q, r.sort, r.defaultOrder)).limit(limit).offset(offset),
        async () => (await db().select({ n: count() }).from(r.table).where(w))[0].n,
      );
      return table(req, page);
    });

  if (!skip.has('get'))
    api.get(r.path + '/:id', { schema: { params: z.object({ id: z.coerce.number().int().positive() }) }, config: { permission: `${r.perm}:query` } }, async (req) => {
      const row = await findOne(req, req.params.id);
      if (!row) throw notFound();
      return ok(req, r.detail ? await r.detail(row, req) : row);
    });

  if (!skip.has('create') && r.create)
    api.post(r.path, { schema: { body: r.create }, config: { permission: `${r.perm}:add`, operLog: { title: r.title, businessType: BusinessType.INSERT } } }, async (req) => {
      let data = { ...(req.body as Row) };
      data = (await r.beforeWrite?.(data, req, 'create')) ?? data;
      if (has('createBy')) data.createBy = req.user?.userName ?? '';
      const id = await write(req, 'create', async (tx) => {
        const [created] = await tx.insert(r.table).values(data).returning({ id: r.id });
        return Number(created.id);
      });
      return ok(req, { id });
    });

  if (!skip.has('update') && r.update)
    api.put(r.path, { schema: { body: r.update }, config: { permission: `${r.perm}:edit`, operLog: { title: r.title, businessType: BusinessType.UPDATE } } }, async (req) => {
      let data = { ...(req.body as Row) };
      const id = Number(data[r.idField]);
      if (!(await findOne(req, id))) throw notFound();
      data = (await r.beforeWrite?.(data, req, 'update')) ?? data;
      delete data[r.idField];
      if (has('updateBy')) data.updateBy = req.user?.userName ?? '';
      if (has('updateTime')) data.updateTime = new Date();
      await write(req, 'update', async (tx) => {
        await tx.update(r.table).set(data).where(sql`${r.id} = ${id}`);
        return id;
      });
      return ok(req);
    });

  if (!skip.has('remove'))
    api.delete(r.path + '/:ids', { schema: { params: z.object({ ids: idList }) }, config: { permission: `${r.perm}:remove`, operLog: { title: r.title, businessType: BusinessType.DELETE } } }, async (req) => {
      const ids = req.params.ids;
      const [{ n }] = await db().select({ n: count() }).from(r.table).where(and(inArray(r.id, ids), alive, scopeOf(req)));
      if (n !== new Set(ids).size) throw notFound();
      await r.beforeDelete?.(ids, req);
      if (r.softDelete) await db().update(r.table).set({ [r.softDelete]: '2' }).where(inArray(r.id, ids));
      else await db().delete(r.table).where(inArray(r.id, ids));
      return ok(req);
    });

  if (!skip.has('export') && r.exportColumns)
    api.post(r.path + '/export', { schema: { body: r.query.partial().optional() }, config: { permission: `${r.perm}:export`, operLog: { title: r.title, businessType: BusinessType.EXPORT }, repeatSubmit: false } }, async (req, reply) => {
      const q = (req.body ?? {}) as z.infer<Q>;
      const rows = await db().select(visible).from(r.table).where(conditions(req, q)).orderBy(...r.defaultOrder).limit(MAX_PAGE_SIZE * 100);
      return sendXlsx(req, reply, r.exportName ?? r.title, r.exportColumns!, rows as Row[]);
    });
}
