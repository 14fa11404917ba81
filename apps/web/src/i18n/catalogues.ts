import type { Language } from '@cniot/contract/constants';
import { auth as enAuth } from './en-us/auth.ts';
import { shell as enShell } from './en-us/shell.ts';
import { system as enSystem } from './en-us/system.ts';
import { auth as zhAuth } from './zh-cn/auth.ts';
import { shell as zhShell } from './zh-cn/shell.ts';
import { system as zhSystem } from './zh-cn/system.ts';
import { auth as deAuth } from './de-de/auth.ts';
import { shell as deShell } from './de-de/shell.ts';
import { system as deSystem } from './de-de/system.ts';
import { auth as plAuth } from './pl-pl/auth.ts';
import { shell as plShell } from './pl-pl/shell.ts';
import { system as plSystem } from './pl-pl/system.ts';
import { italian } from './it-it/italian.ts';

/** The console's catalogues per language; the contract's shared messages are merged in by i18n.ts. */
export const webCatalogues: Record<Language, object> = {
  en_US: { ...enShell, ...enAuth, ...enSystem },
  zh_CN: { ...zhShell, ...zhAuth, ...zhSystem },
  de_DE: { ...deShell, ...deAuth, ...deSystem },
  pl_PL: { ...plShell, ...plAuth, ...plSystem },
  it_IT: italian,
};
