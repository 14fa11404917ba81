import dayjs from 'dayjs';
import type { Language } from '@cniot/contract/constants';
import { ENERGY, POWER, withUnit, type Scale } from '@cniot/contract/unit-format';
import { getLanguage } from './cookies.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * A date and time of a table or detail in the chosen language's numeric way
 * (11/24/2026, 14:05:09 · 24.11.2026, 14:05:09); a 10-digit number is a Unix
 * time in seconds, empty stays empty.
 */
export function formatTime(value: unknown, lang?: Language): string {
  if (value === null || value === undefined || value === '') return '';
  let input = value as string | number | Date;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const n = Number(value);
    input = String(value).length === 10 ? n * 1000 : n;
  }
  const d = dayjs(input);
  if (!d.isValid()) return String(value);
  return dateTimeFormat(lang).format(d.toDate());
}

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
const dateTimeFormat = (lang?: Language) => formatter(Intl.DateTimeFormat, localeOf(lang), DATE_TIME);

/**
 * The Intl locale of a console language (en_US → en-US), by default the one on screen: the texts' language,
 * which is the cookie's when the page loaded (switching language reloads it). Not the cookie itself, which a
 * table would read for each cell it formats, each read a call into the browser's cookie store.
 */
export const localeOf = (lang: Language = (i18n.language as Language | undefined) ?? getLanguage()): string => lang.replace('_', '-');

/** Intl formatters by locale and options: building one costs far more than formatting with it, and a table formats every cell. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<O, F extends Intl.NumberFormat | Intl.DateTimeFormat>(make: new (locale: string, options: O) => F, locale: string, options: O): F {
  const key = `${make.name} ${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key) as F | undefined;
  if (!found) formatters.set(key, (found = new make(locale, options)));
  return found;
}

const numberOf = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** A number written the chosen language's way (1,234.5 · 1 234,5 · 1.234,5); absent stays empty rather than 0. */
export function formatNumber(value: unknown, maxDigits = 1, lang?: Language): string {
  const n = numberOf(value);
  return n === undefined ? '' : formatter(Intl.NumberFormat, localeOf(lang), { maximumFractionDigits: maxDigits }).format(n);
}

/** A value of a table or detail as text: a fraction with the language's decimal mark (92,1 in German); whole numbers stay ungrouped, as ids and codes must; absent is empty. */
export function formatValue(value: unknown, lang?: Language): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' && !Number.isInteger(value) ? formatNumber(value, 3, lang) : String(value);
}

function unitText(value: unknown, scale: Scale, lang?: Language): string {
  const n = numberOf(value);
  return n === undefined ? '' : withUnit(n, scale, (x, digits) => formatNumber(x, digits, lang));
}

/** Energy given in Wh, in the largest unit that keeps it at 1 or more: 950 Wh, 12.35 kWh, 4.2 MWh. */
export const formatEnergy = (wh: unknown, lang?: Language): string => unitText(wh, ENERGY, lang);

/** Power given in W, the same way: 830 W, 1.25 kW. */
export const formatPower = (w: unknown, lang?: Language): string => unitText(w, POWER, lang);

/** A share (0.42) as a percentage in the chosen language (42 %). */
export function formatPercent(ratio: unknown, lang?: Language): string {
  const n = numberOf(ratio);
  return n === undefined ? '' : formatter(Intl.NumberFormat, localeOf(lang), { style: 'percent', maximumFractionDigits: 0 }).format(n);
}

/** A calendar day (YYYY-MM-DD, a station's local day) in the chosen language: 20.06.2024, 2024/6/20. */
export function formatDay(iso: unknown, lang?: Language): string {
  const m = typeof iso === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!m) return '';
  return formatter(Intl.DateTimeFormat, localeOf(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])));
}

/** An instant in the chosen language, on the clock of `timeZone` (a station's) or the browser's. */
export function formatInstant(value: unknown, timeZone?: string, lang?: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(value as string | number);
  return Number.isNaN(d.getTime()) ? String(value) : formatter(Intl.DateTimeFormat, localeOf(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
}
