import { render, screen } from '@testing-library/react';
import { createContext, useContext } from 'react';
import { MemoryRouter, NavigationType, Route, Routes, useLocation, useOutlet, useParams, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationContext, NavigationContext, RouteContext } from '../../src/routing/router-internals.ts';

/** What a page's router hooks read. */
function Hooks() {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { id } = useParams();
  const outlet = useOutlet();
  return <output>{`${pathname}${search} page=${params.get('page')} id=${id} outlet=${outlet ? 'yes' : 'none'}`}</output>;
}

/** A kept page's providers, as kept-pages.tsx gives them: its own address and its route without the host's outlet. */
function Kept() {
  const route = useContext(RouteContext);
  const location = { pathname: '/kept/7', search: '?page=2', hash: '', state: null, key: 'k' };
  return (
    <LocationContext.Provider value={{ location, navigationType: NavigationType.Pop }}>
      <RouteContext.Provider value={{ ...route, outlet: null }}>
        <Hooks />
      </RouteContext.Provider>
    </LocationContext.Provider>
  );
}

/** Fails when a react-router release changes what router-internals.ts relies on. */
describe('the react-router internals the console relies on', () => {
  it('are React contexts', () => {
    const kind = (context: object) => (context as { $$typeof?: symbol }).$$typeof;
    for (const context of [LocationContext, RouteContext, NavigationContext]) expect(kind(context)).toBe(kind(createContext(null)));
  });

  it('give a page’s hooks the address and route a kept page is given, not the router’s own', () => {
    render(
      <MemoryRouter initialEntries={['/shown/1?page=9']}>
        <Routes>
          <Route path="/shown/:id" element={<Kept />}>
            <Route index element={<p>host outlet</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('/kept/7?page=2 page=2 id=1 outlet=none');
  });

  it('hold the navigator and base path a quiet navigation pushes with', () => {
    let seen: { basename: string; navigator: { push: unknown; replace: unknown; go: unknown } } | undefined;
    function Read() {
      seen = useContext(NavigationContext);
      return null;
    }
    render(
      <MemoryRouter basename="/cniotmgr" initialEntries={['/cniotmgr/a']}>
        <Read />
      </MemoryRouter>,
    );
    expect(seen?.basename).toBe('/cniotmgr');
    for (const method of ['push', 'replace', 'go'] as const) expect(typeof seen?.navigator[method]).toBe('function');
  });
});
