/**
 * The page keys the console's page registry draws: what sys_menu.component
 * may name besides the wrappers 'Layout', 'ParentView' and 'InnerLink'. A
 * menu naming any other key opens the console's 404 page. Domains add their
 * keys here when they add their screens.
 */
export const CONSOLE_PAGES = [
  'system/user/index',
  'system/role/index',
  'system/menu/index',
  'system/dept/index',
  'system/dict/index',
  'system/config/index',
  'iot/country/index',
  'monitor/online/index',
  'monitor/logininfor/index',
  'monitor/operlog/index',
  'monitor/job/index',
  'iot/wn/index',
  'iot/wnGroup/index',
  'iot/battery/index',
  'iot/meter/index',
  'iot/deviceCode/index',
  'iot/clearTotalPower/index',
  'iot/deviceParam/index',
  'iot/statistics/index',
] as const;

export type ConsolePage = (typeof CONSOLE_PAGES)[number];
