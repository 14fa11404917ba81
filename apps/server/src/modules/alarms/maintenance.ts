import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { alarmMaintenanceCreate, alarmMaintenanceManifest, alarmMaintenanceUpdate } from '@cniot/contract/alarm-maintenance';
import type { DeviceType } from '@cniot/contract/device-enums';
import type { Db } from '../../db/client.ts';
import { KINDS } from '../../db/device-kinds.ts';
import { iotAlarmMaintenance } from '../../db/schema/alarms.ts';
import { dataScopeCondition } from '../../lib/data-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { manifestCrud } from '../../lib/manifest-crud.ts';
import { currentUser } from '../../plugins/auth.ts';
import { visibleStation } from '../stations/station-access.ts';

/** The organization a window belongs to: its station's or its device's, which the caller must see (else 404). */
async function ownerOf(tx: Db, req: FastifyRequest, w: { stationId?: number | null; deviceType?: string | null; deviceId?: string | null }) {
  if (w.stationId) {
    const s = await visibleStation(tx, req, w.stationId);
    return { deptId: s.deptId, userId: s.userId };
  }
  const k = KINDS[w.deviceType as DeviceType];
  const [device] = await tx
    .select({ deptId: k.dept, userId: k.user })
    .from(k.table)
    .where(and(eq(k.code, w.deviceId!), eq(k.delFlag, '0'), dataScopeCondition(currentUser(req), { dept: k.dept, user: k.user })))
    .limit(1);
  if (!device) throw notFound('alarm.deviceNotFound', { type: w.deviceType, id: w.deviceId });
  return device as { deptId: number | null; userId: number | null };
}

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
    columns: { stationName: sql<string | null>`(select s.station_name from iot_station s where s.id = iot_alarm_maintenance.station_id)` },
    beforeWrite: async (data, { tx, req }) => {
      const subject = data.stationId ? { stationId: data.stationId, deviceType: null, deviceId: null } : { stationId: null, deviceType: data.deviceType, deviceId: data.deviceId };
      return { ...data, ...subject, ...(await ownerOf(tx, req, subject)), released: '0' };
    },
  });
}
