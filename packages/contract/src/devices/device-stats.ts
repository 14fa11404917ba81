import { z } from 'zod';
import { deviceId } from './device-code.ts';
import { deviceType } from './device-enums.ts';
import { defineManifest } from '../manifest/define.ts';
import { queryOf } from '../manifest/derive.ts';
import { timeRange } from '../paging.ts';

/** Statistics and reported parameters of devices. */

/** `GET /iot/wnGenerate/list`: energy per day ('d'), month ('m') or year ('y') in the station's calendar. */
export const wnGenerateQuery = timeRange.extend({ wnId: deviceId, period: z.enum(['d', 'm', 'y']).default('d') });

/** Latest reported parameter values of one device. */
export const deviceParamQuery = z.object({ deviceType: deviceType.default('wn'), deviceId });

/**
 * Inverter statistics: a page of its own (charts) around the list of one
 * inverter's raw reports, newest first; `generate` reads the generation series.
 */
export const wnStatisticsManifest = defineManifest({
  name: 'wnStatistics',
  api: '/iot/wnStatistics',
  perm: 'iot:wnStatistics',
  actions: ['list', 'generate'],
  menu: { parent: 'microInverter', order: 8, icon: 'chart', name: 'inverterStatistics', path: 'statistics', custom: true },
  id: 'staticTime',
  fields: {
    staticTime: { list: { type: 'datetime' }, search: 'range' },
    outputPower: { list: true },
    outputVoltage: { list: true },
    outputFrequency: { list: true },
    temp: { list: true },
    kwh: { list: true },
    totalKwh: { list: true },
    powerLimit: { list: { hidden: true } },
    runState: { list: { hidden: true } },
  },
  grants: { sysUser: '*', agencyUser: '*' },
});

/** `GET /iot/wnStatistics/list`: the inverter is fixed by the page. */
export const wnStatisticsQuery = z.object({ ...queryOf(wnStatisticsManifest).shape, wnId: deviceId });
