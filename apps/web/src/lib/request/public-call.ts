import { LANG_HEADER } from '@cniot/contract/constants';
import { Code } from '@cniot/contract/envelope';
import { t } from '../../i18n/i18n.ts';
import { getLanguage } from '../cookies.ts';
import { API_PREFIX } from './early-answers.ts';
import { codeMessage } from './rules.ts';

/**
 * A call made before there is a session (sign-in, captcha) with fetch alone: the request
 * layer's axios and antd messages would more than double what the sign-in page downloads.
 * Rejects with the message to show; the caller shows it.
 */
export async function publicCall<T>(method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs?: number): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json;charset=utf-8', [LANG_HEADER]: getLanguage() },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
  } catch (error) {
    throw new Error(t((error as Error).name === 'TimeoutError' ? 'request.timeout' : 'request.networkError'));
  }
  const envelope = (await res.json().catch(() => undefined)) as ({ code?: number; msg?: string } & T) | undefined;
  if (!envelope) throw new Error(t('request.statusError', { status: res.status }));
  const code = envelope.code || Code.OK;
  if (code !== Code.OK) throw new Error(codeMessage(code, envelope.msg));
  return envelope;
}
