import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cniot/contract/constants';
import { catalogues as sharedCatalogues } from '@cniot/contract/i18n';
import { flattenTexts } from '@cniot/contract/screens/catalogues';
import { webCatalogues } from './catalogues.ts';

export type Flat = Record<string, string>;

/** Shared messages (validation, errors: the spec's exact texts) merged with the console's own. */
export async function mergedCatalogue(lang: Language): Promise<Flat> {
  const shared = Object.fromEntries(Object.entries(sharedCatalogues[lang]).filter(([, v]) => typeof v === 'string')) as Flat;
  return { ...shared, ...flattenTexts([await webCatalogues[lang]()]) };
}

export const i18n = i18next.createInstance();

export async function initI18n(lang: Language) {
  const languages = [...new Set([lang, DEFAULT_LANGUAGE])];
  const resources = Object.fromEntries(await Promise.all(languages.map(async (l) => [l, { translation: await mergedCatalogue(l) }])));
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    keySeparator: false,
    nsSeparator: false,
    // The contract's catalogues use {name} placeholders; one syntax for both.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  document.documentElement.lang = lang.replace('_', '-');
}

/** For code outside components; components use useTranslation so they re-render on change. */
export const t = (key: string, params?: Record<string, unknown>): string => i18n.t(key, params ?? {});
