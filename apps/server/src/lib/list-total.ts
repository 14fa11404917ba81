import { sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { prepared } from './prepared.ts';

/** Counted exactly up to here; counting 100,000 rows on every page turn would cost more than the page itself. */
export const EXACT_TOTAL_LIMIT = 10_000;

/** A list's total; `totalExact: false` marks an estimate (docs/ruoyi-compatibility.md). */
export interface ListTotal {
  total: number;
  totalExact?: false;
}

type PlanRow = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] };

/**
 * How many rows `rows` (the list's select, neither ordered nor paged) yields:
 * exact up to EXACT_TOTAL_LIMIT, and above it the planner's estimate of the
 * same select, never less than what was counted.
 */
export async function listTotal(db: Db, rows: SQLWrapper): Promise<ListTotal> {
  const [{ n }] = await prepared(db.select({ n: sql<number>`count(*)::int` }).from(sql`(${rows} limit ${EXACT_TOTAL_LIMIT + 1}) counted`));
  if (n <= EXACT_TOTAL_LIMIT) return { total: n };
  const [plan] = await rowsOf<PlanRow>(db, sql`explain (format json) ${rows}`);
  return { total: Math.max(n, Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows'])), totalExact: false };
}
