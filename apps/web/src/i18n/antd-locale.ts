import type { Locale } from 'antd/es/locale';
import type { Language } from '@cniot/contract/constants';
import dayjs from 'dayjs';

/** Only the current language's antd and dayjs texts are downloaded; switching language reloads the page. */
const loaders: Record<Language, () => Promise<[{ default: Locale }, unknown]>> = {
  en_US: () => Promise.all([import('antd/es/locale/en_US'), Promise.resolve()]),
  zh_CN: () => Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]),
  de_DE: () => Promise.all([import('antd/es/locale/de_DE'), import('dayjs/locale/de')]),
  pl_PL: () => Promise.all([import('antd/es/locale/pl_PL'), import('dayjs/locale/pl')]),
  it_IT: () => Promise.all([import('antd/es/locale/it_IT'), import('dayjs/locale/it')]),
};

const dayjsNames: Record<Language, string> = { en_US: 'en', zh_CN: 'zh-cn', de_DE: 'de', pl_PL: 'pl', it_IT: 'it' };

export async function loadAntdLocale(lang: Language): Promise<Locale> {
  const [antdLocale] = await loaders[lang]();
  dayjs.locale(dayjsNames[lang]);
  return antdLocale.default;
}
