import type { Language } from '@cniot/contract/constants';
import { screenCatalogues } from '@cniot/contract/screens/catalogues';

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => !!v && typeof v === 'object';

/** Files may share sections (every domain has menus and resources): they are merged key by key, not replaced. */
const deepMerge = (into: Tree, from: object): Tree => {
  for (const [key, value] of Object.entries(from)) into[key] = isTree(value) && isTree(into[key]) ? deepMerge({ ...into[key] }, value) : value;
  return into;
};
const merge = async (lang: Language, ...parts: Promise<object>[]) => [...(await Promise.all(parts)), ...(await screenCatalogues[lang]())].reduce<Tree>(deepMerge, {});

/**
 * The console's catalogues per language, each downloaded only when used (the
 * current language and English, the fallback): its own shell and sign-in texts
 * and the contract's screen texts; the contract's shared messages are merged in
 * by i18n.ts.
 */
export const webCatalogues: Record<Language, () => Promise<object>> = {
  en_US: () => merge('en_US', import('./en-us/shell.ts').then((m) => m.shell), import('./en-us/auth.ts').then((m) => m.auth)),
  zh_CN: () => merge('zh_CN', import('./zh-cn/shell.ts').then((m) => m.shell), import('./zh-cn/auth.ts').then((m) => m.auth)),
  de_DE: () => merge('de_DE', import('./de-de/shell.ts').then((m) => m.shell), import('./de-de/auth.ts').then((m) => m.auth)),
  pl_PL: () => merge('pl_PL', import('./pl-pl/shell.ts').then((m) => m.shell), import('./pl-pl/auth.ts').then((m) => m.auth)),
  it_IT: () => merge('it_IT', import('./it-it/italian.ts').then((m) => m.italian)),
};
