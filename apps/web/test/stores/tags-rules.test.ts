import { describe, expect, it } from 'vitest';
import * as rules from '../../src/stores/tags-rules.ts';
import type { TagView } from '../../src/stores/tags-rules.ts';

const view = (path: string, affix = false, name = path): TagView => ({ path, fullPath: path, name, title: path, meta: { title: path, affix } });
const home = view('/index', true, 'Index');
const a = view('/a');
const b = view('/b');
const c = view('/c');
const paths = (views: TagView[]) => views.map((v) => v.path);

describe('tags rules', () => {
  it('adds a page once, following its latest query', () => {
    let views = rules.addView([home], a);
    views = rules.addView(views, { ...a, fullPath: '/a?x=1', query: { x: '1' } });
    expect(paths(views)).toEqual(['/index', '/a']);
    expect(views[1].fullPath).toBe('/a?x=1');
  });

  it('never closes an affixed tab', () => {
    expect(paths(rules.closeView([home, a], home))).toEqual(['/index', '/a']);
    expect(paths(rules.closeView([home, a], a))).toEqual(['/index']);
  });

  it('closes others, left, right and all, keeping affixed tabs', () => {
    const all = [home, a, b, c];
    expect(paths(rules.closeOthers(all, b))).toEqual(['/index', '/b']);
    expect(paths(rules.closeLeft(all, b))).toEqual(['/index', '/b', '/c']);
    expect(paths(rules.closeRight(all, b))).toEqual(['/index', '/a', '/b']);
    expect(paths(rules.closeAll(all))).toEqual(['/index']);
  });

  it('goes to the last remaining tab after closing the active one; with none, home is reloaded or / opened', () => {
    expect(rules.nextAfterClose([home, a], b)).toBe('/a');
    expect(rules.nextAfterClose([], home)).toBe('/redirect/index');
    expect(rules.nextAfterClose([], a)).toBe('/');
  });

  it('takes affixed tabs from the permitted pages', () => {
    const entries = [
      { path: '/index', name: 'Index', component: 'home', meta: { title: 'home', affix: true }, parents: [] },
      { path: '/x/:id', name: 'X', component: 'x', meta: { title: 'x', affix: true }, parents: [] },
      { path: '/y', name: 'Y', component: 'y', meta: { title: 'y' }, parents: [] },
    ];
    expect(paths(rules.affixViews(entries))).toEqual(['/index']);
  });

  it('keeps at most the given number of pages alive, dropping the least recently shown', () => {
    let alive: string[] = [];
    for (const p of ['/a', '/b', '/c']) alive = rules.keepAlive(alive, p, 3);
    alive = rules.keepAlive(alive, '/a', 3);
    expect(alive).toEqual(['/b', '/c', '/a']);
    expect(rules.keepAlive(alive, '/d', 3)).toEqual(['/c', '/a', '/d']);
  });

  it('keeps a page alive only while its tab is open', () => {
    const alive = ['/a', '/b'];
    expect(rules.aliveWithTabs(alive, [home, a, b])).toBe(alive);
    expect(rules.aliveWithTabs(alive, [home, b])).toEqual(['/b']);
  });
});
