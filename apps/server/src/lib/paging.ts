import { asc, desc, ilike, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@cniot/contract/paging';
import { badRequest } from './errors.ts';
import { textKeysWhere } from './stored-text.ts';
import type { ListTotal } from './list-total.ts';

export type SortWhitelist = Record<string, AnyPgColumn | SQL>;

/**
 * ORDER BY from the request, only ever through the whitelist: the requested
 * name is looked up, never pasted into SQL, and an unknown name is refused.
 */
export function orderOf(q: Pick<PageQuery, 'orderByColumn' | 'isAsc'>, whitelist: SortWhitelist, fallback: SQL[]): SQL[] {
  if (!q.orderByColumn) return fallback;
  const target = Object.hasOwn(whitelist, q.orderByColumn) ? whitelist[q.orderByColumn] : undefined;
  if (!target) throw badRequest('error.sortField', { field: q.orderByColumn.slice(0, 64) });
  const descending = q.isAsc === 'desc' || q.isAsc === 'descending';
  return [descending ? desc(target) : asc(target), ...fallback];
}

/** A page of rows and their total; an estimated total (`listTotal`) keeps its flag. */
export async function paged<T>(
  q: Pick<PageQuery, 'pageNum' | 'pageSize'>,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number | ListTotal>,
): Promise<{ rows: T[] } & ListTotal> {
  const [r, t] = await Promise.all([rows(q.pageSize, (q.pageNum - 1) * q.pageSize), total()]);
  return { rows: r, ...(typeof t === 'number' ? { total: t } : t) };
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

const from = (col: AnyPgColumn, v: string | undefined) => (blank(v) ? undefined : gte(col, new Date(v!)));
/** An end date without a time means the whole of that day. */
const to = (col: AnyPgColumn, v: string | undefined) => (blank(v) ? undefined : lte(col, /^\d{4}-\d{2}-\d{2}$/.test(v!) ? new Date(`${v}T23:59:59.999`) : new Date(v!)));

/** Filters that apply only when the user filled the search field. */
export const where = {
  from,
  to,
  /** The search form's date range (beginTime … endTime) on one column; spread it into the filter list. */
  range: (col: AnyPgColumn, q: { beginTime?: string; endTime?: string }) => [from(col, q.beginTime), to(col, q.endTime)],
  /** Part of the text, in any case; a row holding a text key matches by the key's text in any language. */
  like: (col: AnyPgColumn, v: string | undefined) => {
    if (blank(v)) return undefined;
    const part = v!.toLowerCase();
    const keys = textKeysWhere((text) => text.toLowerCase().includes(part));
    const typed = ilike(col, `%${v!.replace(/[\\%_]/g, '\\$&')}%`);
    return keys.length ? or(typed, inArray(col, keys)) : typed;
  },
  eq: (col: AnyPgColumn, v: unknown) => (blank(v) ? undefined : eq(col, v)),
};
