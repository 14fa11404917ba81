import { agentDeviceManifest } from '../devices/agent-device.ts';
import { alarmManifest, alarmRecordManifest, batteryAlarmManifest } from '../alarms/alarm.ts';
import { alarmMaintenanceManifest } from '../alarms/alarm-maintenance.ts';
import { alarmRuleManifest, batteryAlarmBaseManifest } from '../alarms/alarm-rule.ts';
import { appResourceManifest } from '../people/app-resource.ts';
import { appVersionManifest } from '../people/app-version.ts';
import { agentReviewManifest } from '../people/agent-review.ts';
import { appUserManifest } from '../people/app-user.ts';
import { loginLogManifest, onlineManifest } from '../system/auth.ts';
import { batteryDataManifest, batteryManifest } from '../devices/battery.ts';
import { genTableManifest } from '../tools/codegen.ts';
import { configManifest } from '../system/config.ts';
import { deviceCodeDetailManifest, deviceCodeManifest } from '../devices/device-code.ts';
import { deviceParamManifest } from '../devices/device-commands.ts';
import { deviceSettingManifest } from '../grid-firmware/device-settings.ts';
import { wnStatisticsManifest } from '../devices/device-stats.ts';
import { dictDataManifest, dictTypeManifest } from '../system/dict.ts';
import { faqManifest } from '../people/faq.ts';
import { feedbackManifest } from '../people/feedback.ts';
import { gridDocumentManifest } from '../grid-firmware/grid-document.ts';
import { gridConfigCorrectionManifest, gridConfigManifest, gridProfileManifest } from '../grid-firmware/grid-profile.ts';
import { countryManifest } from '../system/geo.ts';
import { institutionManifest, institutionUserManifest } from '../people/institution.ts';
import { jobLogManifest, jobManifest } from '../system/job.ts';
import { mailRecordManifest } from '../people/mail-record.ts';
import { messageManifest } from '../people/message.ts';
import { meterDataManifest, meterManifest, meterUpgradeManifest } from '../devices/meter.ts';
import { operLogManifest } from '../system/oper-log.ts';
import { smsRecordManifest } from '../people/sms-record.ts';
import { rolloutManifest } from '../grid-firmware/rollout.ts';
import { softwareManifest } from '../grid-firmware/software.ts';
import { upgradeRecordManifest } from '../grid-firmware/upgrade.ts';
import { orgInfoManifest } from '../people/people-org-info.ts';
import { deptManifest } from '../system/system-dept.ts';
import { menuManifest } from '../system/system-menu.ts';
import { roleManifest, roleUserManifest } from '../system/system-role.ts';
import { stationManifest } from '../stations/station.ts';
import { dealerFavoriteManifest, stationFavoriteManifest } from '../stations/station-favorite.ts';
import { stationPowerManifest, stationPowerRecordManifest } from '../stations/station-power.ts';
import { generationStatisticsManifest, pvMaintenanceManifest } from '../stations/station-statistics.ts';
import { stationTransferManifest } from '../stations/station-transfer.ts';
import { userManifest } from '../system/system-user.ts';
import { timeZoneManifest } from '../time-zone.ts';
import { wnGroupManifest } from '../devices/wn-group.ts';
import { clearTotalPowerManifest, wnManifest } from '../devices/wn.ts';
import type { Manifest } from './define.ts';

/**
 * Every resource of the product. The menu seed, the console's page registry
 * and the route guard test walk this list; a new screen is added here. A list
 * inside another's page shares its permission prefix and comes before it, so
 * that lookups by prefix end on the page.
 */
export const MANIFESTS: readonly Manifest[] = [
  userManifest,
  roleUserManifest,
  roleManifest,
  menuManifest,
  deptManifest,
  dictDataManifest,
  dictTypeManifest,
  configManifest,
  countryManifest,
  onlineManifest,
  loginLogManifest,
  operLogManifest,
  jobLogManifest,
  jobManifest,
  wnManifest,
  agentDeviceManifest,
  wnGroupManifest,
  batteryDataManifest,
  batteryManifest,
  meterDataManifest,
  meterUpgradeManifest,
  meterManifest,
  deviceCodeDetailManifest,
  deviceCodeManifest,
  clearTotalPowerManifest,
  deviceParamManifest,
  wnStatisticsManifest,
  gridConfigCorrectionManifest,
  gridConfigManifest,
  gridProfileManifest,
  deviceSettingManifest,
  gridDocumentManifest,
  softwareManifest,
  upgradeRecordManifest,
  rolloutManifest,
  faqManifest,
  messageManifest,
  feedbackManifest,
  mailRecordManifest,
  smsRecordManifest,
  appVersionManifest,
  appResourceManifest,
  timeZoneManifest,
  stationManifest,
  stationFavoriteManifest,
  dealerFavoriteManifest,
  generationStatisticsManifest,
  pvMaintenanceManifest,
  stationPowerRecordManifest,
  stationPowerManifest,
  stationTransferManifest,
  orgInfoManifest,
  institutionManifest,
  institutionUserManifest,
  agentReviewManifest,
  appUserManifest,
  genTableManifest,
  alarmManifest,
  alarmRecordManifest,
  batteryAlarmManifest,
  alarmMaintenanceManifest,
  alarmRuleManifest,
  batteryAlarmBaseManifest,
];
