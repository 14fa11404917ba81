import type { Language } from '@cniot/contract/constants';
import { DEFAULT_LANGUAGE } from '@cniot/contract/constants';
import { flattenTexts, screenCatalogues } from '@cniot/contract/screens/catalogues';

const loaded = new Map<Language, Promise<Record<string, string>>>();
const textsOf = (lang: Language) => {
  if (!loaded.has(lang))
    loaded.set(
      lang,
      screenCatalogues[lang]().then((trees) => flattenTexts(trees)),
    );
  return loaded.get(lang)!;
};

/** A screen text (`resources.<r>.fields.<f>`) in the language, else English, else undefined. */
export async function screenText(lang: Language, key: string): Promise<string | undefined> {
  return (await textsOf(lang))[key] ?? (await textsOf(DEFAULT_LANGUAGE))[key];
}

/** Every screen text of the language over English, for code that looks up many (an export's cells). */
export async function screenTexts(lang: Language): Promise<Record<string, string>> {
  return { ...(await textsOf(DEFAULT_LANGUAGE)), ...(await textsOf(lang)) };
}
