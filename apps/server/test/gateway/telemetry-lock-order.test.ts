import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { EnergySums } from '../../src/gateway/ingest/energy.ts';
import { Partitions } from '../../src/gateway/ingest/partitions.ts';
import { writeTelemetry, type TelemetryItem } from '../../src/gateway/ingest/telemetry-write.ts';
import { freshDatabase } from '../helpers/app.ts';
import { newDeviceId, q, testLog } from './helpers.ts';

const STATIONS = 300;
const RECORDS = 12;
const STEP_MS = 300_000;

describe('roll-up rows in a fixed order', () => {
  it('answers the rows in the order of their keys, whatever order they were added in', () => {
    const sums = new EnergySums<{ k: string }>();
    for (const k of ['7:d', '10:d', '2:m', '7:d', '1:y']) sums.add(k, { k }, 1);
    expect(sums.rows()).toEqual([
      { k: '10:d', wh: 1 },
      { k: '1:y', wh: 1 },
      { k: '2:m', wh: 1 },
      { k: '7:d', wh: 2 },
    ]);
  });
});

/**
 * Two batches (two server nodes, or two lanes of one) with devices of the
 * same stations, one in the stations' order and one in reverse: on PostgreSQL
 * their station roll-up upserts locked the same rows in opposite orders and
 * one of them died with 'deadlock detected' (40P01), in the soak dozens of
 * times a minute. Both must commit, and the station totals add up.
 */
describe('concurrent telemetry batches on the same stations', { timeout: 120_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;
  const forward: string[] = [];
  const backward: string[] = [];
  const stations: number[] = [];

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await new Partitions(database.db).prepare();
    const ids = await q<{ id: number }>(
      database.db,
      sql`insert into iot_station (station_name, time_zone, dept_id, user_id) select 'Lock plant ' || g, 'Europe/Berlin', 100, 1 from generate_series(1, ${STATIONS}) g returning id`,
    );
    const prefix = newDeviceId().slice(0, 9);
    for (const [i, { id }] of ids.entries()) {
      stations.push(id);
      forward.push(`${prefix}a${String(i).padStart(4, '0')}`);
      backward.unshift(`${prefix}b${String(i).padStart(4, '0')}`);
    }
    const devices = stations.flatMap((st, i) => [
      { id: forward[i], st },
      { id: backward[STATIONS - 1 - i], st },
    ]);
    await database.db.execute(sql`insert into iot_wn (wn_id, station_id, dept_id, user_id, power, private_key)
      select x.id, x.st, 100, 1, 800, 'k' from json_to_recordset(${JSON.stringify(devices)}::json) as x(id text, st int8)`);
  });

  afterAll(async () => {
    await drop?.();
  });

  /** An hour of 5-minute records per device, 10 Wh apart, the counter going on from the last round. */
  const batch = (ids: string[], round: number, start: number): TelemetryItem[] =>
    ids.map((id) => ({
      type: 'wn',
      id,
      records: Array.from({ length: RECORDS }, (_, i) => ({ ts: start + (round * RECORDS + i) * STEP_MS, values: { acPower: 120, totalWh: 5000 + (round * RECORDS + i) * 10 } })),
    }));

  it('both commit, every round, and the stations hold the energy of both', async () => {
    const rounds = 8;
    const start = Date.now() - rounds * RECORDS * STEP_MS - 3_600_000;
    const log = testLog();
    for (let round = 0; round < rounds; round++) {
      await Promise.all([writeTelemetry(database.db, batch(forward, round, start), log), writeTelemetry(database.db, batch(backward, round, start), log)]);
    }
    const [{ wh }] = await q<{ wh: number }>(
      database.db,
      sql`select coalesce(sum(energy_wh), 0)::float8 as wh from iot_energy_station where period = 'y' and station_id in (select json_array_elements_text(${JSON.stringify(stations)}::json)::int8)`,
    );
    // Each device counted every record after its first: 10 Wh each.
    expect(wh).toBe(2 * STATIONS * (rounds * RECORDS - 1) * 10);
  });
});
