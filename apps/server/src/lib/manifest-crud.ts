import { asc, desc, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Manifest } from '@cniot/contract/manifest/define';
import { createOf, exportColumnsOf, fieldsWith, formSpec, queryOf, updateOf } from '@cniot/contract/manifest/derive';
import { crud, type Resource } from './crud.ts';
import type { ScopeColumns } from './data-scope.ts';
import { badRequest } from './errors.ts';
import { where } from './paging.ts';
import { sanitizeRichText } from './rich-text.ts';
import type { LoginUser } from './session.ts';

type Query = Record<string, unknown> & { beginTime?: string; endTime?: string };
type Derived = 'path' | 'perm' | 'title' | 'id' | 'idField' | 'query' | 'filters' | 'sort' | 'defaultOrder' | 'create' | 'update' | 'exportName' | 'exportColumns';

/** What a manifest cannot say: the table, and the hooks and extras particular to one screen. */
export interface ManifestOptions extends Partial<Omit<Resource<z.ZodObject, z.ZodType, z.ZodType>, Derived | 'table' | 'scope'>> {
  table: PgTable;
  /** Filters beyond the declared search fields (e.g. an organization and everything below it). */
  filters?: (q: Query, req: FastifyRequest) => (SQL | undefined)[];
  /** Sort keys whose column is not the table's own (a looked-up name). */
  sort?: Record<string, AnyPgColumn | SQL>;
  /** The scope by columns; a manifest declaring scope 'dept' defaults to the table's deptId/userId. */
  scope?: ScopeColumns | ((user: LoginUser) => SQL | undefined);
  /** Search fields the manifest declares but this server filters itself. */
  ownFilters?: string[];
}

const operator = { like: where.like, eq: where.eq } as const;

/**
 * `crud()` from a manifest: path, permissions, query, filters, sort whitelist,
 * default order, bodies and export columns all come from the declaration; the
 * options add what is particular to the screen.
 */
export function manifestCrud(app: FastifyInstance, m: Manifest, options: ManifestOptions) {
  const { table, filters: extraFilters, sort: extraSort, scope, ownFilters = [], ...rest } = options;
  const cols = { ...(getTableColumns(table) as Record<string, AnyPgColumn>), ...(options.columns as Record<string, AnyPgColumn>) };
  const col = (name: string) => {
    if (!cols[name]) throw new Error(`Resource ${m.name}: the field ${name} is neither a column of its table nor a declared extra column`);
    return cols[name];
  };
  const search = Object.entries(m.fields).filter(([name, f]) => f.search && !ownFilters.includes(name));
  const sort = { ...Object.fromEntries(fieldsWith(m, 'sort').map((name) => [name, extraSort?.[name] ?? col(name)])), ...extraSort };
  const [orderField, direction] = m.order ?? [m.id, 'desc'];
  const richText = Object.entries(m.fields).filter(([, f]) => formSpec(f)?.widget === 'editor').map(([name]) => name);
  const beforeWrite: Resource<z.ZodObject, z.ZodType, z.ZodType>['beforeWrite'] = async (data, req, mode) => {
    // Rich text is stored only as the sanitizer leaves it, whatever the screen's own rules do next.
    for (const name of richText) {
      if (typeof data[name] !== 'string') continue;
      const clean = sanitizeRichText(data[name] as string);
      // What was only script is nothing: the field's own rule (e.g. required) judges what remains.
      const checked = m.fields[name].schema?.safeParse(clean);
      if (checked && !checked.success) throw badRequest(checked.error.issues[0].message);
      data[name] = clean;
    }
    return (await rest.beforeWrite?.(data, req, mode)) ?? data;
  };
  const defaultScope = m.scope === 'dept' ? { dept: col('deptId'), user: cols.userId } : undefined;

  crud(app, {
    path: m.api,
    perm: m.perm,
    title: m.name,
    id: col(m.id),
    idField: m.id,
    table,
    query: queryOf(m),
    filters: (q: Query, req) => [
      ...search.map(([name, f]) => (f.search === 'range' ? where.range(col(name), q) : operator[f.search as 'like' | 'eq'](col(name), q[name] as string))).flat(),
      ...(extraFilters?.(q, req) ?? []),
    ],
    sort,
    defaultOrder: [(direction === 'asc' ? asc : desc)(col(orderField))],
    create: m.fields && fieldsWith(m, 'form').length ? createOf(m) : undefined,
    update: m.fields && fieldsWith(m, 'form').length ? updateOf(m) : undefined,
    scope: scope ?? defaultScope,
    softDelete: m.softDelete,
    exportName: m.name,
    exportColumns: m.actions.includes('export')
      ? exportColumnsOf(m).map((c) => ({ key: c.key, width: c.width, header: `resources.${m.name}.fields.${c.key}`, dict: c.dict }))
      : undefined,
    ...(rest as Partial<Resource<z.ZodObject, z.ZodType, z.ZodType>>),
    beforeWrite,
  });
}
