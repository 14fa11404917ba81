import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { KINDS } from '../../db/device-kinds.ts';
import { configValue } from '../../modules/system/config/config-value.ts';

const monthKey = (ts: number) => new Date(ts).toISOString().slice(0, 7);

/** The first instant (UTC) of the month `months` before the one holding `now`. */
export function monthStart(now: number, months = 0): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1);
}

/** Raw telemetry before this instant is not kept: the oldest kept month starts here. */
export const keptFrom = (now: number, retentionMonths: number) => monthStart(now, retentionMonths);

/** How long the ingest trusts the retention it read; a changed parameter applies within this time. */
const RETENTION_TTL_MS = 60_000;

/**
 * Month partitions of the raw telemetry tables, created ahead at start and on
 * demand for late or back-filled data. Creation runs outside the ingest
 * transaction: it takes a lock on the parent that would stall other writers.
 */
export class Partitions {
  private readonly known = new Set<string>();
  private retention?: { months: number; readAt: number };

  constructor(private readonly db: Db) {}

  /** The current month and the next `ahead` months of every raw table. */
  async prepare(now = Date.now(), ahead = 2): Promise<void> {
    for (let i = 0; i <= ahead; i++) {
      for (const k of Object.values(KINDS)) await this.ensure(k.raw.table, monthStart(now, -i));
    }
  }

  async ensureAll(table: PgTable, timestamps: Iterable<number>): Promise<void> {
    const months = new Map<string, number>();
    for (const ts of timestamps) months.set(monthKey(ts), ts);
    for (const ts of months.values()) await this.ensure(table, ts);
  }

  /**
   * The start of the oldest month kept (iot.telemetry.retentionMonths): a reading
   * before it belongs to a partition the retention job drops, so it is refused
   * instead of creating that partition again.
   */
  async keptFrom(now = Date.now()): Promise<number> {
    if (!this.retention || now - this.retention.readAt > RETENTION_TTL_MS) {
      this.retention = { months: await configValue(this.db, 'iot.telemetry.retentionMonths'), readAt: now };
    }
    return keptFrom(now, this.retention.months);
  }

  private async ensure(table: PgTable, ts: number): Promise<void> {
    const name = getTableName(table);
    const key = `${name}:${monthKey(ts)}`;
    if (this.known.has(key)) return;
    await this.db.execute(sql`select iot_ensure_month_partition(${name}, ${new Date(ts).toISOString()}::timestamptz)`);
    this.known.add(key);
  }
}
