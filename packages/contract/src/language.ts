import type { Language } from './constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants.ts';

/**
 * A cookie's or header's language (de-DE or de_DE) as one the system speaks, else the default.
 * Apart from i18n.ts, which holds every language's messages: the console's sign-in page needs this and none of them.
 */
export function resolveLanguage(value: string | undefined | null): Language {
  if (!value) return DEFAULT_LANGUAGE;
  const normalized = value.replace('-', '_');
  return (LANGUAGES as readonly string[]).includes(normalized) ? (normalized as Language) : DEFAULT_LANGUAGE;
}

/** A reader's language from the country of their organization (users have no language of their own); else English. */
const BY_COUNTRY: Record<string, Language> = { CN: 'zh_CN', DE: 'de_DE', AT: 'de_DE', CH: 'de_DE', PL: 'pl_PL', IT: 'it_IT' };
export const languageOfCountry = (country: string | null): Language => BY_COUNTRY[country ?? ''] ?? 'en_US';
