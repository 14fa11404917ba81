import { Tag } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cniot/contract/constants';
import { dictLabelKey, roleNameKey } from '@cniot/contract/dict-label-keys';
import type { R } from '@cniot/contract/envelope';
import { resolveLanguage } from '@cniot/contract/language';
import { i18n } from '../i18n/i18n.ts';
import { api } from '../lib/request/http.ts';

export interface DictItem {
  label: string;
  value: string;
  listClass?: string;
  cssClass?: string;
}

interface DictData {
  dictLabel: string;
  dictValue: string;
  listClass?: string;
  cssClass?: string;
}

/**
 * Dictionaries rarely change: one request per type per session; the dictionary screens invalidate ['dict', type].
 * The cache keeps the database labels, so a change of language needs no new request.
 */
export const dictQuery = (type: string) => ({
  queryKey: ['dict', type],
  queryFn: async (): Promise<DictItem[]> => {
    const body = await api.get<R<DictData[]>>(`/system/dict/data/type/${encodeURIComponent(type)}`);
    return (body.data ?? []).map((d) => ({ label: d.dictLabel, value: d.dictValue, listClass: d.listClass, cssClass: d.cssClass }));
  },
  staleTime: Infinity,
});

/** The console's language; a component calling this re-renders when the language changes. */
export const useLanguage = (): Language => resolveLanguage(useTranslation().i18n.language);

/** The text of a key in the catalogue of `lang` alone, loaded with the language's other messages; no other language stands in. */
const catalogueText = (lang: Language, key: string): string | undefined => i18n.getResource(lang, 'translation', key);

/** A dictionary value for people: the catalogue's text, else the database label (a value added at run time), else the value. */
const catalogueLabel = (lang: Language, dictType: string, value: string, fallback?: string): string => catalogueText(lang, dictLabelKey(dictType, value)) ?? fallback ?? value;

/** A role's name for people: the server's (a seeded name comes in the reader's language, a typed one as typed), else the catalogue's text, else the key. */
export const roleName = (lang: Language, roleKey: string, shown?: string): string => shown || (catalogueText(lang, roleNameKey(roleKey)) ?? roleKey);

/** Labels from the catalogue by type and value; a value added in the database keeps its own label. */
export const localizeDict = (lang: Language, type: string, items: DictItem[]): DictItem[] => items.map((item) => ({ ...item, label: catalogueLabel(lang, type, item.value, item.label) }));

export function useDict(...types: string[]): Record<string, DictItem[]> {
  const lang = useLanguage();
  const results = useQueries({ queries: types.map(dictQuery) });
  return Object.fromEntries(types.map((type, i) => [type, localizeDict(lang, type, results[i].data ?? [])]));
}

/** Empty values are tolerated: nothing is shown for them. */
const valuesOf = (value: unknown): string[] => {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value.map(String) : String(value).split(',');
};

export const dictLabel = (items: DictItem[], value: unknown): string =>
  valuesOf(value)
    .map((v) => items.find((i) => i.value === v)?.label ?? v)
    .join(',');

const TAG_COLORS: Record<string, string> = { primary: 'processing', success: 'success', info: 'default', warning: 'warning', danger: 'error' };

/** A value shown the dictionary's way: a coloured tag for list classes, plain text for "default". */
export function DictTag({ items, value }: { items: DictItem[]; value: unknown }) {
  return (
    <>
      {valuesOf(value).map((v) => {
        const item = items.find((i) => i.value === v);
        if (!item) return <span key={v}>{v}</span>;
        const color = item.listClass ? TAG_COLORS[item.listClass] : undefined;
        return color ? (
          <Tag key={v} color={color} className={item.cssClass}>
            {item.label}
          </Tag>
        ) : (
          <span key={v} className={item.cssClass}>
            {item.label}
          </span>
        );
      })}
    </>
  );
}
