import { z } from 'zod';
import { idSearch } from '../devices/device-fields.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { entityId, optionalEmail, optionalText, orderNum } from '../system/system-fields.ts';
import { timeZoneName } from '../time-zone.ts';

/** Build status (dictionary iot_station_status): to be built, under construction, construction completed. */
export const stationStatus = z.enum(['0', '1', '2']);
/** userType (iot_station_user_type): owner, ordinary user; roleType (iot_station_role_type): owner, dealer. */
export const stationUserType = z.enum(['0', '1']);
export const stationRoleType = z.enum(['0', '1']);

/**
 * What the station is doing now (iot_station_system_status), derived from its
 * devices and its sun (the server's `station-state.ts`): producing (an inverter
 * reported power in the last 15 minutes), asleep (no power while the sun is
 * low or down), not reporting (in daylight, a device is online but no inverter
 * delivers), offline (in daylight, no device online), under construction
 * (build status not completed).
 */
export const SystemStatus = { producing: '0', notReporting: '1', offline: '2', underConstruction: '3', asleep: '4' } as const;
export const systemStatus = z.enum(['0', '1', '2', '3', '4']);

const latitude = z.number().min(-90, 'validation.latitude').max(90, 'validation.latitude').nullish();
const longitude = z.number().min(-180, 'validation.longitude').max(180, 'validation.longitude').nullish();

/**
 * Power stations (`/iot/station`). The list takes its query in a POST body
 * (spec §7); `offset` derives from `timeZone`, never typed; `currentPower`,
 * `dayWh`, `totalWh`, `prDay`, `prMonth` and `systemStatus` come from the
 * station summary the scheduler keeps; `favorite` is the caller's own star. `owner` and `member`
 * are app users (a nullable reference until app users exist). Changing
 * `timeZone` re-books the station's energy in the new zone (the console
 * confirms first). A station with bound devices cannot be deleted.
 */
export const stationManifest = defineManifest({
  name: 'station',
  api: '/iot/station',
  perm: 'iot:station',
  actions: [...CRUD_ACTIONS, 'transfer'],
  menu: { parent: 'plantManagement', order: 1, icon: 'build', path: 'station' },
  id: 'id',
  label: 'stationName',
  fields: {
    id: { list: { width: 80 }, sort: true },
    stationName: { schema: z.string().trim().min(1, 'validation.stationName').max(128), list: { width: 180 }, search: 'like', form: true, sort: true, export: 28 },
    /** Set on creation; afterwards a station changes organization only by a transfer, which moves its devices and is recorded. */
    deptId: { schema: entityId.nullish(), search: 'eq', searchSchema: idSearch, form: { widget: 'companyTree', createOnly: true } },
    companyName: { list: { ellipsis: true }, export: 24 },
    status: { schema: stationStatus.default('0'), dict: 'iot_station_status', list: true, search: 'eq', form: true, sort: true, export: 14 },
    systemStatus: { dict: 'iot_station_system_status', list: true, search: 'eq', searchSchema: systemStatus, export: 14 },
    /** kWp. */
    capacity: { schema: z.number().min(0).max(1_000_000).default(0), list: true, form: true, sort: true, export: 12 },
    currentPower: { list: true, sort: true, export: 12 },
    dayWh: { list: true, sort: true, export: 12 },
    /** Today's balance where a meter is bound (null without one): consumption and export in Wh, self-sufficiency 0–1. */
    dayConsumptionWh: { list: true, export: 12 },
    dayExportWh: { list: true, export: 12 },
    daySelfSufficiency: { list: true, export: 12 },
    totalWh: { list: { hidden: true }, sort: true, export: 14 },
    /** Performance ratio (actual / clear-sky expected energy) of the station's last completed day and of that day's month; null where not computable. */
    prDay: { list: { hidden: true }, sort: true, export: 10 },
    prMonth: { list: true, sort: true, export: 10 },
    timeZone: { schema: timeZoneName.default('UTC'), list: true, search: 'eq', searchSchema: z.string().max(64), form: { widget: 'select' }, export: 20 },
    offset: { list: { hidden: true }, export: 8 },
    stationAddress: { schema: optionalText(255), list: { ellipsis: true }, search: 'like', form: { wide: true }, export: 30 },
    latitude: { schema: latitude, form: true, export: 10 },
    longitude: { schema: longitude, form: true, export: 10 },
    imgUrl: { schema: optionalText(255), list: { type: 'image', hidden: true }, form: { widget: 'image', wide: true } },
    userType: { schema: stationUserType.default('0'), dict: 'iot_station_user_type', form: true },
    roleType: { schema: stationRoleType.default('0'), dict: 'iot_station_role_type', form: true },
    owner: { schema: entityId.nullish(), form: true },
    member: { schema: entityId.nullish(), form: true },
    userNickName: { schema: optionalText(64), list: { hidden: true }, search: 'like', form: true, export: 16 },
    userEmail: { schema: optionalEmail, list: { hidden: true }, search: 'like', form: true, export: 24 },
    creatorEmail: { list: { hidden: true }, export: 24 },
    createType: { dict: 'iot_creator_type', list: { hidden: true }, export: 10 },
    stationSort: { schema: orderNum.default(0), form: true, sort: true },
    favorite: { list: { width: 60 }, search: 'eq', searchSchema: z.enum(['0', '1']) },
    remark: { schema: optionalText(500), form: { widget: 'textarea', wide: true } },
    createBy: { list: { hidden: true } },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
    delFlag: {},
  },
  order: [
    ['stationSort', 'asc'],
    ['id', 'desc'],
  ],
  scope: 'dept',
  softDelete: 'delFlag',
  grants: { sysUser: '*', agencyUser: '*' },
});

/** `POST /iot/station/list`: the search fields and paging in the body; `POST /iot/station/export` takes the same. */

/** `/iot/station/{id}` and the statistics paths: a station id, refused clearly when it is not one. */
export const stationIdParam = z.object({ id: z.coerce.number({ message: 'validation.stationId' }).int('validation.stationId').positive('validation.stationId') });

/** `POST /iot/station/transfer` (`iot:station:transfer`): the station and its devices move to another organization. */
export const stationTransferBody = z.object({ stationId: entityId, deptId: entityId, remark: optionalText(500) });
