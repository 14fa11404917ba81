import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@cniot/contract/constants';
import { pageKeyOf, type Manifest } from '@cniot/contract/manifest/define';
import { MENU_DIRS } from '@cniot/contract/manifest/menus';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { resourceOf } from '../../src/app/routing/page-registry.tsx';
import { listParams } from '../../src/components/list-page/list-params.ts';
import { toQueryString } from '../../src/lib/request/rules.ts';
import { FIRST_LISTS, FIRST_PAGES } from '../../src/routing/first-lists.ts';

/** Where the seeded menu puts a manifest's list page. */
const seededPath = (m: Manifest) => `/${MENU_DIRS[m.menu!.parent]?.path}/${m.menu!.path ?? m.perm.split(':').pop()}`;

/** The call a list page opens with (first page, no search), as useListQuery and the request layer make it. */
async function firstLists(): Promise<Record<string, string>> {
  const lists: Record<string, string> = {};
  for (const m of MANIFESTS.filter((x) => x.menu && !x.menu.custom)) {
    const resource = (await resourceOf(m)()).default;
    if (resource.list) continue;
    const paged = !resource.tree && !resource.unpaged;
    const query = toQueryString(listParams({ filters: {}, fixed: { ...resource.listParams }, page: paged ? { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE } : undefined }));
    const url = resource.listUrl ?? `${resource.api}/list`;
    lists[seededPath(m)] = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  }
  return lists;
}

describe('the first list calls index.html starts', () => {
  it('are the calls the seeded menu’s list pages open with', async () => {
    expect(FIRST_LISTS).toEqual(await firstLists());
  }, 30_000);

  it('come with the page each of those addresses shows', () => {
    const pages = Object.fromEntries(MANIFESTS.filter((m) => m.menu && FIRST_LISTS[seededPath(m)]).map((m) => [seededPath(m), pageKeyOf(m)]));
    expect(FIRST_PAGES).toEqual(pages);
  });
});
