import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { wnCreate, wnQuery, wnUpdate } from '@cniot/contract/wn';
import { iotDeviceParam } from '../../db/schema/device-data.ts';
import { iotWn } from '../../db/schema/devices.ts';
import { deptAndBelow } from '../../lib/data-scope.ts';
import { crud } from '../../lib/crud.ts';
import { where } from '../../lib/paging.ts';
import { deviceResource } from '../device-registry/device-rules.ts';
import { wnBindRoutes } from './wn-bind.ts';
import { wnClearRoutes } from './wn-clear.ts';
import { wnCommandRoutes } from './wn-commands.ts';
import { wnImportRoutes } from './wn-import.ts';
import { wnSelectRoutes } from './wn-select.ts';


/** Inverters (`/iot/wn`): CRUD and export are a declaration; selects, binding, imports and commands follow. */
export const wnRoutes: FastifyPluginAsync = async (app) => {
  await app.register(wnSelectRoutes);
  await app.register(wnBindRoutes);
  await app.register(wnImportRoutes);
  await app.register(wnCommandRoutes);
  await app.register(wnClearRoutes);

  crud(app, {
    path: '/iot/wn',
    perm: 'iot:wn',
    title: 'Inverter',
    table: iotWn,
    id: iotWn.id,
    query: wnQuery,
    filters: (q) => [
      where.like(iotWn.wnId, q.wnId),
      where.eq(iotWn.stationId, q.stationId),
      where.eq(iotWn.status, q.status),
      where.eq(iotWn.onlineStatus, q.onlineStatus),
      where.eq(iotWn.wnType, q.wnType),
      where.eq(iotWn.wnModel, q.wnModel),
      where.like(iotWn.softwareVersion, q.softwareVersion),
      where.eq(iotWn.dealerId, q.dealerId),
      q.deptId ? deptAndBelow(iotWn.deptId, q.deptId) : undefined,
      q.groupId ? sql`${iotWn.wnId} in (select wn_id from iot_wn_group_member where group_id = ${q.groupId})` : undefined,
      ...where.range(iotWn.bindingTime, q),
    ],
    sort: {
      wnId: iotWn.wnId,
      bindingTime: iotWn.bindingTime,
      createTime: iotWn.createTime,
      onlineStatus: iotWn.onlineStatus,
      currentPower: iotWn.currentPower,
      power: iotWn.power,
      softwareVersion: iotWn.softwareVersion,
      lastDataTime: iotWn.lastDataTime,
    },
    defaultOrder: [desc(iotWn.id)],
    create: wnCreate,
    update: wnUpdate,
    // The detail adds the parameters the inverter last reported.
    ...deviceResource(app, 'wn', DevicePerm.wn.key, async (row) => ({
      params: await app.db
        .select({ code: iotDeviceParam.paramCode, value: iotDeviceParam.paramValue, reportTime: iotDeviceParam.reportTime })
        .from(iotDeviceParam)
        .where(and(eq(iotDeviceParam.deviceType, 'wn'), eq(iotDeviceParam.deviceId, String(row.wnId)))),
    })),
    exportName: 'inverters',
    exportColumns: [
      { key: 'wnId', header: 'Device code', width: 18 },
      { key: 'stationName', header: 'Power station', width: 24 },
      { key: 'companyName', header: 'Company', width: 24 },
      { key: 'wnType', header: 'Type', width: 10, dict: 'iot_wn_type' },
      { key: 'wnModel', header: 'Model', width: 10, dict: 'iot_wn_model' },
      { key: 'power', header: 'Rated power (W)', width: 14 },
      { key: 'onlineStatus', header: 'Online status', width: 12, dict: 'iot_online_status' },
      { key: 'softwareVersion', header: 'Software version', width: 16 },
      { key: 'bindingTime', header: 'Binding time', width: 22 },
      { key: 'createTime', header: 'Created', width: 22 },
    ],
  });
};
