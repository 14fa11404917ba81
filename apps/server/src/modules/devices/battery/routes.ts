import type { FastifyPluginAsync } from 'fastify';
import { batteryDataQuery, batteryManifest } from '@cniot/contract/devices/battery';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { iotBatteryData as bd } from '../../../db/schema/device-data.ts';
import { iotBattery } from '../../../db/schema/devices.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { deviceDataRoute } from '../device-registry/device-data.ts';
import { deviceResource } from '../device-registry/device-rules.ts';

/** Batteries (`/iot/battery`); binding to a station is under `/iot/station` (station-devices). */
export const batteryRoutes: FastifyPluginAsync = async (app) => {
  // Current and voltage in 0.01 A / 0.01 V, remaining capacity in 0.01 Ah, as the battery reports them.
  deviceDataRoute(app, {
    path: '/iot/battery/data/list',
    perm: DevicePerm.battery.query,
    type: 'battery',
    query: batteryDataQuery,
    codeOf: (q) => q.batteryId,
    table: bd,
    device: bd.batteryId,
    ts: bd.ts,
    columns: {
      batteryId: bd.batteryId,
      stationId: bd.stationId,
      current: bd.current,
      voltage: bd.voltage,
      soc: bd.soc,
      soh: bd.soh,
      remainCapacity: bd.remainCapacity,
      temp: bd.temp,
      staticTime: bd.ts,
    },
  });

  manifestCrud(app, batteryManifest, { table: iotBattery, ...deviceResource(app, 'battery', DevicePerm.battery.key) });
};
