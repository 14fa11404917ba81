import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../../src/db/client.ts';
import type { TelemetryRecord } from '../../../../src/gateway/ingest/telemetry-write.ts';

export const BERLIN = { timeZone: 'Europe/Berlin', latitude: 52.52, longitude: 13.405 };

const newCode = () => `8${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e4)).padStart(4, '0')}`;

/** A completed station with `inverters` micro-inverters (rated 800 W, `inputs` DC inputs each) in organization `deptId`. */
export async function plant(db: Db, opts: { inverters: number; deptId?: number; inputs?: number; place?: typeof BERLIN }) {
  const place = opts.place ?? BERLIN;
  const [station] = await rowsOf<{ id: number }>(
    db,
    sql`insert into iot_station (station_name, time_zone, dept_id, user_id, latitude, longitude, status, capacity)
        values (${`Plant ${newCode()}`}, ${place.timeZone}, ${opts.deptId ?? 100}, 1, ${place.latitude}, ${place.longitude}, '2', ${opts.inverters * 0.8})
        returning id::float8 as id`,
  );
  const wnIds: string[] = [];
  for (let i = 0; i < opts.inverters; i++) {
    const id = newCode();
    await db.execute(sql`insert into iot_wn (wn_id, station_id, dept_id, user_id, power, wn_type, private_key)
      values (${id}, ${station.id}, ${opts.deptId ?? 100}, 1, 800, ${String(opts.inputs ?? 2)}, ${randomBytes(8).toString('hex')})`);
    wnIds.push(id);
  }
  return { stationId: station.id, wnIds };
}

export async function lastReport(db: Db, wnId: string, at: Date | null): Promise<void> {
  await db.execute(sql`update iot_wn set last_data_time = ${at?.toISOString() ?? null}::timestamptz where wn_id = ${wnId}`);
}

export interface AlarmRow {
  id: number;
  deviceId: string | null;
  alarmType: string;
  alarmCode: string;
  alarmStatus: string;
  alarmLevel: string | null;
  detail: Record<string, unknown>;
}

export function alarmsOf(db: Db, stationId: number, code: string): Promise<AlarmRow[]> {
  return rowsOf<AlarmRow>(
    db,
    sql`select id::float8 as id, device_id as "deviceId", alarm_type as "alarmType", alarm_code as "alarmCode", alarm_status as "alarmStatus",
          alarm_level as "alarmLevel", detail
        from iot_alarm_record where station_id = ${stationId} and alarm_code = ${code} order by id`,
  );
}

const STEP_WH = 100;
/**
 * A simulated day of one inverter in Berlin (local 06:00 to 18:00, every 30
 * minutes): each input makes STEP_WH × its factor per step; counters start
 * where `start` says and the returned counters continue them.
 */
export function day(date: string, factors: number[], start = factors.map(() => 10_000)): { records: TelemetryRecord[]; end: number[] } {
  const pvWh = [...start];
  const records: TelemetryRecord[] = [];
  for (let ts = Date.parse(`${date}T04:00:00Z`); ts <= Date.parse(`${date}T16:00:00Z`); ts += 1_800_000) {
    const pv = pvWh.map((wh, i) => ({ v: 35, i: 1, p: STEP_WH * 2 * factors[i], totalWh: Math.round(wh), dayWh: 0 }));
    records.push({ ts, values: { acPower: pv.reduce((a, p) => a + p.p, 0), totalWh: Math.round(pvWh.reduce((a, b) => a + b, 0)), pv } });
    factors.forEach((f, i) => (pvWh[i] += STEP_WH * f));
  }
  return { records, end: pvWh };
}
