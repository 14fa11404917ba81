import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../apps/server/src/db/client.ts';
import { refreshStationSummary } from '../../apps/server/src/modules/stations/stations/summary.ts';

export interface FleetShape {
  inverters: number;
  perStation: number;
  /** Days of roll-ups (every inverter and station) ending yesterday. */
  days: number;
  /** Inverters (whole stations, from the first) whose raw 5-minute telemetry is loaded … */
  rawInverters: number;
  /** … for this many days ending yesterday. */
  rawDays: number;
}

const ZONES = ['Europe/Berlin', 'Europe/Warsaw', 'Europe/Rome', 'Asia/Shanghai', 'Asia/Manila', 'America/Los_Angeles', 'America/Sao_Paulo', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
const DAY_MS = 86_400_000;
/** 5-minute steps of a day with the sun up: a sine from 06:00 to 18:00 UTC. */
const SUN = sql`(select s as step, greatest(0, sin(pi() * (s / 12.0 - 6) / 12)) as f from generate_series(0, 287) s)`;

const timed = async (what: string, work: () => Promise<unknown>) => {
  const t0 = performance.now();
  await work();
  console.log(`  ${what}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

/**
 * A fleet loaded in bulk (generate_series, not through MQTT): stations and
 * inverters, raw telemetry in arrival order (each 5-minute slot of every
 * inverter together, as a fleet's reports arrive, so one station's rows are
 * spread over the day's pages as in production), the roll-ups ingest keeps
 * for every inverter and station, and the station summary. Answers the id of
 * a station in UTC with raw rows and one of those days.
 */
export async function fillFleet(db: Db, f: FleetShape): Promise<{ station: number; day: string }> {
  const stations = Math.ceil(f.inverters / f.perStation);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  console.log(`fleet: ${f.inverters} inverters in ${stations} stations; roll-ups for ${f.days} days; raw telemetry of ${f.rawInverters} inverters for ${f.rawDays} day(s)`);
  await timed('stations and inverters', async () => {
    await db.execute(sql`insert into iot_station (station_name, dept_id, capacity, time_zone, latitude, longitude, status)
      select 'Fleet plant ' || g, 100 + g % 9, ${(f.perStation * 800) / 1000}, ${JSON.stringify(ZONES)}::jsonb ->> (g % ${ZONES.length}), -50 + random() * 110, -180 + random() * 360, '2'
      from generate_series(1, ${stations}) g`);
    await db.execute(sql`insert into iot_wn (wn_id, station_id, dept_id, power, private_key, online_status, current_power, last_data_time)
      select 'F' || lpad(((s.id - 1) * ${f.perStation} + g)::text, 13, '0'), s.id, s.dept_id, 800, md5(s.id::text || g), '1', random() * 800, now() - random() * interval '5 minutes'
      from iot_station s cross join generate_series(1, ${f.perStation}) g where s.station_name like 'Fleet plant %'`);
  });
  for (let m = today - (f.days + 31) * DAY_MS; m < today + 31 * DAY_MS; m += 28 * DAY_MS) {
    await db.execute(sql`select iot_ensure_month_partition('iot_wn_data', ${new Date(m).toISOString()}::timestamptz)`);
  }
  const rawStations = Math.ceil(f.rawInverters / f.perStation);
  const fleetWn = sql`(select w.wn_id, w.station_id, w.dept_id from iot_wn w join iot_station s on s.id = w.station_id
    where s.station_name like 'Fleet plant %' and s.id < (select min(id) from iot_station where station_name like 'Fleet plant %') + ${rawStations})`;
  for (let d = f.rawDays; d >= 1; d--) {
    await timed(`raw telemetry, day -${d}`, () =>
      db.execute(sql`insert into iot_wn_data (wn_id, ts, station_id, dept_id, ac_power, ac_voltage, ac_frequency, temp, total_wh, day_wh, power_limit, run_state,
          pv_voltage, pv_current, pv_power, pv_total_wh, pv_day_wh)
        select w.wn_id, to_timestamp(${(today - d * DAY_MS) / 1000}::float8 + c.step * 300), w.station_id, w.dept_id, 760 * c.f, 230.4, 50.01, 38.5,
          100000 + c.step * 30, c.step * 30, 100, case when c.f > 0 then 'running' else 'standby' end,
          array[35.2, 35.6]::real[], array[10.8 * c.f, 10.6 * c.f]::real[], array[380 * c.f, 377 * c.f]::real[],
          array[50000 + c.step * 15, 50000 + c.step * 15]::float8[], array[c.step * 15, c.step * 15]::float8[]
        from ${SUN} c cross join ${fleetWn} w
        order by c.step, w.wn_id`),
    );
  }
  const daysSql = sql`generate_series(1, ${f.days}) d`;
  await timed('device roll-ups (day, month, year)', async () => {
    await db.execute(sql`insert into iot_energy_device (device_type, device_id, period, period_start, energy_wh, station_id, dept_id)
      select 'wn', w.wn_id, 'd', (current_date - d)::date, 2000 + random() * 3000, w.station_id, w.dept_id from iot_wn w cross join ${daysSql}`);
    await db.execute(sql`insert into iot_energy_device (device_type, device_id, period, period_start, energy_wh, station_id, dept_id)
      select 'wn', w.wn_id, p.period, p.start, 60000 + random() * 90000, w.station_id, w.dept_id from iot_wn w
      cross join (values ('m', date_trunc('month', current_date)::date), ('y', date_trunc('year', current_date)::date)) p(period, start)`);
  });
  await timed('station roll-ups (hour, day, month, year)', async () => {
    await db.execute(sql`insert into iot_energy_station (station_id, period, period_start, energy_wh, dept_id)
      select s.id, 'd', (current_date - d)::date, 20000 + random() * 30000, s.dept_id from iot_station s cross join ${daysSql}`);
    await db.execute(sql`insert into iot_energy_station (station_id, period, period_start, energy_wh, dept_id)
      select s.id, p.period, p.start, 600000 + random() * 900000, s.dept_id from iot_station s
      cross join (values ('m', date_trunc('month', current_date)::date), ('y', date_trunc('year', current_date)::date)) p(period, start)`);
    await db.execute(sql`insert into iot_energy_station_hour (station_id, hour_start, energy_wh)
      select s.id, to_timestamp(${today / 1000}::float8) - d * interval '1 day' + h * interval '1 hour', 500 + random() * 4000
      from iot_station s cross join ${daysSql} cross join generate_series(6, 17) h`);
  });
  await timed('station summary and analyze', async () => {
    await refreshStationSummary(db);
    await db.execute(sql`analyze`);
  });
  const [pick] = await rowsOf<{ id: number }>(
    db,
    sql`select min(s.id)::float8 as id from iot_station s where s.time_zone = 'UTC' and s.station_name like 'Fleet plant %'
    and exists (select 1 from iot_wn_data r where r.station_id = s.id)`,
  );
  return { station: pick.id, day: new Date(today - DAY_MS).toISOString().slice(0, 10) };
}
