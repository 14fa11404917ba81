import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { KINDS } from '../../../../src/db/device-kinds.ts';
import { Partitions } from '../../../../src/gateway/ingest/partitions.ts';
import { writeTelemetry, type TelemetryItem } from '../../../../src/gateway/ingest/telemetry-write.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { code } from '../helpers.ts';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** A meter or battery registered and bound to the station as the binding route leaves it. */
export async function boundStorageOrMeter(t: TestApp, type: 'meter' | 'battery', stationId: number): Promise<string> {
  const id = code();
  const key = randomBytes(8).toString('hex');
  const table = sql.raw(`iot_${type}`);
  const [codeCol, keyCol] = type === 'meter' ? ['meter_id', 'meter_key'] : ['battery_id', 'battery_key'];
  await t.app.db.execute(sql`insert into ${table} (${sql.raw(codeCol)}, ${sql.raw(keyCol)}, station_id, dept_id, user_id, binding_time)
    select ${id}, ${key}, s.id, s.dept_id, s.user_id, now() from iot_station s where s.id = ${stationId}`);
  return id;
}

/** Telemetry of several devices of any type in one ingest batch, as the gateway writes it. */
export async function ingestAll(t: TestApp, items: Array<{ type: DeviceType; id: string; records: TelemetryItem['records'] }>): Promise<void> {
  const partitions = new Partitions(t.app.db);
  for (const item of items)
    await partitions.ensureAll(
      KINDS[item.type].raw.table,
      item.records.map((r) => r.ts),
    );
  await writeTelemetry(t.app.db, items, quiet);
}

/** `n` readings every 5 minutes from `from`, the i-th with the values `at(i)`. */
export const every5min = (from: number, n: number, at: (i: number) => Record<string, unknown>) => Array.from({ length: n }, (_, i) => ({ ts: from + i * 300_000, values: at(i) }));
