import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { KINDS } from '../../db/device-kinds.ts';

const monthKey = (ts: number) => new Date(ts).toISOString().slice(0, 7);

/**
 * Month partitions of the raw telemetry tables, created ahead at start and on
 * demand for late or back-filled data. Creation runs outside the ingest
 * transaction: it takes a lock on the parent that would stall other writers.
 */
export class Partitions {
  private readonly known = new Set<string>();

  constructor(private readonly db: Db) {}

  /** The current month and the next `ahead` months of every raw table. */
  async prepare(now = Date.now(), ahead = 2): Promise<void> {
    const d = new Date(now);
    for (let i = 0; i <= ahead; i++) {
      const ts = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + i, 1);
      for (const k of Object.values(KINDS)) await this.ensure(k.raw.table, ts);
    }
  }

  async ensureAll(table: PgTable, timestamps: Iterable<number>): Promise<void> {
    const months = new Map<string, number>();
    for (const ts of timestamps) months.set(monthKey(ts), ts);
    for (const ts of months.values()) await this.ensure(table, ts);
  }

  private async ensure(table: PgTable, ts: number): Promise<void> {
    const name = getTableName(table);
    const key = `${name}:${monthKey(ts)}`;
    if (this.known.has(key)) return;
    await this.db.execute(sql`select iot_ensure_month_partition(${name}, ${new Date(ts).toISOString()}::timestamptz)`);
    this.known.add(key);
  }
}
