import { asc, desc, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ordersOf, type Manifest, type Widget } from '@cniot/contract/manifest/define';
import { createOf, fieldsWith, formSpec, queryOf, updateOf } from '@cniot/contract/manifest/derive';
import { detailOf, rowOf } from '@cniot/contract/manifest/rows';
import { currentDeptOnlyQuery } from '@cniot/contract/people/people-current-dept';
import { crud, type Resource, type WriteRow } from './crud.ts';
import { badRequest } from './errors.ts';
import { where } from './paging.ts';
import { sanitizeRichText } from './rich-text.ts';
import { exportTitleOf, manifestExportColumns } from './manifest-export.ts';
import { recordScreenTable } from './screen-tables.ts';
import { declareUploadColumns } from './upload-references.ts';
import type { LoginUser } from './session.ts';
import type { ExportColumn } from './xlsx.ts';
import { manifestOperTitle } from '../plugins/oper-log.ts';

type Query = Record<string, unknown> & { beginTime?: string; endTime?: string };
type Derived = 'path' | 'perm' | 'title' | 'id' | 'query' | 'filters' | 'sort' | 'defaultOrder' | 'exportName' | 'exportColumns' | 'row' | 'detailRow';

/**
 * What a manifest cannot say: the table, and the hooks and extras particular to
 * one screen. `create`/`update` replace the derived bodies only where a body has
 * a cross-field rule (a refinement) the fields cannot carry.
 */
export interface ManifestOptions<T extends PgTable> extends Partial<Omit<Resource<T>, Derived | 'table'>> {
  table: T;
  /** Filters beyond the declared search fields (e.g. an organization and everything below it). */
  filters?: (q: Query, req: FastifyRequest) => (SQL | undefined)[];
  /** Sort keys whose column is not the table's own (a looked-up name). */
  sort?: Record<string, AnyPgColumn | SQL>;
  /** Search fields the manifest declares but this server filters itself. */
  ownFilters?: string[];
  /** Export columns beyond the manifest's (or with a format of their own), by key. */
  exportFormats?: Record<string, NonNullable<ExportColumn['format']>>;
}

const operator = { like: where.like, eq: where.eq } as const;
/** Form inputs whose value names uploaded files (a picture, a document, rich text with pictures). */
const UPLOAD_WIDGETS = new Set<Widget | undefined>(['image', 'file', 'editor']);

/** The caller's own organization only, when the list was asked for it (`currentDeptOnly=1`). */
export const ownDeptOnly = (deptId: AnyPgColumn, q: Query, user: LoginUser | null) => (q.currentDeptOnly !== '1' || !user ? undefined : user.deptId === null ? sql`false` : eq(deptId, user.deptId));

/** The manifest's search fields as conditions on the columns `col` names, less those the screen filters itself. */
export function searchConditions(m: Manifest, col: (name: string) => AnyPgColumn, q: Query, ownFilters: string[] = []): (SQL | undefined)[] {
  return searchFields(m, col, ownFilters)(q);
}

/** `searchConditions` with the fields looked up once: a list's filters run on every request. */
function searchFields(m: Manifest, col: (name: string) => AnyPgColumn, ownFilters: string[]) {
  const fields = Object.entries(m.fields)
    .filter(([name, f]) => f.search && !ownFilters.includes(name))
    .map(([name, f]) => [name, col(name), f.search] as const);
  return (q: Query) => {
    const conditions: (SQL | undefined)[] = [];
    for (const [name, c, search] of fields) {
      if (search === 'range') conditions.push(...where.range(c, q));
      else conditions.push(operator[search as 'like' | 'eq'](c, q[name] as string));
    }
    return conditions;
  };
}

/**
 * `crud()` from a manifest: path, permissions, query, filters, sort whitelist,
 * default order, bodies and export columns all come from the declaration; the
 * options add what is particular to the screen. Rich-text fields (editor
 * widget) are sanitized before any rule of the screen sees them.
 */
export function manifestCrud<T extends PgTable>(app: FastifyInstance, m: Manifest, options: ManifestOptions<T>) {
  const { table, filters: extraFilters, sort: extraSort, ownFilters = [], exportFormats = {}, beforeWrite: ownBeforeWrite, ...rest } = options;
  recordScreenTable(getTableName(table));
  const cols = { ...(getTableColumns(table) as Record<string, AnyPgColumn>), ...(options.columns as Record<string, AnyPgColumn>) };
  const col = (name: string) => {
    if (!cols[name]) throw new Error(`Resource ${m.name}: the field ${name} is neither a column of its table nor a declared extra column`);
    return cols[name];
  };
  const sort = { ...Object.fromEntries(fieldsWith(m, 'sort').map((name) => [name, extraSort?.[name] ?? col(name)])), ...extraSort };
  const hasForm = fieldsWith(m, 'form').length > 0;
  const search = searchFields(m, col, ownFilters);
  const richText = Object.entries(m.fields)
    .filter(([, f]) => formSpec(f)?.widget === 'editor')
    .map(([name]) => name);
  const ownColumns = getTableColumns(table) as Record<string, AnyPgColumn>;
  declareUploadColumns(
    ...Object.entries(m.fields)
      .filter(([name, f]) => ownColumns[name] && UPLOAD_WIDGETS.has(formSpec(f)?.widget))
      .map(([name]) => ownColumns[name]),
  );

  const beforeWrite: Resource<T>['beforeWrite'] = async (data, ctx) => {
    for (const name of richText) {
      if (typeof data[name] !== 'string') continue;
      const clean = sanitizeRichText(data[name] as string);
      // What was only script is nothing: the field's own rule (e.g. required) judges what remains.
      const checked = m.fields[name].schema?.safeParse(clean);
      if (checked && !checked.success) throw badRequest(checked.error.issues[0].message);
      (data as Record<string, unknown>)[name] = clean;
    }
    return (await ownBeforeWrite?.(data, ctx)) ?? data;
  };

  crud(app, {
    path: m.api,
    perm: m.perm,
    title: manifestOperTitle(m),
    id: col(m.id),
    table,
    query: m.scope === 'dept' ? queryOf(m).extend(currentDeptOnlyQuery.shape) : queryOf(m),
    filters: (q: Query, req) => [m.scope === 'dept' ? ownDeptOnly(col('deptId'), q, req.user) : undefined, ...search(q), ...(extraFilters?.(q, req) ?? [])],
    sort,
    // Newest first puts what never happened (no time) last, where PostgreSQL would put it first; a column that
    // cannot be null sorts plainly, so a btree index (the primary key read backwards) serves the order.
    defaultOrder: ordersOf(m).map(([field, direction]) => (direction === 'asc' ? asc(col(field)) : col(field).notNull ? desc(col(field)) : sql`${col(field)} desc nulls last`)),
    create: hasForm ? createOf(m) : undefined,
    update: hasForm ? updateOf(m) : undefined,
    scope: m.scope === 'dept' ? { dept: col('deptId'), user: cols.userId } : undefined,
    softDelete: m.softDelete,
    exportName: exportTitleOf(m),
    exportColumns: m.actions.includes('export') ? manifestExportColumns(m, exportFormats) : undefined,
    row: rowOf(m),
    detailRow: detailOf(m),
    ...rest,
    beforeWrite: richText.length || ownBeforeWrite ? beforeWrite : undefined,
  });
}

export type { WriteRow };
