import { z } from 'zod';
import { idSearch } from '../devices/device-fields.ts';
import { defineManifest } from '../manifest/define.ts';

/** Whose energy a row sums (iot_statistics_dimension): one station, one organization (and below), the whole visible fleet. */
export const statisticsDimension = z.enum(['station', 'dept', 'fleet']);
/** Bars of a day, month or year (iot_statistics_period), in each station's own calendar. */
export const statisticsPeriod = z.enum(['d', 'm', 'y']);

/**
 * "Power generation statistics" (`GET /iot/generationStatistics/list`, export):
 * energy per station, organization or fleet and per day, month or year, from
 * the roll-ups. `periodStart` is the local first day of the period
 * (beginTime/endTime filter it, default the last 31 days, 24 months or 10
 * years); `specificYield` is kWh per kWp of the capacity summed.
 */
export const generationStatisticsManifest = defineManifest({
  name: 'generationStatistics',
  api: '/iot/generationStatistics',
  perm: 'iot:generationStatistics',
  actions: ['list', 'export'],
  menu: { parent: 'plantManagement', order: 4, icon: 'chart', name: 'powerGenerationStatistics', path: 'generation' },
  id: 'key',
  fields: {
    dimension: { search: 'eq', searchSchema: statisticsDimension, dict: 'iot_statistics_dimension' },
    period: { search: 'eq', searchSchema: statisticsPeriod, dict: 'iot_statistics_period' },
    deptId: { search: 'eq', searchSchema: idSearch },
    stationId: { search: 'eq', searchSchema: idSearch, searchHidden: true },
    key: {},
    periodStart: { list: true, search: 'range', sort: true, export: 14 },
    name: { list: { width: 200 }, search: 'like', sort: true, export: 28 },
    stations: { list: true, export: 10 },
    capacity: { list: true, sort: true, export: 12 },
    energyWh: { list: true, sort: true, export: 14 },
    specificYield: { list: true, sort: true, export: 12 },
  },
  order: [
    ['periodStart', 'desc'],
    ['name', 'asc'],
  ],
  grants: { sysUser: '*', agencyUser: '*' },
});

/** What a PV operation and maintenance row is: a station, or one PV input of an inverter. */
export const maintenanceLevel = z.enum(['station', 'input']);

/**
 * "PV operation and maintenance" (`GET /iot/pvMaintenance/list`, export): the
 * completed stations (level station) or the PV inputs of their inverters
 * (level input), worst against their peers first: today's power, energy and
 * specific yield, then "Against peers" (peer-judgement.ts) as last judged:
 * `ratio` on `peerDay`, `peerEnergyWh` made against `peerExpectedWh` at the
 * median of `peers` members; all null ("—") when not judged.
 */
export const pvMaintenanceManifest = defineManifest({
  name: 'pvMaintenance',
  api: '/iot/pvMaintenance',
  perm: 'iot:pvMaintenance',
  actions: ['list', 'export'],
  menu: { parent: 'plantManagement', order: 5, icon: 'tool', name: 'pvOperationMaintenance', path: 'maintenance' },
  id: 'key',
  fields: {
    level: { search: 'eq', searchSchema: maintenanceLevel, dict: 'iot_maintenance_level' },
    deptId: { search: 'eq', searchSchema: idSearch },
    key: {},
    stationId: { search: 'eq', searchSchema: idSearch, searchHidden: true },
    stationName: { list: { width: 180 }, search: 'like', sort: true, export: 28 },
    companyName: { list: { ellipsis: true }, export: 24 },
    wnId: { list: true, search: 'like', sort: true, export: 18 },
    pvIndex: { list: true, export: 8 },
    capacity: { list: true, sort: true, export: 12 },
    powerW: { list: true, sort: true, export: 12 },
    dayWh: { list: true, sort: true, export: 12 },
    specificYield: { list: true, sort: true, export: 12 },
    ratio: { list: true, sort: true, export: 10 },
    peerDay: { list: true, export: 12 },
    peerEnergyWh: { list: true, export: 12 },
    peerExpectedWh: { list: true, export: 12 },
    peers: { list: true, export: 8 },
    lastDataTime: { list: { type: 'datetime' }, sort: true, export: 20 },
  },
  order: [
    ['ratio', 'asc'],
    ['stationName', 'asc'],
  ],
  grants: { sysUser: '*', agencyUser: '*' },
});
