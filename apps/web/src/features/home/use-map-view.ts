import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { panBy, zoomAt, type Size, type View } from './map-projection.ts';

/** A wheel notch (about 100 px of deltaY) zooms by 2^(1/4); the buttons and keys by a factor of two. */
const WHEEL_PX_PER_DOUBLING = 400;
const STEP = 2;
const KEY_PAN_PX = 80;
/** A press that moves less than this is a click, not a drag. */
const DRAG_PX = 4;

const KEY_MOVES: Record<string, [number, number]> = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

/** The box's measured size, following the layout. */
export function useSize(box: RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize((s) => (s && s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);
  return size;
}

/**
 * The map's pan and zoom: wheel about the pointer, drag, the buttons, and the
 * keys of the focused map (arrows move, + and − zoom, 0 shows the whole fleet
 * again). `home` is the view the map opens with.
 */
export function useMapView(svg: RefObject<SVGSVGElement | null>, size: Size | null, home: (size: Size) => View) {
  const [view, setView] = useState<View | null>(null);
  const press = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);
  const ready = Boolean(size && view);

  useEffect(() => {
    if (size) setView((v) => v ?? home(size));
  }, [size, home]);

  const zoom = (factor: number, at?: [number, number]) => setView((v) => (v && size ? zoomAt(v, factor, at ?? [size.width / 2, size.height / 2], size) : v));

  useEffect(() => {
    const el = svg.current;
    if (!el || !size) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const px = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? e.deltaY * 40 : e.deltaY;
      setView((v) => v && zoomAt(v, 2 ** (-px / WHEEL_PX_PER_DOUBLING), [e.clientX - r.left, e.clientY - r.top], size));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [svg, size, ready]);

  const handlers = {
    onPointerDown(e: PointerEvent<SVGSVGElement>) {
      if (e.button !== 0) return;
      press.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
      dragged.current = false;
    },
    onPointerMove(e: PointerEvent<SVGSVGElement>) {
      const p = press.current;
      if (!p || !size) return;
      const [dx, dy] = [e.clientX - p.x, e.clientY - p.y];
      if (!dragged.current && Math.hypot(dx, dy) < DRAG_PX) return;
      if (!dragged.current) e.currentTarget.setPointerCapture(p.id);
      dragged.current = true;
      press.current = { ...p, x: e.clientX, y: e.clientY };
      setView((v) => v && panBy(v, dx, dy, size));
    },
    onPointerUp() {
      press.current = null;
    },
    onKeyDown(e: KeyboardEvent<SVGSVGElement>) {
      if (!size) return;
      const move = KEY_MOVES[e.key];
      if (move) setView((v) => v && panBy(v, move[0] * KEY_PAN_PX, move[1] * KEY_PAN_PX, size));
      else if (e.key === '+' || e.key === '=') zoom(STEP);
      else if (e.key === '-' || e.key === '_') zoom(1 / STEP);
      else if (e.key === '0') setView(home(size));
      else return;
      e.preventDefault();
    },
  };

  return {
    view: ready ? view : null,
    handlers,
    /** True right after a drag: the click that ends it is not a click on a station. */
    dragged,
    zoomIn: () => zoom(STEP),
    zoomOut: () => zoom(1 / STEP),
    reset: () => size && setView(home(size)),
    show: setView,
  };
}
