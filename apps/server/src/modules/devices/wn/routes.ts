import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { wnManifest } from '@cniot/contract/devices/wn';
import { iotDeviceParam } from '../../../db/schema/device-data.ts';
import { iotWn } from '../../../db/schema/devices.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { deviceResource } from '../device-registry/device-rules.ts';
import { wnBindRoutes } from './wn-bind.ts';
import { wnClearRoutes } from './wn-clear.ts';
import { namedUpgradeRoutes } from '../../grid-firmware/upgrade/named-upgrade.ts';
import { wnCommandRoutes } from './wn-commands.ts';
import { wnImportRoutes } from './wn-import.ts';
import { wnSelectRoutes } from './wn-select.ts';
import { inverterJudgements } from './wn-peers.ts';

/** Inverters (`/iot/wn`): CRUD and export derive from the manifest; selects, binding, imports and commands follow. */
export const wnRoutes: FastifyPluginAsync = async (app) => {
  await app.register(wnSelectRoutes);
  await app.register(wnBindRoutes);
  await app.register(wnImportRoutes);
  await app.register(wnCommandRoutes);
  await app.register(namedUpgradeRoutes);
  await app.register(wnClearRoutes);

  manifestCrud(app, wnManifest, {
    table: iotWn,
    ...deviceResource(app, 'wn', DevicePerm.wn.key, {
      ownFilters: ['groupId', 'seen'],
      filters: (q) => [
        q.groupId ? sql`${iotWn.wnId} in (select wn_id from iot_wn_group_member where group_id = ${q.groupId})` : undefined,
        q.seen === '1' ? isNotNull(iotWn.lastSeenTime) : q.seen === '0' ? isNull(iotWn.lastSeenTime) : undefined,
      ],
      // The detail adds the parameters the inverter last reported and how it and its inputs did against their peers.
      detail: async (row) => ({
        params: await app.db
          .select({ code: iotDeviceParam.paramCode, value: iotDeviceParam.paramValue, reportTime: iotDeviceParam.reportTime })
          .from(iotDeviceParam)
          .where(and(eq(iotDeviceParam.deviceType, 'wn'), eq(iotDeviceParam.deviceId, String(row.wnId)))),
        againstPeers: await inverterJudgements(app.db, String(row.wnId), row.stationId as number | null),
      }),
    }),
  });
};
