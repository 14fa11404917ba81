import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

/**
 * Counts a hit in a fixed window kept in the database (shared by every node)
 * and returns the hits so far in the current window.
 */
export async function hit(db: Db, bucket: string, windowMs: number): Promise<number> {
  const [row] = await rowsOf<{ hits: number }>(
    db,
    sql`
    insert into sys_rate_counter (bucket, hits, window_end)
    values (${bucket}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (bucket) do update set
      hits = case when sys_rate_counter.window_end < now() then 1 else sys_rate_counter.hits + 1 end,
      window_end = case when sys_rate_counter.window_end < now() then excluded.window_end else sys_rate_counter.window_end end
    returning hits`,
  );
  return Number(row.hits);
}

export async function resetBucket(db: Db, bucket: string): Promise<void> {
  await db.execute(sql`delete from sys_rate_counter where bucket = ${bucket}`);
}
