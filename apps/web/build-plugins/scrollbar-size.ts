import type { Plugin } from 'vite';

/** The module rc-table asks for a table body's scrollbar width. */
export const SCROLLBAR_MODULE = /@rc-component[\\/]util[\\/]es[\\/]getScrollBarSize\.js$/;
const MEASURE = 'export function getTargetScrollBarSize(target) {';

/**
 * Every antd Table measures its body's scrollbar when it mounts: it adds a stylesheet and an element to the
 * document, reads their size and takes both away, which makes the browser recompute the style of the whole
 * page twice, about a tenth of opening a list page at 4× CPU. The width only depends on the stylesheet rules
 * that style that body, so it is measured once per kind of body (its class) and kept for the page's life.
 */
export function cachedTableScrollbar(source: string): string {
  if (!source.includes(MEASURE)) throw new Error('@rc-component/util changed getTargetScrollBarSize: revisit build-plugins/scrollbar-size.ts');
  return `${source.replace(MEASURE, 'function measureTargetScrollBarSize(target) {')}
const measuredByClass = new Map();
export function getTargetScrollBarSize(target) {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return measureTargetScrollBarSize(target);
  let size = measuredByClass.get(target.className);
  if (!size) measuredByClass.set(target.className, (size = measureTargetScrollBarSize(target)));
  return size;
}
`;
}

export function scrollbarSizeOnce(): Plugin {
  return {
    name: 'cniot-scrollbar-size-once',
    transform: {
      filter: { id: SCROLLBAR_MODULE },
      handler: (code) => ({ code: cachedTableScrollbar(code), map: null }),
    },
  };
}
