import { LANGUAGES, type Language } from '@cniot/contract/constants';
import { catalogues } from '@cniot/contract/i18n';
import { englishScreenTexts } from '@cniot/contract/screens/english';
import { parseTextKey, resolveStoredText, TEXT_KEY_MARK } from '@cniot/contract/text-key';
import { screenTexts } from './screen-text.ts';

type Lookup = (key: string) => string | undefined;

const lookups = new Map<Language, Promise<Lookup>>();
/** Every language's screen texts as they finish loading, for the searches below (which cannot wait). */
const loadedScreens = new Map<Language, Record<string, string>>([['en_US', englishScreenTexts]]);

/** Messages and screen texts of the language, English standing in for a key the language lacks. */
export function storedTextLookup(lang: Language): Promise<Lookup> {
  if (!lookups.has(lang))
    lookups.set(
      lang,
      screenTexts(lang).then((screens): Lookup => {
        loadedScreens.set(lang, screens);
        return (key) => catalogues[lang][key] ?? screens[key] ?? catalogues.en_US[key];
      }),
    );
  return lookups.get(lang)!;
}
for (const lang of LANGUAGES) void storedTextLookup(lang);

/** The keys the product stores without values (seeded names and remarks, log titles and words). */
const STORED = /^(seeded|operTitle|roles|menus|login|register|account|captcha|sms|slider)\./;

/**
 * The stored text keys whose text, in any language, passes `test`: a search or
 * a uniqueness check by text then also finds the rows that hold the key.
 */
export function textKeysWhere(test: (text: string) => boolean): string[] {
  const keys = new Set<string>();
  for (const texts of [...LANGUAGES.map((l) => catalogues[l]), ...loadedScreens.values()])
    for (const [key, text] of Object.entries(texts)) if (text && STORED.test(key) && test(text)) keys.add(`${TEXT_KEY_MARK}${key}`);
  return [...keys];
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
