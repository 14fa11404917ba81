import { textWidth } from '../../lib/text-width.ts';
import type { Column } from './resource.ts';

/**
 * Widths of columns whose content has a known size; the others share what is
 * left of the table's width and end in "…" (docs/console-conventions.md).
 * A date and time in German ("24.11.2026, 14:05:09") is the longest of the four languages.
 */
const BY_TYPE: Partial<Record<NonNullable<Column['type']>, number>> = { datetime: 160, switch: 96, image: 80 };

/** Below this a column without a width of its own is not squeezed: the table scrolls instead. */
export const FLEX_MIN = 80;

/** A cell's padding (16 px a side at the largest size) and a pixel either side for rounding and the column divider. */
const CELL_PADDING = 34;
/** The sort arrows beside a sortable title: 4 px apart, 12 px wide, and antd's gap. */
const SORTER = 20;
/** A tag's own padding and border, and the gap to the next. */
const TAG_PADDING = 18;

/** The table header's font: antd's strong weight at 14 px; tags are 12 px. */
const HEADER_FONT = { weight: 600, size: 14 };
const TAG_FONT = { size: 12 };

/** The narrowest a column may be: its header in the reader's language, and the longest of its tags, whole. */
export function columnMinWidth(title: string, sortable: boolean, tags: string[] = []): number {
  const header = textWidth(title, HEADER_FONT) + CELL_PADDING + (sortable ? SORTER : 0);
  const tag = tags.reduce((widest, label) => Math.max(widest, textWidth(label, TAG_FONT) + TAG_PADDING + CELL_PADDING), 0);
  return Math.max(header, tag);
}

/**
 * A column's width: its content's known size, never under its minimum. A column without a known size stays
 * flexible (shares what is left) while its minimum fits FLEX_MIN; a longer header takes its own width.
 */
export function columnWidth(c: Column, min = 0): number | undefined {
  const known = c.width ?? (c.type ? BY_TYPE[c.type] : undefined);
  if (known !== undefined) return Math.max(known, min);
  return min > FLEX_MIN ? min : undefined;
}

/** The narrowest the table may get before it scrolls sideways: fixed widths, the flexible columns at their minimum, the checkbox. */
export const tableMinWidth = (widths: (number | string | undefined)[], selectable: boolean): number =>
  widths.reduce<number>((sum, w) => sum + (typeof w === 'number' ? w : FLEX_MIN), selectable ? SELECTION_WIDTH : 0);

/** antd's selection column at the default size: a 16 px box and 16 px padding a side. */
export const SELECTION_WIDTH = 48;
