import { and, count, getTableColumns, inArray, sql, type InferInsertModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done, okOf, tableOf } from '@cniot/contract/answer';
import { idList, pageQuery, type PageQuery } from '@cniot/contract/paging';
import type { Db } from '../db/client.ts';
import { dataScopeCondition, type ScopeColumns } from './data-scope.ts';
import { notFound } from './errors.ts';
import { listTotal } from './list-total.ts';
import { orderOf, paged, type SortWhitelist } from './paging.ts';
import { shaped, sqlFields, type StatementCache } from './prepared.ts';
import { keepTextKeys } from './stored-text.ts';
import { ok, table } from './reply.ts';
import type { LoginUser } from './session.ts';
import { EXPORT_LIMIT, sendXlsx, type ExportColumn } from './xlsx.ts';
import { BusinessType } from '../plugins/oper-log.ts';

type Obj = z.ZodObject<z.ZodRawShape>;
export type Route = 'list' | 'get' | 'create' | 'update' | 'remove' | 'export';

/** A body being written: the table's columns, typed, plus whatever else the body carries (e.g. ids of joined rows). */
export type WriteRow<T extends PgTable> = Partial<InferInsertModel<T>> & Record<string, unknown>;

/**
 * What a hook may use. Hooks run inside the write's transaction: read and
 * write through `tx` only (on PGlite `app.db` would wait for the transaction).
 */
export interface HookContext {
  req: FastifyRequest;
  tx: Db;
  mode: 'create' | 'update';
}

/**
 * A resource: its table, filters, sort whitelist, schemas, scope and export
 * columns. `crud()` derives the RuoYi routes from it: list, get, add, edit,
 * remove (comma-separated ids) and export. Resources are declared as
 * manifests (lib/manifest-crud.ts), which fill this in.
 */
export interface Resource<T extends PgTable = PgTable, Q extends Obj = Obj> {
  /** URL under the API prefix, e.g. `/system/config`. */
  path: string;
  /** Permission prefix: `<perm>:list|query|add|edit|remove|export`. */
  perm: string;
  /** A route that needs another permission than its own action's (e.g. a list every reader of a select may call). */
  permissions?: Partial<Record<Route, string>>;
  /** Operation log title. */
  title: string;
  table: T;
  /** The primary key column; update bodies name it by its property. */
  id: AnyPgColumn;
  /** Search fields (paging fields are added). */
  query: Q;
  filters: (q: z.infer<Q>, req: FastifyRequest) => (SQL | undefined)[];
  sort: SortWhitelist;
  defaultOrder: SQL[];
  /** A read-only resource (records, logs) declares neither and gets no add/edit routes. */
  create?: z.ZodType;
  update?: z.ZodType;
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
  /** Read-only fields that depend on the caller (e.g. whether it starred the row). */
  requestColumns?: (req: FastifyRequest) => Record<string, SQL>;
  /** The list takes its query in a POST body (`POST /x/list`, as spec §7 has it for stations) instead of the query string. */
  listInBody?: boolean;
  /** Uniqueness and cross-field rules; may return the values to write. */
  beforeWrite?: (data: WriteRow<T>, ctx: HookContext) => Promise<WriteRow<T> | void>;
  /** After the insert/update (joins, descendants), same transaction. */
  afterWrite?: (id: number, ctx: HookContext) => Promise<void>;
  /** Refuses a removal or clears what hangs on the rows, same transaction as the removal. */
  beforeDelete?: (ids: number[], ctx: Omit<HookContext, 'mode'>) => Promise<void>;
  /** What `GET /x/:id` adds to the row: members, live values, fields only some callers may read. */
  detail?: (row: Record<string, unknown>, req: FastifyRequest) => Promise<Record<string, unknown>>;
  /** Skip routes the resource handles itself. */
  without?: Route[];
  /** A list row as answered (the manifest's `rowOf`): the keys it names are checked; the resource's other visible columns still go out. */
  row: Obj;
  /** The list's answer when it carries more than `tableOf(row)` (RuoYi's clients read a whole list from `data`). */
  listAnswer?: Obj;
  /** What `GET /x/:id` answers in `data`: the row and its detail's extras (the manifest's `detailOf`). */
  detailRow: Obj;
}

/** What an add answers: the new row's id. */
const created = okOf(z.object({ id: z.number().int() }));

const OPERATION: Record<Route, string> = { list: 'list', get: 'query', create: 'add', update: 'edit', remove: 'remove', export: 'export' };

export function crud<T extends PgTable, Q extends Obj>(app: FastifyInstance, r: Resource<T, Q>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;
  const columns = getTableColumns(r.table) as Record<string, AnyPgColumn>;
  const idField = Object.keys(columns).find((k) => columns[k] === r.id);
  if (!idField) throw new Error(`Resource ${r.path}: its id is not a column of its table`);
  const visible = { ...Object.fromEntries(Object.entries(columns).filter(([k]) => !r.hidden?.includes(k))), ...r.columns };
  const visibleTo = (req: FastifyRequest) => (r.requestColumns ? { ...visible, ...r.requestColumns(req) } : visible);
  const has = (name: string) => name in columns;
  const listQuery = r.query.extend(pageQuery.shape);
  const skip = new Set(r.without ?? []);
  const permission = (route: Route) => r.permissions?.[route] ?? `${r.perm}:${OPERATION[route]}`;
  const alive = r.softDelete ? sql`${columns[r.softDelete]} = '0'` : undefined;

  // One condition per signed-in user while their grants stand (the user object is replaced when they move): its text is then rendered once.
  const scopes = new WeakMap<LoginUser, SQL | undefined>();
  const scopeOf = (req: FastifyRequest) => {
    if (!r.scope || !req.user) return undefined;
    if (typeof r.scope === 'function') return r.scope(req.user);
    if (!scopes.has(req.user)) scopes.set(req.user, dataScopeCondition(req.user, r.scope));
    return scopes.get(req.user);
  };
  const conditionList = (req: FastifyRequest, q: Record<string, unknown>) => [alive, scopeOf(req), ...r.filters(q as z.infer<Q>, req)];
  const conditions = (req: FastifyRequest, q: Record<string, unknown>): SQL | undefined => and(...conditionList(req, q));
  const findOne = async (on: Db, req: FastifyRequest, id: number) => {
    const [row] = await on
      .select(visibleTo(req))
      .from(r.table as PgTable)
      .where(and(sql`${r.id} = ${id}`, alive, scopeOf(req)))
      .limit(1);
    return row as Record<string, unknown> | undefined;
  };
  /** The hooks and the write they guard, in one transaction: what the hooks checked still holds when the row is written. */
  const write = (req: FastifyRequest, mode: 'create' | 'update', body: WriteRow<T>, fn: (tx: Db, data: WriteRow<T>) => Promise<number>) =>
    db().transaction(async (tx) => {
      const ctx = { req, tx, mode };
      if (mode === 'update') {
        // An edit of a row the caller cannot see is a 404 before any rule speaks.
        const stored = await findOne(tx, req, Number(body[idField]));
        if (!stored) throw notFound();
        await keepTextKeys(req.lang, stored, body);
      }
      const data = (await r.beforeWrite?.(body, ctx)) ?? body;
      const id = await fn(tx, data);
      await r.afterWrite?.(id, ctx);
      return id;
    });

  const listAnswer = r.listAnswer ?? tableOf(r.row);
  const pages: StatementCache = new Map();
  const counts: StatementCache = new Map();
  const visibleSql = sqlFields(visible);
  const list = async (req: FastifyRequest, q: PageQuery & Record<string, unknown>) => {
    // The where's parts, not the where, name the statements: the scope and the constant parts are rendered once.
    const parts = conditionList(req, q);
    const w = and(...parts);
    const fields = visibleTo(req);
    const order = orderOf(q, r.sort, r.defaultOrder);
    const page = await paged(
      q,
      (limit, offset) =>
        shaped(
          pages,
          [...(r.requestColumns ? sqlFields(fields) : visibleSql), ...parts, ...order],
          offset ? [limit, offset] : [limit],
          () =>
            db()
              .select(fields)
              .from(r.table as PgTable)
              .where(w)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          { forJson: true },
        ).run(),
      () =>
        listTotal(
          db(),
          () =>
            db()
              .select({ one: sql`1` })
              .from(r.table as PgTable)
              .where(w),
          { cache: counts, varying: parts },
        ),
    );
    return table(req, page);
  };
  if (!skip.has('list') && r.listInBody)
    api.post(r.path + '/list', { schema: { body: listQuery.prefault({}), response: { 200: listAnswer } }, config: { permission: permission('list'), repeatSubmit: false, operLog: false } }, (req) =>
      list(req, req.body as PageQuery),
    );
  else if (!skip.has('list'))
    api.get(r.path + '/list', { schema: { querystring: listQuery, response: { 200: listAnswer } }, config: { permission: permission('list') } }, (req) => list(req, req.query as PageQuery));

  if (!skip.has('get'))
    api.get(
      r.path + '/:id',
      { schema: { params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: okOf(r.detailRow) } }, config: { permission: permission('get') } },
      async (req) => {
        const row = await findOne(db(), req, req.params.id);
        if (!row) throw notFound();
        return ok(req, r.detail ? await r.detail(row, req) : row);
      },
    );

  if (!skip.has('create') && r.create)
    api.post(
      r.path,
      { schema: { body: r.create, response: { 200: created } }, config: { permission: permission('create'), operLog: { title: r.title, businessType: BusinessType.INSERT } } },
      async (req) => {
        const id = await write(req, 'create', { ...(req.body as WriteRow<T>) }, async (tx, data) => {
          if (has('createBy')) Object.assign(data, { createBy: req.user?.userName ?? '' });
          const [created] = await tx
            .insert(r.table)
            .values(data as InferInsertModel<T>)
            .returning({ id: r.id });
          return Number(created.id);
        });
        return ok(req, { id });
      },
    );

  if (!skip.has('update') && r.update)
    api.put(
      r.path,
      { schema: { body: r.update, response: { 200: done } }, config: { permission: permission('update'), operLog: { title: r.title, businessType: BusinessType.UPDATE } } },
      async (req) => {
        const body = { ...(req.body as WriteRow<T>) };
        const id = Number(body[idField]);
        await write(req, 'update', body, async (tx, data) => {
          const values: Record<string, unknown> = { ...data };
          delete values[idField];
          if (has('updateBy')) values.updateBy = req.user?.userName ?? '';
          if (has('updateTime')) values.updateTime = new Date();
          await tx
            .update(r.table)
            .set(values as never)
            .where(sql`${r.id} = ${id}`);
          return id;
        });
        return ok(req);
      },
    );

  if (!skip.has('remove'))
    api.delete(
      r.path + '/:ids',
      { schema: { params: z.object({ ids: idList }), response: { 200: done } }, config: { permission: permission('remove'), operLog: { title: r.title, businessType: BusinessType.DELETE } } },
      async (req) => {
        const ids = req.params.ids;
        await db().transaction(async (tx) => {
          const [{ n }] = await tx
            .select({ n: count() })
            .from(r.table as PgTable)
            .where(and(inArray(r.id, ids), alive, scopeOf(req)));
          if (n !== new Set(ids).size) throw notFound();
          await r.beforeDelete?.(ids, { req, tx });
          if (r.softDelete)
            await tx
              .update(r.table)
              .set({ [r.softDelete]: '2' } as never)
              .where(inArray(r.id, ids));
          else await tx.delete(r.table).where(inArray(r.id, ids));
        });
        return ok(req);
      },
    );

  if (!skip.has('export') && r.exportColumns) {
    const exportBody = r.query.partial().extend({ orderByColumn: pageQuery.shape.orderByColumn, isAsc: pageQuery.shape.isAsc }).optional();
    api.post(
      r.path + '/export',
      { schema: { body: exportBody }, config: { answer: 'file', permission: permission('export'), operLog: { title: r.title, businessType: BusinessType.EXPORT }, repeatSubmit: false } },
      async (req, reply) => {
        const q = (req.body ?? {}) as PageQuery & Record<string, unknown>;
        // One row past the limit tells whether the export was cut.
        const rows = await db()
          .select(visibleTo(req))
          .from(r.table as PgTable)
          .where(conditions(req, q))
          .orderBy(...orderOf(q, r.sort, r.defaultOrder))
          .limit(EXPORT_LIMIT + 1);
        return sendXlsx(req, reply, r.exportName ?? r.title, r.exportColumns!, rows as Record<string, unknown>[]);
      },
    );
  }
}
