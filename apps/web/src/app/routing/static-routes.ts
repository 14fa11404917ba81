import { Perm } from '@cniot/contract/permissions';
import type { RouteEntry } from './route-builder.ts';

export const HOME_PATH = '/index';
/** The home tab's route name; closing it as the last tab reloads it instead of leaving (spec §2). */
export const HOME_NAME = 'Index';
export const REDIRECT_PREFIX = '/redirect';

/** Reachable without a session; a signed-in user opening /login goes home. */
export const PUBLIC_PATHS = ['/login', '/register', '/accountCancel'];

/** Pages inside the layout that are not in the server's menu: always there, or guarded by permission (spec §2). */
export const staticEntries: RouteEntry[] = [
  { path: HOME_PATH, name: HOME_NAME, component: 'home', meta: { title: 'home', icon: 'dashboard', affix: true }, parents: [] },
  { path: '/user/profile', name: 'Profile', component: 'profile', meta: { title: 'profile', icon: 'user' }, parents: [] },
  {
    path: '/system/user-auth/role/:userId',
    name: 'AuthRole',
    component: 'system/user-auth-role',
    meta: { title: 'assignRoles', activeMenu: '/system/user' },
    parents: [],
    permissions: [Perm.user.edit],
  },
  {
    path: '/system/role-auth/user/:roleId',
    name: 'AuthUser',
    component: 'system/role-auth-user',
    meta: { title: 'assignUsers', activeMenu: '/system/role' },
    parents: [],
    permissions: [Perm.role.edit],
  },
  {
    path: '/system/dict-data/index/:dictId',
    name: 'DictData',
    component: 'system/dict-data',
    meta: { title: 'dictData', activeMenu: '/system/dict' },
    parents: [],
    permissions: [Perm.dict.list],
  },
  {
    path: '/monitor/job-log/index/:jobId',
    name: 'JobLog',
    component: 'monitor/job-log',
    meta: { title: 'jobLog', activeMenu: '/monitor/job' },
    parents: [],
    permissions: [Perm.job.list],
  },
];
