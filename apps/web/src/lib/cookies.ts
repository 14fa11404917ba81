import Cookies from 'js-cookie';
import { LANG_COOKIE, TOKEN_COOKIE, type Language } from '@cniot/contract/constants';
import { resolveLanguage } from '@cniot/contract/i18n';

/** The cookie is the session's only copy on the client; the password never is stored. */
export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);
export const setToken = (token: string) => Cookies.set(TOKEN_COOKIE, token);
export const removeToken = () => Cookies.remove(TOKEN_COOKIE);

export const getLanguage = (): Language => resolveLanguage(Cookies.get(LANG_COOKIE));
export const setLanguage = (lang: Language) => Cookies.set(LANG_COOKIE, lang, { expires: 365 });
