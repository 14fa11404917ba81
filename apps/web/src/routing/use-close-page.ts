import { useLocation, useNavigate } from 'react-router';
import { nextAfterClose } from '../stores/tags-rules.ts';
import { closeTag, tagsStore } from '../stores/tags-store.ts';

/** A sub-page's "close": its tab goes, and the user lands on `to` (its parent screen) or the last tab. */
export function useClosePage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (to?: string) => {
    const view = tagsStore.get().visited.find((v) => v.path === pathname);
    if (view) closeTag(view);
    navigate(to ?? (view ? nextAfterClose(tagsStore.get().visited, view) : '/'));
  };
}
