import type { FastifyPluginAsync } from 'fastify';
import { agentDeviceRoutes } from './devices/agent-device/routes.ts';
import { agentReviewRoutes } from './people/agent-review/routes.ts';
import { alarmAnalyticsRoutes } from './alarms/alarm-analytics/routes.ts';
import { alarmRoutes } from './alarms/alarms/routes.ts';
import { appResourceRoutes } from './people/app-resources/routes.ts';
import { appUserRoutes } from './people/app-users/routes.ts';
import { appVersionRoutes } from './people/app-versions/routes.ts';
import { authRoutes } from './system/auth/routes.ts';
import { batteryRoutes } from './devices/battery/routes.ts';
import { codegenRoutes } from './tools/codegen/routes.ts';
import { configRoutes } from './system/config/routes.ts';
import { deviceCodeRoutes } from './devices/device-code/routes.ts';
import { deviceCommandRoutes } from './devices/device-commands/routes.ts';
import { deviceStatsRoutes } from './devices/device-stats/routes.ts';
import { dictRoutes } from './system/dict/routes.ts';
import { feedbackRoutes } from './people/feedback/routes.ts';
import { filesRoutes } from './system/files/routes.ts';
import { geoRoutes } from './system/geo/routes.ts';
import { healthRoutes } from './system/health/routes.ts';
import { gridProfileRoutes } from './grid-firmware/grid-profiles/routes.ts';
import { institutionRoutes } from './people/institutions/routes.ts';
import { jobRoutes } from './system/jobs/routes.ts';
import { loginLogRoutes } from './system/login-log/routes.ts';
import { mailRecordRoutes } from './people/mail-records/routes.ts';
import { messageRoutes } from './people/messages/routes.ts';
import { meterRoutes } from './devices/meter/routes.ts';
import { monitorOnlineRoutes } from './system/monitor-online/routes.ts';
import { mqttHookRoutes } from './devices/mqtt-hook/routes.ts';
import { operLogRoutes } from './system/oper-log/routes.ts';
import { orgInfoRoutes } from './people/org-info/routes.ts';
import { plainResourceRoutes } from './plain-resources.ts';
import { routersRoutes } from './system/routers/routes.ts';
import { smsRecordRoutes } from './people/sms-records/routes.ts';
import { softwareRoutes } from './grid-firmware/software/routes.ts';
import { stationDeviceRoutes } from './stations/station-devices/routes.ts';
import { stationRoutes } from './stations/stations/routes.ts';
import { systemDeptRoutes } from './system/system-dept/routes.ts';
import { systemMenuRoutes } from './system/system-menu/routes.ts';
import { systemRoleRoutes } from './system/system-role/routes.ts';
import { systemUserRoutes } from './system/system-user/routes.ts';
import { upgradeRoutes } from './grid-firmware/upgrade/routes.ts';
import { wnGroupRoutes } from './devices/wn-group/routes.ts';
import { wnRoutes } from './devices/wn/routes.ts';

/** Every API module, registered under /cniotapi in this order. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  healthRoutes,
  monitorOnlineRoutes,
  loginLogRoutes,
  systemUserRoutes,
  systemRoleRoutes,
  systemMenuRoutes,
  systemDeptRoutes,
  routersRoutes,
  dictRoutes,
  configRoutes,
  filesRoutes,
  operLogRoutes,
  jobRoutes,
  geoRoutes,
  wnRoutes,
  wnGroupRoutes,
  batteryRoutes,
  meterRoutes,
  stationDeviceRoutes,
  stationRoutes,
  deviceCodeRoutes,
  agentDeviceRoutes,
  deviceCommandRoutes,
  deviceStatsRoutes,
  gridProfileRoutes,
  mqttHookRoutes,
  plainResourceRoutes,
  orgInfoRoutes,
  institutionRoutes,
  agentReviewRoutes,
  appUserRoutes,
  feedbackRoutes,
  messageRoutes,
  mailRecordRoutes,
  smsRecordRoutes,
  appVersionRoutes,
  appResourceRoutes,
  codegenRoutes,
  softwareRoutes,
  upgradeRoutes,
  alarmRoutes,
  alarmAnalyticsRoutes,
];
