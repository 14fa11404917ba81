import { z } from 'zod';
import { deviceId } from './device-code.ts';
import { commandStatus, deviceType } from './device-enums.ts';
import { searchField, timeRange } from './paging.ts';
import { queryText } from './system-fields.ts';

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
