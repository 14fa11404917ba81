import { describe, expect, it } from 'vitest';
import { findEntry } from '../../src/routing/find-entry.ts';
import { buildRoutes, permittedEntries, resolvePath, type RouterMenu } from '../../src/routing/route-builder.ts';
import { staticEntries } from '../../src/routing/static-entries.ts';

/** A /getRouters answer in RuoYi's shape: a directory, a nested parent view, a top-level page, links. */
const menus: RouterMenu[] = [
  {
    name: 'System',
    path: '/system',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: 'systemManagement', icon: 'system' },
    children: [
      { name: 'User', path: 'user', component: 'system/user/index', meta: { title: 'user', icon: 'user' } },
      {
        name: 'Logs',
        path: 'log',
        component: 'ParentView',
        redirect: '/system/log/oper',
        meta: { title: 'logs' },
        children: [{ name: 'Oper', path: 'oper', component: 'monitor/operlog/index', query: '{"type":"1"}', meta: { title: 'operationLog' } }],
      },
      { name: 'Hidden', path: 'secret/:id', component: 'system/secret', hidden: true, meta: { title: 'secret', activeMenu: '/system/user' } },
    ],
  },
  { path: '/', component: 'Layout', children: [{ name: 'Faq', path: 'faq', component: 'content/faq/index', meta: { title: 'faq' } }] },
  { name: 'Docs', path: 'https://docs.example.com', component: 'Layout', meta: { title: 'docs', link: 'https://docs.example.com' } },
  { path: '/', component: 'Layout', children: [{ name: 'Wiki', path: 'wiki', component: 'InnerLink', meta: { title: 'wiki', link: 'https://wiki.example.com' } }] },
];

describe('resolvePath', () => {
  it('joins relative paths and keeps absolute ones and links', () => {
    expect(resolvePath('/system', 'user')).toBe('/system/user');
    expect(resolvePath('/', 'faq')).toBe('/faq');
    expect(resolvePath('/system', '/abs')).toBe('/abs');
    expect(resolvePath('/system', 'https://x.example')).toBe('https://x.example');
  });
});

describe('buildRoutes', () => {
  const built = buildRoutes(menus);

  it('makes a page entry per page component, with wrappers and links left out', () => {
    expect(built.entries.map((e) => [e.path, e.component])).toEqual([
      ['/system/user', 'system/user/index'],
      ['/system/log/oper', 'monitor/operlog/index'],
      ['/system/secret/:id', 'system/secret'],
      ['/faq', 'content/faq/index'],
      ['/wiki', 'InnerLink'],
    ]);
  });

  it('keeps the ancestry for breadcrumbs, with a link only where a parent redirects', () => {
    const oper = built.entries.find((e) => e.name === 'Oper')!;
    expect(oper.parents).toEqual([
      { title: 'systemManagement', path: undefined },
      { title: 'logs', path: '/system/log/oper' },
    ]);
    expect(oper.query).toEqual({ type: '1' });
  });

  it('records real redirects of wrappers, not noRedirect', () => {
    expect(built.redirects).toEqual([{ from: '/system/log', to: '/system/log/oper' }]);
  });

  it('resolves the navigation tree, marking external links', () => {
    expect(built.nav.map((n) => [n.path, n.external])).toEqual([
      ['/system', false],
      ['/', false],
      ['https://docs.example.com', true],
      ['/', false],
    ]);
    expect(built.nav[0].children.map((c) => c.path)).toEqual(['/system/user', '/system/log', '/system/secret/:id']);
  });

  it('finds the page of a path, parameters included', () => {
    const match = findEntry(built.entries, '/system/secret/42');
    expect(match?.entry.name).toBe('Hidden');
    expect(match?.params.id).toBe('42');
    expect(findEntry(built.entries, '/nowhere')).toBeUndefined();
  });
});

describe('permittedEntries', () => {
  it('adds a guarded constant route only with one of its permissions (or roles)', () => {
    const paths = (perms: string[]) => permittedEntries(staticEntries, perms, ['common']).map((e) => e.path);
    expect(paths([])).toEqual(['/index', '/user/profile']);
    expect(paths(['system:user:edit'])).toContain('/system/user-auth/role/:userId');
    expect(paths(['system:user:edit'])).not.toContain('/system/role-auth/user/:roleId');
    expect(paths(['*:*:*'])).toHaveLength(staticEntries.length);
  });

  it('checks roles where a route names roles', () => {
    const entries = [{ path: '/r', name: 'R', component: 'x', meta: { title: 'r' }, parents: [], roles: ['ops'] }];
    expect(permittedEntries(entries, [], ['ops'])).toHaveLength(1);
    expect(permittedEntries(entries, [], ['admin'])).toHaveLength(1);
    expect(permittedEntries(entries, [], ['common'])).toHaveLength(0);
  });
});
