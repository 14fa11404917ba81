import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATION_CLOCK, alarmMaintenanceCreate, alarmMaintenanceManifest, alarmMaintenanceUpdate } from '@cniot/contract/alarms/alarm-maintenance';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { Db } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotAlarmMaintenance } from '../../../db/schema/alarms.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { zonedInstant } from '../../../lib/zoned.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { visibleStation } from '../../stations/stations/station-access.ts';

/**
 * The organization a window belongs to, its station's or its device's, which
 * the caller must see (else 404), and the zone its times are typed in: the
 * station's, the device's station's, UTC for a device without one.
 */
async function ownerOf(tx: Db, req: FastifyRequest, w: { stationId?: number | null; deviceType?: string | null; deviceId?: string | null }) {
  if (w.stationId) {
    const s = await visibleStation(tx, req, w.stationId);
    return { deptId: s.deptId, userId: s.userId, zone: s.timeZone };
  }
  const k = KINDS[w.deviceType as DeviceType];
  const [device] = await tx
    .select({ deptId: k.dept, userId: k.user, zone: sql<string | null>`(select s.time_zone from iot_station s where s.id = ${k.station})` })
    .from(k.table)
    .where(and(eq(k.code, w.deviceId!), eq(k.delFlag, '0'), dataScopeCondition(currentUser(req), { dept: k.dept, user: k.user })))
    .limit(1);
  if (!device) throw notFound('alarm.deviceNotFound', { type: w.deviceType, id: w.deviceId });
  return { deptId: device.deptId as number | null, userId: device.userId as number | null, zone: device.zone ?? 'UTC' };
}

/** A time typed on the station's clock becomes the instant it names in `zone`; an instant with its offset stays. */
function instantOf(value: string, zone: string): Date {
  const m = STATION_CLOCK.exec(value);
  if (!m) return new Date(value);
  return new Date(zonedInstant(zone, +m[1], +m[2], +m[3], +m[4], +m[5]) + Number(m[6] ?? 0) * 1000);
}

/** The zone a window's times are shown and typed in (as ownerOf finds it). */
const deviceStation = sql.join(
  Object.entries(KINDS).map(
    ([type, k]) => sql`(select ${k.station} from ${k.table} where iot_alarm_maintenance.device_type = ${type} and ${k.code} = iot_alarm_maintenance.device_id and ${k.delFlag} = '0' limit 1)`,
  ),
  sql`, `,
);
const MAINTENANCE_ZONE = sql<string>`coalesce((select s.time_zone from iot_station s where s.id = coalesce(iot_alarm_maintenance.station_id, ${deviceStation})), 'UTC')`;

/**
 * Maintenance windows: a station or one device raises no alarm while a window
 * covers the time of its report (gateway/ingest/alarms.ts). A window moved or
 * prolonged is released again when it ends (job alarmMaintenanceEnd).
 */
export function maintenanceRoutes(app: FastifyInstance) {
  manifestCrud(app, alarmMaintenanceManifest, {
    table: iotAlarmMaintenance,
    create: alarmMaintenanceCreate,
    update: alarmMaintenanceUpdate,
    columns: {
      stationName: sql<string | null>`(select s.station_name from iot_station s where s.id = iot_alarm_maintenance.station_id)`,
      timeZone: MAINTENANCE_ZONE,
    },
    beforeWrite: async (data, { tx, req }) => {
      const subject = data.stationId ? { stationId: data.stationId, deviceType: null, deviceId: null } : { stationId: null, deviceType: data.deviceType, deviceId: data.deviceId };
      const { zone, ...owner } = await ownerOf(tx, req, subject);
      const startTime = instantOf(String(data.startTime), zone);
      const endTime = instantOf(String(data.endTime), zone);
      if (!(endTime > startTime)) throw badRequest('validation.maintenancePeriod');
      return { ...data, ...subject, ...owner, startTime, endTime, released: '0' };
    },
  });
}
