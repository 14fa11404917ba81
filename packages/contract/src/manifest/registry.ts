import { agentDeviceManifest } from '../agent-device.ts';
import { loginLogManifest, onlineManifest } from '../auth.ts';
import { batteryManifest } from '../battery.ts';
import { configManifest } from '../config.ts';
import { deviceCodeManifest } from '../device-code.ts';
import { deviceParamManifest } from '../device-commands.ts';
import { wnStatisticsManifest } from '../device-stats.ts';
import { dictTypeManifest } from '../dict.ts';
import { faqManifest } from '../faq.ts';
import { countryManifest } from '../geo.ts';
import { jobManifest } from '../job.ts';
import { meterManifest } from '../meter.ts';
import { operLogManifest } from '../oper-log.ts';
import { deptManifest } from '../system-dept.ts';
import { menuManifest } from '../system-menu.ts';
import { roleManifest } from '../system-role.ts';
import { userManifest } from '../system-user.ts';
import { wnGroupManifest } from '../wn-group.ts';
import { clearTotalPowerManifest, wnManifest } from '../wn.ts';
import type { Manifest } from './define.ts';

/**
 * Every resource of the product. The menu seed, the console's page registry
 * and the route guard test walk this list; a new screen is added here.
 */
export const MANIFESTS: readonly Manifest[] = [
  userManifest,
  roleManifest,
  menuManifest,
  deptManifest,
  dictTypeManifest,
  configManifest,
  countryManifest,
  onlineManifest,
  loginLogManifest,
  operLogManifest,
  jobManifest,
  wnManifest,
  agentDeviceManifest,
  wnGroupManifest,
  batteryManifest,
  meterManifest,
  deviceCodeManifest,
  clearTotalPowerManifest,
  deviceParamManifest,
  wnStatisticsManifest,
  faqManifest,
];
