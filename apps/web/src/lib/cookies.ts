import Cookies from 'js-cookie';
import { LANG_COOKIE, TOKEN_COOKIE, type Language } from '@cniot/contract/constants';
import { resolveLanguage } from '@cniot/contract/language';

/**
 * The cookie is the session's only copy on the client; the password never is stored.
 * It also opens /files/ for the console's pictures, so other sites' requests must not carry it.
 */
const TOKEN_OPTIONS = { sameSite: 'lax', secure: location.protocol === 'https:' } as const;
export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);
/**
 * Without `keepForSeconds` the cookie ends with the browser; with it ("remember me": the server's absolute session
 * limit) it outlives a restart until the server would end the session anyway.
 */
export const setToken = (token: string, keepForSeconds?: number) =>
  Cookies.set(TOKEN_COOKIE, token, { ...TOKEN_OPTIONS, ...(keepForSeconds ? { expires: new Date(Date.now() + keepForSeconds * 1000) } : {}) });
export const removeToken = () => Cookies.remove(TOKEN_COOKIE, TOKEN_OPTIONS);

export const getLanguage = (): Language => resolveLanguage(Cookies.get(LANG_COOKIE));
export const setLanguage = (lang: Language) => Cookies.set(LANG_COOKIE, lang, { expires: 365 });
