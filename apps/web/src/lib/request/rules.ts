import type { AxiosError } from 'axios';
import { REPEAT_SUBMIT_WINDOW_MS } from '@cniot/contract/constants';
import { t } from '../../i18n/i18n.ts';

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Query strings the RuoYi way: nested objects become `name[key]=value`,
 * arrays are comma-joined, and null, empty and undefined values are left out
 * so an empty search field never filters.
 */
export function toQueryString(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (name: string, value: unknown) => {
    if (isBlank(value)) return;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
  };
  for (const [name, value] of Object.entries(params)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
    } else add(name, value);
  }
  return parts.join('&');
}

/** Status texts of spec §8, which win over the body's msg for these codes. */
const CODE_KEYS: Record<number, string> = {
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
};

export function codeMessage(code: number, msg: string | undefined, fallbackKey = 'error.unknown'): string {
  const key = CODE_KEYS[code];
  if (key) return t(key);
  return msg || t(fallbackKey);
}

/** The sentence for a failure that carried no JSON envelope. */
export function transportMessage(error: Pick<AxiosError, 'message' | 'code' | 'response'>): string {
  if (error.code === 'ERR_NETWORK' || error.message === 'Network Error') return t('request.networkError');
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message)) return t('request.timeout');
  if (error.response) return t('request.statusError', { status: error.response.status });
  return error.message;
}

/**
 * Remembers the last POST/PUT; the same URL and body again within the window
 * is a double click, not an intent (the server refuses it too).
 */
export function createRepeatGuard(windowMs = REPEAT_SUBMIT_WINDOW_MS, now: () => number = Date.now) {
  let last: { url: string; data: string; time: number } | undefined;
  return function isRepeat(url: string, data: unknown): boolean {
    const entry = { url, data: typeof data === 'object' && data !== null ? JSON.stringify(data) : String(data ?? ''), time: now() };
    const repeated = !!last && last.url === entry.url && last.data === entry.data && entry.time - last.time < windowMs;
    if (!repeated) last = entry;
    return repeated;
  };
}
