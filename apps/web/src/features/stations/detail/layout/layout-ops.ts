import { MAX_LAYOUT_SIDE, MAX_PV_INPUTS, type LayoutCell, type StationLayoutBody } from '@cniot/contract/stations/station-layout';

/**
 * Editing a component layout: rows × columns of places, a panel on some of
 * them, each panel wired to an inverter's PV input or not yet. Every
 * operation answers a new layout and keeps the panels where the user sees them.
 */

export type Layout = StationLayoutBody;
/** A panel's wiring; null: a panel that is not wired yet. */
export type Wiring = { wnId: string; pvIndex: number } | null;

export const newLayout = (stationId: number): Layout => ({
  stationId,
  layoutName: '',
  panelDirection: '0',
  orientationAngle: 180,
  tiltAngle: 30,
  rows: 1,
  columns: 1,
  cells: [],
});

/** PV inputs of an inverter by its type (1, 2, 4 or 8 panels), at most the six the protocol carries; as the server counts them. */
export const inputsOf = (wnType: string): number => Math.min(Number(wnType) || 1, MAX_PV_INPUTS);

export const cellAt = (l: Layout, row: number, column: number): LayoutCell | undefined => l.cells.find((c) => c.row === row && c.column === column);

export const addRow = (l: Layout): Layout => (l.rows >= MAX_LAYOUT_SIDE ? l : { ...l, rows: l.rows + 1 });

export const addColumn = (l: Layout): Layout => (l.columns >= MAX_LAYOUT_SIDE ? l : { ...l, columns: l.columns + 1 });

/** The row goes with its panels; the rows below move up. The last row stays. */
export function deleteRow(l: Layout, row: number): Layout {
  if (l.rows <= 1 || row < 0 || row >= l.rows) return l;
  const cells = l.cells.filter((c) => c.row !== row).map((c) => (c.row > row ? { ...c, row: c.row - 1 } : c));
  return { ...l, rows: l.rows - 1, cells };
}

/** The column goes with its panels; the columns to the right move left. The last column stays. */
export function deleteColumn(l: Layout, column: number): Layout {
  if (l.columns <= 1 || column < 0 || column >= l.columns) return l;
  const cells = l.cells.filter((c) => c.column !== column).map((c) => (c.column > column ? { ...c, column: c.column - 1 } : c));
  return { ...l, columns: l.columns - 1, cells };
}

/** Puts a panel on a place (wired or not), or takes it away (undefined). */
export function setPanel(l: Layout, row: number, column: number, wiring: Wiring | undefined): Layout {
  const others = l.cells.filter((c) => c.row !== row || c.column !== column);
  if (wiring === undefined) return { ...l, cells: others };
  const cell: LayoutCell = wiring ? { row, column, wnId: wiring.wnId, pvIndex: wiring.pvIndex } : { row, column };
  return { ...l, cells: [...others, cell].sort((a, b) => a.row - b.row || a.column - b.column) };
}

/** A place as [row, column]. */
export type Place = [number, number];

/**
 * Moves the panel on `from` (with its wiring) to `to`; a panel already there
 * changes places with it, as tiles do when dragged onto each other. Nothing
 * moves from an empty place or out of the layout.
 */
export function movePanel(l: Layout, [fr, fc]: Place, [tr, tc]: Place): Layout {
  const moving = cellAt(l, fr, fc);
  if (!moving || tr < 0 || tc < 0 || tr >= l.rows || tc >= l.columns || (fr === tr && fc === tc)) return l;
  const other = cellAt(l, tr, tc);
  const wiring = (c: LayoutCell): Wiring => (c.wnId ? { wnId: c.wnId, pvIndex: c.pvIndex ?? 1 } : null);
  return setPanel(setPanel(l, tr, tc, wiring(moving)), fr, fc, other ? wiring(other) : undefined);
}

/** The place an arrow key leads to from `place` (undefined for any other key); the layout's edge stops it. */
export function placeBeside(l: Layout, [row, column]: Place, key: string): Place | undefined {
  const step: Record<string, Place> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (!step[key]) return undefined;
  return [Math.min(Math.max(row + step[key][0], 0), l.rows - 1), Math.min(Math.max(column + step[key][1], 0), l.columns - 1)];
}

/** Panels wired to inverters that are no longer on the station come off their wiring, so the layout can still be saved. */
export function withoutUnbound(l: Layout, bound: Set<string>): Layout {
  return { ...l, cells: l.cells.map((c) => (c.wnId && !bound.has(c.wnId) ? { row: c.row, column: c.column } : c)) };
}
