import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { EarlyAnswer } from './early-answers.ts';

/**
 * A call's transport when its answer was asked for early: resolves or rejects as axios's own
 * adapter would (network error, timeout, status outside validateStatus), so the interceptors
 * and the JSON parsing treat it as any other answer.
 */
export function earlyAdapter(answer: Promise<EarlyAnswer>): AxiosAdapter {
  return async (config) => {
    let early: EarlyAnswer;
    try {
      early = await answer;
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = { data: early.body, status: early.status, statusText: early.statusText, headers: new AxiosHeaders(early.headers), config, request: null };
    if (!config.validateStatus || config.validateStatus(early.status)) return response;
    const code = early.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${early.status}`, code, config, null, response);
  };
}
