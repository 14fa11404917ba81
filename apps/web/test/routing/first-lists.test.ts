import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@cniot/contract/constants';
import { pageKeyOf, type Manifest } from '@cniot/contract/manifest/define';
import { MENU_DIRS } from '@cniot/contract/manifest/menus';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { resourceOf } from '../../src/routing/page-registry.tsx';
import { listParams } from '../../src/components/list-page/list-params.ts';
import { toQueryString } from '../../src/lib/request/rules.ts';

/** Where the seeded menu puts a manifest's list page. */
const seededPath = (m: Manifest) => `/${MENU_DIRS[m.menu!.parent]?.path}/${m.menu!.path ?? m.perm.split(':').pop()}`;

/** The call a list page opens with (first page, no search), as useListQuery and the request layer make it, and its page key. */
async function firstLists() {
  const lists: [string, string, string][] = [];
  for (const m of MANIFESTS.filter((x) => x.menu && !x.menu.custom)) {
    const resource = (await resourceOf(m)()).default;
    if (resource.list) continue;
    const paged = !resource.tree && !resource.unpaged;
    const query = toQueryString(listParams({ filters: {}, fixed: { ...resource.listParams }, page: paged ? { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE } : undefined }));
    const url = resource.listUrl ?? `${resource.api}/list`;
    lists.push([seededPath(m), query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url, pageKeyOf(m)]);
  }
  return lists.sort(([a], [b]) => (a < b ? -1 : 1));
}

const entries = (pairs: [string, string][]) => pairs.map(([k, v]) => `  '${k}': '${v}',`).join('\n');

/** The module's text: written from the manifests and their screens by `npx vitest run --project web test/routing/first-lists.test.ts -u`. */
const moduleText = (lists: [string, string, string][]) => `// Written by test/routing/first-lists.test.ts from the manifests and their screens: after changing a list page's
// menu place, address or first query, run \`npx vitest run --project web test/routing/first-lists.test.ts -u\`.

/**
 * The call each list page of the seeded menu opens with (first page, no search), by its path: index.html
 * starts it before the console's scripts load (early-calls.ts). A page an administrator moved is not here,
 * and its list is asked for when it mounts, as it would be anyway.
 */
export const FIRST_LISTS: Record<string, string> = {
${entries(lists.map(([path, call]) => [path, call]))}
};

/**
 * The page key each of those addresses shows (its manifest's): the route guard loads that page's code with the
 * frame, before the session's menu names it. Apart from FIRST_LISTS, which index.html's first script carries.
 */
export const FIRST_PAGES: Record<string, string> = {
${entries(lists.map(([path, , page]) => [path, page]))}
};
`;

describe('the first list calls index.html starts', () => {
  it('are the calls the seeded menu’s list pages open with, and the pages those addresses show', async () => {
    await expect(moduleText(await firstLists())).toMatchFileSnapshot('../../src/routing/first-lists.ts');
  }, 30_000);
});
