import { beforeAll, describe, expect, it } from 'vitest';
import { firstLists } from '../../build-plugins/first-lists.ts';

type Hook = { handler: (this: unknown, id: string) => Promise<string> | string };
type Table = Record<string, string>;

/** The module the console's build gets for `virtual:first-lists`, through the plugin's own hooks. */
async function firstListsModule(): Promise<{ FIRST_LISTS: Table; FIRST_PAGES: Table }> {
  const plugin = firstLists();
  const context = { addWatchFile: () => {} };
  const resolved = await (plugin.resolveId as Hook).handler.call(context, 'virtual:first-lists');
  const code = await (plugin.load as Hook).handler.call(context, resolved);
  return new Function(code.replaceAll('export const', 'const') + '\nreturn { FIRST_LISTS, FIRST_PAGES };')();
}

describe('the first list calls index.html starts, read from the routes’ loaders at build time', () => {
  let table: Awaited<ReturnType<typeof firstListsModule>>;
  beforeAll(async () => {
    table = await firstListsModule();
  }, 180_000);

  it('gives each list page of the seeded menu the call it opens with and the page it shows', () => {
    expect(table.FIRST_LISTS['/system/user']).toBe('/system/user/list?pageNum=1&pageSize=20');
    expect(table.FIRST_PAGES['/system/user']).toBe('system/user/index');
    // A tree loaded whole: its screen's own parameters; the menus' tree: unpaged.
    expect(table.FIRST_LISTS['/system/dept']).toBe('/system/dept/list?pageNum=1&pageSize=1000');
    expect(table.FIRST_LISTS['/system/menu']).toBe('/system/menu/list');
    expect(Object.keys(table.FIRST_PAGES)).toEqual(Object.keys(table.FIRST_LISTS));
  });

  it('leaves out lists that fetch their own way and pages of their own', () => {
    // The stations list posts its search; the home dashboard has no list.
    expect(Object.values(table.FIRST_LISTS).filter((call) => call.startsWith('/iot/station/list'))).toEqual([]);
    expect(Object.values(table.FIRST_PAGES)).not.toContain('home');
  });
});
