import { loginLogManifest, onlineManifest } from './auth.ts';
import { configManifest } from './config.ts';
import { dictTypeManifest } from './dict.ts';
import { countryManifest } from './geo.ts';
import { jobManifest } from './job.ts';
import { permsOf } from '../manifest/define.ts';
import { operLogManifest } from './oper-log.ts';
import { deptManifest } from './system-dept.ts';
import { menuManifest } from './system-menu.ts';
import { roleManifest } from './system-role.ts';
import { userManifest } from './system-user.ts';

/**
 * Permission strings of the system screens (`module:entity:action`). The
 * server's routes and menu seed and the console's buttons use these names.
 */
export const Perm = {
  user: permsOf(userManifest),
  role: permsOf(roleManifest),
  menu: permsOf(menuManifest),
  dept: permsOf(deptManifest),
  dict: permsOf(dictTypeManifest),
  config: permsOf(configManifest),
  online: permsOf(onlineManifest),
  logininfor: permsOf(loginLogManifest),
  operlog: permsOf(operLogManifest),
  job: permsOf(jobManifest),
  country: permsOf(countryManifest),
} as const;
