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
] as const;

export type ConsolePage = (typeof CONSOLE_PAGES)[number];
