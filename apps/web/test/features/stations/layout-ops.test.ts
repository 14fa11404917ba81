import { describe, expect, it } from 'vitest';
import { MAX_LAYOUT_SIDE, stationLayoutBody } from '@cniot/contract/stations/station-layout';
import {
  addColumn,
  addRow,
  cellAt,
  deleteColumn,
  deleteRow,
  inputsOf,
  movePanel,
  newLayout,
  placeBeside,
  setPanel,
  withoutUnbound,
  type Layout,
} from '../../../src/features/stations/detail/layout/layout-ops.ts';

const WN = '99100000000001';

/** Two rows of three: a wired panel on every place of row 0, an unwired one at (1, 2). */
function roof(): Layout {
  let l = addColumn(addColumn(addRow(newLayout(7))));
  for (let c = 0; c < 3; c++) l = setPanel(l, 0, c, { wnId: WN, pvIndex: c + 1 });
  return { ...setPanel(l, 1, 2, null), layoutName: 'South roof' };
}

describe('layout editing', () => {
  it('starts with one place and grows by rows and columns', () => {
    const l = roof();
    expect([l.rows, l.columns]).toEqual([2, 3]);
    expect(l.cells).toEqual([
      { row: 0, column: 0, wnId: WN, pvIndex: 1 },
      { row: 0, column: 1, wnId: WN, pvIndex: 2 },
      { row: 0, column: 2, wnId: WN, pvIndex: 3 },
      { row: 1, column: 2 },
    ]);
    expect(stationLayoutBody.safeParse(l).success).toBe(true);
  });

  it('deletes a row with its panels and moves the rows below up', () => {
    const l = addRow(roof());
    const moved = deleteRow(setPanel(l, 2, 0, { wnId: WN, pvIndex: 4 }), 1);
    expect(moved.rows).toBe(2);
    expect(cellAt(moved, 1, 2)).toBeUndefined();
    expect(cellAt(moved, 1, 0)).toEqual({ row: 1, column: 0, wnId: WN, pvIndex: 4 });
    expect(stationLayoutBody.safeParse(moved).success).toBe(true);
  });

  it('deletes a column with its panels and moves the columns to the right left', () => {
    const l = deleteColumn(roof(), 0);
    expect(l.columns).toBe(2);
    expect(l.cells).toEqual([
      { row: 0, column: 0, wnId: WN, pvIndex: 2 },
      { row: 0, column: 1, wnId: WN, pvIndex: 3 },
      { row: 1, column: 1 },
    ]);
  });

  it('keeps the last row and column, and no more than the contract allows', () => {
    const one = newLayout(1);
    expect(deleteRow(one, 0)).toBe(one);
    expect(deleteColumn(one, 0)).toBe(one);
    expect(deleteRow(roof(), 5).rows).toBe(2);
    const full = { ...one, rows: MAX_LAYOUT_SIDE, columns: MAX_LAYOUT_SIDE };
    expect(addRow(full).rows).toBe(MAX_LAYOUT_SIDE);
    expect(addColumn(full).columns).toBe(MAX_LAYOUT_SIDE);
  });

  it('rewires, unwires and removes a panel in place, one panel per place', () => {
    let l = setPanel(roof(), 0, 1, { wnId: WN, pvIndex: 4 });
    expect(l.cells.filter((c) => c.row === 0 && c.column === 1)).toEqual([{ row: 0, column: 1, wnId: WN, pvIndex: 4 }]);
    l = setPanel(l, 0, 1, null);
    expect(cellAt(l, 0, 1)).toEqual({ row: 0, column: 1 });
    l = setPanel(l, 0, 1, undefined);
    expect(cellAt(l, 0, 1)).toBeUndefined();
    expect(l.cells).toHaveLength(3);
  });

  it('moves a panel with its wiring to a free place, or changes places with the panel there', () => {
    const moved = movePanel(roof(), [0, 0], [1, 0]);
    expect(cellAt(moved, 1, 0)).toEqual({ row: 1, column: 0, wnId: WN, pvIndex: 1 });
    expect(cellAt(moved, 0, 0)).toBeUndefined();
    expect(moved.cells).toHaveLength(4);
    const swapped = movePanel(roof(), [0, 1], [1, 2]);
    expect(cellAt(swapped, 1, 2)).toEqual({ row: 1, column: 2, wnId: WN, pvIndex: 2 });
    expect(cellAt(swapped, 0, 1)).toEqual({ row: 0, column: 1 });
    expect(stationLayoutBody.safeParse(swapped).success).toBe(true);
    // Nothing moves from an empty place, onto itself or out of the layout.
    for (const [from, to] of [
      [
        [1, 0],
        [0, 0],
      ],
      [
        [0, 0],
        [0, 0],
      ],
      [
        [0, 0],
        [2, 0],
      ],
      [
        [0, 0],
        [0, -1],
      ],
    ] as [[number, number], [number, number]][]) {
      expect(movePanel(roof(), from, to)).toEqual(roof());
    }
  });

  it('leads arrow keys to the neighbouring place, stopping at the edge', () => {
    const l = roof();
    expect(placeBeside(l, [0, 1], 'ArrowDown')).toEqual([1, 1]);
    expect(placeBeside(l, [0, 1], 'ArrowLeft')).toEqual([0, 0]);
    expect(placeBeside(l, [0, 2], 'ArrowRight')).toEqual([0, 2]);
    expect(placeBeside(l, [0, 0], 'ArrowUp')).toEqual([0, 0]);
    expect(placeBeside(l, [0, 0], 'Enter')).toBeUndefined();
  });

  it('unwires panels of inverters no longer on the station, so the layout still saves', () => {
    const l = withoutUnbound(roof(), new Set());
    expect(l.cells.every((c) => !c.wnId && c.pvIndex === undefined)).toBe(true);
    expect(withoutUnbound(roof(), new Set([WN])).cells).toEqual(roof().cells);
  });

  it('counts PV inputs by inverter type as the server does: 1, 2, 4, at most 6', () => {
    expect(['1', '2', '4', '8', 'x'].map(inputsOf)).toEqual([1, 2, 4, 6, 1]);
  });
});
