import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { SESSION_MAX_AGE_MS } from '../../../lib/session.ts';

/**
 * Deletes what has expired: captcha, slider and SMS-code rows, sessions idle
 * past their limit or older than SESSION_MAX_AGE_MS, and finished rate-limit
 * windows. Checks never rely on it (each compares the expiry itself); it only
 * keeps the tables small. The scheduler runs it.
 */
export async function cleanupExpired(db: Db): Promise<{ captchas: number; sessions: number; counters: number }> {
  const [row] = await rowsOf<{ captchas: number; sessions: number; counters: number }>(
    db,
    sql`
    with c as (delete from sys_captcha where expires_at < now() returning 1),
         s as (delete from sys_session where last_access_time + idle_ms * interval '1 millisecond' < now()
                 or login_time < now() - ${SESSION_MAX_AGE_MS} * interval '1 millisecond' returning 1),
         r as (delete from sys_rate_counter where window_end < now() returning 1)
    select (select count(*) from c) as captchas, (select count(*) from s) as sessions, (select count(*) from r) as counters`,
  );
  return { captchas: Number(row.captchas), sessions: Number(row.sessions), counters: Number(row.counters) };
}
