import { z } from 'zod';
import { deviceId } from '../devices/device-code.ts';
import { DEVICE_TYPES } from '../devices/device-enums.ts';
import { idSearch } from '../devices/device-fields.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { createOf, updateOf } from '../manifest/derive.ts';
import { entityId, optionalText } from '../system/system-fields.ts';

/** `YYYY-MM-DD HH:mm[:ss]` (space or T) without an offset: a time on the station's clock. */
export const STATION_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A window's start or end: a time typed on the station's clock (no offset;
 * the server reads it in the zone of the station, or of the device's station,
 * UTC for a device without one), or an instant with its offset.
 */
const moment = z
  .string({ message: 'validation.maintenanceTime' })
  .trim()
  .refine((s) => STATION_CLOCK.test(s) || (/(Z|[+-]\d{2}:?\d{2})$/.test(s) && !Number.isNaN(Date.parse(s))), 'validation.maintenanceTime');

/** Comparable only within one form: two station-clock times as wall clocks, two instants as instants. */
const orderOf = (s: string) => [STATION_CLOCK.test(s), STATION_CLOCK.test(s) ? Date.parse(`${s.replace(' ', 'T')}Z`) : Date.parse(s)] as const;

/**
 * Maintenance windows (`/iot/alarmMaintenance`): a station, or one device,
 * raises no alarm between `startTime` and `endTime`; alarms still present when
 * the window ends are raised then. A window belongs to the organization of its
 * station or device (set by the server).
 */
export const alarmMaintenanceManifest = defineManifest({
  name: 'alarmMaintenance',
  api: '/iot/alarmMaintenance',
  perm: 'iot:alarmMaintenance',
  actions: CRUD_ACTIONS,
  menu: { parent: 'alarm', order: 3, icon: 'tool', path: 'maintenance' },
  id: 'id',
  label: 'stationName',
  fields: {
    id: { list: { width: 70 }, sort: true },
    stationId: { schema: entityId.nullish(), search: 'eq', searchHidden: true, searchSchema: idSearch, form: true },
    stationName: { list: { ellipsis: true }, export: 24 },
    deviceType: { schema: z.enum(DEVICE_TYPES).nullish(), dict: 'iot_device_type', list: true, form: true, export: 12 },
    deviceId: { schema: deviceId.nullish().or(z.literal('')), list: { width: 150 }, search: 'like', form: true, export: 18 },
    startTime: { schema: moment, list: { type: 'datetime' }, search: 'range', form: true, sort: true, export: 20 },
    endTime: { schema: moment, list: { type: 'datetime' }, form: true, sort: true, export: 20 },
    /** The zone the window's times are typed and shown in: its station's, its device's station's, else UTC. */
    timeZone: { list: { hidden: true }, export: 20 },
    reason: { schema: optionalText(500), list: { ellipsis: true }, form: { widget: 'textarea', wide: true }, export: 30 },
    createBy: { list: { hidden: true }, export: 14 },
    createTime: { list: { type: 'datetime', hidden: true }, sort: true },
  },
  order: ['startTime', 'desc'],
  scope: 'dept',
  grants: { sysUser: '*', agencyUser: '*' },
});

type Window = { stationId?: number | null; deviceType?: string | null; deviceId?: string | null; startTime: string; endTime: string };

/** A window names a station or a device (type and code), not both, and ends after it starts. */
const windowRules = <T extends z.ZodType<Window>>(s: T) =>
  s
    .refine((w) => !!w.stationId !== !!(w.deviceType && w.deviceId), { message: 'validation.maintenanceSubject', path: ['stationId'] })
    .refine(
      (w) => {
        const [localStart, start] = orderOf(w.startTime);
        const [localEnd, end] = orderOf(w.endTime);
        // A station-clock time against an instant is compared by the server, once it knows the zone; a bad time has its own message.
        return localStart !== localEnd || Number.isNaN(start) || Number.isNaN(end) || end > start;
      },
      { message: 'validation.maintenancePeriod', path: ['endTime'] },
    );

export const alarmMaintenanceCreate = windowRules(createOf(alarmMaintenanceManifest) as unknown as z.ZodType<Window>);
export const alarmMaintenanceUpdate = windowRules(updateOf(alarmMaintenanceManifest) as unknown as z.ZodType<Window>);
