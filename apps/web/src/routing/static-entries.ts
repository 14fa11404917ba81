import { GenPerm } from '@cniot/contract/tools/codegen';
import { Perm } from '@cniot/contract/system/permissions';
import type { RouteEntry } from './route-builder.ts';
import { HOME_NAME, HOME_PATH, stationDetailPath } from './static-routes.ts';

/**
 * StationPerm.station.query, written out: the station manifests behind StationPerm would load
 * with the session for this one string (test/features/stations/routes.test.ts keeps them equal).
 */
export const STATION_QUERY_PERM = 'iot:station:query';

/** A sub-page opened from a screen: hidden from the menu, which keeps its parent highlighted. */
const subPage = (path: string, name: string, component: string, title: string, activeMenu: string, permission: string): RouteEntry => ({
  path,
  name,
  component,
  meta: { title, activeMenu },
  parents: [],
  permissions: [permission],
});

/**
 * Pages inside the layout that are not in the server's menu: always there, or guarded by permission (spec §2).
 * Apart from static-routes.ts: the permission constants bring the manifests, which the sign-in page does without.
 */
export const staticEntries: RouteEntry[] = [
  { path: HOME_PATH, name: HOME_NAME, component: 'home', meta: { title: 'home', icon: 'dashboard', affix: true }, parents: [] },
  { path: '/user/profile', name: 'Profile', component: 'profile', meta: { title: 'profile', icon: 'user' }, parents: [] },
  subPage('/system/user-auth/role/:userId', 'AuthRole', 'system/user-auth-role', 'assignRoles', '/system/user', Perm.user.edit),
  subPage('/system/role-auth/user/:roleId', 'AuthUser', 'system/role-auth-user', 'assignUsers', '/system/role', Perm.role.edit),
  subPage('/system/dict-data/index/:dictId', 'DictData', 'system/dict-data', 'dictData', '/system/dict', Perm.dict.list),
  subPage('/monitor/job-log/index/:jobId', 'JobLog', 'monitor/job-log', 'jobLog', '/monitor/job', Perm.job.list),
  subPage('/tool/gen-edit/index/:tableId', 'GenEdit', 'tool/gen-edit', 'genEdit', '/tool/gen', GenPerm.edit),
  subPage(stationDetailPath(':stationId'), 'StationDetail', 'iot/station-detail', 'stationDetail', '/plant/station', STATION_QUERY_PERM),
];
