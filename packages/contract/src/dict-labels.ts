import type { Language } from './constants.ts';
import { dictLabelKey, roleNameKey } from './dict-label-keys.ts';
import { dictLabelMessages } from './messages/dict-labels.ts';

/**
 * A dictionary value for people: the catalogue's text in the language, else the
 * database label (a value added at run time), else the value itself.
 */
export function dictLabel(lang: Language, dictType: string, value: string, fallback?: string): string {
  return dictLabelMessages[lang][dictLabelKey(dictType, value)] ?? fallback ?? value;
}

/** A role's name for people: the catalogue's text, else the database name, else the key. */
export function roleName(lang: Language, roleKey: string, fallback?: string): string {
  return dictLabelMessages[lang][roleNameKey(roleKey)] ?? fallback ?? roleKey;
}
