import { agentDeviceManifest } from '../agent-device.ts';
import { alarmManifest, alarmRecordManifest, batteryAlarmManifest } from '../alarm.ts';
import { alarmMaintenanceManifest } from '../alarm-maintenance.ts';
import { alarmRuleManifest, batteryAlarmBaseManifest } from '../alarm-rule.ts';
import { appResourceManifest } from '../app-resource.ts';
import { appVersionManifest } from '../app-version.ts';
import { agentReviewManifest } from '../agent-review.ts';
import { appUserManifest } from '../app-user.ts';
import { loginLogManifest, onlineManifest } from '../auth.ts';
import { batteryDataManifest, batteryManifest } from '../battery.ts';
import { genTableManifest } from '../codegen.ts';
import { configManifest } from '../config.ts';
import { deviceCodeDetailManifest, deviceCodeManifest } from '../device-code.ts';
import { deviceParamManifest } from '../device-commands.ts';
import { deviceSettingManifest } from '../device-settings.ts';
import { wnStatisticsManifest } from '../device-stats.ts';
import { dictDataManifest, dictTypeManifest } from '../dict.ts';
import { faqManifest } from '../faq.ts';
import { feedbackManifest } from '../feedback.ts';
import { gridDocumentManifest } from '../grid-document.ts';
import { gridConfigCorrectionManifest, gridConfigManifest, gridProfileManifest } from '../grid-profile.ts';
import { countryManifest } from '../geo.ts';
import { institutionManifest, institutionUserManifest } from '../institution.ts';
import { jobLogManifest, jobManifest } from '../job.ts';
import { mailRecordManifest } from '../mail-record.ts';
import { messageManifest } from '../message.ts';
import { meterDataManifest, meterManifest, meterUpgradeManifest } from '../meter.ts';
import { operLogManifest } from '../oper-log.ts';
import { smsRecordManifest } from '../sms-record.ts';
import { rolloutManifest } from '../rollout.ts';
import { softwareManifest } from '../software.ts';
import { upgradeRecordManifest } from '../upgrade.ts';
import { orgInfoManifest } from '../people-org-info.ts';
import { deptManifest } from '../system-dept.ts';
import { menuManifest } from '../system-menu.ts';
import { roleManifest, roleUserManifest } from '../system-role.ts';
import { stationManifest } from '../station.ts';
import { dealerFavoriteManifest, stationFavoriteManifest } from '../station-favorite.ts';
import { stationPowerManifest, stationPowerRecordManifest } from '../station-power.ts';
import { generationStatisticsManifest, pvMaintenanceManifest } from '../station-statistics.ts';
import { stationTransferManifest } from '../station-transfer.ts';
import { userManifest } from '../system-user.ts';
import { timeZoneManifest } from '../time-zone.ts';
import { wnGroupManifest } from '../wn-group.ts';
import { clearTotalPowerManifest, wnManifest } from '../wn.ts';
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
