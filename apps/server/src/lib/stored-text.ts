import type { Language } from '@cniot/contract/constants';
import { catalogues } from '@cniot/contract/i18n';
import { parseTextKey, resolveStoredText, TEXT_KEY_MARK } from '@cniot/contract/text-key';
import { screenTexts } from './screen-text.ts';

type Lookup = (key: string) => string | undefined;

const lookups = new Map<Language, Promise<Lookup>>();

/** Messages and screen texts of the language, English standing in for a key the language lacks. */
export function storedTextLookup(lang: Language): Promise<Lookup> {
  if (!lookups.has(lang))
    lookups.set(
      lang,
      screenTexts(lang).then((screens): Lookup => (key) => catalogues[lang][key] ?? screens[key] ?? catalogues.en_US[key]),
    );
  return lookups.get(lang)!;
}

/** A stored text as the reader sees it (text-key.ts): a text key in the reader's language, anything else as stored. */
export async function shownText(lang: Language, text: string): Promise<string> {
  return text.startsWith(TEXT_KEY_MARK) ? resolveStoredText(await storedTextLookup(lang), text) : text;
}

/**
 * An edit sends back what the form showed: where that is still the stored text
 * key's text in the editor's language, the key stays, so a seeded name saved
 * unchanged keeps following the reader's language; a changed text is the
 * person's own and is stored as typed.
 */
export async function keepTextKeys(lang: Language, stored: Record<string, unknown>, submitted: Record<string, unknown>): Promise<void> {
  for (const [field, value] of Object.entries(stored)) {
    if (typeof value !== 'string' || !parseTextKey(value) || typeof submitted[field] !== 'string') continue;
    if (submitted[field] === (await shownText(lang, value))) submitted[field] = value;
  }
}

const KEYED_STRING = /"i18n:(?:[^"\\]|\\.)*"/g;

const QUOTED_MARK = `"${TEXT_KEY_MARK}`;
export const hasTextKey = (json: string) => json.includes(QUOTED_MARK);

/** Every JSON string of a response that is a text key, resolved; the rest of the text untouched. */
export async function resolveJsonTexts(lang: Language, json: string): Promise<string> {
  const lookup = await storedTextLookup(lang);
  return json.replace(KEYED_STRING, (literal) => JSON.stringify(resolveStoredText(lookup, JSON.parse(literal) as string)));
}
