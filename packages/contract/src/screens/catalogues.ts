import type { Language } from '../constants.ts';

type Part = Promise<object>;
const parts = (...list: Part[]) => Promise.all(list);

/**
 * The screens' texts (menus, resources, device views) per language: the console
 * draws its screens with them and the server titles its exports with the same
 * keys. Each language is loaded only when asked for.
 */
export const screenCatalogues: Record<Language, () => Promise<object[]>> = {
  en_US: () =>
    parts(
      import('./en-us/system.ts').then((m) => m.system),
      import('./en-us/devices.ts').then((m) => m.devices),
      import('./en-us/stations.ts').then((m) => m.stations),
      import('./en-us/content.ts').then((m) => m.content),
      import('./en-us/people.ts').then((m) => m.people),
      import('./en-us/permissions.ts').then((m) => m.permissions),
      import('./en-us/tools.ts').then((m) => m.tools),
      import('./en-us/alarms.ts').then((m) => m.alarms),
      import('./en-us/firmware.ts').then((m) => m.firmware),
      import('./en-us/grid.ts').then((m) => m.grid),
      import('./en-us/balance.ts').then((m) => m.balance),
    ),
  zh_CN: () =>
    parts(
      import('./zh-cn/system.ts').then((m) => m.system),
      import('./zh-cn/devices.ts').then((m) => m.devices),
      import('./zh-cn/stations.ts').then((m) => m.stations),
      import('./zh-cn/content.ts').then((m) => m.content),
      import('./zh-cn/people.ts').then((m) => m.people),
      import('./zh-cn/permissions.ts').then((m) => m.permissions),
      import('./zh-cn/tools.ts').then((m) => m.tools),
      import('./zh-cn/alarms.ts').then((m) => m.alarms),
      import('./zh-cn/firmware.ts').then((m) => m.firmware),
      import('./zh-cn/grid.ts').then((m) => m.grid),
      import('./zh-cn/balance.ts').then((m) => m.balance),
    ),
  de_DE: () =>
    parts(
      import('./de-de/system.ts').then((m) => m.system),
      import('./de-de/devices.ts').then((m) => m.devices),
      import('./de-de/stations.ts').then((m) => m.stations),
      import('./de-de/content.ts').then((m) => m.content),
      import('./de-de/people.ts').then((m) => m.people),
      import('./de-de/permissions.ts').then((m) => m.permissions),
      import('./de-de/tools.ts').then((m) => m.tools),
      import('./de-de/alarms.ts').then((m) => m.alarms),
      import('./de-de/firmware.ts').then((m) => m.firmware),
      import('./de-de/grid.ts').then((m) => m.grid),
      import('./de-de/balance.ts').then((m) => m.balance),
    ),
  pl_PL: () =>
    parts(
      import('./pl-pl/system.ts').then((m) => m.system),
      import('./pl-pl/devices.ts').then((m) => m.devices),
      import('./pl-pl/stations.ts').then((m) => m.stations),
      import('./pl-pl/content.ts').then((m) => m.content),
      import('./pl-pl/people.ts').then((m) => m.people),
      import('./pl-pl/permissions.ts').then((m) => m.permissions),
      import('./pl-pl/tools.ts').then((m) => m.tools),
      import('./pl-pl/alarms.ts').then((m) => m.alarms),
      import('./pl-pl/firmware.ts').then((m) => m.firmware),
      import('./pl-pl/grid.ts').then((m) => m.grid),
      import('./pl-pl/balance.ts').then((m) => m.balance),
    ),
  it_IT: () =>
    parts(
      import('./it-it/system.ts').then((m) => m.system),
      import('./it-it/devices.ts').then((m) => m.devices),
      import('./it-it/stations.ts').then((m) => m.stations),
      import('./it-it/content.ts').then((m) => m.content),
      import('./it-it/people.ts').then((m) => m.people),
      import('./it-it/permissions.ts').then((m) => m.permissions),
      import('./it-it/tools.ts').then((m) => m.tools),
      import('./it-it/alarms.ts').then((m) => m.alarms),
      import('./it-it/firmware.ts').then((m) => m.firmware),
      import('./it-it/grid.ts').then((m) => m.grid),
      import('./it-it/balance.ts').then((m) => m.balance),
    ),
};

/** Nested catalogues as dotted keys (`resources.config.fields.configName`); later parts win. */
export function flattenTexts(trees: object[], out: Record<string, string> = {}): Record<string, string> {
  const walk = (tree: object, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out[path] = value;
      else if (value && typeof value === 'object') walk(value, path);
    }
  };
  for (const tree of trees) walk(tree, '');
  return out;
}
