/**
 * Texts the product writes itself (seeded names and remarks, log messages, log
 * titles) are stored as a text key: the mark, a catalogue key and, for a
 * message with placeholders, its values as a query string
 * (`i18n:login.locked?minutes=10`). Whoever shows one resolves it in the
 * reader's language; what a person typed is stored and shown as typed
 * (docs/server-conventions.md, "Texts the product writes").
 */
export const TEXT_KEY_MARK = 'i18n:';

export type TextParams = Record<string, string>;

export function textKey(key: string, params?: Record<string, unknown>): string {
  const entries = Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null);
  return entries.length ? `${TEXT_KEY_MARK}${key}?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]))}` : `${TEXT_KEY_MARK}${key}`;
}

export function parseTextKey(text: string): { key: string; params: TextParams } | undefined {
  if (!text.startsWith(TEXT_KEY_MARK)) return undefined;
  const rest = text.slice(TEXT_KEY_MARK.length);
  const cut = rest.indexOf('?');
  if (cut < 0) return { key: rest, params: {} };
  return { key: rest.slice(0, cut), params: Object.fromEntries(new URLSearchParams(rest.slice(cut + 1))) };
}

/**
 * A stored text as a reader sees it: a text key whose key the catalogue has
 * becomes the catalogue's text with its values filled in; anything else
 * (typed text, an unknown key) shows as stored.
 */
export function resolveStoredText(lookup: (key: string) => string | undefined, text: string): string {
  const parsed = parseTextKey(text);
  const template = parsed && lookup(parsed.key);
  if (template === undefined || !parsed) return text;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => parsed.params[name] ?? whole);
}
