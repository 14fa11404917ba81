import type { TFunction } from 'i18next';
import { menuNameOf, type Manifest } from '@cniot/contract/manifest/define';
import { MANIFESTS } from '@cniot/contract/manifest/registry';

/** Sub-screens share their page's permission prefix: only the manifests that seed buttons name them. */
const byPerm = new Map<string, Manifest>(MANIFESTS.filter((m) => m.menu || m.buttonsOn).map((m) => [m.perm, m]));

/** A seeded button is named by its permission: its title is its page's and its action's. */
function buttonTitle(t: TFunction, name: string): string | undefined {
  const cut = name.lastIndexOf(':');
  const m = cut > 0 ? byPerm.get(name.slice(0, cut)) : undefined;
  if (!m) return undefined;
  const action = name.slice(cut + 1);
  return t('menus.button', { page: t(`menus.${menuNameOf(m)}`), action: t(`permissionActions.${action}`, { defaultValue: action }) });
}

/** Menu titles come from the server; a known one is translated under menus.*, anything else shows as sent. */
export const menuTitle = (t: TFunction, title: string | undefined): string => (title ? (buttonTitle(t, title) ?? t(`menus.${title}`, { defaultValue: title })) : '');
