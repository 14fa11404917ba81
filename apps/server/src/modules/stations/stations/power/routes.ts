import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { stationPowerManifest, stationPowerRecordManifest } from '@cniot/contract/stations/station-power';
import { iotStationPower, iotStationPowerRecord } from '../../../../db/schema/stations.ts';
import type { HookContext, WriteRow } from '../../../../lib/crud.ts';
import { manifestCrud } from '../../../../lib/manifest-crud.ts';
import { visibleStation } from '../station-access.ts';
import { nextRun } from './next-run.ts';

const station = (column: string, of: string) => sql`(select s.${sql.raw(column)} from iot_station s where s.id = ${sql.raw(of)}.station_id)`;

/**
 * A schedule belongs to a station the caller sees and to its organization;
 * its next run is computed now, in the station's zone (none while paused).
 */
async function scheduleRules(data: WriteRow<typeof iotStationPower>, { req, tx, mode }: HookContext) {
  const s = await visibleStation(tx, req, data.stationId!);
  const nextRunTime = data.status === '1' ? null : new Date(nextRun(data.runTime!, data.frequencyStatus!, s.timeZone, Date.now()));
  return { ...data, nextRunTime, deptId: s.deptId, ...(mode === 'create' ? { userId: req.user?.userId } : {}) };
}

/** Scheduled power (`/iot/stationPower`) and the records of its runs (`/iot/stationPowerRecord/list`). */
export const stationPowerRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, stationPowerManifest, {
    table: iotStationPower,
    columns: { stationName: station('station_name', 'iot_station_power'), timeZone: station('time_zone', 'iot_station_power') },
    beforeWrite: scheduleRules,
  });
  manifestCrud(app, stationPowerRecordManifest, {
    table: iotStationPowerRecord,
    columns: {
      stationName: station('station_name', 'iot_station_power_record'),
      timeZone: station('time_zone', 'iot_station_power_record'),
      recordStatus: sql`(select c.record_status from iot_config_change_record c where c.id = iot_station_power_record.config_record_id)`,
    },
    without: ['get', 'remove', 'export'],
  });
};
