import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cniot/contract/constants';
import { flattenTexts } from '@cniot/contract/screens/catalogues';
import { consoleTexts, webCatalogues } from './catalogues.ts';

export type Flat = Record<string, string>;

/** The contract's messages of one language each (build-plugins/contract-messages.ts): a chunk per language. */
const contractMessages: Record<Language, () => Promise<{ default: Flat }>> = {
  en_US: () => import('virtual:contract-messages/en_US'),
  zh_CN: () => import('virtual:contract-messages/zh_CN'),
  de_DE: () => import('virtual:contract-messages/de_DE'),
  pl_PL: () => import('virtual:contract-messages/pl_PL'),
  it_IT: () => import('virtual:contract-messages/it_IT'),
};

/** Shared messages (validation, errors: the spec's exact texts) merged with the console's own; past the sign-in page. */
export async function mergedCatalogue(lang: Language): Promise<Flat> {
  const [shared, own] = await Promise.all([contractMessages[lang](), webCatalogues[lang]()]);
  return { ...shared.default, ...flattenTexts([own]) };
}

export const i18n = i18next.createInstance();

/** English stands behind every language for texts a newer server sends before the console knows them. */
const withFallback = (lang: Language) => [...new Set([lang, DEFAULT_LANGUAGE])];

/** 'sign-in': the console's own texts of `lang` alone, all the sign-in page draws; 'all': every text. */
export async function initI18n(lang: Language, scope: 'sign-in' | 'all' = 'all') {
  const languages = scope === 'all' ? withFallback(lang) : [lang];
  const load = async (l: Language) => (scope === 'all' ? mergedCatalogue(l) : flattenTexts(await consoleTexts[l]()));
  const resources = Object.fromEntries(await Promise.all(languages.map(async (l) => [l, { translation: await load(l) }])));
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

let allTexts: Promise<void> | undefined;

/** Past the sign-in page: the rest of the texts, English among them as the fallback; loaded once. */
export function loadAllTexts(lang: Language): Promise<void> {
  allTexts ??= (async () => {
    const loaded = await Promise.all(withFallback(lang).map(async (l) => [l, await mergedCatalogue(l)] as const));
    for (const [l, texts] of loaded) i18n.addResourceBundle(l, 'translation', texts, true, true);
  })();
  return allTexts;
}

/** For code outside components; components use useTranslation so they re-render on change. */
export const t = (key: string, params?: Record<string, unknown>): string => i18n.t(key, params ?? {});
