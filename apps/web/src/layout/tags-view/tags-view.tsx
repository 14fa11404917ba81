import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
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

interface TagProps {
  view: TagView;
  active: boolean;
  index: number;
  last: boolean;
  onOpen: (view: TagView) => void;
  onAction: (action: TagAction, view: TagView) => void;
}

/** One tab and its context menu: drawn again only when it changes, not for every route change. */
const Tag = memo(function Tag({ view, active, index, last, onOpen, onAction }: TagProps) {
  const { t } = useTranslation();
  const actions: TagAction[] = ['refresh'];
  if (!view.meta.affix) actions.push('close');
  actions.push('closeOthers');
  if (index > 0) actions.push('closeLeft');
  if (!last) actions.push('closeRight');
  actions.push('closeAll');
  const menu = {
    style: { minWidth: CONTEXT_MENU_WIDTH },
    items: actions.map((a) => ({ key: a, label: t(`tags.${a}`) })),
    onClick: ({ key }: { key: string }) => onAction(key as TagAction, view),
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={menu}>
      {/* A tab stop of its own: Enter opens it, Delete closes it, the context-menu key (Shift+F10) opens its menu. */}
      <span
        role="link"
        tabIndex={0}
        aria-current={active ? 'page' : undefined}
        className={`tag ${active ? 'active' : ''}`}
        onClick={() => onOpen(view)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') onOpen(view);
          else if (e.key === 'Delete' && !view.meta.affix) onAction('close', view);
          else return;
          e.preventDefault();
        }}
        onMouseUp={(e) => e.button === 1 && !view.meta.affix && onAction('close', view)}
      >
        {menuTitle(t, view.title)}
        {!view.meta.affix && (
          <CloseOutlined
            className="tag-close"
            onClick={(e) => {
              e.stopPropagation();
              onAction('close', view);
            }}
          />
        )}
      </span>
    </Dropdown>
  );
});

export function TagsView() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = tagsStore.use((s) => s.visited);
  const run = useTagActions();
  const scroller = useRef<HTMLDivElement>(null);
  // The tabs' handlers stay the same functions and call the latest of these.
  const latest = useRef({ run, navigate });
  useLayoutEffect(() => {
    latest.current = { run, navigate };
  });
  const onOpen = useCallback((view: TagView) => latest.current.navigate(view.fullPath), []);
  const onAction = useCallback((action: TagAction, view: TagView) => latest.current.run(action, view), []);

  // The active tag scrolled into the bar, sideways only: scrollIntoView would also scroll the window, undoing the
  // position a kept page comes back to. Its place comes from an intersection observer, which the browser answers
  // once it has laid the page out anyway: measuring here made it lay out the new page early, mid-navigation.
  useEffect(() => {
    const bar = scroller.current;
    const tag = bar?.querySelector('.tag.active');
    if (!bar || !tag) return;
    const watch = new IntersectionObserver(
      ([entry]) => {
        watch.disconnect();
        const [box, at] = [entry.rootBounds, entry.boundingClientRect];
        if (!box || entry.intersectionRatio >= 1) return;
        if (at.left < box.left) bar.scrollLeft -= box.left - at.left;
        else if (at.right > box.right) bar.scrollLeft += at.right - box.right;
      },
      { root: bar, threshold: 1 },
    );
    watch.observe(tag);
    return () => watch.disconnect();
  }, [pathname, views.length]);

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
          <Tag key={view.path} view={view} active={view.path === pathname} index={index} last={index === views.length - 1} onOpen={onOpen} onAction={onAction} />
        ))}
      </div>
    </div>
  );
}
