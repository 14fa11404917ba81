import { useLocation, useNavigate } from 'react-router';
import { REDIRECT_PREFIX } from '../../routing/static-routes.ts';
import { closeAllTags, closeLeftTags, closeOtherTags, closeRightTags, closeTag, dropAlivePage, tagsStore } from '../../stores/tags-store.ts';
import { nextAfterClose, type TagView } from '../../stores/tags-rules.ts';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** The context-menu commands; when the open page's tab goes, the last remaining tab opens. */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const leaveIfClosed = (view: TagView) => {
    const remaining = tagsStore.get().visited;
    if (!remaining.some((v) => v.path === pathname)) navigate(nextAfterClose(remaining, view));
  };

  return (action: TagAction, view: TagView) => {
    switch (action) {
      case 'refresh':
        dropAlivePage(view.path);
        navigate(`${REDIRECT_PREFIX}${view.fullPath}`, { replace: true });
        return;
      case 'close':
        closeTag(view);
        break;
      case 'closeOthers':
        closeOtherTags(view);
        if (view.path !== pathname) navigate(view.fullPath);
        return;
      case 'closeLeft':
        closeLeftTags(view);
        break;
      case 'closeRight':
        closeRightTags(view);
        break;
      case 'closeAll':
        closeAllTags();
        break;
    }
    leaveIfClosed(view);
  };
}
