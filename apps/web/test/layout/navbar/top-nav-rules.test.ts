import { describe, expect, it } from 'vitest';
import type { NavRoute } from '../../../src/routing/route-builder.ts';
import { fittingTopCount, sectionOf, topRoutes, visibleTopCount } from '../../../src/layout/navbar/top-nav-rules.ts';

const nav = (path: string, children: NavRoute[] = [], hidden = false): NavRoute => ({ path, title: path, hidden, alwaysShow: false, external: false, children });

describe('top navigation', () => {
  it('shows width / 3 / 85 items', () => {
    expect(visibleTopCount(1280)).toBe(5);
    expect(visibleTopCount(1920)).toBe(7);
    expect(visibleTopCount(600)).toBe(2);
  });

  it('shows only the entries that fit beside "More", never more than the spec\'s count', () => {
    expect(fittingTopCount([100, 100, 100], 400, 60, 5)).toBe(3);
    expect(fittingTopCount([100, 100, 100], 299, 60, 5)).toBe(2);
    expect(fittingTopCount([100, 100, 100], 259, 60, 5)).toBe(1);
    expect(fittingTopCount([100, 100, 100, 100], 1000, 60, 2)).toBe(2);
    expect(fittingTopCount([200], 100, 60, 5)).toBe(0);
  });

  it('lists visible roots, a "/" wrapper by its page', () => {
    const tops = topRoutes([nav('/system', [nav('/system/user')]), nav('/', [nav('/faq')]), nav('/hidden', [], true)]);
    expect(tops.map((r) => r.path)).toEqual(['/system', '/faq']);
  });

  it('places a path under its first segment', () => {
    expect(sectionOf('/system/user')).toBe('/system');
    expect(sectionOf('/index')).toBe('/index');
  });
});
