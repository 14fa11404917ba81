import type { TFunction } from 'i18next';

/** Menu titles come from the server; a known one is translated under menus.*, anything else shows as sent. */
export const menuTitle = (t: TFunction, title: string | undefined): string =>
  title ? t(`menus.${title}`, { defaultValue: title }) : '';
