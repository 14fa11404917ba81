import type { Language } from '@cniot/contract/constants';

const merge = async (...parts: Promise<object>[]) => Object.assign({}, ...(await Promise.all(parts)));

/**
 * The console's catalogues per language, each downloaded only when used (the
 * current language and English, the fallback); the contract's shared
 * messages are merged in by i18n.ts.
 */
export const webCatalogues: Record<Language, () => Promise<object>> = {
  en_US: () => merge(import('./en-us/shell.ts').then((m) => m.shell), import('./en-us/auth.ts').then((m) => m.auth), import('./en-us/system.ts').then((m) => m.system)),
  zh_CN: () => merge(import('./zh-cn/shell.ts').then((m) => m.shell), import('./zh-cn/auth.ts').then((m) => m.auth), import('./zh-cn/system.ts').then((m) => m.system)),
  de_DE: () => merge(import('./de-de/shell.ts').then((m) => m.shell), import('./de-de/auth.ts').then((m) => m.auth), import('./de-de/system.ts').then((m) => m.system)),
  pl_PL: () => merge(import('./pl-pl/shell.ts').then((m) => m.shell), import('./pl-pl/auth.ts').then((m) => m.auth), import('./pl-pl/system.ts').then((m) => m.system)),
  it_IT: () => import('./it-it/italian.ts').then((m) => m.italian),
};
