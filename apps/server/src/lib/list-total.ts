import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { prepared, shaped, textToken, type StatementCache } from './prepared.ts';

/** Counted exactly up to here; counting 100,000 rows on every page turn would cost more than the page itself. */
export const EXACT_TOTAL_LIMIT = 10_000;

/**
 * An estimate is reused this long for the same select: it is no truer for being
 * fresh, and counting to the limit plus planning the estimate were most of the
 * work of a page of a large table.
 */
export const ESTIMATE_REUSE_MS = 10_000;
const ESTIMATES_MAX = 1_000;

/** A list's total; `totalExact: false` marks an estimate (docs/ruoyi-compatibility.md). */
export interface ListTotal {
  total: number;
  totalExact?: false;
}

type PlanRow = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] };

/** Per database (tests run several in one process), by statement and parameters. */
const estimates = new WeakMap<Db, Map<string, { until: number; total: ListTotal }>>();

/**
 * How many rows `rows` (the list's select, neither ordered nor paged) yields:
 * exact up to EXACT_TOTAL_LIMIT, and above it the planner's estimate of the
 * same select, never less than what was counted. With `shape` (the statement
 * cache of this count and the where it varies by) the count is rendered once
 * per shape (`shaped`), and the select is only built when it is rendered.
 */
export async function listTotal(db: Db, rows: () => SQLWrapper, shape?: { cache: StatementCache; varying: (SQL | undefined)[] }): Promise<ListTotal> {
  const counting = () => db.select({ n: sql<number>`count(*)::int` }).from(sql`(${rows()} limit ${EXACT_TOTAL_LIMIT + 1}) counted`);
  let key: string;
  let count: () => Promise<{ n: number }[]>;
  if (shape) {
    const statement = shaped(shape.cache, shape.varying, [EXACT_TOTAL_LIMIT + 1], counting);
    key = `${textToken(statement.text)}\u0000${JSON.stringify(statement.values)}`;
    count = statement.run;
  } else {
    const { sql: text, params } = counting().toSQL();
    key = `${text}\u0000${JSON.stringify(params)}`;
    count = () => prepared(counting());
  }
  let known = estimates.get(db);
  const reused = known?.get(key);
  if (reused && reused.until > Date.now()) return reused.total;
  const [{ n }] = await count();
  if (n <= EXACT_TOTAL_LIMIT) {
    known?.delete(key);
    return { total: n };
  }
  const [plan] = await rowsOf<PlanRow>(db, sql`explain (format json) ${rows()}`);
  const total = { total: Math.max(n, Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows'])), totalExact: false as const };
  if (!known) estimates.set(db, (known = new Map()));
  if (known.size >= ESTIMATES_MAX) known.delete(known.keys().next().value!);
  known.set(key, { until: Date.now() + ESTIMATE_REUSE_MS, total });
  return total;
}
