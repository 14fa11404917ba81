import type { Language } from './constants.ts';
import { LANGUAGES } from './constants.ts';
import { enUS, type Catalogue, type DomainMessages } from './messages/en-us.ts';
import { zhCN } from './messages/zh-cn.ts';
import { deDE } from './messages/de-de.ts';
import { plPL } from './messages/pl-pl.ts';
import { itIT } from './messages/it-it.ts';
import { systemMessages } from './messages/system.ts';
import { contentMessages } from './messages/content.ts';
import { deviceMessages } from './messages/device.ts';
import { stationMessages } from './messages/station.ts';
import { alarmMessages } from './messages/alarm.ts';
import { alarmNotifyMessages } from './messages/alarm-notify.ts';
import { stationReportMessages } from './messages/station-report.ts';
import { gridMessages } from './messages/grid.ts';
import { systemDataMessages } from './messages/system-data.ts';
import { peopleMessages } from './messages/people.ts';
import { dictLabelMessages } from './messages/dict-labels.ts';
import { codegenMessages } from './tools/codegen-messages.ts';
import { firmwareMessages } from './messages/firmware.ts';
import { upgradeCauseMessages } from './messages/upgrade-causes.ts';
import { seededMessages } from './messages/seeded.ts';
import { peerMessages } from './messages/peers.ts';

/** Each domain keeps its messages in one file (all languages); they are merged over the common texts here. */
const domains: DomainMessages[] = [
  systemMessages,
  deviceMessages,
  stationMessages,
  systemDataMessages,
  contentMessages,
  peopleMessages,
  dictLabelMessages,
  codegenMessages,
  firmwareMessages,
  upgradeCauseMessages,
  gridMessages,
  alarmMessages,
  alarmNotifyMessages,
  stationReportMessages,
  peerMessages,
  seededMessages,
];

const common: Record<Language, Catalogue> = { en_US: enUS, zh_CN: zhCN, de_DE: deDE, pl_PL: plPL, it_IT: itIT };

export const catalogues: Record<Language, Catalogue> = Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.assign({}, common[lang], ...domains.map((d) => d[lang]))])) as Record<
  Language,
  Catalogue
>;

export { resolveLanguage } from './language.ts';

export function interpolate(text: string, params?: Record<string, unknown>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Translate a message key, falling back to English, then to the key itself. */
export function translate(lang: Language, key: string, params?: Record<string, unknown>): string {
  const text = catalogues[lang][key] ?? catalogues.en_US[key] ?? key;
  return interpolate(text, params);
}

export function isMessageKey(value: string): boolean {
  return value in catalogues.en_US;
}
