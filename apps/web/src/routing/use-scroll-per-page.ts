import { useEffect, useLayoutEffect, useRef } from 'react';
import { USER_SCROLL } from '../lib/scroll-to.ts';

/** Frames a page shown again has to grow back to its height (its tables re-measure) before its scroll is given up. */
const RESTORE_FRAMES = 60;

/**
 * The window scrolls, not the page: each page's position is noted while it shows and put back when
 * it shows again. A page shown again re-runs its effects and can be short for a few frames, which
 * clamps the scroll: it is put back on each frame until it holds, and the clamped positions of
 * those frames are not noted as the page's own.
 */
export function useScrollPerPage(shown: string | undefined) {
  const positions = useRef(new Map<string, number>());
  const current = useRef(shown);
  const restoring = useRef(false);
  useLayoutEffect(() => {
    current.current = shown;
    const top = (shown && positions.current.get(shown)) || 0;
    let frame = 0;
    let frames = 0;
    const done = () => {
      restoring.current = false;
      cancelAnimationFrame(frame);
    };
    const attempt = () => {
      if (!restoring.current) return;
      window.scrollTo(0, top);
      if (Math.abs(window.scrollY - top) <= 1 || ++frames > RESTORE_FRAMES) done();
      else frame = requestAnimationFrame(attempt);
    };
    restoring.current = true;
    // From the next frame, not here: reading the scroll mid-commit lays out the whole page once more before it paints.
    frame = requestAnimationFrame(attempt);
    return done;
  }, [shown]);
  useEffect(() => {
    const note = () => !restoring.current && current.current && positions.current.set(current.current, window.scrollY);
    // The user scrolling while a position is put back wins over it.
    const userScrolls = () => (restoring.current = false);
    window.addEventListener('scroll', note, { passive: true });
    for (const type of USER_SCROLL) window.addEventListener(type, userScrolls, { passive: true });
    return () => {
      window.removeEventListener('scroll', note);
      for (const type of USER_SCROLL) window.removeEventListener(type, userScrolls);
    };
  }, []);
}
