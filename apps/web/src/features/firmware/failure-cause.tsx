import { useTranslation } from 'react-i18next';
import type { Row } from '../../components/list-page/resource.ts';

/**
 * Why an upgrade failed, in the reader's language: the server writes its
 * causes as a message key and parameters (`causeCode`, `causeParams`); a
 * device's own words (`causeFailure` without a key) are shown as they came.
 */
export function FailureCause({ row }: { row: Row }) {
  const { t } = useTranslation();
  const code = row.causeCode;
  if (typeof code === 'string' && code) return <>{t(code, (row.causeParams ?? {}) as Record<string, unknown>)}</>;
  return <>{(row.causeFailure as string | null) ?? ''}</>;
}
