import { useCallback, useContext } from 'react';
import { parsePath, type NavigateFunction, type To } from 'react-router';
import { NavigationContext } from '../routing/router-internals.ts';

/**
 * Navigation to absolute paths (or back) without useNavigate: that hook reads the current location,
 * and React draws every reader of it again on each route change, even inside a kept page's own
 * location, so a list and its table were drawn again behind their tab on every click in the menu.
 */
export function useQuietNavigate(): NavigateFunction {
  const { navigator, basename } = useContext(NavigationContext);
  return useCallback(
    (to: To | number, options?: { replace?: boolean; state?: unknown }) => {
      if (typeof to === 'number') return navigator.go(to);
      const path = typeof to === 'string' ? parsePath(to) : { ...to };
      if (basename !== '/') path.pathname = path.pathname === '/' ? basename : `${basename.replace(/\/$/, '')}${path.pathname}`;
      if (options?.replace) navigator.replace(path, options.state);
      else navigator.push(path, options?.state);
    },
    [navigator, basename],
  ) as NavigateFunction;
}
