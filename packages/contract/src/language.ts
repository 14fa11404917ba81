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
