import type { Language } from '@cniot/contract/constants';

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => !!v && typeof v === 'object';

/** Files may share sections (every domain has menus and resources): they are merged key by key, not replaced. */
const deepMerge = (into: Tree, from: object): Tree => {
  for (const [key, value] of Object.entries(from)) into[key] = isTree(value) && isTree(into[key]) ? deepMerge({ ...into[key] }, value) : value;
  return into;
};
const merge = async (...parts: Promise<object>[]) => (await Promise.all(parts)).reduce<Tree>(deepMerge, {});

/**
 * The console's catalogues per language, each downloaded only when used (the
 * current language and English, the fallback); the contract's shared
 * messages are merged in by i18n.ts.
 */
export const webCatalogues: Record<Language, () => Promise<object>> = {
  en_US: () => merge(import('./en-us/shell.ts').then((m) => m.shell), import('./en-us/auth.ts').then((m) => m.auth), import('./en-us/system.ts').then((m) => m.system),
    import('./en-us/devices.ts').then((m) => m.devices)),
  zh_CN: () => merge(import('./zh-cn/shell.ts').then((m) => m.shell), import('./zh-cn/auth.ts').then((m) => m.auth), import('./zh-cn/system.ts').then((m) => m.system),
    import('./zh-cn/devices.ts').then((m) => m.devices)),
  de_DE: () => merge(import('./de-de/shell.ts').then((m) => m.shell), import('./de-de/auth.ts').then((m) => m.auth), import('./de-de/system.ts').then((m) => m.system),
    import('./de-de/devices.ts').then((m) => m.devices)),
  pl_PL: () => merge(import('./pl-pl/shell.ts').then((m) => m.shell), import('./pl-pl/auth.ts').then((m) => m.auth), import('./pl-pl/system.ts').then((m) => m.system),
    import('./pl-pl/devices.ts').then((m) => m.devices)),
  it_IT: () => import('./it-it/italian.ts').then((m) => m.italian),
};
