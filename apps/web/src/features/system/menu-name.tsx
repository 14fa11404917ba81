import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../i18n/menu-title.ts';

/** Menu names are translation keys; the screen shows the translation and keeps the key at hand. */
export function MenuName({ name }: { name: unknown }) {
  const { t } = useTranslation();
  const key = String(name ?? '');
  return <span title={key}>{menuTitle(t, key)}</span>;
}
