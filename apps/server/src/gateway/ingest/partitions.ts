import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export const RAW_TABLES = ['iot_wn_data', 'iot_battery_data', 'iot_meter_data'] as const;
export type RawTable = (typeof RAW_TABLES)[number];

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
      for (const table of RAW_TABLES) await this.ensure(table, ts);
    }
  }

  async ensureAll(table: RawTable, timestamps: Iterable<number>): Promise<void> {
    const months = new Map<string, number>();
    for (const ts of timestamps) months.set(monthKey(ts), ts);
    for (const ts of months.values()) await this.ensure(table, ts);
  }

  private async ensure(table: RawTable, ts: number): Promise<void> {
    const key = `${table}:${monthKey(ts)}`;
    if (this.known.has(key)) return;
    await this.db.execute(sql`select iot_ensure_month_partition(${table}, ${new Date(ts).toISOString()}::timestamptz)`);
    this.known.add(key);
  }
}
