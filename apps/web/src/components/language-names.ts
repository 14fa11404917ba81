import type { Language } from '@cniot/contract/constants';

/** Spec §1: eight names, of which five have interface support; the rest are listed but cannot be chosen. */
export const LANGUAGE_NAMES: { name: string; code?: Language }[] = [
  { name: 'English', code: 'en_US' },
  { name: 'Polish', code: 'pl_PL' },
  { name: 'Italian', code: 'it_IT' },
  { name: 'German', code: 'de_DE' },
  { name: 'Philippine' },
  { name: 'Chinese', code: 'zh_CN' },
  { name: 'French' },
  { name: 'Spanish' },
];

/** Set before the reload a language switch makes, so the reloaded page can say it worked. */
export const SWITCHED_FLAG = 'language-switched';
