import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { DEVICE_PART, PlatformCode, STATION_PART, clearPlatformAlarms, openPlatformAlarms, raisePlatformAlarms, type PlatformAlarm } from './platform-alarms.ts';
import { DAYLIGHT_MARGIN_MS, STATION_KEY, silenceChanges } from './silence-rule.ts';
import { isProducingDaylight } from './sun-times.ts';

interface StationDevice {
  stationId: number;
  latitude: number;
  longitude: number;
  timeZone: string;
  deviceType: string | null;
  deviceId: string | null;
  lastDataTime: Date | null;
}

const keyOf = (type: string, id: string) => `${type}:${id}`;

/**
 * The bound devices of every completed station with coordinates (a station
 * without devices comes once with null device), with their newest report.
 */
function stationDevices(db: Db): Promise<StationDevice[]> {
  return rowsOf<StationDevice>(
    db,
    sql`select s.id::float8 as "stationId", s.latitude::float8 as latitude, s.longitude::float8 as longitude, s.time_zone as "timeZone",
          d.type as "deviceType", d.code as "deviceId", d.last_data_time as "lastDataTime"
        from iot_station s
        left join (select 'wn' as type, wn_id as code, station_id, last_data_time from iot_wn where del_flag = '0'
                   union all select 'battery', battery_id, station_id, last_data_time from iot_battery where del_flag = '0'
                   union all select 'meter', meter_id, station_id, last_data_time from iot_meter where del_flag = '0') d on d.station_id = s.id
        where s.del_flag = '0' and s.status = '2' and s.latitude is not null and s.longitude is not null`,
  );
}

/**
 * One run of "not reporting" at `now` (docs/alarms.md): per station, devices
 * silent in daylight get an alarm, a station whose devices are all silent one
 * alarm for them all; alarms clear when reports return, and alarms of
 * stations no longer watched (deleted, back under construction) close.
 */
export async function evaluateNotReporting(db: Db, now = new Date()): Promise<{ opened: number; closed: number; stations: number }> {
  const rows = await stationDevices(db);
  const open = await openPlatformAlarms(db, PlatformCode.notReporting);
  const stations = new Map<number, { station: StationDevice; devices: { key: string; lastDataTime: Date | null }[] }>();
  for (const r of rows) {
    const entry = stations.get(r.stationId) ?? { station: r, devices: [] };
    if (r.deviceType && r.deviceId) entry.devices.push({ key: keyOf(r.deviceType, r.deviceId), lastDataTime: r.lastDataTime && new Date(r.lastDataTime) });
    stations.set(r.stationId, entry);
  }
  const openByStation = new Map<number, Map<string, number>>();
  const closing: number[] = [];
  for (const a of open) {
    if (a.stationId === null || !stations.has(a.stationId)) {
      closing.push(a.id);
      continue;
    }
    const keys = openByStation.get(a.stationId) ?? new Map<string, number>();
    keys.set(a.part === STATION_PART ? STATION_KEY : keyOf(a.deviceType ?? '', a.deviceId ?? ''), a.id);
    openByStation.set(a.stationId, keys);
  }
  const raising: PlatformAlarm[] = [];
  for (const [stationId, { station, devices }] of stations) {
    if (!devices.length) continue;
    const openKeys = openByStation.get(stationId) ?? new Map<string, number>();
    const daylight = isProducingDaylight(now, station, DAYLIGHT_MARGIN_MS);
    const change = silenceChanges({ now, daylight, devices, open: new Set(openKeys.keys()) });
    for (const key of change.close) closing.push(openKeys.get(key)!);
    for (const key of change.open) raising.push(alarmOf(stationId, key, devices, now));
  }
  const closed = await clearPlatformAlarms(db, closing, now);
  const opened = await raisePlatformAlarms(db, PlatformCode.notReporting, raising, now);
  return { opened, closed, stations: stations.size };
}

function alarmOf(stationId: number, key: string, devices: { key: string; lastDataTime: Date | null }[], now: Date): PlatformAlarm {
  const lastOf = (times: (Date | null)[]) => {
    const known = times.filter((t): t is Date => t !== null).map((t) => t.getTime());
    return known.length ? new Date(Math.max(...known)).toISOString() : null;
  };
  if (key === STATION_KEY) {
    return {
      stationId,
      deviceType: null,
      deviceId: null,
      part: STATION_PART,
      detail: { devices: devices.length, lastDataTime: lastOf(devices.map((d) => d.lastDataTime)), checkedAt: now.toISOString() },
    };
  }
  const [deviceType, deviceId] = key.split(':');
  const device = devices.find((d) => d.key === key)!;
  return { stationId, deviceType, deviceId, part: DEVICE_PART, detail: { lastDataTime: lastOf([device.lastDataTime]), checkedAt: now.toISOString() } };
}
