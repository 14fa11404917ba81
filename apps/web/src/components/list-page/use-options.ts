import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictQuery, localizeDict, useLanguage } from '../dict.tsx';
import { resourceKey } from './resource-keys.ts';
import type { OptionItem, Options } from './resource.ts';

/** The choices of one field, whichever source it declares. */
export function useOptions(resource: string, field: string, options: Options | undefined): OptionItem[] {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dict = options && 'dict' in options ? options.dict : undefined;
  const query = options && 'query' in options ? options.query : undefined;
  const dictItems = useQuery({ ...dictQuery(dict ?? ''), enabled: !!dict }).data;
  const loaded = useQuery({
    // Loaders may name things in the user's language (role names): one cache entry per language.
    queryKey: ['options', ...(query?.key ?? []), lang],
    queryFn: query?.load ?? (async (): Promise<OptionItem[]> => []),
    enabled: !!query,
    staleTime: 30_000,
  }).data;
  if (!options) return [];
  if ('values' in options) return options.values.map((v) => ({ value: v, label: t(resourceKey.option(resource, field, v)) }));
  if (dict) return localizeDict(lang, dict, dictItems ?? []).map((d) => ({ value: d.value, label: d.label }));
  return loaded ?? [];
}
