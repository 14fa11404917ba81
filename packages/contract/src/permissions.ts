import { configManifest } from './config.ts';
import { permsOf } from './manifest/define.ts';

/**
 * Permission strings of the system screens (`module:entity:action`). The
 * server's routes and menu seed and the console's buttons use these names.
 */
const actions = <const A extends readonly string[]>(prefix: string, list: A) =>
  Object.fromEntries(list.map((a) => [a, `${prefix}:${a}`])) as { [K in A[number]]: string };

const CRUD = ['list', 'query', 'add', 'edit', 'remove', 'export'] as const;

export const Perm = {
  user: actions('system:user', [...CRUD, 'import', 'resetPwd'] as const),
  role: actions('system:role', CRUD),
  menu: actions('system:menu', ['list', 'query', 'add', 'edit', 'remove'] as const),
  dept: actions('system:dept', ['list', 'query', 'add', 'edit', 'remove'] as const),
  dict: actions('system:dict', CRUD),
  config: permsOf(configManifest),
  online: actions('monitor:online', ['list', 'forceLogout'] as const),
  logininfor: actions('monitor:logininfor', ['list', 'remove', 'export', 'unlock'] as const),
  operlog: actions('monitor:operlog', ['list', 'query', 'remove', 'export'] as const),
  job: actions('monitor:job', [...CRUD, 'changeStatus'] as const),
  country: actions('iot:country', CRUD),
} as const;
