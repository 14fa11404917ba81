import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { HTTP_TIMEOUT_MS, LANG_HEADER } from '@cniot/contract/constants';
import { Code } from '@cniot/contract/envelope';
import { t } from '../../i18n/i18n.ts';
import { getLanguage, getToken } from '../cookies.ts';
import { feedback } from '../feedback.ts';
import { earlyAdapter } from './early-adapter.ts';
import { API_PREFIX, takeEarlyAnswer } from './early-answers.ts';
import { RequestError } from './request-error.ts';
import { codeMessage, createRepeatGuard, toQueryString, transportMessage } from './rules.ts';
import { promptRelogin } from './session-expired.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false: no bearer token (sign-in, captcha, registration). */
    withToken?: boolean;
    /** false: the call may legitimately repeat within the window (uploads, exports). */
    repeatSubmit?: boolean;
    /** true: the caller handles failure itself; nothing is shown to the user. */
    silent?: boolean;
  }
}

export const http = axios.create({
  baseURL: API_PREFIX,
  timeout: HTTP_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
});

const isRepeat = createRepeatGuard();

interface Envelope {
  code?: number;
  msg?: string;
}

function prepare(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (token && config.withToken !== false) config.headers.Authorization = `Bearer ${token}`;
  config.headers[LANG_HEADER] = getLanguage();
  if (config.method === 'get' && config.params) {
    const query = toQueryString(config.params);
    config.url = query ? `${config.url}${config.url?.includes('?') ? '&' : '?'}${query}` : config.url;
    config.params = {};
  }
  // Asked for as the page opened (early-calls.ts): the answer then passes through the same handling as any.
  const early = token && config.method === 'get' && config.withToken !== false ? takeEarlyAnswer(config.url ?? '', token) : undefined;
  if (early) config.adapter = earlyAdapter(early);
  if ((config.method === 'post' || config.method === 'put') && config.repeatSubmit !== false && isRepeat(config.url ?? '', config.data)) {
    const message = t('error.repeatSubmit');
    if (!config.silent) feedback().message.warning(message);
    throw new RequestError(message, Code.ERROR, !config.silent);
  }
  return config;
}

/** §8: the body's code decides, whatever the HTTP status that carried it. */
function settle(body: Envelope, config: AxiosRequestConfig | undefined) {
  const code = body.code || Code.OK;
  if (code === Code.OK) return body;
  const silent = !!config?.silent;
  const msg = codeMessage(code, body.msg);
  if (code === Code.UNAUTHORIZED) {
    if (!silent) promptRelogin();
    throw new RequestError(t('error.sessionExpired'), code, !silent);
  }
  if (!silent) {
    if (code === Code.ERROR) feedback().message.error(msg);
    else if (code === Code.WARN) feedback().message.warning(msg);
    else feedback().notification.error({ title: msg });
  }
  throw new RequestError(msg, code, !silent);
}

const isBinary = (config: AxiosRequestConfig) => config.responseType === 'blob' || config.responseType === 'arraybuffer';

function onFulfilled(response: AxiosResponse) {
  // Downloads keep the whole response: the caller needs the headers and checks the blob itself.
  if (isBinary(response.config)) return response;
  return settle(response.data ?? {}, response.config);
}

/** The JSON envelope of an error response, if it has one (also inside a blob). */
async function envelopeOf(response: AxiosResponse): Promise<Envelope | undefined> {
  let data: unknown = response.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    if (!data.type.includes('application/json')) return undefined;
    data = await data.text();
  }
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return data && typeof data === 'object' && typeof (data as Envelope).code === 'number' ? (data as Envelope) : undefined;
}

async function onRejected(error: AxiosError) {
  if (error instanceof RequestError || axios.isCancel(error)) throw error;
  const body = error.response ? await envelopeOf(error.response) : undefined;
  if (body && body.code !== Code.OK) return settle(body, error.config);
  const message = transportMessage(error);
  if (!error.config?.silent) feedback().message.error({ content: message, duration: 5 });
  throw new RequestError(message, error.response?.status ?? 0, !error.config?.silent, true);
}

http.interceptors.request.use(prepare);
// The fulfilled handler resolves with the body, not the response: `api` below carries the real types.
http.interceptors.response.use(onFulfilled as (r: AxiosResponse) => AxiosResponse, onRejected);

/** The interceptors resolve with the response body; these say so to TypeScript. */
export const api = {
  get: <T>(url: string, params?: object, config?: AxiosRequestConfig) => http.get(url, { ...config, params }) as unknown as Promise<T>,
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => http.post(url, data, config) as unknown as Promise<T>,
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => http.put(url, data, config) as unknown as Promise<T>,
  delete: <T>(url: string, config?: AxiosRequestConfig) => http.delete(url, config) as unknown as Promise<T>,
};
