import { useTranslation } from 'react-i18next';

/**
 * A text the server stores as a message key and parameters (a failure cause,
 * a refusal), in the reader's language; without a key, the stored words as
 * they came (a device's own, say).
 */
export function MessageText({ code, params, text }: { code: unknown; params?: unknown; text: unknown }) {
  const { t } = useTranslation();
  if (typeof code === 'string' && code) return <>{t(code, (params ?? {}) as Record<string, unknown>)}</>;
  return <>{typeof text === 'string' ? text : ''}</>;
}
