import { HTTP_TIMEOUT_MS, LANG_COOKIE, LANG_HEADER, TOKEN_COOKIE } from '@cniot/contract/constants';
import { resolveLanguage } from '@cniot/contract/language';
import { FIRST_LISTS } from 'virtual:first-lists';
import { PUBLIC_PATHS } from '../../routing/static-routes.ts';
import { API_PREFIX, type EarlyAnswer } from './early-answers.ts';

/**
 * The list pages of FIRST_LISTS the signed-in user may open, as the last session load found them (route guard):
 * an address outside them gets no early list call, which the server would refuse (403) before the console says 404.
 * Without a record (just signed in) the call goes out, as the page would make it.
 */
export const OPENABLE_LISTS_KEY = 'openable-lists';

const openableLists = (): unknown => {
  try {
    return JSON.parse(localStorage.getItem(OPENABLE_LISTS_KEY) ?? 'null');
  } catch {
    return null;
  }
};

const cookie = (name: string) => {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found && decodeURIComponent(found.slice(name.length + 1));
};

/**
 * The user, the menu and the opened list page's first rows, asked for together the moment the
 * page opens: index.html runs this before any script of the console has loaded, and the route
 * guard again after signing in. The request layer takes each answer once, as its own call's
 * (see http.ts). An address with a query is left to its page, whose first call then differs.
 * Kept free of imports beyond constants and the first-lists table: it is index.html's own first script.
 */
export function startEarlyCalls(path: string, search: string) {
  const token = cookie(TOKEN_COOKIE);
  if (!token || PUBLIC_PATHS.includes(path) || window.cniotEarlyCalls?.token === token) return;
  const headers = { Authorization: `Bearer ${token}`, [LANG_HEADER]: resolveLanguage(cookie(LANG_COOKIE)) };
  const openable = openableLists();
  const list = search || (Array.isArray(openable) && !openable.includes(path)) ? undefined : FIRST_LISTS[path];
  const call = async (url: string): Promise<EarlyAnswer> => {
    const res = await fetch(`${API_PREFIX}${url}`, { headers, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    return { status: res.status, statusText: res.statusText, headers: Object.fromEntries(res.headers), body: await res.text() };
  };
  const calls = new Map<string, Promise<EarlyAnswer>>();
  for (const url of ['/getInfo', '/getRouters', ...(list ? [list] : [])]) {
    const answer = call(url);
    // Failures surface when the call is taken; untaken, they are nobody's.
    answer.catch(() => undefined);
    calls.set(url, answer);
  }
  window.cniotEarlyCalls = { token, at: Date.now(), calls };
}
