import type { Language } from '../constants.ts';
import { seededKeys } from '../seeded-keys.ts';
import type { Catalogue } from './en-us.ts';
import { seededDe } from './seeded/de-de.ts';
import { seededEn, type SeededTexts } from './seeded/en-us.ts';
import { seededIt } from './seeded/it-it.ts';
import { seededPl } from './seeded/pl-pl.ts';
import { seededZh } from './seeded/zh-cn.ts';

const pairs = (rows: Record<string, readonly [string, string]>, key: (id: string, field: 'name' | 'remark') => string) =>
  Object.entries(rows).flatMap(([id, [name, remark]]) => [
    [key(id, 'name'), name],
    [key(id, 'remark'), remark],
  ]);

/** The catalogues are written as trees for legibility; messages are flat keys. */
const flatten = (s: SeededTexts): Catalogue =>
  Object.fromEntries([
    ...Object.entries(s.roles).map(([k, v]) => [seededKeys.roleRemark(k), v]),
    ...pairs(s.dictTypes, seededKeys.dictType),
    ...pairs(s.configs, seededKeys.config),
    ...pairs(s.jobs, seededKeys.job),
    ...Object.entries(s.operTitles).map(([k, v]) => [seededKeys.operTitle(k), v]),
    ...Object.entries(s.words).map(([k, v]) => [seededKeys.word(k), v]),
  ]);

/** Seeded names and remarks, operation-log titles and the words logs record, in every language. */
export const seededMessages: Record<Language, Catalogue> = {
  en_US: flatten(seededEn),
  zh_CN: flatten(seededZh),
  de_DE: flatten(seededDe),
  pl_PL: flatten(seededPl),
  it_IT: flatten(seededIt),
};
