import { z } from 'zod';
import { idSearch } from '../devices/device-fields.ts';
import { defineManifest } from '../manifest/define.ts';
import { systemStatus } from './station.ts';
import { entityId } from '../system/system-fields.ts';

/** Agent favorite status (dictionary iot_agent_favorite_status): '0' cancelled, '1' collected. */
export const favoriteStatus = z.enum(['0', '1']);

/** `POST /iot/stationFavorite` (`iot:stationFavorite:add`): the caller stars (1) or un-stars (0) a station it sees. */
export const stationFavoriteBody = z.object({ stationId: entityId, status: favoriteStatus.default('1') });

/** The station columns both favorites lists show. */
const stationColumns = {
  stationId: { search: 'eq', searchSchema: idSearch, searchHidden: true },
  stationName: { list: { width: 180 }, search: 'like', sort: true, export: 28 },
  stationAddress: { list: { ellipsis: true }, export: 30 },
  companyName: { list: { ellipsis: true }, export: 24 },
  capacity: { list: true, sort: true, export: 12 },
  currentPower: { list: true, sort: true, export: 12 },
  dayWh: { list: true, sort: true, export: 12 },
  systemStatus: { dict: 'iot_station_system_status', list: true, search: 'eq', searchSchema: systemStatus, export: 14 },
  timeZone: { list: { hidden: true }, export: 20 },
} as const;

/** "Favorite plants": the caller's own starred stations (status 1) that it still sees. */
export const stationFavoriteManifest = defineManifest({
  name: 'stationFavorite',
  api: '/iot/stationFavorite',
  perm: 'iot:stationFavorite',
  actions: ['list', 'add', 'export'],
  menu: { parent: 'plantManagement', order: 2, icon: 'star', name: 'favoritePlants', path: 'favorite' },
  id: 'id',
  label: 'stationName',
  fields: {
    id: {},
    ...stationColumns,
    updateTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
  },
  order: ['updateTime', 'desc'],
  grants: { sysUser: '*', agencyUser: '*' },
});

/**
 * "Dealer favorite plants": who starred which station, for the organizations
 * the caller sees (its own and below), cancelled stars included.
 */
export const dealerFavoriteManifest = defineManifest({
  name: 'dealerFavorite',
  api: '/iot/dealerFavorite',
  perm: 'iot:dealerFavorite',
  actions: ['list', 'export'],
  menu: { parent: 'plantManagement', order: 3, icon: 'peoples', name: 'dealerFavoritePlants', path: 'dealerFavorite' },
  id: 'id',
  label: 'stationName',
  fields: {
    id: {},
    userName: { list: true, search: 'like', sort: true, export: 16 },
    nickName: { list: true, export: 16 },
    deptId: { search: 'eq', searchSchema: idSearch },
    userDeptName: { list: { ellipsis: true }, export: 24 },
    ...stationColumns,
    status: { dict: 'iot_agent_favorite_status', list: true, search: 'eq', searchSchema: favoriteStatus, export: 10 },
    updateTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
  },
  order: ['updateTime', 'desc'],
  grants: { sysUser: '*', agencyUser: '*' },
});
