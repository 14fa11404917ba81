const easeInOutQuad = (t: number, start: number, change: number, duration: number) => {
  let x = t / (duration / 2);
  if (x < 1) return (change / 2) * x * x + start;
  x -= 1;
  return (-change / 2) * (x * (x - 2) - 1) + start;
};

/** The input by which a user scrolls (or takes over the page) themselves. */
export const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Animated scroll of the page (the list pager's "back to top"). It yields to the user: a wheel,
 * touch, key or click during the animation stops it instead of pulling the page back.
 */
export function scrollTo(to: number, duration: number, element: Element = document.scrollingElement ?? document.documentElement) {
  const start = element.scrollTop;
  const change = to - start;
  if (change === 0) return;
  const began = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL) window.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    const elapsed = Math.min(now - began, duration);
    element.scrollTop = easeInOutQuad(elapsed, start, change, duration);
    if (elapsed < duration) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of USER_SCROLL) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
}
