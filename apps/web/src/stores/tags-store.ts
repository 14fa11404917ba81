import { createStore } from './create-store.ts';
import * as rules from './tags-rules.ts';
import type { TagView } from './tags-rules.ts';

interface TagsState {
  visited: TagView[];
  /** Inner-link pages stay mounted as iframes while their tab is open (spec §2 "frame views"). */
  frames: TagView[];
  /** Paths of the pages kept mounted (hidden) behind their tabs, least recently shown first (RuoYi's cachedViews). */
  alive: string[];
}

export const tagsStore = createStore<TagsState>({ visited: [], frames: [], alive: [] });

const keepFrames = (visited: TagView[], frames: TagView[]) => frames.filter((f) => visited.some((v) => v.path === f.path));

function apply(next: (visited: TagView[]) => TagView[]) {
  tagsStore.set((s) => {
    const visited = next(s.visited);
    return { visited, frames: keepFrames(visited, s.frames), alive: rules.aliveWithTabs(s.alive, visited) };
  });
}

export function visit(view: TagView) {
  tagsStore.set((s) => ({
    visited: rules.addView(s.visited, view),
    frames: view.meta.link && !s.frames.some((f) => f.path === view.path) ? [...s.frames, view] : s.frames,
  }));
}

export function initAffix(views: TagView[]) {
  tagsStore.set((s) => ({ visited: views.reduce(rules.addView, s.visited) }));
}

export const closeTag = (view: TagView) => apply((v) => rules.closeView(v, view));
export const closeOtherTags = (view: TagView) => apply((v) => rules.closeOthers(v, view));
export const closeLeftTags = (view: TagView) => apply((v) => rules.closeLeft(v, view));
export const closeRightTags = (view: TagView) => apply((v) => rules.closeRight(v, view));
export const closeAllTags = () => apply(rules.closeAll);

/** The page at `path` was shown: it stays alive (unless the menu says noCache, which the caller checks). */
export const keepPageAlive = (path: string) => tagsStore.set((s) => ({ alive: rules.keepAlive(s.alive, path) }));
/** "Refresh": the page is dropped, so showing it again mounts it afresh. */
export const dropAlivePage = (path: string) => tagsStore.set((s) => ({ alive: s.alive.filter((p) => p !== path) }));
