import type { Language } from './constants.ts';
import { dictLabelKey, roleNameKey } from './dict-label-keys.ts';
import { dictLabelMessages } from './messages/dict-labels.ts';
import { parseTextKey } from './text-key.ts';

/**
 * A dictionary value for people: the catalogue's text in the language, else the
 * database label (a value added at run time), else the value itself.
 */
export function dictLabel(lang: Language, dictType: string, value: string, fallback?: string): string {
  return dictLabelMessages[lang][dictLabelKey(dictType, value)] ?? fallback ?? value;
}

/** A role's name for people: a name someone typed as typed, else the catalogue's text (a seeded name is a text key), else the key. */
export function roleName(lang: Language, roleKey: string, stored?: string): string {
  if (stored && !parseTextKey(stored)) return stored;
  return dictLabelMessages[lang][roleNameKey(roleKey)] ?? stored ?? roleKey;
}
