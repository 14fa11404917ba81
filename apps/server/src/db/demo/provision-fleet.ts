import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { BATTERY_KEY_LENGTH } from '@cniot/contract/constants';
import type { DeviceSpec, StationSpec } from '@cniot/contract/devices/simulated-fleet';
import { rowsOf, type Db } from '../client.ts';
import { DC_PER_AC } from './demo-history.ts';
import { DEMO_PV_FACTORS } from './demo-pv-faults.ts';

export interface ProvisionCounts {
  inverters: number;
  batteries: number;
  meters: number;
  /** Organization the simulated stations and devices belong to (default none: admins see them). */
  deptId?: number | null;
  /** Each plant in the demo organization of its site instead (the demo's dealers and platform staff each see theirs). */
  byOrganization?: boolean;
}

/**
 * Plants are spread over real places, far apart in longitude, so that some of
 * them are always in daylight; `deptId` is the seeded organization selling there
 * (migration 0002: SolarTech 103 and its team 104, Sunline 105, Energia Verde
 * 106, PhilSolar 108, the platform 100/101).
 */
const SITES = [
  { city: 'Berlin', timeZone: 'Europe/Berlin', latitude: 52.52, longitude: 13.405, deptId: 103 },
  { city: 'Shanghai', timeZone: 'Asia/Shanghai', latitude: 31.23, longitude: 121.47, deptId: 101 },
  { city: 'Los Angeles', timeZone: 'America/Los_Angeles', latitude: 34.05, longitude: -118.24, deptId: 100 },
  { city: 'Rome', timeZone: 'Europe/Rome', latitude: 41.9, longitude: 12.5, deptId: 106 },
  { city: 'Manila', timeZone: 'Asia/Manila', latitude: 14.6, longitude: 120.98, deptId: 108 },
  { city: 'Sao Paulo', timeZone: 'America/Sao_Paulo', latitude: -23.55, longitude: -46.63, deptId: 100 },
  { city: 'Warsaw', timeZone: 'Europe/Warsaw', latitude: 52.23, longitude: 21.01, deptId: 105 },
  { city: 'Munich', timeZone: 'Europe/Berlin', latitude: 48.14, longitude: 11.58, deptId: 104 },
];
const INVERTERS_PER_STATION = 4;
const MARK = 'simulator';
/** Every third inverter takes four panels (towing4, 1600 W), the others two (towing2, 800 W). */
const isTowing4 = (i: number) => i % 3 === 2;
const ratedW = (i: number) => (isTowing4(i) ? 1600 : 800);
/** A station's capacity is the panels of the inverters it will get: DC_PER_AC of their rating. */
const capacityKwp = (station: number) => Math.round(Array.from({ length: INVERTERS_PER_STATION }, (_, k) => ratedW(station * INVERTERS_PER_STATION + k)).reduce((a, b) => a + b, 0) * DC_PER_AC) / 1000;

/** 14-digit codes in a range of their own: 99, a type digit, a sequence. */
const simulatedId = (typeDigit: 1 | 2 | 3, n: number) => `99${typeDigit}${String(n).padStart(11, '0')}`;
const alnum = (length: number) => {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(length), (b) => chars[b % chars.length]).join('');
};

/**
 * Makes sure the simulated stations and devices exist (creating what is
 * missing, reusing what a previous run created) and returns their specs with
 * the keys the devices sign in with.
 */
export async function provisionFleet(db: Db, counts: ProvisionCounts): Promise<DeviceSpec[]> {
  const stationCount = Math.max(1, Math.ceil(counts.inverters / INVERTERS_PER_STATION));
  const deptId = counts.deptId ?? null;
  let stations = await rowsOf<StationSpec>(
    db,
    sql`select id::float8 as id, station_name as name, time_zone as "timeZone", latitude, longitude from iot_station
        where remark = ${MARK} and del_flag = '0' order by id`,
  );
  for (let i = stations.length; i < stationCount; i++) {
    const site = SITES[i % SITES.length];
    await db.execute(sql`
      insert into iot_station (station_name, station_address, dept_id, capacity, time_zone, latitude, longitude, status, remark, create_by)
      values (${`SIM ${site.city} ${i + 1}`}, ${site.city}, ${counts.byOrganization ? site.deptId : deptId}::int8, ${capacityKwp(i)}, ${site.timeZone},
        ${site.latitude}, ${site.longitude}, '2', ${MARK}, ${MARK})`);
  }
  stations = await rowsOf<StationSpec>(
    db,
    sql`select id::float8 as id, station_name as name, time_zone as "timeZone", latitude, longitude from iot_station
        where remark = ${MARK} and del_flag = '0' order by id limit ${stationCount}`,
  );

  // A device belongs to its station's organization.
  const deptOf = (stationId: number) => sql`(select dept_id from iot_station where id = ${stationId})`;
  const specs: DeviceSpec[] = [];
  for (let i = 0; i < counts.inverters; i++) {
    const id = simulatedId(1, i + 1);
    const towing4 = isTowing4(i);
    const station = stations[Math.floor(i / INVERTERS_PER_STATION) % stations.length];
    await db.execute(sql`
      insert into iot_wn (wn_id, station_id, dept_id, power, wn_type, wn_model, serial_num, private_key, binding_time, create_by)
      values (${id}, ${station.id}, ${deptOf(station.id)}, ${ratedW(i)}, ${towing4 ? '4' : '2'}, '1', ${`SN${id}`},
        ${randomBytes(16).toString('hex')}, now(), ${MARK})
      on conflict (wn_id) where del_flag = '0' do nothing`);
    const [row] = await rowsOf<{ key: string; power: number; station_id: number; total: number | null }>(
      db,
      sql`select private_key as key, power::float8 as power, station_id, energy_total_wh as total from iot_wn where wn_id = ${id} and del_flag = '0'`,
    );
    const home = stations.find((s) => s.id === row.station_id) ?? station;
    const pvFactors = DEMO_PV_FACTORS[id];
    specs.push({
      type: 'wn',
      id,
      key: row.key,
      station: home,
      ratedPowerW: row.power,
      inputs: towing4 ? 4 : 2,
      ...(pvFactors ? { pvFactors } : {}),
      ...(row.total === null ? {} : { totalWh: row.total }),
    });
  }
  for (let i = 0; i < counts.batteries; i++) {
    const id = simulatedId(2, i + 1);
    const station = stations[i % stations.length];
    await db.execute(sql`
      insert into iot_battery (battery_id, battery_key, station_id, dept_id, power, capacity, serial_num, binding_time, create_by)
      values (${id}, ${alnum(BATTERY_KEY_LENGTH)}, ${station.id}, ${deptOf(station.id)}, 2500, 5.12, ${`SN${id}`}, now(), ${MARK})
      on conflict (battery_id) where del_flag = '0' do nothing`);
    const [row] = await rowsOf<{ key: string; capacity: number }>(db, sql`select battery_key as key, capacity::float8 as capacity from iot_battery where battery_id = ${id} and del_flag = '0'`);
    const counters = await lastCounters(db, sql`select charge_wh as "chargeWh", discharge_wh as "dischargeWh" from iot_battery_data where battery_id = ${id} order by ts desc limit 1`);
    specs.push({ type: 'battery', id, key: row.key, station, ratedPowerW: 2500, capacityKwh: row.capacity, ...counters });
  }
  for (let i = 0; i < counts.meters; i++) {
    const id = simulatedId(3, i + 1);
    const station = stations[i % stations.length];
    await db.execute(sql`
      insert into iot_meter (meter_id, meter_key, station_id, dept_id, serial_num, meter_model, binding_time, create_by)
      values (${id}, ${alnum(16)}, ${station.id}, ${deptOf(station.id)}, ${`SN${id}`}, 'SIM-1P', now(), ${MARK})
      on conflict (meter_id) where del_flag = '0' do nothing`);
    const [row] = await rowsOf<{ key: string }>(db, sql`select meter_key as key from iot_meter where meter_id = ${id} and del_flag = '0'`);
    const counters = await lastCounters(db, sql`select total_kwh as "totalKwh", import_kwh as "importKwh" from iot_meter_data where meter_id = ${id} order by ts desc limit 1`);
    specs.push({ type: 'meter', id, key: row.key, station, ratedPowerW: INVERTERS_PER_STATION * 800, ...counters });
  }
  return specs;
}

/**
 * A device's lifetime counters as it last reported them, so a restarted demo continues them: fresh random counters
 * would read to ingest as a counter reset or a jump, booked as energy the plant never moved.
 */
async function lastCounters(db: Db, query: SQL): Promise<Record<string, number>> {
  const [row] = await rowsOf<Record<string, number | null>>(db, query);
  return Object.fromEntries(Object.entries(row ?? {}).filter((e): e is [string, number] => e[1] !== null));
}
