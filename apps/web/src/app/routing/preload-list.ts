import type { Manifest } from '@cniot/contract/manifest/define';
import { MENU_DIRS } from '@cniot/contract/manifest/menus';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { startFirstList } from '../../components/list-page/use-list-query.ts';
import { resourceOf } from './page-registry.tsx';

/** Where the seeded menu puts a manifest's list page; an administrator may move it, and then this guess misses. */
const seededPath = (m: Manifest) => m.menu && `/${MENU_DIRS[m.menu.parent]?.path}/${m.menu.path ?? m.perm.split(':').pop()}`;

/**
 * On opening the console at a list page's address, that page's first rows are asked for together with
 * the menu instead of after it, and its code loads meanwhile; the page's first call then takes that
 * answer. An address with a query is left alone: the page searches with it, so its first call differs.
 */
export async function preloadListPage(pathname: string, search: string) {
  if (search) return;
  const m = MANIFESTS.find((x) => !x.menu?.custom && seededPath(x) === pathname);
  if (!m) return;
  void import('../../components/list-page/resource-page.tsx');
  startFirstList((await resourceOf(m)()).default);
}
