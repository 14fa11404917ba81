import { getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db } from '../db/client.ts';
import { sqlState } from '../lib/db-errors.ts';
import { KINDS } from '../db/device-kinds.ts';
import { keptFrom, Partitions } from '../gateway/ingest/partitions.ts';
import { configValue } from '../modules/system/config/config-value.ts';
import type { JobHandler } from './job-handler.ts';

/** Months created beyond the current one: a month change never finds its partition missing, even if the job skips a few runs. */
export const AHEAD_MONTHS = 3;
/** A drop waits at most this long for ingest's locks (writers queue behind a waiting drop); it is tried again on the next run. */
const DROP_LOCK_TIMEOUT = '2s';
const LOCK_NOT_AVAILABLE = '55P03';

const PARTITION_MONTH = /_(\d{4})_(\d{2})$/;

export interface PartitionMaintenance {
  created: number;
  dropped: string[];
  /** Partitions whose drop gave up waiting for ingest's locks: dropped on a later run. */
  postponed: string[];
}

/**
 * Creates the raw telemetry partitions of the current and the next
 * AHEAD_MONTHS months and drops every raw partition whose month ended before
 * the retention's first kept month. Roll-ups live in their own tables and are
 * never touched.
 */
export async function maintainPartitions(db: Db, retentionMonths: number, now = Date.now()): Promise<PartitionMaintenance> {
  const before = await countPartitions(db);
  await new Partitions(db).prepare(now, AHEAD_MONTHS);
  const created = (await countPartitions(db)) - before;
  const from = keptFrom(now, retentionMonths);
  const dropped: string[] = [];
  const postponed: string[] = [];
  for (const k of Object.values(KINDS)) {
    const parent = getTableName(k.raw.table);
    const parts = await rowsOf<{ name: string }>(db, sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = to_regclass(${parent}) order by 1`);
    for (const { name } of parts) {
      const m = PARTITION_MONTH.exec(name);
      if (!m || name !== `${parent}${m[0]}` || Date.UTC(Number(m[1]), Number(m[2]) - 1, 1) >= from) continue;
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local lock_timeout = '${DROP_LOCK_TIMEOUT}'`));
          await tx.execute(sql`drop table if exists ${sql.identifier(name)}`);
        });
        dropped.push(name);
      } catch (err) {
        if (sqlState(err) !== LOCK_NOT_AVAILABLE) throw err;
        postponed.push(name);
      }
    }
  }
  return { created, dropped, postponed };
}

async function countPartitions(db: Db): Promise<number> {
  const parents = Object.values(KINDS).map((k) => getTableName(k.raw.table));
  const [{ n }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_inherits where inhparent in (${sql.join(
      parents.map((p) => sql`to_regclass(${p})`),
      sql`, `,
    )})`,
  );
  return n;
}

export const telemetryPartitionsJob: JobHandler<{ months: number } | undefined> = {
  name: 'telemetryPartitions',
  description: 'Creates the coming months’ raw telemetry partitions and drops those older than {"months": n} (default: iot.telemetry.retentionMonths); roll-ups stay',
  args: z
    .object({ months: z.number().int().min(1).max(1200) })
    .strict()
    .optional(),
  async run(app, args) {
    const months = args?.months ?? (await configValue(app.db, 'iot.telemetry.retentionMonths'));
    const { created, dropped, postponed } = await maintainPartitions(app.db, months);
    const kept = new Date(keptFrom(Date.now(), months)).toISOString().slice(0, 7);
    const names = (list: string[]) => (list.length ? ` (${list.join(', ')})` : '');
    return `Created ${created} partitions; dropped ${dropped.length} older than ${kept}${names(dropped)}${postponed.length ? `; ${postponed.length} busy, left for the next run${names(postponed)}` : ''}`;
  },
};
