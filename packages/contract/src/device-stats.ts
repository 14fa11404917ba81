import { z } from 'zod';
import { deviceId } from './device-code.ts';
import { commandStatus, deviceType } from './device-enums.ts';
import { searchField, timeRange } from './paging.ts';
import { queryText } from './system-fields.ts';
import { defineManifest } from './manifest/define.ts';

/** Statistics, command records and reported parameters of devices. */

/** `GET /iot/wnStatistics/list`: raw telemetry of one inverter, newest first. */
export const wnStatisticsQuery = timeRange.extend({ wnId: deviceId });

/** `GET /iot/wnGenerate/list`: energy per day ('d'), month ('m') or year ('y') in the station's calendar. */
export const wnGenerateQuery = timeRange.extend({ wnId: deviceId, period: z.enum(['d', 'm', 'y']).default('d') });

export const configChangeRecordQuery = timeRange.extend({
  deviceType: searchField(deviceType),
  deviceId: queryText(32),
  command: queryText(),
  recordStatus: searchField(commandStatus),
});

/** Latest reported parameter values of one device. */
export const deviceParamQuery = z.object({ deviceType: deviceType.default('wn'), deviceId });

/** Inverter statistics: a page of its own (charts); `generate` reads the generation series. */
export const wnStatisticsManifest = defineManifest({
  name: 'wnStatistics',
  api: '/iot/wnStatistics',
  perm: 'iot:wnStatistics',
  actions: ['list', 'generate'],
  menu: { parent: 'microInverter', order: 8, icon: 'chart', name: 'inverterStatistics', path: 'statistics', custom: true },
  id: 'staticTime',
  fields: {},
  grants: { sysUser: '*', agencyUser: '*' },
});
