import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONSOLE_PAGES } from '../src/console-pages.ts';
import { defineManifest, ordersOf, pageKeyOf, permsOf } from '../src/manifest/define.ts';
import { createOf, exportColumnsOf, fieldsWith, queryOf, updateOf } from '../src/manifest/derive.ts';
import { MENU_DIRS, menuSeeds } from '../src/manifest/menus.ts';
import { MANIFESTS } from '../src/manifest/registry.ts';

const notes = defineManifest({
  name: 'note',
  api: '/biz/note',
  perm: 'biz:note',
  actions: ['list', 'query', 'add', 'edit', 'remove', 'export', 'publish'],
  menu: { parent: 'serviceContent', order: 9, icon: 'edit' },
  id: 'noteId',
  fields: {
    noteId: { list: true, sort: true },
    title: { schema: z.string().trim().min(1, 'validation.title').max(50), list: true, search: 'like', form: true, export: 30 },
    kind: { schema: z.enum(['a', 'b']).default('a'), dict: 'note_kind', search: 'eq', form: true, export: true },
    weight: { schema: z.number().int().min(0), search: 'eq', form: true },
    secret: { schema: z.string().max(20), form: { createOnly: true } },
    createTime: { list: true, search: 'range', sort: true },
  },
  grants: { sysUser: '*', agencyUser: ['list', 'publish'] },
});

describe('a manifest derives', () => {
  it('its default order from one pair or several, by id descending when it says none', () => {
    expect(ordersOf(notes)).toEqual([['noteId', 'desc']]);
    expect(ordersOf({ ...notes, order: ['title', 'asc'] })).toEqual([['title', 'asc']]);
    expect(
      ordersOf({
        ...notes,
        order: [
          ['kind', 'asc'],
          ['title', 'desc'],
        ],
      }),
    ).toEqual([
      ['kind', 'asc'],
      ['title', 'desc'],
    ]);
  });

  it('its permissions and page key', () => {
    expect(permsOf(notes)).toMatchObject({ list: 'biz:note:list', publish: 'biz:note:publish' });
    expect(pageKeyOf(notes)).toBe('biz/note/index');
  });

  it('the query: search fields with their operators, numbers coerced from query strings, blanks ignored, the RuoYi range', () => {
    const q = queryOf(notes);
    expect(Object.keys(q.shape).sort()).toEqual(['beginTime', 'endTime', 'kind', 'title', 'weight']);
    expect(q.parse({ title: 'x', kind: '', weight: '3', beginTime: '2026-01-01' })).toEqual({ title: 'x', weight: 3, beginTime: '2026-01-01' });
    expect(q.safeParse({ kind: 'c' }).success).toBe(false);
    expect(q.safeParse({ endTime: 'yesterday' }).success).toBe(false);
  });

  it('the bodies: form fields with their rules and defaults; the update has the id and not the creation-only fields', () => {
    const create = createOf(notes);
    expect(create.parse({ title: ' T ', weight: 1, secret: 's' })).toEqual({ title: 'T', kind: 'a', weight: 1, secret: 's' });
    expect(create.safeParse({ title: '', weight: 1, secret: 's' }).error?.issues[0].message).toBe('validation.title');
    const update = updateOf(notes);
    expect(update.parse({ noteId: '7', title: 'T', weight: 1, secret: 'dropped' })).toEqual({ noteId: 7, title: 'T', kind: 'a', weight: 1 });
    expect(update.safeParse({ title: 'T', weight: 1 }).success).toBe(false);
  });

  it('the roles of its fields and its export columns', () => {
    expect(fieldsWith(notes, 'sort')).toEqual(['noteId', 'createTime']);
    expect(exportColumnsOf(notes)).toEqual([
      { key: 'title', width: 30, dict: undefined },
      { key: 'kind', width: undefined, dict: 'note_kind' },
    ]);
  });

  it('its menu: directory, page, a button per action but list, grants by action with the directory for every granted role', () => {
    const seeds = menuSeeds([notes]);
    expect(seeds.map((s) => s.key)).toEqual(['dir:serviceContent', 'biz:note', ...['query', 'add', 'edit', 'remove', 'export', 'publish'].map((a) => `biz:note/biz:note:${a}`)]);
    const byKey = Object.fromEntries(seeds.map((s) => [s.key, s]));
    expect(byKey['biz:note']).toMatchObject({ type: 'C', parentKey: 'dir:serviceContent', component: 'biz/note/index', perms: 'biz:note:list', path: 'note', roles: ['sysUser', 'agencyUser'] });
    expect(byKey['biz:note/biz:note:publish']).toMatchObject({ type: 'F', name: 'biz:note:publish', roles: ['sysUser', 'agencyUser'] });
    expect(byKey['biz:note/biz:note:remove'].roles).toEqual(['sysUser']);
    expect(byKey['dir:serviceContent'].roles.sort()).toEqual(['agencyUser', 'sysUser']);
  });
});

describe('the product manifests', () => {
  it('have unique names, pages with unique permission prefixes in known directories', () => {
    expect(new Set(MANIFESTS.map((m) => m.name)).size).toBe(MANIFESTS.length);
    const pages = MANIFESTS.filter((m) => m.menu);
    expect(new Set(pages.map((m) => m.perm)).size).toBe(pages.length);
    for (const m of MANIFESTS) if (m.menu) expect(Object.keys(MENU_DIRS)).toContain(m.menu.parent);
  });

  it('seed unique menu keys, each button under a page that exists', () => {
    const seeds = menuSeeds(MANIFESTS);
    const keys = seeds.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of seeds) if (s.parentKey) expect(keys.indexOf(s.parentKey)).toBeLessThan(keys.indexOf(s.key));
    expect(CONSOLE_PAGES).toContain('biz/faq/index');
  });

  it('declare only fields that their order and search refer to', () => {
    for (const m of MANIFESTS) {
      for (const [field] of m.order ? ordersOf(m) : []) expect(Object.keys(m.fields), m.name).toContain(field);
      expect(() => queryOf(m), m.name).not.toThrow();
    }
  });
});
