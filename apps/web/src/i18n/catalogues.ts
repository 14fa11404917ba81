import type { Language } from '@cniot/contract/constants';
import { screenCatalogues } from '@cniot/contract/screens/catalogues';
import { auth as enAuth } from './en-us/auth.ts';
import { shell as enShell } from './en-us/shell.ts';

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => !!v && typeof v === 'object';

/** Files may share sections (every domain has menus and resources): they are merged key by key, not replaced. */
const deepMerge = (into: Tree, from: object): Tree => {
  for (const [key, value] of Object.entries(from)) into[key] = isTree(value) && isTree(into[key]) ? deepMerge({ ...into[key] }, value) : value;
  return into;
};

/**
 * The console's own texts, shell and sign-in: all the sign-in page needs, so it loads them alone.
 * English comes with the first script (it is the default and every language's fallback), so the
 * sign-in page draws without waiting for a catalogue; the others load when chosen.
 */
export const consoleTexts: Record<Language, () => Promise<object[]>> = {
  en_US: async () => [enShell, enAuth],
  zh_CN: () => Promise.all([import('./zh-cn/shell.ts').then((m) => m.shell), import('./zh-cn/auth.ts').then((m) => m.auth)]),
  de_DE: () => Promise.all([import('./de-de/shell.ts').then((m) => m.shell), import('./de-de/auth.ts').then((m) => m.auth)]),
  pl_PL: () => Promise.all([import('./pl-pl/shell.ts').then((m) => m.shell), import('./pl-pl/auth.ts').then((m) => m.auth)]),
  it_IT: () => Promise.all([import('./it-it/shell.ts').then((m) => m.shell), import('./it-it/auth.ts').then((m) => m.auth)]),
};

/**
 * The console's catalogues per language, each downloaded only when used: its
 * own texts and the contract's screen texts; the contract's shared messages
 * are merged in by i18n.ts.
 */
export const webCatalogues = Object.fromEntries(
  (Object.keys(consoleTexts) as Language[]).map((lang) => [lang, async () => (await Promise.all([consoleTexts[lang](), screenCatalogues[lang]()])).flat().reduce<Tree>(deepMerge, {})]),
) as Record<Language, () => Promise<object>>;
