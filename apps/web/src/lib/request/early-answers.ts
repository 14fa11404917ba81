export const API_PREFIX = '/cniotapi';

/** An early call's answer as the request layer takes it over: the body is read, not parsed. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

interface EarlyCalls {
  token: string;
  at: number;
  calls: Map<string, Promise<EarlyAnswer>>;
}

declare global {
  interface Window {
    /** What early-calls.ts asked for as the page opened. */
    cniotEarlyCalls?: EarlyCalls;
  }
}

/** An answer not taken this soon is left: the page asks afresh. */
const EARLY_FOR_MS = 30_000;

/** The early answer to a GET of `url` (its query included) with this token, once. */
export function takeEarlyAnswer(url: string, token: string): Promise<EarlyAnswer> | undefined {
  const early = window.cniotEarlyCalls;
  if (!early || early.token !== token || Date.now() - early.at > EARLY_FOR_MS) return undefined;
  const answer = early.calls.get(url);
  early.calls.delete(url);
  return answer;
}
