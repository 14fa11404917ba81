const easeInOutQuad = (t: number, start: number, change: number, duration: number) => {
  let x = t / (duration / 2);
  if (x < 1) return (change / 2) * x * x + start;
  x -= 1;
  return (-change / 2) * (x * (x - 2) - 1) + start;
};

/** Animated scroll of the page (the list pager's "back to top"). */
export function scrollTo(to: number, duration: number, element: Element = document.scrollingElement ?? document.documentElement) {
  const start = element.scrollTop;
  const change = to - start;
  const began = performance.now();
  const step = (now: number) => {
    const elapsed = Math.min(now - began, duration);
    element.scrollTop = easeInOutQuad(elapsed, start, change, duration);
    if (elapsed < duration) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
