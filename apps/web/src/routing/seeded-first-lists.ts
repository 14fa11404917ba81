import { pageKeyOf, type Manifest } from '@cniot/contract/manifest/define';
import { MENU_DIRS } from '@cniot/contract/manifest/menus';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { pageRoutes } from './page-registry.tsx';

/** A list page of the seeded menu: its address, the call its route's loader starts with, and its page key. */
export interface FirstList {
  path: string;
  call: string;
  page: string;
}

/** Where the seeded menu puts a manifest's list page. */
const seededPath = (m: Manifest) => `/${MENU_DIRS[m.menu!.parent]?.path}/${m.menu!.path ?? m.perm.split(':').pop()}`;

/**
 * The first calls of the seeded menu's list pages, read from their routes' loaders. Run at build time only
 * (build-plugins/first-lists.ts): index.html's first script carries the table, not the screens it came from.
 */
export async function seededFirstLists(): Promise<FirstList[]> {
  const lists: FirstList[] = [];
  for (const m of MANIFESTS.filter((x) => x.menu && !x.menu.custom)) {
    const page = pageKeyOf(m);
    const call = await pageRoutes[page]?.loader?.firstCall();
    if (call) lists.push({ path: seededPath(m), call, page });
  }
  return lists.sort((a, b) => (a.path < b.path ? -1 : 1));
}
