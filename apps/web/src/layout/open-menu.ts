import type { NavigateFunction } from 'react-router';

/** External links open in a new window; pages open with the menu's query. */
export function openMenu(navigate: NavigateFunction, target: { key: string; external: boolean; query?: Record<string, string> }) {
  if (target.external) {
    window.open(target.key, '_blank', 'noopener');
    return;
  }
  const search = target.query ? `?${new URLSearchParams(target.query).toString()}` : '';
  navigate(`${target.key}${search}`);
}
