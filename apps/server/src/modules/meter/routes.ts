import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { meterCreate, meterDataQuery, meterQuery, meterUpdate } from '@cniot/contract/meter';
import { iotMeterData as md } from '../../db/schema/device-data.ts';
import { iotMeter as m } from '../../db/schema/devices.ts';
import { crud } from '../../lib/crud.ts';
import { deptAndBelow } from '../../lib/data-scope.ts';
import { where } from '../../lib/paging.ts';
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

  crud(app, {
    path: '/iot/meter',
    perm: 'iot:meter',
    title: 'Electricity meter',
    table: m,
    id: m.id,
    query: meterQuery,
    filters: (q) => [
      where.like(m.meterId, q.meterId),
      where.eq(m.stationId, q.stationId),
      where.eq(m.onlineStatus, q.onlineStatus),
      where.like(m.meterModel, q.meterModel),
      where.eq(m.antiBackflowStatus, q.antiBackflowStatus),
      where.eq(m.plcStatus, q.plcStatus),
      q.deptId ? deptAndBelow(m.deptId, q.deptId) : undefined,
      ...where.range(m.bindingTime, q),
    ],
    sort: { meterId: m.meterId, bindingTime: m.bindingTime, createTime: m.createTime, onlineStatus: m.onlineStatus },
    defaultOrder: [desc(m.id)],
    create: meterCreate,
    update: meterUpdate,
    ...deviceResource(app, 'meter', DevicePerm.meter.key),
    exportName: 'meters',
    exportColumns: [
      { key: 'meterId', header: 'Meter ID', width: 18 },
      { key: 'stationName', header: 'Power station', width: 24 },
      { key: 'meterModel', header: 'Model', width: 14 },
      { key: 'antiBackflowStatus', header: 'Anti-backflow', width: 14, dict: 'iot_anti_backflow' },
      { key: 'plcStatus', header: 'PLC', width: 10, dict: 'iot_plc_status' },
      { key: 'powerDownThreshold', header: 'Power-down threshold (W)', width: 14 },
      { key: 'powerUpThreshold', header: 'Power-up threshold (W)', width: 14 },
      { key: 'onlineStatus', header: 'Online status', width: 12, dict: 'iot_online_status' },
      { key: 'bindingTime', header: 'Binding time', width: 22 },
    ],
  });
};
