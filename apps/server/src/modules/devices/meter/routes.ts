import type { FastifyPluginAsync } from 'fastify';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { meterDataQuery, meterManifest } from '@cniot/contract/devices/meter';
import { iotMeterData as md } from '../../../db/schema/device-data.ts';
import { iotMeter } from '../../../db/schema/devices.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { deviceDataRoute } from '../device-registry/device-data.ts';
import { deviceResource } from '../device-registry/device-rules.ts';
import { meterCommandRoutes } from './meter-commands.ts';
import { meterUpgradeRoutes } from './meter-upgrade.ts';

/** Electricity meters (`/iot/meter`): CRUD, data, the switches and thresholds they take as commands, upgrades. */
export const meterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(meterCommandRoutes);
  await app.register(meterUpgradeRoutes);

  deviceDataRoute(app, {
    path: '/iot/meter/data/list',
    perm: DevicePerm.meter.query,
    type: 'meter',
    query: meterDataQuery,
    codeOf: (q) => q.meterId,
    table: md,
    device: md.meterId,
    ts: md.ts,
    columns: { meterId: md.meterId, stationId: md.stationId, outputPower: md.outputPower, kwh: md.kwh, totalKwh: md.totalKwh, staticTime: md.ts },
  });

  manifestCrud(app, meterManifest, { table: iotMeter, ...deviceResource(app, 'meter', DevicePerm.meter.key) });
};
