import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { batteryCreate, batteryDataQuery, batteryQuery, batteryUpdate } from '@cniot/contract/battery';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { iotBatteryData as bd } from '../../db/schema/device-data.ts';
import { iotBattery as b } from '../../db/schema/devices.ts';
import { crud } from '../../lib/crud.ts';
import { deptAndBelow } from '../../lib/data-scope.ts';
import { where } from '../../lib/paging.ts';
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
    columns: { batteryId: bd.batteryId, stationId: bd.stationId, current: bd.current, voltage: bd.voltage, soc: bd.soc, soh: bd.soh, remainCapacity: bd.remainCapacity, temp: bd.temp, staticTime: bd.ts },
  });

  crud(app, {
    path: '/iot/battery',
    perm: 'iot:battery',
    title: 'Battery',
    table: b,
    id: b.id,
    query: batteryQuery,
    filters: (q) => [
      where.like(b.batteryId, q.batteryId),
      where.eq(b.stationId, q.stationId),
      where.eq(b.onlineStatus, q.onlineStatus),
      q.deptId ? deptAndBelow(b.deptId, q.deptId) : undefined,
      ...where.range(b.bindingTime, q),
    ],
    sort: { batteryId: b.batteryId, bindingTime: b.bindingTime, createTime: b.createTime, onlineStatus: b.onlineStatus, capacity: b.capacity },
    defaultOrder: [desc(b.id)],
    create: batteryCreate,
    update: batteryUpdate,
    ...deviceResource(app, 'battery', DevicePerm.battery.key),
    exportName: 'batteries',
    exportColumns: [
      { key: 'batteryId', header: 'Battery ID', width: 18 },
      { key: 'stationName', header: 'Power station', width: 24 },
      { key: 'companyName', header: 'Company', width: 24 },
      { key: 'capacity', header: 'Capacity (kWh)', width: 14 },
      { key: 'power', header: 'Power (W)', width: 12 },
      { key: 'onlineStatus', header: 'Online status', width: 12, dict: 'iot_online_status' },
      { key: 'softwareVersion', header: 'Software version', width: 16 },
      { key: 'bindingTime', header: 'Binding time', width: 22 },
    ],
  });
};
