import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PageHost from '../../src/routing/kept-pages.tsx';
import { prefetchPage, prefetchWhenIdle } from '../../src/layout/page-prefetch.ts';
import { pageRoutes, type PageRoute } from '../../src/routing/page-registry.tsx';
import type { RouteEntry } from '../../src/routing/route-builder.ts';
import { sessionStore } from '../../src/stores/session-store.ts';
import { closeTag, dropAlivePage, tagsStore, visit } from '../../src/stores/tags-store.ts';

/** A page with a text box and a count of its mounts: a kept page keeps both, a remounted one starts again. */
const mounts: Record<string, number> = {};
/** What a page's router hooks see (they are drawn again on every route change, as React propagates any router change to them). */
function Where({ name }: { name: string }) {
  return <output>{`${name} at ${useLocation().search}`}</output>;
}

/** How often each page was drawn. */
const draws: Record<string, number> = {};
const page = (name: string) =>
  function Page() {
    draws[name] = (draws[name] ?? 0) + 1;
    const [mount] = useState(() => (mounts[name] = (mounts[name] ?? 0) + 1));
    return (
      <label>
        {`${name} mount ${mount}`}
        <input aria-label={name} />
        <Where name={name} />
      </label>
    );
  };

/** Each page's code loader, as the registry's pages have one (pages of their own: no route loader, no manifest declares them). */
const preloads = { a: vi.fn(), b: vi.fn(), c: vi.fn() };
// Added to the real registry, not mocked: test files share their modules, and a mocked registry would be what
// every later file in the same worker sees (prepare-page.test.ts found no user list there).
const added = Object.entries(preloads).map(([name, preload]) => [name, { Page: Object.assign(page(name), { preload }) } as unknown as PageRoute] as const);
beforeAll(() => Object.assign(pageRoutes, Object.fromEntries(added)));
afterAll(() => {
  for (const [name] of added) delete pageRoutes[name];
});

const entry = (name: string, noCache = false): RouteEntry => ({ path: `/${name}`, name, component: name, meta: { title: name, noCache }, parents: [] });
const tab = (name: string) => ({ path: `/${name}`, fullPath: `/${name}`, name, title: name, meta: { title: name } });

function open() {
  const router = createMemoryRouter([{ element: <PageHost />, children: [{ path: '*', element: null }] }], { initialEntries: ['/a'] });
  render(<RouterProvider router={router} />);
  return async (path: string) => {
    await act(() => router.navigate(path));
    visit(tab(path.slice(1)));
  };
}

const shown = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const typeInto = (name: string, text: string) => (shown(name).value = text);

describe('kept pages', () => {
  beforeEach(() => {
    for (const key of Object.keys(mounts)) delete mounts[key];
    for (const key of Object.keys(draws)) delete draws[key];
    tagsStore.set({ visited: ['a', 'b', 'c'].map(tab), frames: [], alive: [] });
    sessionStore.set({ entries: [entry('a'), entry('b'), entry('c', true)] });
  });

  it('keeps a page mounted, hidden, while another tab shows, and shows it again as it was', async () => {
    const go = open();
    await screen.findByText('a mount 1');
    typeInto('a', 'searched');
    await go('/b');
    expect(shown('a').closest('label')!.style.display).toBe('none');
    expect(shown('b').closest('label')!.style.display).toBe('');
    await go('/a');
    expect(shown('a').value).toBe('searched');
    expect(mounts.a).toBe(1);
  });

  it('does not keep a noCache page: back on its tab it starts afresh', async () => {
    const go = open();
    await screen.findByText('a mount 1');
    await go('/c');
    typeInto('c', 'lost');
    await go('/a');
    expect(screen.queryByText(/^c mount/)).toBeNull();
    await go('/c');
    expect(shown('c').value).toBe('');
    expect(mounts.c).toBe(2);
  });

  it('drops a page when its tab closes or is refreshed', async () => {
    const go = open();
    await screen.findByText('a mount 1');
    await go('/b');
    act(() => closeTag(tab('a')));
    expect(screen.queryByText(/^a mount/)).toBeNull();
    await go('/a');
    await go('/b');
    act(() => dropAlivePage('/a'));
    await go('/a');
    expect(mounts.a).toBe(3);
    expect(tagsStore.get().alive).toEqual(['b', 'a'].map((n) => `/${n}`));
  });

  it('does not draw a page again when another tab opens or it is shown again where it was; it sees its own address', async () => {
    const go = open();
    await screen.findByText('a mount 1');
    const drawn = draws.a;
    await go('/b');
    await go('/b?page=2');
    expect(screen.getByText('a at', { ignore: false })).toBeTruthy();
    await go('/a');
    expect(draws.a).toBe(drawn);
    await go('/a?page=2');
    expect(screen.getByText('a at ?page=2')).toBeTruthy();
  });
});

describe('pages made ready before they open', () => {
  beforeEach(() => {
    for (const preload of Object.values(preloads)) preload.mockClear();
    sessionStore.set({ entries: [entry('a'), entry('b'), entry('c')] });
  });

  it('loads the code of a page of its own when its menu entry is pointed at, not while the menu idles', async () => {
    vi.useFakeTimers();
    const asked = vi.spyOn(sessionStore, 'get');
    try {
      const stop = prefetchWhenIdle(['/b', '/c']);
      await vi.advanceTimersByTimeAsync(10_000);
      stop();
      // The idle pass did look both pages up, and left their code alone.
      expect(asked.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(preloads.b).not.toHaveBeenCalled();
      expect(preloads.c).not.toHaveBeenCalled();
      await prefetchPage('/b');
      expect(preloads.b).toHaveBeenCalledTimes(1);
    } finally {
      asked.mockRestore();
      vi.useRealTimers();
    }
  });
});
