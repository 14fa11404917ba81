import { useEffect, useRef } from 'react';
import { Dropdown } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { tagsStore } from '../../stores/tags-store.ts';
import type { TagView } from '../../stores/tags-rules.ts';
import { menuTitle } from '../../i18n/menu-title.ts';
import { useTagActions, type TagAction } from './use-tag-actions.ts';

/** Spec §9: the context menu is at least 105 px wide. */
const CONTEXT_MENU_WIDTH = 105;

export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = tagsStore.use((s) => s.visited);
  const run = useTagActions();
  const scroller = useRef<HTMLDivElement>(null);

  // Sideways only: scrollIntoView would also scroll the window, undoing the position a kept page comes back to.
  useEffect(() => {
    const bar = scroller.current;
    const tag = bar?.querySelector('.tag.active');
    if (!bar || !tag) return;
    const [box, at] = [bar.getBoundingClientRect(), tag.getBoundingClientRect()];
    if (at.left < box.left) bar.scrollLeft -= box.left - at.left;
    else if (at.right > box.right) bar.scrollLeft += at.right - box.right;
  }, [pathname, views.length]);

  const menuFor = (view: TagView, index: number) => {
    const actions: TagAction[] = ['refresh'];
    if (!view.meta.affix) actions.push('close');
    actions.push('closeOthers');
    if (index > 0) actions.push('closeLeft');
    if (index < views.length - 1) actions.push('closeRight');
    actions.push('closeAll');
    return {
      style: { minWidth: CONTEXT_MENU_WIDTH },
      items: actions.map((a) => ({ key: a, label: t(`tags.${a}`) })),
      onClick: ({ key }: { key: string }) => run(key as TagAction, view),
    };
  };

  return (
    <div className="tags-view">
      <div
        className="tags-scroll"
        ref={scroller}
        onWheel={(e) => {
          e.currentTarget.scrollLeft += e.deltaY;
        }}
      >
        {views.map((view, index) => (
          <Dropdown key={view.path} trigger={['contextMenu']} menu={menuFor(view, index)}>
            <span
              className={`tag ${view.path === pathname ? 'active' : ''}`}
              onClick={() => navigate(view.fullPath)}
              onMouseUp={(e) => e.button === 1 && !view.meta.affix && run('close', view)}
            >
              {menuTitle(t, view.title)}
              {!view.meta.affix && (
                <CloseOutlined
                  className="tag-close"
                  onClick={(e) => {
                    e.stopPropagation();
                    run('close', view);
                  }}
                />
              )}
            </span>
          </Dropdown>
        ))}
      </div>
    </div>
  );
}
