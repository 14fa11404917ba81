import type { Language } from '../constants.ts';
import { dictLabelKey, roleNameKey } from '../dict-label-keys.ts';
import type { Catalogue } from './en-us.ts';
import { dictLabelsDe } from './dict-labels/de-de.ts';
import { dictLabelsEn, type DictLabelTexts } from './dict-labels/en-us.ts';
import { dictLabelsIt } from './dict-labels/it-it.ts';
import { dictLabelsPl } from './dict-labels/pl-pl.ts';
import { dictLabelsZh } from './dict-labels/zh-cn.ts';

/** The catalogues are written as trees for legibility; messages are flat keys. */
const flatten = ({ dicts, roles }: DictLabelTexts): Catalogue => ({
  ...Object.fromEntries(Object.entries(dicts).flatMap(([type, values]) => Object.entries(values).map(([value, label]) => [dictLabelKey(type, value), label]))),
  ...Object.fromEntries(Object.entries(roles).map(([key, name]) => [roleNameKey(key), name])),
});

/** Labels of dictionary values (`dict.<type>.<value>`) and role names (`roles.<key>`). */
export const dictLabelMessages: Record<Language, Catalogue> = {
  en_US: flatten(dictLabelsEn),
  zh_CN: flatten(dictLabelsZh),
  de_DE: flatten(dictLabelsDe),
  pl_PL: flatten(dictLabelsPl),
  it_IT: flatten(dictLabelsIt),
};
