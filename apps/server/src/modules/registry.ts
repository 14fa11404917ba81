import type { FastifyPluginAsync } from 'fastify';
import { agentDeviceRoutes } from './agent-device/routes.ts';
import { agentReviewRoutes } from './agent-review/routes.ts';
import { alarmAnalyticsRoutes } from './alarm-analytics/routes.ts';
import { alarmRoutes } from './alarms/routes.ts';
import { appResourceRoutes } from './app-resources/routes.ts';
import { appUserRoutes } from './app-users/routes.ts';
import { appVersionRoutes } from './app-versions/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { batteryRoutes } from './battery/routes.ts';
import { codegenRoutes } from './codegen/routes.ts';
import { configRoutes } from './config/routes.ts';
import { deviceCodeRoutes } from './device-code/routes.ts';
import { deviceCommandRoutes } from './device-commands/routes.ts';
import { deviceStatsRoutes } from './device-stats/routes.ts';
import { dictRoutes } from './dict/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { filesRoutes } from './files/routes.ts';
import { geoRoutes } from './geo/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { gridProfileRoutes } from './grid-profiles/routes.ts';
import { institutionRoutes } from './institutions/routes.ts';
import { jobRoutes } from './jobs/routes.ts';
import { loginLogRoutes } from './login-log/routes.ts';
import { mailRecordRoutes } from './mail-records/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { meterRoutes } from './meter/routes.ts';
import { monitorOnlineRoutes } from './monitor-online/routes.ts';
import { mqttHookRoutes } from './mqtt-hook/routes.ts';
import { operLogRoutes } from './oper-log/routes.ts';
import { orgInfoRoutes } from './org-info/routes.ts';
import { plainResourceRoutes } from './plain-resources.ts';
import { routersRoutes } from './routers/routes.ts';
import { smsRecordRoutes } from './sms-records/routes.ts';
import { softwareRoutes } from './software/routes.ts';
import { stationDeviceRoutes } from './station-devices/routes.ts';
import { stationRoutes } from './stations/routes.ts';
import { systemDeptRoutes } from './system-dept/routes.ts';
import { systemMenuRoutes } from './system-menu/routes.ts';
import { systemRoleRoutes } from './system-role/routes.ts';
import { systemUserRoutes } from './system-user/routes.ts';
import { upgradeRoutes } from './upgrade/routes.ts';
import { wnGroupRoutes } from './wn-group/routes.ts';
import { wnRoutes } from './wn/routes.ts';

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
