import { describe, expect, it } from 'vitest';
import type { NavRoute } from '../../../src/routing/route-builder.ts';
import { ancestorKeys, menuTree } from '../../../src/layout/sidebar/menu-tree.ts';

const nav = (path: string, title: string | undefined, children: NavRoute[] = [], extra: Partial<NavRoute> = {}): NavRoute => ({
  path,
  title,
  hidden: false,
  alwaysShow: false,
  external: false,
  children,
  ...extra,
});

describe('menuTree (sidebar rules of §2)', () => {
  it('leaves hidden entries out', () => {
    const tree = menuTree([nav('/a', 'a'), nav('/b', 'b', [], { hidden: true })]);
    expect(tree.map((n) => n.key)).toEqual(['/a']);
  });

  it('shows a group with one visible leaf as that leaf, with the parent icon as fallback', () => {
    const tree = menuTree([nav('/', undefined, [nav('/faq', 'faq')], { icon: 'question' }), nav('/g', 'g', [nav('/g/one', 'one'), nav('/g/x', 'x', [], { hidden: true })])]);
    expect(tree).toEqual([
      { key: '/faq', title: 'faq', icon: 'question', external: false, query: undefined },
      { key: '/g/one', title: 'one', icon: undefined, external: false, query: undefined },
    ]);
  });

  it('keeps the group when alwaysShow is set or there are several children', () => {
    const tree = menuTree([nav('/s', 's', [nav('/s/one', 'one')], { alwaysShow: true }), nav('/m', 'm', [nav('/m/1', '1'), nav('/m/2', '2')])]);
    expect(tree[0].children?.map((c) => c.key)).toEqual(['/s/one']);
    expect(tree[1].children?.map((c) => c.key)).toEqual(['/m/1', '/m/2']);
  });

  it('keeps a group whose only child has children of its own', () => {
    const tree = menuTree([nav('/p', 'p', [nav('/p/q', 'q', [nav('/p/q/r', 'r'), nav('/p/q/s', 's')])])]);
    expect(tree[0].key).toBe('/p');
    expect(tree[0].children?.[0].children?.map((c) => c.key)).toEqual(['/p/q/r', '/p/q/s']);
  });

  it('marks external links', () => {
    expect(menuTree([nav('https://x.example', 'x', [], { external: true })])[0].external).toBe(true);
  });

  it('opens the submenus leading to the active page', () => {
    const tree = menuTree([nav('/p', 'p', [nav('/p/q', 'q', [nav('/p/q/r', 'r'), nav('/p/q/s', 's')]), nav('/p/t', 't')])]);
    expect(ancestorKeys('/p/q/s', tree)).toEqual(['/p', '/p/q']);
    expect(ancestorKeys('/elsewhere', tree)).toEqual([]);
  });
});
