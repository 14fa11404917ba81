import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import type { NavRoute } from '../../../src/routing/route-builder.ts';
import { rankResults, searchOptions, searchPool } from '../../../src/layout/navbar/search-pool.ts';

const nav = (path: string, title: string, children: NavRoute[] = [], hidden = false): NavRoute => ({
  path,
  title,
  hidden,
  alwaysShow: false,
  external: path.startsWith('http'),
  children,
});

const routes = [
  nav('/system', 'System management', [nav('/system/user', 'Users'), nav('/system/role', 'Roles'), nav('/system/secret', 'Secret', [], true)]),
  nav('/monitor', 'System monitoring', [nav('/monitor/online', 'Online users')]),
  nav('https://docs.example.com', 'Documentation'),
];

describe('header search', () => {
  it('uses the options of spec §2: title 0.7, path 0.3, threshold 0.4', () => {
    expect(searchOptions.threshold).toBe(0.4);
    expect(searchOptions.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('searches the visible pages, titled by their ancestry', () => {
    const pool = searchPool(routes, (title) => title);
    expect(pool.map((p) => [p.path, p.title.join(' > ')])).toEqual([
      ['/system/user', 'System management > Users'],
      ['/system/role', 'System management > Roles'],
      ['/monitor/online', 'System monitoring > Online users'],
      ['https://docs.example.com', 'Documentation'],
    ]);
    expect(pool[3].external).toBe(true);
  });

  it('finds pages by fuzzy title and by path', () => {
    const fuse = new Fuse(
      searchPool(routes, (title) => title),
      searchOptions,
    );
    expect(fuse.search('onlin')[0].item.path).toBe('/monitor/online');
    expect(fuse.search('/system/role')[0].item.path).toBe('/system/role');
    expect(fuse.search('zzzzqq')).toEqual([]);
  });
});

describe('header search ranking', () => {
  const pool = searchPool(
    [
      nav('/system', 'System management', [nav('/system/config', 'Parameters'), nav('/system/user', 'Users')]),
      nav('/iot', 'Micro-inverter', [nav('/iot/meter', 'Electricity meter'), nav('/iot/param', 'Device parameters'), nav('/iot/wn', 'Inverter management')]),
    ],
    (title) => title,
  );
  const fuse = new Fuse(pool, searchOptions);
  const search = (q: string) =>
    rankResults(
      q,
      fuse.search(q).map((r) => r.item),
    ).map((i) => i.title.at(-1));

  it('puts a title whose word begins with the query, or nearly, before matches inside words and paths', () => {
    expect(search('metr')[0]).toBe('Electricity meter');
    expect(search('meter')[0]).toBe('Electricity meter');
    expect(search('param').slice(0, 2)).toEqual(['Parameters', 'Device parameters']);
  });

  it('keeps pages found only through their ancestry or path after those found by their own title', () => {
    const found = search('inver');
    expect(found[0]).toBe('Inverter management');
    expect(found.indexOf('Inverter management')).toBeLessThan(found.indexOf('Electricity meter'));
  });
});
